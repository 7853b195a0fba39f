import { listEndpoints, type ListColumn, type ListScreen } from '@/lib/list-kit';
import { coachApi, companyApi, divisionApi, expertLevelApi } from './api';
import { directoryMessages as M } from './messages';
import { DIRECTORY_PAGE_SIZE } from './schemas';

type Texts = (typeof M)['division' | 'company' | 'expertLevel' | 'coach'];

const messages = (m: Texts): ListScreen['messages'] => ({
  listFailed: m.listFailed,
  deleteTitle: m.deleteTitle,
  deleteText: '"{title}" will be deleted.',
  deleted: m.deleted,
  deleteFailed: m.deleteFailed,
  deleteFailedTitle: m.deleteFailedTitle,
  deleteFailedFromServer: true,
});

const lastUpdate: ListColumn = { id: 'updated_at', label: 'Last Update', sortKey: 'updated_at', cell: { kind: 'date', field: 'updated_at' } };
const users: ListColumn = { id: 'users_count', label: 'Users', sortKey: 'users_count', cell: { kind: 'text', field: 'users_count' } };

/** A division or company list: code, name, how many people, last update; Delete only where nobody is assigned. */
function structureScreen(base: string, prefix: 'division' | 'company', noun: string, api: typeof divisionApi | typeof companyApi, m: Texts): ListScreen {
  return {
    label: m.listTitle,
    pageSize: DIRECTORY_PAGE_SIZE,
    sortStyle: 'order_type',
    titleField: `${prefix}_name`,
    search: { placeholder: 'Search by name or code' },
    columns: [
      { id: 'code', label: 'Code', sortKey: 'code', cell: { kind: 'text', field: `${prefix}_code` } },
      { id: 'name', label: 'Name', sortKey: 'name', cell: { kind: 'text', field: `${prefix}_name` }, wrap: true },
      users,
      lastUpdate,
    ],
    actions: [{ kind: 'edit', href: `${base}/edit/:id` }, { kind: 'delete' }],
    create: { label: `Create ${noun}`, href: `${base}/create` },
    endpoints: listEndpoints(api),
    messages: messages(m),
  };
}

export const divisionListScreen = structureScreen('/user/division', 'division', 'Division', divisionApi, M.division);
export const companyListScreen = structureScreen('/user/company', 'company', 'Company', companyApi, M.company);

export const expertLevelListScreen: ListScreen = {
  label: M.expertLevel.listTitle,
  pageSize: DIRECTORY_PAGE_SIZE,
  sortStyle: 'order_type',
  titleField: 'title',
  search: { placeholder: 'Search by title' },
  columns: [
    { id: 'value', label: 'Value', sortKey: 'value', cell: { kind: 'text', field: 'value' } },
    { id: 'title', label: 'Title', sortKey: 'title', cell: { kind: 'text', field: 'title' }, wrap: true },
    { id: 'description', label: 'Description', cell: { kind: 'text', field: 'description' }, wrap: true },
    lastUpdate,
  ],
  actions: [{ kind: 'edit', href: '/user/expert-level/edit/:id' }, { kind: 'delete' }],
  create: { label: 'Create Expert Level', href: '/user/expert-level/create' },
  endpoints: listEndpoints(expertLevelApi),
  messages: messages(M.expertLevel),
};

const ACCOUNT_STATUS = { active: 'Active', inactive: 'Inactive', invited: 'Invited', pending: 'Pending' };

/** Coaches: active accounts by default (what the pickers offer); the filter shows the inactive ones or all. */
export const coachListScreen: ListScreen = {
  label: M.coach.listTitle,
  pageSize: DIRECTORY_PAGE_SIZE,
  sortStyle: 'order_type',
  titleField: 'full_name',
  search: { placeholder: 'Search by name or email' },
  filters: [
    {
      kind: 'select',
      key: 'status',
      label: 'Account status',
      placeholder: 'Active accounts',
      options: [
        { value: 'inactive', label: 'Inactive accounts' },
        { value: 'all', label: 'All accounts' },
      ],
    },
  ],
  columns: [
    { id: 'full_name', label: 'Name', sortKey: 'full_name', cell: { kind: 'text', field: 'full_name' }, wrap: true },
    { id: 'position', label: 'Position', cell: { kind: 'text', field: 'position' } },
    { id: 'description', label: 'Expertise', cell: { kind: 'text', field: 'description' }, wrap: true },
    { id: 'status', label: 'Account', cell: { kind: 'label', field: 'status', labels: ACCOUNT_STATUS } },
    lastUpdate,
  ],
  actions: [{ kind: 'edit', href: '/user/coach/edit/:id' }, { kind: 'delete' }],
  create: { label: 'Create Coach', href: '/user/coach/create' },
  endpoints: listEndpoints(coachApi),
  messages: messages(M.coach),
};
