import { optionsOf, rowActions, type ListScreen } from '@/lib/list-kit';
import { templateApi, themeApi } from './api';
import { templateMessages as TM, themeMessages as HM } from './messages';
import { CERTIFICATE_PAGE_SIZE, FONT_LABELS, ORIENTATION_LABELS, STATUS_LABELS, TYPE_LABELS } from './schemas';

/** /theme 'Certificate Theme List' as a resource-kit declaration; a theme a template uses has no Delete. */
export const themeListScreen: ListScreen = {
  label: HM.listTitle,
  pageSize: CERTIFICATE_PAGE_SIZE,
  sortStyle: 'order_type',
  search: { placeholder: 'Search by title', label: 'Search certificate themes' },
  filters: [
    { kind: 'select', key: 'orientation', label: 'Orientation', placeholder: 'Orientation', options: optionsOf(ORIENTATION_LABELS) },
    { kind: 'select', key: 'status', label: 'Status', placeholder: 'Status', options: optionsOf(STATUS_LABELS) },
  ],
  columns: [
    { id: 'title', label: 'Title', sortKey: 'title', cell: { kind: 'text', field: 'title' }, wrap: true },
    { id: 'orientation', label: 'Orientation', cell: { kind: 'label', field: 'orientation', labels: ORIENTATION_LABELS } },
    { id: 'font', label: 'Font', cell: { kind: 'label', field: 'font', labels: FONT_LABELS } },
    { id: 'templates', label: 'Templates', cell: { kind: 'text', field: 'templates' } },
    { id: 'status', label: 'Status', cell: { kind: 'badge', field: 'status', labels: STATUS_LABELS } },
    { id: 'updated_at', label: 'Last Update', sortKey: 'updated_at', cell: { kind: 'date', field: 'updated_at' } },
  ],
  actions: rowActions('/theme'),
  create: { label: 'Create Certificate Theme', href: '/theme/create' },
  endpoints: { list: themeApi.list.path, remove: themeApi.remove.path },
  messages: {
    listFailed: HM.listFailed,
    deleteTitle: HM.deleteTitle,
    deleteText: '"{title}" will be deleted.',
    deleted: HM.deleted,
    deleteFailed: HM.deleteFailed,
    deleteFailedFromServer: true,
  },
};

/** /certificate 'Certificate Template List': filters by type and theme (the themes fetched once by the island). */
export const templateListScreen: ListScreen = {
  label: TM.listTitle,
  pageSize: CERTIFICATE_PAGE_SIZE,
  sortStyle: 'order_type',
  search: { placeholder: 'Search by title', label: 'Search certificate templates' },
  filters: [
    { kind: 'select', key: 'type', label: 'Type', placeholder: 'Type', options: optionsOf(TYPE_LABELS) },
    { kind: 'select', key: 'theme_id', label: 'Theme', placeholder: 'Theme', optionsFrom: { path: themeApi.options.path } },
  ],
  columns: [
    { id: 'title', label: 'Title', sortKey: 'title', cell: { kind: 'text', field: 'title' }, wrap: true },
    { id: 'type', label: 'Type', cell: { kind: 'label', field: 'type', labels: TYPE_LABELS } },
    { id: 'theme', label: 'Theme', cell: { kind: 'text', field: 'theme.title' }, wrap: true },
    { id: 'city', label: 'City', cell: { kind: 'text', field: 'city' } },
    { id: 'updated_at', label: 'Last Update', sortKey: 'updated_at', cell: { kind: 'date', field: 'updated_at' } },
  ],
  actions: rowActions('/certificate'),
  create: { label: 'Create Certificate Template', href: '/certificate/create' },
  endpoints: { list: templateApi.list.path, remove: templateApi.remove.path },
  messages: {
    listFailed: TM.listFailed,
    deleteTitle: TM.deleteTitle,
    deleteText: '"{title}" will be deleted.',
    deleted: TM.deleted,
    deleteFailed: TM.deleteFailed,
    deleteFailedFromServer: true,
  },
};
