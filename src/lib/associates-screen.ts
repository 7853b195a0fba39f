import type { ListFilter, ListMessages, ListScreen, SelectOptionData } from './list-kit';

/** One row of an 'Associate … List' (quizzes and assignments answer this shape, spec 001 and 002). */
export interface AssociateRowData {
  title: string;
  module_type: string;
  batch_id: number | null;
  batch_title: string | null;
  day_id: number | null;
  day_title: string | null;
  section_id: number | null;
  section_title: string | null;
  content_id: number;
  content_title: string;
  relation_id: number;
  /** The encrypted report parameter for 'View Detail'. */
  detail: string;
}

/** What differs between two content areas' 'Associate … List' (decision 0072). */
export interface AssociatesScreenOptions {
  label: string;
  /** The area's GET …/{id}/associates path with the content's id filled in. */
  list: string;
  /** The content's report page; 'View Detail' opens it with the row's encrypted `detail`. */
  report: string;
  viewDetail: string;
  moduleTypes: SelectOptionData[];
  /** The last column's header ('Content Title' on quizzes, 'Content' on assignments). */
  contentLabel: string;
  search?: { label?: string; debounceMs?: number };
  /** Filters after Module Type (the assignment's Batch). */
  filters?: ListFilter[];
  resetLabel?: string | false;
  messages: ListMessages;
}

const wide = (id: string, label: string, field = id): ListScreen['columns'][number] => ({
  id,
  label,
  sortKey: field,
  cell: { kind: 'text', field },
  wrap: true,
});

/**
 * Where a content (a quiz, an assignment) is placed: module, batch, day, section and content, each row opening the
 * content's report. One declaration for the resource kit's list island; the rows come from findAssociateRows.
 */
export function associatesScreen(o: AssociatesScreenOptions): ListScreen {
  return {
    label: o.label,
    pageSize: 10,
    sortStyle: 'order_type',
    search: { placeholder: 'Search by title', ...o.search },
    filters: [{ kind: 'select', key: 'module_type', label: 'Module Type', options: o.moduleTypes }, ...(o.filters ?? [])],
    resetLabel: o.resetLabel,
    columns: [
      wide('title', 'Title'),
      {
        id: 'module_type',
        label: 'Module Type',
        sortKey: 'module_type',
        cell: { kind: 'label', field: 'module_type', labels: Object.fromEntries(o.moduleTypes.map((t) => [t.value, t.label])) },
      },
      wide('batch', 'Batch', 'batch_title'),
      wide('day', 'Day', 'day_title'),
      wide('section', 'Section', 'section_title'),
      wide('content', o.contentLabel, 'content_title'),
    ],
    actions: [{ kind: 'detail', label: o.viewDetail, href: `${o.report}?detail=:detail` }],
    endpoints: { list: o.list },
    messages: o.messages,
  };
}
