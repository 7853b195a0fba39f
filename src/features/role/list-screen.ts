import { areaListScreen, column } from '@/lib/list-kit';
import { roleApi } from './api';
import { roleMessages as M } from './messages';
import { ROLE_PAGE_SIZE } from './schemas';

/** /role 'Role List' as a resource-kit declaration. Delete shows for empty roles; one with members is deleted with a move from its detail page. */
export const roleListScreen = areaListScreen({
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
