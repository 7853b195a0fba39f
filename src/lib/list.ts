import { z } from 'zod';

/** The one list contract (DESIGN.md): every table asks and answers in this shape. */
export const SortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirectionSchema>;

/**
 * The most rows one page answers. Spec 000 §9 fetches "everything" with the maximum safe integer as page size:
 * such a request is accepted and served this many rows, and its pagination (total_pages at this size) says
 * whether more follow, so no request can make the server read an unbounded table at once.
 */
export const MAX_PAGE_SIZE = 1000;

/** A page size as asked (1 up to the maximum safe integer), served at no more than `max` rows. */
export const pageSizeSchema = (fallback: number, max = MAX_PAGE_SIZE) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .default(fallback)
    .transform((n) => Math.min(n, max));

export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: pageSizeSchema(10),
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

export interface ListResult<T> {
  results: T[];
  pagination: Pagination;
}

export function paginate<T>(results: T[], total: number, page: number, pageSize: number): ListResult<T> {
  return { results, pagination: { current_page: page, total_pages: Math.max(1, Math.ceil(total / pageSize)), total_data: total } };
}
