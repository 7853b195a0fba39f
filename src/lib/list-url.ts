import type { Pagination, Sort, SortDirection } from '@/lib/list';

/** What a list screen keeps in its URL: sorting, search, filters and page (DESIGN.md convention 4). */
export interface ListState {
  page: number;
  keyword: string;
  sort: Sort<string> | null;
  filters: Record<string, string>;
}

/**
 * The two spellings of sorting in the spec: 'sort_by' (document 2: sort_by=column, order_by=direction)
 * and 'order_type' (document 3: order_by=column, order_type=direction). `readSort` on the server reads both.
 */
export type SortStyle = 'sort_by' | 'order_type';

export interface ListUrlOptions {
  filterKeys?: readonly string[];
  sortStyle?: SortStyle;
}

export const EMPTY_LIST_STATE: ListState = { page: 1, keyword: '', sort: null, filters: {} };

/** Same column: asc ⇄ desc; a new column starts at asc (spec 001 §2). */
export function nextSort(current: Sort<string> | null, column: string): Sort<string> {
  if (current && current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}

const sortKeys = (style: SortStyle) => (style === 'sort_by' ? { column: 'sort_by', direction: 'order_by' } : { column: 'order_by', direction: 'order_type' });

export function readListState(search: string | URLSearchParams, options: ListUrlOptions = {}): ListState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const keys = sortKeys(options.sortStyle ?? 'sort_by');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const column = params.get(keys.column)?.trim();
  const dir = params.get(keys.direction)?.trim().toLowerCase();
  const filters: Record<string, string> = {};
  for (const key of options.filterKeys ?? []) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    keyword: params.get('keyword') ?? '',
    sort: column ? { column, direction: (dir === 'desc' ? 'desc' : 'asc') as SortDirection } : null,
    filters,
  };
}

/** The URL parameters of a state; defaults (page 1, no keyword, no sort, empty filters) are left out. */
export function listStateToParams(state: ListState, options: ListUrlOptions = {}): URLSearchParams {
  const keys = sortKeys(options.sortStyle ?? 'sort_by');
  const params = new URLSearchParams();
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.sort) {
    params.set(keys.column, state.sort.column);
    params.set(keys.direction, state.sort.direction);
  }
  for (const [key, value] of Object.entries(state.filters)) if (value) params.set(key, value);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A relative link to a state (works without JavaScript); '?' alone clears the query of the current path. */
export function listHref(state: ListState, options: ListUrlOptions = {}): string {
  return `?${listStateToParams(state, options).toString()}`;
}

/** Replaces this list's parameters in an existing query string, keeping unrelated ones (e.g. tab=merchandise). */
export function mergeListParams(current: string, state: ListState, options: ListUrlOptions = {}): string {
  const keys = sortKeys(options.sortStyle ?? 'sort_by');
  const params = new URLSearchParams(current);
  for (const k of ['page', 'keyword', keys.column, keys.direction, ...(options.filterKeys ?? [])]) params.delete(k);
  for (const [k, v] of listStateToParams(state, options)) params.set(k, v);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** The request of the list contract for a state: page, page_size, keyword, sorting and filters. */
export function listStateToQuery(state: ListState, pageSize: number, options: ListUrlOptions = {}): Record<string, string | number> {
  const query: Record<string, string | number> = { page: state.page, page_size: pageSize };
  if (state.keyword) query.keyword = state.keyword;
  for (const [k, v] of listStateToParams({ ...state, page: 1, keyword: '' }, options)) query[k] = v;
  return query;
}

export function sameListState(a: ListState, b: ListState): boolean {
  const filters = (f: Record<string, string>) =>
    JSON.stringify(
      Object.entries(f)
        .filter(([, v]) => v)
        .sort(),
    );
  return (
    a.page === b.page &&
    a.keyword === b.keyword &&
    a.sort?.column === b.sort?.column &&
    a.sort?.direction === b.sort?.direction &&
    filters(a.filters) === filters(b.filters)
  );
}

export type { Pagination };
