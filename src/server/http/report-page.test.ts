import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readReportQuery } from './report-page';

const schema = z.object({
  page: z.coerce.number().int().positive().default(1),
  page_size: z.coerce.number().int().positive(),
  keyword: z.string().optional(),
  order_by: z.enum(['name', 'score']).optional(),
  order_type: z.enum(['asc', 'desc']).optional(),
  status: z.enum(['passed', 'not_passed']).optional(),
  batch_id: z.coerce.number().int().optional(),
});
const screen = { pageSize: 10, filterKeys: ['status'], sortStyle: 'order_type' } as const;

describe('readReportQuery (the report shell on the server)', () => {
  it('reads page, keyword, sorting and filters as the island does; the report scope wins over the address', () => {
    const search = new URLSearchParams('detail=x&page=2&keyword=ag&order_by=name&order_type=desc&status=passed&batch_id=99&other=1');
    const { query, initialState } = readReportQuery(search, screen, schema, { batch_id: 4 });
    expect(query).toEqual({ page: 2, page_size: 10, keyword: 'ag', order_by: 'name', order_type: 'desc', status: 'passed', batch_id: 4 });
    expect(initialState).toEqual({ page: 2, keyword: 'ag', sort: { column: 'name', direction: 'desc' }, filters: { status: 'passed' } });
  });

  it('falls back to the first page without filters when the address does not parse', () => {
    const { query, initialState } = readReportQuery(new URLSearchParams('status=bogus&page=3'), screen, schema, { batch_id: 4 });
    expect(query).toEqual({ page: 1, page_size: 10, batch_id: 4 });
    expect(initialState).toEqual({ page: 1, keyword: '', sort: null, filters: {} });
  });
});
