import { areaListScreen, column, filter, type ListScreen } from '@/lib/list-kit';
import { categoryApi } from './api';
import { categoryMessages as M } from './messages';
import { CATEGORY_PAGE_SIZE } from './schemas';

/** is_active's labels, for the filter and the column. */
const STATUS_LABELS = { true: 'Active', false: 'Inactive' };

/** /categories 'Category List' as a resource-kit declaration: tree order by default, the parent in its own column. */
export const categoryListScreen = (): ListScreen =>
  areaListScreen({
    base: '/categories',
    api: categoryApi,
    texts: M,
    pageSize: CATEGORY_PAGE_SIZE,
    createLabel: 'Create Category',
    titleField: 'name',
    search: { placeholder: 'Search by name' },
    filters: [
      // The parent filter's choices: the top level, then every category indented by its depth, fetched by the island
      // (GET /api/categories/options) rather than written into every page: they grow with the organisation.
      {
        kind: 'select',
        key: 'parent_id',
        label: 'Parent',
        placeholder: 'Parent Category',
        optionsFrom: { path: categoryApi.options.path, tree: true, first: [{ label: 'Top level', value: '0' }] },
        className: 'dt-filter-wide',
      },
      filter.status(STATUS_LABELS, 'is_active'),
    ],
    columns: [
      column.title({ field: 'name', label: 'Name' }),
      column.text('parent', 'Parent', { field: 'parent_name', wrap: true }),
      column.text('order', 'Order', { field: 'position', sortable: true }),
      column.status(STATUS_LABELS, { field: 'is_active', kind: 'label' }),
      column.updatedAt(),
    ],
  });
