import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import VideoTable, { type PlaygroundVideo } from './VideoTable';
import type { ListResult } from '@/lib/list';

const videos = (page: number): PlaygroundVideo[] =>
  Array.from({ length: 10 }, (_, i) => ({
    id: page * 10 + i,
    title: `Video ${(page - 1) * 10 + i + 1}`,
    status_enum: 'publish',
    updated_at: '2025-03-05T10:00:00Z',
  }));
const result = (page: number): ListResult<PlaygroundVideo> => ({ results: videos(page), pagination: { current_page: page, total_pages: 3, total_data: 25 } });
const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('playground VideoTable', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    window.history.replaceState(null, '', '/playground');
    fetchMock = vi.fn(async () => reply({ success: true, message: 'ok', data: result(2) }));
    vi.stubGlobal('fetch', fetchMock);
    Element.prototype.scrollIntoView = () => {};
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows Title, Status and Last Update (DD/MM/YYYY) without search, filters or row actions', () => {
    render(<VideoTable initial={result(1)} pageSize={10} />);
    const table = screen.getByRole('table', { name: 'Video List' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Status', 'Last Update']);
    expect(
      within(within(table).getAllByRole('row')[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Video 1', 'Publish', '05/03/2025']);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(within(table).queryByRole('link')).toBeNull();
    expect(screen.getByText('1 - 10 of 25')).toBeTruthy();
  });

  it('fetches the next page from /api/playground/videos and keeps page in the URL', async () => {
    render(<VideoTable initial={result(1)} pageSize={10} />);
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await act(async () => {});
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/playground/videos?page=2&page_size=10');
    expect(window.location.search).toBe('?page=2');
    expect(screen.getByText('Video 11')).toBeTruthy();
    expect(screen.getByText('11 - 20 of 25')).toBeTruthy();
  });
});

describe('server rendering', () => {
  it('renders the first page with working page links before hydration', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<VideoTable initial={result(1)} pageSize={10} />);
    expect(html).toContain('Video 10');
    expect(html).toContain('href="?page=2"');
    expect(html).toContain('1 - 10 of 25');
  });
});
