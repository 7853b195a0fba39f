import { optionsOf, type ListScreen } from '@/lib/list-kit';
import { digilibApi } from './api';
import { digilibMessages as M } from './messages';
import { DIGILIB_PAGE_SIZE, TYPE_LABELS } from './schemas';

/** /digilib 'Digital Library List' as a resource-kit declaration: the type filter, search over title, author, publisher and ISBN. */
export const digilibListScreen: ListScreen = {
  label: M.listTitle,
  pageSize: DIGILIB_PAGE_SIZE,
  sortStyle: 'order_type',
  search: { placeholder: 'Search by title, author, publisher or ISBN', label: 'Search the digital library' },
  filters: [{ kind: 'select', key: 'type', label: 'Type', placeholder: 'Type', options: optionsOf(TYPE_LABELS) }],
  columns: [
    { id: 'title', label: 'Title', sortKey: 'title', cell: { kind: 'text', field: 'title' }, wrap: true },
    { id: 'type', label: 'Type', sortKey: 'type', cell: { kind: 'text', field: 'type_name' } },
    { id: 'author', label: 'Author', cell: { kind: 'text', field: 'author' }, wrap: true },
    { id: 'category', label: 'Category', cell: { kind: 'text', field: 'category.name' }, wrap: true },
    { id: 'available', label: 'Available', cell: { kind: 'text', field: 'available' } },
    { id: 'updated_at', label: 'Last Update', sortKey: 'updated_at', cell: { kind: 'date', field: 'updated_at' } },
  ],
  actions: [{ kind: 'edit', href: '/digilib/edit/:id' }, { kind: 'detail', href: '/digilib/detail/:id' }, { kind: 'delete' }],
  create: { label: 'Create Item', href: '/digilib/create' },
  endpoints: { list: digilibApi.list.path, remove: digilibApi.remove.path },
  messages: {
    listFailed: M.listFailed,
    deleteTitle: M.deleteTitle,
    deleteText: '"{title}" will be deleted.',
    deleted: M.deleted,
    deleteFailed: M.deleteFailed,
    deleteFailedFromServer: true,
  },
};
