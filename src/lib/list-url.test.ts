import { describe, expect, it } from 'vitest';
import { listHref, listStateToQuery, mergeListParams, nextSort, readListState, sameListState, type ListState } from './list-url';

const state = (patch: Partial<ListState> = {}): ListState => ({ page: 1, keyword: '', sort: null, filters: {}, ...patch });

describe('nextSort (spec 001 §2)', () => {
  it('starts a new column at asc and toggles the same column', () => {
    expect(nextSort(null, 'title')).toEqual({ column: 'title', direction: 'asc' });
    expect(nextSort({ column: 'title', direction: 'asc' }, 'title')).toEqual({ column: 'title', direction: 'desc' });
    expect(nextSort({ column: 'title', direction: 'desc' }, 'title')).toEqual({ column: 'title', direction: 'asc' });
    expect(nextSort({ column: 'title', direction: 'desc' }, 'created_at')).toEqual({ column: 'created_at', direction: 'asc' });
  });
});

describe('list URL', () => {
  const opts = { filterKeys: ['questionType', 'startDate'] as const };

  it('reads page, keyword, sorting and known filters', () => {
    expect(readListState('?page=3&keyword=safety&sort_by=title&order_by=desc&questionType=essay&other=x', opts)).toEqual(
      state({ page: 3, keyword: 'safety', sort: { column: 'title', direction: 'desc' }, filters: { questionType: 'essay' } }),
    );
    expect(readListState('?page=-2&order_by=title&order_type=DESC', { sortStyle: 'order_type' })).toEqual(
      state({ sort: { column: 'title', direction: 'desc' } }),
    );
    expect(readListState('?page=abc')).toEqual(state());
  });

  it('writes only what differs from the defaults and round-trips', () => {
    const s = state({ page: 2, keyword: 'a b', sort: { column: 'title', direction: 'asc' }, filters: { questionType: 'essay', startDate: '' } });
    const href = listHref(s, opts);
    expect(href).toBe('?keyword=a+b&sort_by=title&order_by=asc&questionType=essay&page=2');
    expect(sameListState(readListState(href, opts), s)).toBe(true);
    expect(listHref(state())).toBe('?');
  });

  it('keeps unrelated parameters when merging into the current query', () => {
    expect(mergeListParams('?tab=merchandise&page=4&keyword=x', state({ page: 2 }), opts)).toBe('?tab=merchandise&page=2');
    expect(mergeListParams('?page=4', state(), opts)).toBe('');
  });

  it('builds the list contract query', () => {
    expect(
      listStateToQuery(state({ page: 2, keyword: 'k', sort: { column: 'title', direction: 'desc' }, filters: { questionType: 'essay' } }), 10, opts),
    ).toEqual({
      page: 2,
      page_size: 10,
      keyword: 'k',
      sort_by: 'title',
      order_by: 'desc',
      questionType: 'essay',
    });
    expect(listStateToQuery(state({ sort: { column: 'title', direction: 'asc' } }), 10, { sortStyle: 'order_type' })).toEqual({
      page: 1,
      page_size: 10,
      order_by: 'title',
      order_type: 'asc',
    });
  });
});
