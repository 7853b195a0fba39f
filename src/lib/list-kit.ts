import type { z } from 'zod';
import type { EndpointDef, Method } from './endpoint';
import type { ListResult } from './list';
import type { PermissionKey } from './permissions';

/**
 * The declaration of an ordinary list screen (the resource kit, decision 0007): columns, filters, row actions,
 * page size, sorting style and messages. It is plain data: the page passes it to the one list island
 * (src/islands/kit/ResourceList.tsx) as props, so it holds no functions; a truly custom cell is named here and
 * registered in the island's cell map (src/islands/kit/cells.tsx). This module has no runtime imports, so the
 * island carries none of zod, schemas.ts or api.ts. The endpoints it names are paths of the area's contract as
 * declared (`/api` included); the kit knows the method and the answer of each kind of call it makes (KitApi).
 */

type KitCall<M extends Method, Out, Body = never> = EndpointDef & {
  method: M;
  query: z.ZodType<Record<string, unknown>>;
  body: [Body] extends [never] ? undefined : z.ZodType<Body>;
  response: z.ZodType<Out>;
};

/**
 * The kit's contract: each kind of call the list island makes on a path its declaration names (an area's list, its
 * delete with the row's id, a bulk action, a row's call, a select's options), as the endpoint type the typed client
 * reads (type only). The rows are of any shape: the island reads them through the declared columns.
 */
export interface KitApi {
  list: KitCall<'GET', ListResult<Record<string, unknown>>>;
  remove: KitCall<'DELETE', unknown>;
  bulk: KitCall<'POST', unknown, Record<string, unknown>>;
  call: KitCall<'POST', object>;
  options: KitCall<'GET', SelectOptionData[]>;
}

/** How a cell shows its value. `field` is a dotted path into the row, e.g. 'created_by.full_name'. */
export type CellFormat =
  /** The value as text; an empty value is '-'. */
  | { kind: 'text'; field: string }
  /** A date in the spec's pattern (default DD/MM/YYYY), in the console's display zone. */
  | { kind: 'date'; field: string; pattern?: string }
  /** A date and time (DD/MM/YYYY HH:mm). */
  | { kind: 'datetime'; field: string }
  /** A value shown through a label map; a value missing from the map shows `fallback`, else the value title-cased. */
  | { kind: 'label'; field: string; labels?: Record<string, string>; fallback?: string }
  /**
   * A coloured pill: class `pill pill-<value>`, text from `labels` or the value title-cased. `link` adds a link under
   * it: its text is the label of the row's `link.field` (none for a value without one), its address the row's
   * `link.hrefField` (a course's 'Continue step 2 of 3' to its wizard).
   */
  | { kind: 'badge'; field: string; labels?: Record<string, string>; link?: { field: string; labels: Record<string, string>; hrefField: string } }
  /** The value as a link to `href`, a path pattern filled from the row (e.g. /assignment/detail/:id). */
  | { kind: 'link'; field: string; href: string }
  /**
   * A button that POSTs to `endpoint` (an API path, :names filled from the row), then opens `then` (:names filled from
   * the answer's data, e.g. /course/edit/:id) where `done` is said; a failure says the server's message (`failed` when
   * it gives none). Its accessible name is `<label> <the row's field>`. The call loads when the button is pressed.
   */
  | { kind: 'call'; label: string; field: string; endpoint: string; then: string; done: string; failed: string }
  /** A renderer registered by name in the island's cell map. */
  | { kind: 'custom'; renderer: string };

export interface ListColumn {
  id: string;
  label: string;
  /** The server's sort column; when given the header sorts. */
  sortKey?: string;
  cell: CellFormat;
  /** Long text wraps instead of widening the table (titles). */
  wrap?: boolean;
}

export interface SelectOptionData {
  value: string;
  label: string;
}

export type ListFilter =
  /** A date range kept as two URL parameters (ISO dates). */
  | { kind: 'date-range'; start: string; end: string; label: string; placeholder?: string; clearable?: boolean }
  /**
   * One choice kept as a URL parameter. The options are given (resolved on the server) or fetched once by the
   * island from a GET endpoint answering `[{ label, value }]` (`optionsFrom`: its path, e.g. contentApi.x.path); with
   * `tree` the answer's `depth` indents each label (treeOptions), and `first` comes before the fetched choices. A
   * list whose choices grow with the organisation's data (categories) fetches them: rendering them into every page
   * made the page's cost grow with them.
   */
  | {
      kind: 'select';
      key: string;
      label: string;
      placeholder?: string;
      options?: SelectOptionData[];
      optionsFrom?: { path: string; query?: Record<string, string>; tree?: boolean; first?: SelectOptionData[] };
      className?: string;
    };

export interface RowAction {
  kind: 'edit' | 'detail' | 'delete';
  /** The button's text (default Edit, Detail, Delete); its accessible name is `<label> <row title>`. */
  label?: string;
  /** Path pattern of edit and detail, filled from the row: /presence/edit/:id. */
  href?: string;
  /** Shown only to callers holding this key (the server drops the action otherwise). Delete also needs `can_delete`. */
  permission?: PermissionKey;
  /** Delete only: the row field that must be true for the button to show (default `can_delete`). */
  allowIf?: string;
  /**
   * Delete only: a dialog of the area's own that asks and deletes instead of the kit's yes/no question, named by its
   * file under src/islands without the extension, a name ending in ListDelete (src/islands/kit/delete-dialogs.ts): e.g.
   * 'role/RoleListDelete', where a role with members asks where they move first.
   */
  dialog?: string;
}

export interface ListMessages {
  /** Said when a page fails to load; `listFailedAs` says where (dialog by default). */
  listFailed: string;
  listFailedAs?: 'dialog' | 'toast' | 'inline';
  /** Text of an empty table (default 'No data'). */
  empty?: string;
  deleteTitle?: string;
  /** The question's text; `{title}` is replaced by the row's title. */
  deleteText?: string;
  deleteCancel?: string;
  /** The question's confirm button (default Delete): an offer list's says Withdraw. */
  deleteConfirm?: string;
  deleted?: string;
  deletedTitle?: string;
  /** The toast says the server's message when it gives one. */
  deletedFromServer?: boolean;
  deleteFailed?: string;
  /** The failure dialog's title; without it the server's error title (default Error). */
  deleteFailedTitle?: string;
  /** The failure dialog says the server's message when it gives one (else always `deleteFailed`). */
  deleteFailedFromServer?: boolean;
}

export type ListSortStyle = 'sort_by' | 'order_type';

/**
 * An action on the rows selected with the table's check boxes: a POST of `{ ...body, ids }` to `endpoint` (an API
 * path of the area's contract). `choose` asks for one more value first (e.g. which role), sent under its key;
 * `confirm` asks before sending (`{count}` is replaced by the number of rows). The server's message is the toast.
 */
export interface BulkAction {
  id: string;
  label: string;
  endpoint: string;
  body?: Record<string, string>;
  choose?: { key: string; label: string; options: SelectOptionData[]; numeric?: boolean };
  confirm?: { title: string; text: string };
  variant?: 'danger';
  permission?: PermissionKey;
}

/** Row selection (check boxes on each row and a select-all for the page) with the actions it offers. */
export interface ListSelection {
  actions: BulkAction[];
  /** The failure dialog's fallback text. */
  failed: string;
}

/** A link in the table's header row; `withQuery` carries the list's current search, filters and sorting (an export). */
export interface HeaderLink {
  label: string;
  href: string;
  withQuery?: boolean;
  download?: boolean;
  permission?: PermissionKey;
}

export interface ListScreen {
  /** Accessible name of the table, e.g. 'Presence List'. */
  label: string;
  pageSize: number;
  /** Spec 001: order_by=direction&sort_by=column ('sort_by'); spec 002: order_by=column&order_type=direction ('order_type'). */
  sortStyle: ListSortStyle;
  /** Leading column: 'No' (row number, default), 'ID' or none. */
  numbering?: 'row' | 'id' | 'none';
  /** The row field used as its title in action names and the delete question (default 'title'). */
  titleField?: string;
  /** The keyword search (its 3-character / 500 ms rule by default), or false for none. */
  search?: { placeholder: string; label?: string; minChars?: number; debounceMs?: number } | false;
  filters?: ListFilter[];
  /** The 'Reset Filter' button (clears search, filters and sorting); shown when there are filters unless false. */
  resetLabel?: string | false;
  columns: ListColumn[];
  /** In the order they are shown. */
  actions?: RowAction[];
  /** A button in the table's header row. */
  create?: { label: string; href: string; permission?: PermissionKey };
  /** Further links in the header row, before the create button (Import, Export). */
  links?: HeaderLink[];
  /** Check boxes and bulk actions; absent: no selection column. */
  selection?: ListSelection;
  /** API paths from the area's contract: the list (GET) and the delete (DELETE with :id). */
  endpoints: { list: string; remove?: string };
  messages: ListMessages;
}

/** The URL parameters a screen's filters keep. */
export function filterKeysOf(screen: Pick<ListScreen, 'filters'>): string[] {
  return (screen.filters ?? []).flatMap((f) => (f.kind === 'date-range' ? [f.start, f.end] : [f.key]));
}

/** The value at a dotted path of a row. */
export function fieldOf(row: unknown, path: string): unknown {
  let value: unknown = row;
  for (const part of path.split('.')) {
    if (value === null || value === undefined || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Fills the :names of a path pattern from a row's fields: /presence/edit/:id → /presence/edit/7. */
export function fillPath(pattern: string, row: unknown): string {
  return pattern.replace(/:([A-Za-z_][\w.]*)/g, (_, name: string) => encodeURIComponent(String(fieldOf(row, name) ?? '')));
}

/** The screen as the caller may see it: actions and the create button they lack the key for are dropped. */
export function screenFor(screen: ListScreen, has: (key: PermissionKey) => boolean): ListScreen {
  const allowed = (p?: PermissionKey) => !p || has(p);
  return {
    ...screen,
    actions: screen.actions?.filter((a) => allowed(a.permission)),
    links: screen.links?.filter((l) => allowed(l.permission)),
    selection: screen.selection && { ...screen.selection, actions: screen.selection.actions.filter((a) => allowed(a.permission)) },
    create: screen.create && allowed(screen.create.permission) ? screen.create : undefined,
  };
}

/*
 * Declaration builders. A list screen is plain data; these make the columns, filters and messages that many areas
 * declare alike, so that an area's list-screen.ts holds only what is its own. Each gives exactly the literal it
 * replaces (sort keys, URL parameters and texts are what the list queries and the e2e suite rely on).
 */

/** A text column: `id` is also the row field and, when `sortable`, the sort key, unless `field` / `sortKey` say otherwise. */
function textColumn(id: string, label: string, opts: { field?: string; sortable?: boolean; sortKey?: string; wrap?: boolean } = {}): ListColumn {
  const sortKey = opts.sortKey ?? (opts.sortable ? id : undefined);
  return { id, label, ...(sortKey && { sortKey }), cell: { kind: 'text', field: opts.field ?? id }, ...(opts.wrap && { wrap: true }) };
}

/** The row's heading (sortable, wrapping): 'Title' by default; a link to `href` (e.g. /video/detail/:id) when given. */
function titleColumn(opts: { href?: string; field?: string; label?: string } = {}): ListColumn {
  const { field = 'title', label = 'Title', href } = opts;
  return { id: field, label, sortKey: field, cell: href ? { kind: 'link', field, href } : { kind: 'text', field }, wrap: true };
}

/** The row's category name (not sortable): `category.name` by default. */
function categoryColumn(opts: { field?: string; wrap?: boolean } = {}): ListColumn {
  return textColumn('category', 'Category', { field: opts.field ?? 'category.name', wrap: opts.wrap });
}

/** A sortable 'Status' column through a label map: a coloured badge, or plain text with `kind: 'label'`. */
function statusColumn(labels: Record<string, string>, opts: { id?: string; field?: string; kind?: 'badge' | 'label' } = {}): ListColumn {
  const { field = 'status', id = field, kind = 'badge' } = opts;
  return { id, label: 'Status', sortKey: field, cell: { kind, field, labels } };
}

/** A date column (DD/MM/YYYY) of the row field `id`, sortable unless said otherwise. */
function dateColumn(id: string, label: string, sortable = true): ListColumn {
  return { id, label, ...(sortable && { sortKey: id }), cell: { kind: 'date', field: id } };
}

/** 'Created By' (the creator's full name), sortable unless said otherwise. */
function createdByColumn(label = 'Created By', sortable = true): ListColumn {
  return textColumn('created_by', label, { field: 'created_by.full_name', sortable });
}

/** 'Created' (DD/MM/YYYY), sortable. */
const createdAtColumn = (label = 'Created'): ListColumn => dateColumn('created_at', label);

/** 'Last Update' (DD/MM/YYYY), sortable: the column most lists end with. */
const updatedAtColumn = (): ListColumn => dateColumn('updated_at', 'Last Update');

/** The columns most lists end with: who created the row, when, and when it last changed (DD/MM/YYYY), all sortable. */
export function auditColumns(createdByLabel = 'Created By'): ListColumn[] {
  return [createdByColumn(createdByLabel), createdAtColumn(), updatedAtColumn()];
}

/** A period's 'Start Date' (sortable) and 'End Date' columns. */
const periodColumns = (): ListColumn[] => [dateColumn('start_date', 'Start Date'), dateColumn('end_date', 'End Date', false)];

/** A select filter whose placeholder is its label; the options are given as value → label or as a list. */
function selectFilter(key: string, label: string, options: Record<string, string> | SelectOptionData[], opts: { wide?: boolean } = {}): ListFilter {
  return {
    kind: 'select',
    key,
    label,
    placeholder: label,
    options: Array.isArray(options) ? options : optionsOf(options),
    ...(opts.wide && { className: 'dt-filter-wide' }),
  };
}

/** The 'Status' select (URL parameter `status` unless `key` says otherwise). */
const statusFilter = (labels: Record<string, string>, key = 'status'): ListFilter => selectFilter(key, 'Status', labels);

/** The 'Category' select (`category_id`): the choices given (e.g. a tree from `treeOptions`) or fetched once from a GET path. */
function categoryFilter(source: SelectOptionData[] | { path: string; tree?: boolean }, opts: { wide?: boolean } = {}): ListFilter {
  if (Array.isArray(source)) return selectFilter('category_id', 'Category', source, opts);
  return {
    kind: 'select',
    key: 'category_id',
    label: 'Category',
    placeholder: 'Category',
    optionsFrom: source,
    ...(opts.wide && { className: 'dt-filter-wide' }),
  };
}

/** A date range kept as `start_date` and `end_date`; with a placeholder it is usually `clearable`. */
function dateRangeFilter(label: string, opts: { placeholder?: string; clearable?: boolean } = {}): ListFilter {
  return { kind: 'date-range', start: 'start_date', end: 'end_date', label, ...opts };
}

/**
 * The column builders, e.g. `column.title({ href: '/video/detail/:id' })`, `column.status(STATUS_LABELS)`,
 * `column.updatedAt()`; `column.period()` gives two columns (spread it).
 */
export const column = {
  text: textColumn,
  title: titleColumn,
  category: categoryColumn,
  status: statusColumn,
  date: dateColumn,
  createdBy: createdByColumn,
  createdAt: createdAtColumn,
  updatedAt: updatedAtColumn,
  period: periodColumns,
};

/** The filter builders, e.g. `filter.status(STATUS_LABELS)`, `filter.select('type', 'Type', TYPE_LABELS)`, `filter.dateRange('Created')`. */
export const filter = { select: selectFilter, status: statusFilter, category: categoryFilter, dateRange: dateRangeFilter };

/** A tree's choices (e.g. /categories) as select options, each label indented by its depth with em spaces. */
export const treeOptions = (choices: readonly { label: string; value: number | string; depth?: number }[]): SelectOptionData[] =>
  choices.map((o) => ({ label: `${'\u2003'.repeat(Math.max(0, (o.depth ?? 1) - 1))}${o.label}`, value: String(o.value) }));

/** Row actions of a screen family: /presence gives /presence/edit/:id, /presence/detail/:id and Delete (when can_delete). */
export function rowActions(base: string, order: readonly RowAction['kind'][] = ['edit', 'detail', 'delete']): RowAction[] {
  return order.map((kind) => (kind === 'delete' ? { kind } : { kind, href: `${base}/${kind}/:id` }));
}

/** The list and delete paths of an area's contract: `listEndpoints(presenceApi)` (the island gets paths, never the contract). */
export function listEndpoints(api: { list: { path: string }; remove?: { path: string } }): ListScreen['endpoints'] {
  return { list: api.list.path, remove: api.remove?.path };
}

/** A select filter's options from value → label, in the given order: `optionsOf({ true: 'Active', false: 'Inactive' })`. */
export const optionsOf = (labels: Record<string, string>): SelectOptionData[] => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The texts of an area's messages.ts that its list says. */
export interface AreaListTexts {
  listTitle: string;
  listFailed: string;
  deleteTitle: string;
  deleted: string;
  deleteFailed: string;
  /** Without it the failure dialog is titled by the server's error title. */
  deleteFailedTitle?: string;
}

/** The usual delete question. */
export const DELETE_TEXT = '"{title}" will be deleted.';

/** An ordinary list's messages: its area's texts, the delete question, and a failed delete says the server's reason. */
export function listMessages(texts: AreaListTexts, deleteText = DELETE_TEXT): ListMessages {
  const { listFailed, deleteTitle, deleted, deleteFailed, deleteFailedTitle } = texts;
  return { listFailed, deleteTitle, deleteText, deleted, deleteFailed, ...(deleteFailedTitle && { deleteFailedTitle }), deleteFailedFromServer: true };
}

/** What an ordinary area's list declares beyond what `areaListScreen` derives. */
export interface AreaListSpec extends Pick<ListScreen, 'pageSize' | 'columns'>, Partial<Pick<ListScreen, 'titleField' | 'search' | 'filters'>> {
  /** The route family: '/channel' gives /channel/create, /channel/edit/:id, /channel/detail/:id. */
  base: string;
  /** The area's contract (its list and delete calls). */
  api: { list: { path: string }; remove?: { path: string } };
  /** The area's messages.ts: the table's name is its `listTitle`. */
  texts: AreaListTexts;
  /** The create button's text, e.g. 'Create Channel'. */
  createLabel: string;
  /** The delete question; `{title}` is the row's title (default DELETE_TEXT). */
  deleteText?: string;
  /** The row actions, in order (default edit, detail, delete). */
  actions?: readonly RowAction['kind'][];
}

/**
 * An ordinary area's list (spec 002's order_by/order_type sorting): Edit, Detail and Delete (when can_delete) under
 * `base`, a create button to `<base>/create`, the contract's list and delete calls and the area's messages.
 */
export function areaListScreen(spec: AreaListSpec): ListScreen {
  const { base, api, texts, createLabel, deleteText, actions, ...declared } = spec;
  return {
    label: texts.listTitle,
    sortStyle: 'order_type',
    ...declared,
    actions: rowActions(base, actions),
    create: { label: createLabel, href: `${base}/create` },
    endpoints: listEndpoints(api),
    messages: listMessages(texts, deleteText),
  };
}
