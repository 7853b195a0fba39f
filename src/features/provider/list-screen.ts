import { optionsOf, type ListScreen } from '@/lib/list-kit';
import { providerApi } from './api';
import { providerMessages as M } from './messages';
import { PROVIDER_PAGE_SIZE } from './schemas';

/** is_active's labels, for the filter and the column. */
const STATUS_LABELS = { true: 'Active', false: 'Inactive' };

/** /provider 'Provider List' as a resource-kit declaration: by name, search over name, contact and e-mail. */
export const providerListScreen: ListScreen = {
  label: M.listTitle,
  pageSize: PROVIDER_PAGE_SIZE,
  sortStyle: 'order_type',
  titleField: 'name',
  search: { placeholder: 'Search by name, contact or e-mail', label: 'Search providers' },
  filters: [{ kind: 'select', key: 'is_active', label: 'Status', placeholder: 'Status', options: optionsOf(STATUS_LABELS) }],
  columns: [
    { id: 'name', label: 'Name', sortKey: 'name', cell: { kind: 'text', field: 'name' }, wrap: true },
    { id: 'contact_person', label: 'Contact Person', sortKey: 'contact_person', cell: { kind: 'text', field: 'contact_person' }, wrap: true },
    { id: 'email', label: 'E-mail', sortKey: 'email', cell: { kind: 'text', field: 'email' } },
    { id: 'is_active', label: 'Status', sortKey: 'is_active', cell: { kind: 'label', field: 'is_active', labels: STATUS_LABELS } },
    { id: 'updated_at', label: 'Last Update', sortKey: 'updated_at', cell: { kind: 'date', field: 'updated_at' } },
  ],
  actions: [{ kind: 'edit', href: '/provider/edit/:id' }, { kind: 'detail', href: '/provider/detail/:id' }, { kind: 'delete' }],
  create: { label: 'Create Provider', href: '/provider/create' },
  endpoints: { list: providerApi.list.path, remove: providerApi.remove.path },
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
