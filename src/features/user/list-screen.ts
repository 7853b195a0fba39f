import { column, filter, rowActions, type ListScreen } from '@/lib/list-kit';
import { userApi } from './api';
import { userMessages as M } from './messages';
import { USER_PAGE_SIZE, type UserOptions } from './schemas';

export const STATUS_LABELS = { active: 'Active', inactive: 'Inactive', invited: 'Invited', pending: 'Pending' };
const asChoices = (options: { label: string; value: number }[]) => options.map((o) => ({ label: o.label, value: String(o.value) }));

/** /user 'User List' as a resource-kit declaration; the filter choices are read on the server (docs/decisions/0077). */
export const userListScreen = (options: UserOptions): ListScreen => ({
  label: M.listTitle,
  pageSize: USER_PAGE_SIZE,
  sortStyle: 'order_type',
  // The check boxes lead each row; a running number beside them would only take width from the e-mail.
  numbering: 'none',
  titleField: 'full_name',
  search: { placeholder: 'Search by name, NIK, email or position', label: 'Search users' },
  filters: [
    filter.select('role_id', 'Role', asChoices(options.roles)),
    filter.status(STATUS_LABELS),
    filter.select('division_id', 'Division', asChoices(options.divisions)),
    filter.select('company_id', 'Company', asChoices(options.companies)),
    filter.dateRange('Created', { placeholder: 'Created between', clearable: true }),
  ],
  columns: [
    column.title({ field: 'full_name', label: 'Full Name', href: '/user/detail/:id' }),
    column.text('nik', 'NIK', { sortable: true }),
    column.text('email', 'Email', { sortable: true, wrap: true }),
    column.text('position', 'Position', { sortable: true, wrap: true }),
    column.text('roles', 'Roles', { field: 'role_names', wrap: true }),
    column.status(STATUS_LABELS),
    column.createdAt(),
  ],
  actions: rowActions('/user', ['edit', 'detail']),
  create: { label: 'Create User', href: '/user/create' },
  links: [
    { label: 'Import', href: '/user/import' },
    { label: 'Export', href: userApi.export.path, withQuery: true, download: true },
  ],
  selection: {
    failed: M.bulkFailed,
    actions: [
      { id: 'activate', label: 'Activate', endpoint: userApi.bulk.path, body: { action: 'activate' } },
      {
        id: 'deactivate',
        label: 'Deactivate',
        endpoint: userApi.bulk.path,
        body: { action: 'deactivate' },
        variant: 'danger',
        confirm: {
          title: 'Deactivate users?',
          text: '{count} user(s) will be signed out at once and cannot sign in until activated again. Their results stay.',
        },
      },
      {
        id: 'assign-role',
        label: 'Assign Role',
        endpoint: userApi.bulk.path,
        body: { action: 'assign-role' },
        choose: { key: 'role_id', label: 'Role', options: asChoices(options.roles), numeric: true },
        confirm: { title: 'Assign a role', text: 'The role is added to {count} user(s); their other roles stay.' },
      },
    ],
  },
  endpoints: { list: userApi.list.path },
  messages: { listFailed: M.listFailed },
});
