import { z } from 'zod';

/** The one list contract (DESIGN.md): every table asks and answers in this shape. */
export const SortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirectionSchema>;

export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  keyword: z.string().trim().max(200).optional(),
  /** Spec 001 sends order_by=direction with sort_by=column; spec 002 sends order_by=column with order_type=direction. */
  order_by: z.string().trim().max(60).optional(),
  sort_by: z.string().trim().max(60).optional(),
  order_type: z.string().trim().toLowerCase().pipe(SortDirectionSchema).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

export interface Sort<C extends string> {
  column: C;
  direction: SortDirection;
}

/** Reads both spellings of sorting; unknown columns fall back to the default (never reach SQL). */
export function readSort<C extends string>(q: ListQuery, columns: readonly C[], fallback: Sort<C>): Sort<C> {
  const byIsDirection = q.order_by === 'asc' || q.order_by === 'desc';
  const column = (byIsDirection ? q.sort_by : (q.order_by ?? q.sort_by)) as C | undefined;
  const direction = (byIsDirection ? q.order_by : q.order_type) as SortDirection | undefined;
  if (!column || !columns.includes(column)) return { column: fallback.column, direction: direction ?? fallback.direction };
  return { column, direction: direction ?? 'asc' };
}

export type { Pagination } from './pager';
import type { Pagination } from './pager';
export { rowRange } from './pager';

export interface ListResult<T> {
  results: T[];
  pagination: Pagination;
}

export function paginate<T>(results: T[], total: number, page: number, pageSize: number): ListResult<T> {
  return { results, pagination: { current_page: page, total_pages: Math.max(1, Math.ceil(total / pageSize)), total_data: total } };
}
