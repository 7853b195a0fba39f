import { pickerRoutes } from '@/lib/platform-paths';
import { auditColumns, column, DELETE_TEXT, filter, rowActions, type ListColumn, type ListScreen } from '@/lib/list-kit';
import { contentDocumentApi, pdfApi } from './api';
import { screenPath, TYPE_LABEL, type DocumentArea, type DocumentType } from './kinds';
import { documentMessages as M } from './messages';
import { DOCUMENT_PAGE_SIZE, STATUS_LABELS } from './schemas';

/**
 * The list of /pdf, /content-document (both types, a Type filter) and /content-document/{type} as one resource-kit
 * declaration: search, category, status and date-range filters, sortable columns, Edit/Detail/Delete (can_delete).
 * The category filter's choices are the /categories tree, fetched by the island (GET /api/categories/options).
 */
export function documentListScreen(area: DocumentArea, type: DocumentType | null): ListScreen {
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
      filter.category({ path: pickerRoutes.categoryOptions.path, tree: true }, { wide: true }),
      filter.status(STATUS_LABELS),
      ...(both ? [filter.select('type', 'Type', TYPE_LABEL)] : []),
      filter.dateRange('Date range', { placeholder: 'Select Date Range', clearable: true }),
    ],
    columns: [
      column.title({ href: `${rowBase}/detail/:id` }),
      ...typeColumn,
      column.category({ wrap: true }),
      column.text('page_count', 'Pages', { sortable: true }),
      column.status(STATUS_LABELS),
      ...auditColumns(),
    ],
    actions: rowActions(rowBase),
    create:
      area.area === 'pdf'
        ? { label: 'Create PDF', href: screenPath(area, 'pdf', 'create') }
        : { label: `Add ${TYPE_LABEL[type ?? 'pdf']}`, href: screenPath(area, type ?? 'pdf', 'create') },
    links: both ? [{ label: 'Add PPT', href: screenPath(area, 'ppt', 'create') }] : undefined,
    endpoints: { list: api.list.path, remove: api.remove.path },
    messages: {
      listFailed: M.listFailed,
      deleteTitle: M.deleteTitle(noun),
      deleteText: DELETE_TEXT,
      deleted: M.deleted(noun),
      deletedFromServer: true,
      deleteFailed: M.deleteFailed(noun),
      deleteFailedTitle: M.deleteFailedTitle,
      deleteFailedFromServer: true,
    },
  };
}
