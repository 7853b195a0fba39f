import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, type DataTableColumn } from './DataTable';
import { useListState, type ListRequest } from './useListState';
import type { ListResult } from '@/lib/list';
import type { SearchOptions } from './SearchBox';

interface Quiz {
  id: number;
  title: string;
  created_at: string;
}
const columns: DataTableColumn<Quiz>[] = [
  { id: 'title', header: 'Title', sortKey: 'title', accessor: 'title' },
  { id: 'created', header: 'Created', sortKey: 'created_at', cell: (q) => q.created_at },
  { id: 'note', header: 'Note', cell: () => null },
];
const quizzes = (n: number, start = 1): Quiz[] =>
  Array.from({ length: n }, (_, i) => ({ id: start + i, title: `Quiz ${start + i}`, created_at: '2025-01-01' }));
const page = (results: Quiz[], current = 1, total = 25): ListResult<Quiz> => ({
  results,
  pagination: { current_page: current, total_pages: Math.ceil(total / 10) || 1, total_data: total },
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function List({
  load,
  initial = page(quizzes(10)),
  search,
}: {
  load: (q: ListRequest) => Promise<ListResult<Quiz>>;
  initial?: ListResult<Quiz>;
  search?: SearchOptions;
}) {
  const list = useListState<Quiz>({ initial, pageSize: 10, load, filterKeys: ['questionType'] });
  return (
    <>
      <DataTable label="Quiz List" columns={columns} search={search} {...list.tableProps} />
      <button type="button" onClick={() => list.setFilter('questionType', 'essay')}>
        Essay
      </button>
    </>
  );
}

const flush = () => act(async () => {});

describe('DataTable', () => {
  beforeEach(() => window.history.replaceState(null, '', '/content-quiz'));

  it('renders rows with running numbers from the page start, and the footer', () => {
    render(
      <DataTable label="Quiz List" columns={columns} rows={quizzes(10, 11)} pagination={{ current_page: 2, total_pages: 3, total_data: 25 }} pageSize={10} />,
    );
    const table = screen.getByRole('table', { name: 'Quiz List' });
    const first = within(table).getAllByRole('row')[1];
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['11', 'Quiz 11', '2025-01-01', '']);
    expect(screen.getByText('11 - 20 of 25')).toBeTruthy();
    expect(table.closest('.table-wrap')).not.toBeNull();
  });

  it('can show an ID column instead of row numbers', () => {
    render(
      <DataTable
        label="L"
        numbering="id"
        columns={columns}
        rows={quizzes(2, 40)}
        pagination={{ current_page: 1, total_pages: 1, total_data: 2 }}
        pageSize={10}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'ID' })).toBeTruthy();
    expect(screen.getAllByRole('row')[1].firstElementChild!.textContent).toBe('40');
  });

  it("shows the empty state ('No data found' by default) and no footer without rows", () => {
    const { rerender } = render(
      <DataTable label="L" columns={columns} rows={[]} pagination={{ current_page: 1, total_pages: 1, total_data: 0 }} pageSize={10} />,
    );
    expect(screen.getByText('No data found')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(
      <DataTable
        label="L"
        emptyText="No Questions Added Yet"
        columns={columns}
        rows={[]}
        pagination={{ current_page: 1, total_pages: 1, total_data: 0 }}
        pageSize={10}
      />,
    );
    expect(screen.getByText('No Questions Added Yet')).toBeTruthy();
  });

  it("renders '-' for empty accessor values", () => {
    render(
      <DataTable
        label="L"
        columns={columns}
        rows={[{ id: 1, title: '', created_at: '' }]}
        pagination={{ current_page: 1, total_pages: 1, total_data: 1 }}
        pageSize={10}
      />,
    );
    expect(screen.getAllByRole('cell')[1].textContent).toBe('-');
  });

  it('toggles sorting asc/desc on the same column and starts a new column at asc, from page 1', async () => {
    const load = vi.fn(async () => page(quizzes(10)));
    render(<List load={load} initial={page(quizzes(10, 11), 2)} />);
    const title = () => screen.getByRole('link', { name: /Title/ });
    expect(title().getAttribute('href')).toBe('?sort_by=title&order_by=asc');

    fireEvent.click(title());
    await flush();
    expect(load).toHaveBeenLastCalledWith({ page: 1, page_size: 10, sort_by: 'title', order_by: 'asc' }, expect.anything());
    expect(screen.getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(title());
    await flush();
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ sort_by: 'title', order_by: 'desc' }), expect.anything());
    expect(screen.getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('link', { name: /Created/ }));
    await flush();
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ sort_by: 'created_at', order_by: 'asc' }), expect.anything());
    expect(window.location.search).toBe('?sort_by=created_at&order_by=asc');
    expect(screen.getByRole('columnheader', { name: 'Note' }).querySelector('a')).toBeNull();
  });

  it('shows a loading overlay while a page loads, then scrolls to the table top and keeps page in the URL', async () => {
    const pending = deferred<ListResult<Quiz>>();
    const load = vi.fn(() => pending.promise);
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    render(<List load={load} />);
    expect(screen.queryByTestId('dt-loading')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(screen.getByTestId('dt-loading')).toBeTruthy();
    expect(screen.getByRole('table').closest('[aria-busy]')).not.toBeNull();
    expect(scroll).toHaveBeenCalled();
    expect(window.location.search).toBe('?page=2');
    expect(load).toHaveBeenCalledWith({ page: 2, page_size: 10 }, expect.anything());
    await act(async () => pending.resolve(page(quizzes(10, 11), 2)));
    expect(screen.queryByTestId('dt-loading')).toBeNull();
    expect(screen.getByText('Quiz 11')).toBeTruthy();
    expect(screen.getByText('11 - 20 of 25')).toBeTruthy();
  });

  it('reloads from page 1 after a filter and restores the state on back', async () => {
    const load = vi.fn(async (q: ListRequest) => page(quizzes(10, (Number(q.page) - 1) * 10 + 1), Number(q.page)));
    render(<List load={load} />);
    fireEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Essay' }));
    await flush();
    expect(load).toHaveBeenLastCalledWith({ page: 1, page_size: 10, questionType: 'essay' }, expect.anything());
    expect(window.location.search).toBe('?questionType=essay');

    window.history.replaceState(null, '', '/content-quiz?page=3');
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(load).toHaveBeenLastCalledWith({ page: 3, page_size: 10 }, expect.anything());
    expect(screen.getByText('Quiz 21')).toBeTruthy();
  });

  it('drops a slow response that arrives after a newer one', async () => {
    const slow = deferred<ListResult<Quiz>>();
    const load = vi
      .fn()
      .mockReturnValueOnce(slow.promise)
      .mockResolvedValueOnce(page(quizzes(10, 21), 3));
    render(<List load={load} />);
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    fireEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    await flush();
    await act(async () => slow.resolve(page(quizzes(10, 11), 2)));
    expect(screen.getByText('Quiz 21')).toBeTruthy();
    expect(screen.queryByText('Quiz 11')).toBeNull();
  });
});

describe('DataTable search', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/content-quiz');
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  const box = () => screen.getByRole('searchbox', { name: 'Search by title' });
  const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

  it("debounces by 300 ms with the default placeholder 'Search by title'", async () => {
    const load = vi.fn(async (_q: ListRequest) => page(quizzes(1), 1, 1));
    render(<List load={load} />);
    type('a');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    type('ab');
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(load).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith({ page: 1, page_size: 10, keyword: 'ab' }, expect.anything());
    expect(window.location.search).toBe('?keyword=ab');
  });

  it('with 500 ms and a 3-character minimum fires only for empty text or 3+ characters', async () => {
    const load = vi.fn(async (_q: ListRequest) => page(quizzes(1), 1, 1));
    render(<List load={load} search={{ debounceMs: 500, minChars: 3 }} />);
    type('ab');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(load).not.toHaveBeenCalled();
    type('abc');
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(load).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await flush();
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: 'abc' }), expect.anything());
    type('');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls[1][0]).toEqual({ page: 1, page_size: 10 });
  });

  it('does not fire while loading; the latest text fires when loading ends', async () => {
    const pending = deferred<ListResult<Quiz>>();
    const load = vi
      .fn()
      .mockReturnValueOnce(pending.promise)
      .mockResolvedValue(page(quizzes(1), 1, 1));
    render(<List load={load} search={{ debounceMs: 500, minChars: 3 }} />);
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(load).toHaveBeenCalledTimes(1);
    type('safety');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve(page(quizzes(10, 11), 2)));
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith({ page: 1, page_size: 10, keyword: 'safety' }, expect.anything());
  });

  it('searches at once on Enter and is a GET form for use before hydration', async () => {
    const load = vi.fn(async (_q: ListRequest) => page(quizzes(1), 1, 1));
    render(<List load={load} />);
    const form = screen.getByRole('search');
    expect(form.getAttribute('method')).toBe('get');
    expect(box().getAttribute('name')).toBe('keyword');
    type('quiz');
    fireEvent.submit(form);
    await flush();
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ keyword: 'quiz' }), expect.anything());
  });
});
