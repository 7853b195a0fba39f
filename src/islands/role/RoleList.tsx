import ResourceList, { type ResourceListProps } from '@/islands/kit/ResourceList';
import { registerDeleteDialog } from '@/islands/kit/delete-dialogs';

// The declaration's `dialog: 'role-delete'` (features/role/list-screen.ts): loaded when a row's Delete is pressed.
registerDeleteDialog('role-delete', () => import('./RoleListDelete'));

/** /role: the kit's list, whose Delete is the role's own dialog (a role with members moves them first). */
export default function RoleList(props: ResourceListProps) {
  return <ResourceList {...props} />;
}
