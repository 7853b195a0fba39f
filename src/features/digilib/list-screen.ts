import { areaListScreen, categoryColumn, selectFilter, textColumn, titleColumn, updatedAtColumn } from '@/lib/list-kit';
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
  filters: [selectFilter('type', 'Type', TYPE_LABELS)],
  columns: [
    titleColumn(),
    textColumn('type', 'Type', { field: 'type_name', sortable: true }),
    textColumn('author', 'Author', { wrap: true }),
    categoryColumn({ wrap: true }),
    textColumn('available', 'Available'),
    updatedAtColumn(),
  ],
});
