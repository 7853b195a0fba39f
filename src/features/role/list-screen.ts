import { areaListScreen, column, type ListScreen } from '@/lib/list-kit';
import { roleApi } from './api';
import { roleMessages as M } from './messages';
import { ROLE_PAGE_SIZE } from './schemas';

const declared = areaListScreen({
  base: '/role',
  api: roleApi,
  texts: M,
  pageSize: ROLE_PAGE_SIZE,
  createLabel: 'Create Role',
  titleField: 'name',
  search: { placeholder: 'Search by name' },
  columns: [
    column.title({ field: 'name', label: 'Name', href: '/role/detail/:id' }),
    column.text('description', 'Description', { wrap: true }),
    column.text('member_count', 'Members', { sortable: true }),
    column.text('key_count', 'Permissions', { sortable: true }),
    column.updatedAt(),
  ],
});

/**
 * /role 'Role List' as a resource-kit declaration. Delete shows on every role but the built-in one and opens the
 * detail page's dialog (src/islands/role/RoleListDelete.tsx, which the kit loads by name): a role with members asks which
 * role they move to, then moves them and deletes in one request.
 */
export const roleListScreen: ListScreen = {
  ...declared,
  actions: declared.actions?.map((a) => (a.kind === 'delete' ? { ...a, allowIf: 'deletable', dialog: 'role/RoleListDelete' } : a)),
};
