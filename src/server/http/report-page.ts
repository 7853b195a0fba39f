import type { z } from 'zod';
import { EMPTY_LIST_STATE, listStateToQuery, readListState, type ListState } from '@/lib/list-url';
import type { ReportScreen } from '@/lib/report-screen';

/**
 * The list state of a result report read from its address on the server, as the island reads it (page, keyword,
 * sorting, filters), and the query of the first page parsed with the results endpoint's own schema. The report's
 * scope (its placement, from the encrypted detail link) always wins over the address. A malformed address falls
 * back to the first page without filters.
 */
export function readReportQuery<S extends z.ZodType>(
  search: URLSearchParams,
  screen: ReportScreen,
  schema: S,
  scope: Record<string, unknown>,
): { query: z.output<S>; initialState: ListState } {
  const options = { filterKeys: screen.filterKeys, sortStyle: screen.sortStyle };
  const state = readListState(search, options);
  const parsed = schema.safeParse({ ...listStateToQuery(state, screen.pageSize, options), ...scope });
  if (parsed.success) return { query: parsed.data, initialState: state };
  return { query: schema.parse({ page_size: screen.pageSize, ...scope }), initialState: { ...EMPTY_LIST_STATE } };
}
