import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ListQuerySchema } from '@/lib/list';
import type { ListScreen } from '@/lib/list-kit';
import { loadListPage } from './list-page';

const Query = ListQuerySchema.extend({
  content_type: z.enum(['classroom', 'course']).optional(),
  start_date: z.string().optional(),
  end_date: z.string().optional(),
});
const screen: ListScreen = {
  label: 'Presence List',
  pageSize: 10,
  sortStyle: 'order_type',
  filters: [
    { kind: 'date-range', start: 'start_date', end: 'end_date', label: 'Date range' },
    { kind: 'select', key: 'content_type', label: 'Module Type', options: [] },
  ],
  columns: [],
  actions: [
    { kind: 'edit', href: '/presence/edit/:id' },
    { kind: 'delete', permission: 'presence' },
  ],
  endpoints: { list: '/api/cms/presences' },
  messages: { listFailed: 'Failed get presences' },
};
const page = { results: [], pagination: { current_page: 1, total_pages: 1, total_data: 0 } };
const astro = (search: string, keys: string[] = ['presence']) => ({
  url: new URL(`http://console.test/presence${search}`),
  locals: { db: {} as never, org: { id: 42 } as never, auth: { keys: new Set(keys) } as never },
});

describe('loadListPage', () => {
  it("reads the URL state as the island does and calls the use case with the endpoint's parsed query", async () => {
    const find = vi.fn(async () => page);
    const r = await loadListPage(
      astro('?keyword=boot&order_by=title&order_type=desc&content_type=course&start_date=2025-01-01&end_date=2025-01-31&page=3&tab=x'),
      screen,
      { query: Query },
      find,
    );
    expect(r.initialState).toEqual({
      page: 3,
      keyword: 'boot',
      sort: { column: 'title', direction: 'desc' },
      filters: { content_type: 'course', start_date: '2025-01-01', end_date: '2025-01-31' },
    });
    expect(find).toHaveBeenCalledWith({
      db: {},
      organizationId: 42,
      query: {
        page: 3,
        page_size: 10,
        keyword: 'boot',
        order_by: 'title',
        order_type: 'desc',
        content_type: 'course',
        start_date: '2025-01-01',
        end_date: '2025-01-31',
      },
    });
    expect(r.initial).toBe(page);
  });

  it('falls back to the first page when the address does not parse', async () => {
    const find = vi.fn(async () => page);
    await loadListPage(astro('?content_type=nonsense'), screen, { query: Query }, find);
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ query: { page: 1, page_size: 10 } }));
  });

  it('gives the island only the actions the caller holds the key for', async () => {
    const r = await loadListPage(astro('', []), screen, { query: Query }, async () => page);
    expect(r.screen.actions?.map((a) => a.kind)).toEqual(['edit']);
  });
});
