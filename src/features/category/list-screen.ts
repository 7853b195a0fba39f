import { optionsOf, type ListScreen } from '@/lib/list-kit';
import { categoryApi } from './api';
import { categoryMessages as M } from './messages';
import { CATEGORY_PAGE_SIZE, type CategoryOption } from './schemas';

/** is_active's labels, for the filter and the column. */
const STATUS_LABELS = { true: 'Active', false: 'Inactive' };

/** The parent filter's choices: the top level, then every category indented by its depth. */
const parentOptions = (parents: CategoryOption[]) => [
  { label: 'Top level', value: '0' },
  ...parents.map((o) => ({ label: `${'\u2003'.repeat(o.depth - 1)}${o.label}`, value: String(o.value) })),
];

/** /categories 'Category List' as a resource-kit declaration: tree order by default, the parent in its own column. */
export const categoryListScreen = (parents: CategoryOption[]): ListScreen => ({
  label: M.listTitle,
  pageSize: CATEGORY_PAGE_SIZE,
  sortStyle: 'order_type',
  titleField: 'name',
  search: { placeholder: 'Search by name' },
  filters: [
    { kind: 'select', key: 'parent_id', label: 'Parent', placeholder: 'Parent Category', options: parentOptions(parents), className: 'dt-filter-wide' },
    { kind: 'select', key: 'is_active', label: 'Status', placeholder: 'Status', options: optionsOf(STATUS_LABELS) },
  ],
  columns: [
    { id: 'name', label: 'Name', sortKey: 'name', cell: { kind: 'text', field: 'name' }, wrap: true },
    { id: 'parent', label: 'Parent', cell: { kind: 'text', field: 'parent_name' }, wrap: true },
    { id: 'order', label: 'Order', sortKey: 'order', cell: { kind: 'text', field: 'position' } },
    { id: 'is_active', label: 'Status', sortKey: 'is_active', cell: { kind: 'label', field: 'is_active', labels: STATUS_LABELS } },
    { id: 'updated_at', label: 'Last Update', sortKey: 'updated_at', cell: { kind: 'date', field: 'updated_at' } },
  ],
  actions: [{ kind: 'edit', href: '/categories/edit/:id' }, { kind: 'detail', href: '/categories/detail/:id' }, { kind: 'delete' }],
  create: { label: 'Create Category', href: '/categories/create' },
  endpoints: { list: categoryApi.list.path, remove: categoryApi.remove.path },
  messages: {
    listFailed: M.listFailed,
    deleteTitle: M.deleteTitle,
    deleteText: '"{title}" will be deleted.',
    deleted: M.deleted,
    deleteFailed: M.deleteFailed,
    deleteFailedTitle: M.deleteFailedTitle,
    deleteFailedFromServer: true,
  },
});
