import { useEffect, useState } from 'react';
import type { DeleteRowDialogProps } from '@/islands/kit/DeleteRowDialog';
import { createClient } from '@/lib/api-client';
import type { RoutesOf } from '@/lib/endpoint';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import type { roleApi } from '@/features/role/api';
import { roleMessages as M } from '@/features/role/messages';
import type { RoleRow } from '@/features/role/schemas';
import { RoleDeleteDialog } from './RoleDeleteDialog';

type RoleRoutes = RoutesOf<Pick<typeof roleApi, 'list' | 'remove'>>;
/** The list call's largest page (the pickers' page_size 100, spec 000 §7). */
const PAGE = 100;

/** Every other role of the organisation, by name, page by page (the list call answers at most 100 at a time). */
async function otherRoles(list: RoleRoutes['list'], except: number) {
  const roles: RoleRow[] = [];
  for (let page = 1; ; page++) {
    const res = await createClient({ list }).list({ query: { page, page_size: PAGE, order_by: 'name', order_type: 'asc' } });
    roles.push(...res.results);
    if (page >= res.pagination.total_pages) break;
  }
  return roles.filter((r) => r.id !== except).map((r) => ({ value: r.id, label: `${r.name} (${r.member_count})` }));
}

/**
 * The role list's Delete (the list kit's `dialog: 'role/RoleListDelete'`): the detail page's dialog, so a role with members
 * is deleted from the list too, after its members move; the list reloads and says so.
 */
export default function RoleListDelete({ screen, row, title, onClose, onDeleted }: DeleteRowDialogProps) {
  // The role list's declaration names the role contract's list and delete paths (src/features/role/list-screen.ts).
  const { list, remove = '' } = screen.endpoints;
  const routes = { list: { method: 'GET', path: list }, remove: { method: 'DELETE', path: remove } } as RoleRoutes;
  const id = Number(row.id);
  const members = Number(row.member_count);
  const [others, setOthers] = useState<{ value: number; label: string }[] | null>(null);
  useEffect(() => {
    if (members === 0) return;
    otherRoles(routes.list, id).then(setOthers, (err: unknown) => {
      onClose();
      showError(err, M.listFailed);
    });
    // Once per dialog: the row does not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <RoleDeleteDialog
      id={id}
      name={title}
      members={members}
      others={others}
      remove={routes.remove}
      onClose={onClose}
      onDeleted={async () => {
        toast.success(M.deleted);
        onClose();
        await onDeleted();
      }}
    />
  );
}
