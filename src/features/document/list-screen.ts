import { auditColumns, optionsOf, type ListColumn, type ListScreen, type SelectOptionData } from '@/lib/list-kit';
import { contentDocumentApi, pdfApi } from './api';
import { screenPath, TYPE_LABEL, type DocumentArea, type DocumentType } from './kinds';
import { documentMessages as M } from './messages';
import { DOCUMENT_PAGE_SIZE, STATUS_LABELS } from './schemas';

/** A category option of the /categories tree (GET /api/categories/options). */
export interface CategoryChoice {
  label: string;
  value: number;
  depth: number;
}

const categoryOptions = (choices: CategoryChoice[]): SelectOptionData[] =>
  choices.map((o) => ({ label: `${'\u2003'.repeat(o.depth - 1)}${o.label}`, value: String(o.value) }));

/**
 * The list of /pdf, /content-document (both types, a Type filter) and /content-document/{type} as one resource-kit
 * declaration: search, category, status and date-range filters, sortable columns, Edit/Detail/Delete (can_delete).
 */
export function documentListScreen(area: DocumentArea, type: DocumentType | null, categories: CategoryChoice[]): ListScreen {
  const api = area.area === 'pdf' ? pdfApi : contentDocumentApi;
  const both = area.area === 'document' && !type;
  const noun = area.area === 'pdf' ? 'PDF' : type ? TYPE_LABEL[type] : 'Document';
  // Edit and Detail follow each row's own type (/content-document/ppt/edit/7).
  const rowBase = area.area === 'pdf' ? '/pdf' : '/content-document/:type';
  const typeColumn: ListColumn[] = both ? [{ id: 'type', label: 'Type', cell: { kind: 'label', field: 'type', labels: TYPE_LABEL } }] : [];
  return {
    label: area.area === 'pdf' ? 'PDF List' : `${type ? `${TYPE_LABEL[type]} ` : ''}Document List`,
    pageSize: DOCUMENT_PAGE_SIZE,
    sortStyle: 'order_type',
    search: { placeholder: 'Search by title' },
    filters: [
      { kind: 'select', key: 'category_id', label: 'Category', placeholder: 'Category', options: categoryOptions(categories), className: 'dt-filter-wide' },
      { kind: 'select', key: 'status', label: 'Status', placeholder: 'Status', options: optionsOf(STATUS_LABELS) },
      ...(both ? [{ kind: 'select' as const, key: 'type', label: 'Type', placeholder: 'Type', options: optionsOf(TYPE_LABEL) }] : []),
      { kind: 'date-range', start: 'start_date', end: 'end_date', label: 'Date range', placeholder: 'Select Date Range', clearable: true },
    ],
    columns: [
      { id: 'title', label: 'Title', sortKey: 'title', cell: { kind: 'link', field: 'title', href: `${rowBase}/detail/:id` }, wrap: true },
      ...typeColumn,
      { id: 'category', label: 'Category', cell: { kind: 'text', field: 'category.name' }, wrap: true },
      { id: 'page_count', label: 'Pages', sortKey: 'page_count', cell: { kind: 'text', field: 'page_count' } },
      { id: 'status', label: 'Status', sortKey: 'status', cell: { kind: 'badge', field: 'status', labels: STATUS_LABELS } },
      ...auditColumns(),
    ],
    actions: [{ kind: 'edit', href: `${rowBase}/edit/:id` }, { kind: 'detail', href: `${rowBase}/detail/:id` }, { kind: 'delete' }],
    create:
      area.area === 'pdf'
        ? { label: 'Create PDF', href: screenPath(area, 'pdf', 'create') }
        : { label: `Add ${TYPE_LABEL[type ?? 'pdf']}`, href: screenPath(area, type ?? 'pdf', 'create') },
    links: both ? [{ label: 'Add PPT', href: screenPath(area, 'ppt', 'create') }] : undefined,
    endpoints: { list: api.list.path, remove: api.remove.path },
    messages: {
      listFailed: M.listFailed,
      deleteTitle: M.deleteTitle(noun),
      deleteText: '"{title}" will be deleted.',
      deleted: M.deleted(noun),
      deletedFromServer: true,
      deleteFailed: M.deleteFailed(noun),
      deleteFailedTitle: M.deleteFailedTitle,
      deleteFailedFromServer: true,
    },
  };
}
