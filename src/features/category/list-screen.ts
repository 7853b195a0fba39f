import { areaListScreen, column, filter, treeOptions, type ListScreen } from '@/lib/list-kit';
import { categoryApi } from './api';
import { categoryMessages as M } from './messages';
import { CATEGORY_PAGE_SIZE, type CategoryOption } from './schemas';

/** is_active's labels, for the filter and the column. */
const STATUS_LABELS = { true: 'Active', false: 'Inactive' };

/** /categories 'Category List' as a resource-kit declaration: tree order by default, the parent in its own column. */
export const categoryListScreen = (parents: CategoryOption[]): ListScreen =>
  areaListScreen({
    base: '/categories',
    api: categoryApi,
    texts: M,
    pageSize: CATEGORY_PAGE_SIZE,
    createLabel: 'Create Category',
    titleField: 'name',
    search: { placeholder: 'Search by name' },
    filters: [
      // The parent filter's choices: the top level, then every category indented by its depth.
      {
        ...filter.select('parent_id', 'Parent', [{ label: 'Top level', value: '0' }, ...treeOptions(parents)], { wide: true }),
        placeholder: 'Parent Category',
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
