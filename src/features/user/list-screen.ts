import { optionsOf, type ListScreen } from '@/lib/list-kit';
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
    { kind: 'select', key: 'role_id', label: 'Role', placeholder: 'Role', options: asChoices(options.roles) },
    { kind: 'select', key: 'status', label: 'Status', placeholder: 'Status', options: optionsOf(STATUS_LABELS) },
    { kind: 'select', key: 'division_id', label: 'Division', placeholder: 'Division', options: asChoices(options.divisions) },
    { kind: 'select', key: 'company_id', label: 'Company', placeholder: 'Company', options: asChoices(options.companies) },
    { kind: 'date-range', start: 'start_date', end: 'end_date', label: 'Created', placeholder: 'Created between', clearable: true },
  ],
  columns: [
    { id: 'full_name', label: 'Full Name', sortKey: 'full_name', cell: { kind: 'link', field: 'full_name', href: '/user/detail/:id' }, wrap: true },
    { id: 'nik', label: 'NIK', sortKey: 'nik', cell: { kind: 'text', field: 'nik' } },
    { id: 'email', label: 'Email', sortKey: 'email', cell: { kind: 'text', field: 'email' }, wrap: true },
    { id: 'position', label: 'Position', sortKey: 'position', cell: { kind: 'text', field: 'position' }, wrap: true },
    { id: 'roles', label: 'Roles', cell: { kind: 'text', field: 'role_names' }, wrap: true },
    { id: 'status', label: 'Status', sortKey: 'status', cell: { kind: 'badge', field: 'status', labels: STATUS_LABELS } },
    { id: 'created_at', label: 'Created', sortKey: 'created_at', cell: { kind: 'date', field: 'created_at' } },
  ],
  actions: [
    { kind: 'edit', href: '/user/edit/:id' },
    { kind: 'detail', href: '/user/detail/:id' },
  ],
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
