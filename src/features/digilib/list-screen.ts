import { areaListScreen, column, filter } from '@/lib/list-kit';
import { digilibApi } from './api';
import { digilibMessages as M } from './messages';
import { DIGILIB_PAGE_SIZE, TYPE_LABELS } from './schemas';

/** /digilib 'Digital Library List' as a resource-kit declaration: the type filter, search over title, author, publisher and ISBN. */
export const digilibListScreen = areaListScreen({
  base: '/digilib',
  api: digilibApi,
  texts: M,
  pageSize: DIGILIB_PAGE_SIZE,
  createLabel: 'Create Item',
  search: { placeholder: 'Search by title, author, publisher or ISBN', label: 'Search the digital library' },
  filters: [filter.select('type', 'Type', TYPE_LABELS)],
  columns: [
    column.title(),
    column.text('type', 'Type', { field: 'type_name', sortable: true }),
    column.text('author', 'Author', { wrap: true }),
    column.category({ wrap: true }),
    column.text('available', 'Available'),
    column.updatedAt(),
  ],
});
