import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { act, waitFor, fireEvent, render, screen, within } from '@testing-library/react';
import type { ListScreen } from '@/lib/list-kit';
import type { ListResult } from '@/lib/list';
import { $toasts } from '@/stores/toasts';
import { $errorDialog } from '@/stores/error-dialog';
import ResourceList from './ResourceList';
import SelectableResourceList from './SelectableResourceList';
import { registerCell, type Row } from './cells';
import { registerDeleteDialog } from './delete-dialogs';
import type { DeleteRowDialogProps } from './DeleteRowDialog';

/** fetch as the tests answer it: a mocked implementation is async, so the type says so. */
type FetchMock = Mock<(url: string, init?: RequestInit) => Promise<Response>>;

registerCell('test-size', (row) => <strong>{String(row.size)} KB</strong>);

/** An area's own delete dialog (e.g. the role list's move-then-delete): it gets the row and the list's callbacks. */
function TestDeleteDialog({ row, title, onClose, onDeleted }: DeleteRowDialogProps) {
  return (
    <div role="alertdialog" aria-label="Own delete">
      <p>
        Move the {String(row.members)} members of {title}?
      </p>
      <button type="button" onClick={() => void Promise.resolve(onDeleted()).then(onClose)}>
        Move and Delete
      </button>
    </div>
  );
}
registerDeleteDialog('test-move', async () => ({ default: TestDeleteDialog }));

const screenDecl: ListScreen = {
  label: 'Thing List',
  pageSize: 2,
  sortStyle: 'order_type',
  search: { placeholder: 'Search by title' },
  filters: [{ kind: 'select', key: 'kind', label: 'Kind', options: [{ value: 'a', label: 'Kind A' }] }],
  columns: [
    { id: 'title', label: 'Title', sortKey: 'title', cell: { kind: 'link', field: 'title', href: '/things/detail/:id' } },
    { id: 'kind', label: 'Kind', cell: { kind: 'label', field: 'kind', labels: { a: 'Kind A' } } },
    { id: 'status', label: 'Status', cell: { kind: 'badge', field: 'status' } },
    { id: 'owner', label: 'Owner', cell: { kind: 'text', field: 'owner.full_name' } },
    { id: 'size', label: 'Size', cell: { kind: 'custom', renderer: 'test-size' } },
    { id: 'updated_at', label: 'Last Update', sortKey: 'updated_at', cell: { kind: 'date', field: 'updated_at' } },
  ],
  actions: [{ kind: 'edit', href: '/things/edit/:id' }, { kind: 'detail', href: '/things/detail/:id' }, { kind: 'delete' }],
  create: { label: 'Create Thing', href: '/things/create' },
  endpoints: { list: '/api/things', remove: '/api/things/:id' },
  messages: {
    listFailed: 'Failed get things',
    deleteTitle: 'Delete Thing?',
    deleteText: '"{title}" will be deleted.',
    deleted: 'Thing Deleted',
    deleteFailed: 'Failed Delete Thing',
    deleteFailedTitle: 'Failed',
  },
};

const row = (id: number, patch: Partial<Row> = {}): Row => ({
  id,
  title: `Thing ${id}`,
  kind: 'a',
  status: 'publish',
  owner: { full_name: id === 1 ? 'Rina' : null },
  size: id * 10,
  updated_at: '2025-03-05T10:00:00Z',
  can_delete: id !== 2,
  ...patch,
});
const page = (n: number, rows = [row(2 * n - 1), row(2 * n)]): ListResult<Row> => ({
  results: rows,
  pagination: { current_page: n, total_pages: 2, total_data: 4 },
});
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('ResourceList (the list kit island)', () => {
  let fetchMock: FetchMock;
  beforeEach(() => {
    window.history.replaceState(null, '', '/things');
    fetchMock = vi.fn(async (url: string) =>
      reply(200, { success: true, message: 'ok', data: page(Number(new URL(url, 'http://x').searchParams.get('page'))) }),
    );
    vi.stubGlobal('fetch', fetchMock);
    Element.prototype.scrollIntoView = () => {};
    $toasts.set([]);
    $errorDialog.set(null);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('turns the declaration into headers, formatted cells and row actions', () => {
    render(<ResourceList screen={screenDecl} initial={page(1)} initialState={{}} />);
    const table = screen.getByRole('table', { name: 'Thing List' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual(['No', 'Title', 'Kind', 'Status', 'Owner', 'Size', 'Last Update', 'Action']);
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['1', 'Thing 1', 'Kind A', 'Publish', 'Rina', '10 KB', '05/03/2025', 'EditDetailDelete']);
    expect(within(cells[1]).getByRole('link').getAttribute('href')).toBe('/things/detail/1');
    expect(cells[3].querySelector('.pill.pill-publish')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Edit Thing 1' }).getAttribute('href')).toBe('/things/edit/1');
    expect(screen.getByRole('link', { name: 'Detail Thing 2' }).getAttribute('href')).toBe('/things/detail/2');
    // Thing 2 cannot be deleted; an empty owner is '-'.
    expect(screen.queryByRole('button', { name: 'Delete Thing 2' })).toBeNull();
    expect(within(within(table).getAllByRole('row')[2]).getAllByRole('cell')[4].textContent).toBe('-');
    expect(screen.getByRole('link', { name: 'Create Thing' }).getAttribute('href')).toBe('/things/create');
    expect(screen.getByRole('searchbox').getAttribute('placeholder')).toBe('Search by title');
  });

  it('keeps its state in the URL in the declared sort style and asks the declared endpoint', async () => {
    render(<ResourceList screen={screenDecl} initial={page(1)} initialState={{ filters: { kind: 'a' } }} />);
    expect(screen.getByRole('button', { name: 'Reset Filter' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: /Title/ }));
    // The calls load with the first change (a dynamic import), so the answers arrive a few ticks later.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(window.location.search).toBe('?order_by=title&order_type=asc&kind=a');
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/things?page=1&page_size=2&order_by=title&order_type=asc&kind=a');
    await screen.findByRole('link', { name: 'Page 2' });
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await screen.findByText('Thing 4');
    expect(window.location.search).toBe('?order_by=title&order_type=asc&kind=a&page=2');
  });

  it('deletes after the question, says so and reloads the first page', async () => {
    render(<ResourceList screen={screenDecl} initial={page(1)} initialState={{ page: 1 }} />);
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      init?.method === 'DELETE'
        ? reply(200, { success: true, message: 'deleted', data: null })
        : reply(200, { success: true, message: 'ok', data: page(1, [row(3)]) }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Thing 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete Thing?');
    expect(dialog.textContent).toContain('"Thing 1" will be deleted.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/things/1');
    expect((fetchMock.mock.calls[0][1] as RequestInit).method).toBe('DELETE');
    expect(String(fetchMock.mock.calls[1][0])).toBe('/api/things?page=1&page_size=2');
    expect($toasts.get().map((t) => [t.kind, t.text])).toEqual([['success', 'Thing Deleted']]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Thing 3')).toBeTruthy();
  });

  it('a declared dialog replaces the question, and a declared field decides which rows offer Delete', async () => {
    const decl: ListScreen = {
      ...screenDecl,
      actions: [
        { kind: 'edit', href: '/things/edit/:id' },
        { kind: 'delete', allowIf: 'deletable', dialog: 'test-move' },
      ],
    };
    // Thing 2 cannot be deleted at once (can_delete false) but can with a move; Thing 1 the other way round.
    const rows = [row(1, { deletable: false }), row(2, { deletable: true, members: 3 })];
    render(<ResourceList screen={decl} initial={page(1, rows)} initialState={{ page: 1 }} />);
    expect(screen.queryByRole('button', { name: 'Delete Thing 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Thing 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Own delete' });
    expect(dialog.textContent).toContain('Move the 3 members of Thing 2?');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Move and Delete' })));
    // The list reloads its first page and the dialog is gone.
    await waitFor(() => expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/things?page=1&page_size=2'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says a failed delete in the error dialog with the declared title and text', async () => {
    render(<ResourceList screen={screenDecl} initial={page(1)} initialState={{}} />);
    fetchMock.mockImplementation(async () => reply(409, { success: false, error: 'Conflict', message: 'In use' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Thing 1' }));
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect($errorDialog.get()).toEqual({ title: 'Failed', message: 'Failed Delete Thing' });
    expect($toasts.get()).toEqual([]);
  });

  it("with deleteFailedFromServer the dialog says the server's title and text", async () => {
    const decl: ListScreen = { ...screenDecl, messages: { ...screenDecl.messages, deleteFailedTitle: undefined, deleteFailedFromServer: true } };
    render(<ResourceList screen={decl} initial={page(1)} initialState={{}} />);
    fetchMock.mockImplementation(async () => reply(409, { success: false, error: 'Conflict', message: 'In use' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Thing 1' }));
    await act(async () => fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' })));
    expect($errorDialog.get()).toEqual({ title: 'Conflict', message: 'In use' });
  });

  it('a read-only list (no search, filters or actions) says a failed load above the table', async () => {
    const decl: ListScreen = {
      ...screenDecl,
      search: false,
      filters: [],
      actions: [],
      create: undefined,
      numbering: 'none',
      messages: { listFailed: 'Failed get videos', listFailedAs: 'inline' },
    };
    render(<ResourceList screen={decl} initial={page(1)} initialState={{}} />);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset Filter' })).toBeNull();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).not.toContain('Action');
    fetchMock.mockImplementation(async () => reply(500, { success: false, error: 'Error', message: '' }));
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toBe('Failed get videos');
    expect($errorDialog.get()).toBeNull();
  });

  it('a badge with a link under it, and a call cell that posts and opens the page its answer names', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fetchMock.mockImplementation(async () => reply(200, { success: true, message: 'ok', data: { id: 9 } }));
    const decl: ListScreen = {
      ...screenDecl,
      columns: [
        {
          id: 'status',
          label: 'Status',
          cell: { kind: 'badge', field: 'status', link: { field: 'step', labels: { 1: 'Continue step 2' }, hrefField: 'resume' } },
        },
        {
          id: 'copy',
          label: 'Copy',
          cell: {
            kind: 'call',
            label: 'Duplicate',
            field: 'title',
            endpoint: '/api/things/:id/duplicate',
            then: '/things/edit/:id',
            done: 'Copied',
            failed: 'Failed',
          },
        },
      ],
    };
    render(<ResourceList screen={decl} initial={page(1, [row(1, { step: 1, resume: '/things/edit/1?step=2' }), row(2, { step: 3 })])} initialState={{}} />);
    expect(screen.getByRole('link', { name: 'Continue step 2' }).getAttribute('href')).toBe('/things/edit/1?step=2');
    expect(screen.getAllByRole('link', { name: /Continue/ })).toHaveLength(1);
    const button = screen.getByRole('button', { name: 'Duplicate Thing 2' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/things/edit/9'));
    expect(String(fetchMock.mock.calls[0][0])).toContain('/things/2/duplicate');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
    expect(button.disabled).toBe(true);
  });
});

describe('ResourceList row selection and header links', () => {
  const selectable: ListScreen = {
    ...screenDecl,
    numbering: 'none',
    links: [{ label: 'Export', href: '/api/things/export', withQuery: true }],
    selection: {
      failed: 'Failed to update things',
      actions: [
        { id: 'archive', label: 'Archive', endpoint: '/api/things/bulk', body: { action: 'archive' } },
        {
          id: 'tag',
          label: 'Tag',
          endpoint: '/api/things/bulk',
          body: { action: 'tag' },
          choose: { key: 'tag_id', label: 'Tag', options: [{ value: '7', label: 'Seven' }], numeric: true },
        },
      ],
    },
  };
  let fetchMock: FetchMock;
  beforeEach(() => {
    window.history.replaceState(null, '', '/things');
    fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? reply(200, { success: true, message: '2 things archived.', data: { updated: 2 } })
        : reply(200, { success: true, message: 'ok', data: page(1) }),
    );
    vi.stubGlobal('fetch', fetchMock);
    $toasts.set([]);
    $errorDialog.set(null);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('selects rows (one, or all of the page) and posts the action with their ids', async () => {
    render(<SelectableResourceList screen={selectable} initial={page(1)} initialState={{ filters: { kind: 'a' } }} />);
    expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Thing 1' }));
    // The bar loads with the first selected row (a dynamic import).
    expect((await screen.findByRole('region', { name: 'Selected rows' })).textContent).toContain('1 selected');
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(screen.getByRole('region', { name: 'Selected rows' }).textContent).toContain('2 selected');
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(fetchMock.mock.calls.some((c) => (c[1] as RequestInit | undefined)?.method === 'POST')).toBe(true));
    await act(async () => {});
    const post = fetchMock.mock.calls.find((c) => (c[1] as RequestInit | undefined)?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/things/bulk');
    expect(JSON.parse(String((post[1] as RequestInit).body))).toEqual({ action: 'archive', ids: [1, 2] });
    expect($toasts.get().map((t) => t.text)).toContain('2 things archived.');
    // The list reloads and the selection is cleared.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull());
  });

  it('carries the current filters on a header link', () => {
    render(<SelectableResourceList screen={selectable} initial={page(1)} initialState={{ filters: { kind: 'a' } }} />);
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toBe('/api/things/export?kind=a');
    expect(screen.getAllByRole('columnheader')[0].textContent).toBe('');
  });
});

describe('server rendering', () => {
  it('renders the first page with working links before hydration', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<ResourceList screen={screenDecl} initial={page(1)} initialState={{ sort: { column: 'title', direction: 'desc' } }} />);
    expect(html).toContain('Thing 2');
    expect(html).toContain('href="?order_by=title&amp;order_type=desc&amp;page=2"');
    expect(html).toContain('1 - 2 of 4');
  });
});
