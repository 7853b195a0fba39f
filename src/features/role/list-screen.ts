import type { ListScreen } from '@/lib/list-kit';
import { roleApi } from './api';
import { roleMessages as M } from './messages';
import { ROLE_PAGE_SIZE } from './schemas';

/** /role 'Role List' as a resource-kit declaration. Delete shows for empty roles; one with members is deleted with a move from its detail page. */
export const roleListScreen: ListScreen = {
  label: M.listTitle,
  pageSize: ROLE_PAGE_SIZE,
  sortStyle: 'order_type',
  titleField: 'name',
  search: { placeholder: 'Search by name' },
  columns: [
    { id: 'name', label: 'Name', sortKey: 'name', cell: { kind: 'link', field: 'name', href: '/role/detail/:id' }, wrap: true },
    { id: 'description', label: 'Description', cell: { kind: 'text', field: 'description' }, wrap: true },
    { id: 'member_count', label: 'Members', sortKey: 'member_count', cell: { kind: 'text', field: 'member_count' } },
    { id: 'key_count', label: 'Permissions', sortKey: 'key_count', cell: { kind: 'text', field: 'key_count' } },
    { id: 'updated_at', label: 'Last Update', sortKey: 'updated_at', cell: { kind: 'date', field: 'updated_at' } },
  ],
  actions: [{ kind: 'edit', href: '/role/edit/:id' }, { kind: 'detail', href: '/role/detail/:id' }, { kind: 'delete' }],
  create: { label: 'Create Role', href: '/role/create' },
  endpoints: { list: roleApi.list.path, remove: roleApi.remove.path },
  messages: {
    listFailed: M.listFailed,
    deleteTitle: M.deleteTitle,
    deleteText: '"{title}" will be deleted.',
    deleted: M.deleted,
    deleteFailed: M.deleteFailed,
    deleteFailedTitle: M.deleteFailedTitle,
    deleteFailedFromServer: true,
  },
};
