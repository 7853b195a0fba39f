import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ListResult } from '@/lib/list';
import { showError } from '@/stores/error-dialog';
import {
  EMPTY_LIST_STATE,
  listHref,
  listStateToParams,
  listStateToQuery,
  mergeListParams,
  nextSort,
  readListState,
  sameListState,
  type ListState,
  type SortStyle,
} from './list-url';

export type ListRequest = Record<string, string | number>;

export interface UseListStateOptions<T> {
  /** The first page, rendered on the server. */
  initial: ListResult<T>;
  /** The state the server read from the URL (readListState); page defaults to initial.pagination.current_page. */
  initialState?: Partial<ListState>;
  pageSize: number;
  /** Fetches one page for the list contract query (page, page_size, keyword, sorting, filters). */
  load: (query: ListRequest, state: ListState) => Promise<ListResult<T>>;
  filterKeys?: readonly string[];
  sortStyle?: SortStyle;
  /** Keep the state in the address bar (default true). */
  syncUrl?: boolean;
  /** Defaults to the global error dialog. */
  onError?: (err: unknown) => void;
}

type History = 'push' | 'replace' | 'none';

/**
 * The state of one list screen, kept in the URL so reload, back and shared links keep it.
 * Paging pushes a history entry; searching replaces it. Responses that arrive out of order are dropped.
 */
export function useListState<T>(options: UseListStateOptions<T>) {
  const { initial, initialState, pageSize, filterKeys, sortStyle = 'sort_by', syncUrl = true } = options;
  // Stable across renders even when the caller passes a new array literal each time.
  const filterKey = (filterKeys ?? []).join('\u0000');
  const urlOptions = useMemo(() => ({ filterKeys: filterKey ? filterKey.split('\u0000') : [], sortStyle }), [filterKey, sortStyle]);

  const [state, setState] = useState<ListState>(() => ({ ...EMPTY_LIST_STATE, page: initial.pagination.current_page || 1, ...initialState }));
  const [data, setData] = useState<ListResult<T>>(initial);
  const [loading, setLoading] = useState(false);
  const stateRef = useRef(state);
  const requestId = useRef(0);
  const loadRef = useRef(options.load);
  loadRef.current = options.load;
  const onErrorRef = useRef(options.onError);
  onErrorRef.current = options.onError;

  const fetchState = useCallback(
    async (next: ListState) => {
      const id = ++requestId.current;
      setLoading(true);
      try {
        const result = await loadRef.current(listStateToQuery(next, pageSize, urlOptions), next);
        if (id === requestId.current) setData(result);
      } catch (err) {
        if (id === requestId.current) (onErrorRef.current ?? showError)(err);
      } finally {
        if (id === requestId.current) setLoading(false);
      }
    },
    [pageSize, urlOptions],
  );

  const apply = useCallback(
    (next: ListState, history: History) => {
      stateRef.current = next;
      setState(next);
      if (syncUrl && history !== 'none' && typeof window !== 'undefined') {
        const { pathname, search, hash } = window.location;
        const url = `${pathname}${mergeListParams(search, next, urlOptions)}${hash}`;
        if (history === 'push') window.history.pushState(window.history.state, '', url);
        else window.history.replaceState(window.history.state, '', url);
      }
      return fetchState(next);
    },
    [fetchState, syncUrl, urlOptions],
  );

  // Back/forward: the URL is the source of truth.
  useEffect(() => {
    if (!syncUrl) return;
    const onPop = () => {
      const next = readListState(window.location.search, urlOptions);
      if (!sameListState(next, stateRef.current)) void apply(next, 'none');
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [apply, syncUrl, urlOptions]);

  const setPage = useCallback((page: number) => apply({ ...stateRef.current, page }, 'push'), [apply]);
  const setKeyword = useCallback(
    (keyword: string) => {
      if (keyword === stateRef.current.keyword) return Promise.resolve();
      return apply({ ...stateRef.current, keyword, page: 1 }, 'replace');
    },
    [apply],
  );
  const toggleSort = useCallback((column: string) => apply({ ...stateRef.current, sort: nextSort(stateRef.current.sort, column), page: 1 }, 'push'), [apply]);
  const setFilters = useCallback(
    (patch: Record<string, string | null | undefined>) => {
      const filters = { ...stateRef.current.filters };
      for (const [k, v] of Object.entries(patch)) {
        if (v) filters[k] = v;
        else delete filters[k];
      }
      return apply({ ...stateRef.current, filters, page: 1 }, 'push');
    },
    [apply],
  );
  const setFilter = useCallback((key: string, value: string | null | undefined) => setFilters({ [key]: value }), [setFilters]);
  /** 'Reset Filter': clears search, filters and sorting. */
  const reset = useCallback(() => apply({ ...EMPTY_LIST_STATE }, 'push'), [apply]);
  /** Reloads (after a delete the spec reloads from page 1: reload(1)). */
  const reload = useCallback((page?: number) => apply({ ...stateRef.current, page: page ?? stateRef.current.page }, 'replace'), [apply]);

  const hrefFor = useCallback((patch: Partial<ListState>) => listHref({ ...state, ...patch }, urlOptions), [state, urlOptions]);

  const tableProps = {
    rows: data.results,
    pagination: data.pagination,
    pageSize,
    loading,
    sort: state.sort,
    onSortChange: toggleSort,
    sortHref: (column: string) => hrefFor({ sort: nextSort(state.sort, column), page: 1 }),
    onPageChange: setPage,
    pageHref: (page: number) => hrefFor({ page }),
    keyword: state.keyword,
    onSearch: setKeyword,
    searchParams: Object.fromEntries(listStateToParams({ ...state, keyword: '', page: 1 }, urlOptions)),
  };

  return { state, data, loading, setPage, setKeyword, toggleSort, setFilter, setFilters, reset, reload, hrefFor, tableProps };
}
