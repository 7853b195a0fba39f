import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BadgePicker, type BadgePage } from './BadgePicker';

// Twelve badges, newest first, served seven a page (spec 002 §9).
const ALL = Array.from({ length: 12 }, (_, i) => ({ id: 12 - i, name: `Badge ${12 - i} name`, file_url: `/api/storage/files/b${12 - i}.png` }));
const pageOf = (page: number): BadgePage => ({
  results: ALL.slice((page - 1) * 7, page * 7),
  pagination: { current_page: page, total_pages: 2, total_data: ALL.length },
});
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Host({ initial = null, load, allowNone }: { initial?: number | null; load: (page: number) => Promise<BadgePage>; allowNone?: boolean }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <BadgePicker load={load} value={value} onChange={setValue} allowNone={allowNone} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

describe('BadgePicker', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the first page of seven as radios, loads the next page from Next at the end, and picks one', async () => {
    const load = vi.fn(async (page: number) => pageOf(page));
    const user = userEvent.setup();
    render(<Host load={load} allowNone />);
    await screen.findByRole('radio', { name: 'Badge 12 name' });
    expect(load).toHaveBeenCalledTimes(1);
    // 'No badge' and the seven of the first page.
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    expect(screen.getByText('7 of 12 badges shown')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'No badge' }) as HTMLInputElement).checked).toBe(true);
    // jsdom lays nothing out: the track is at its end, so Next loads the second page.
    await user.click(screen.getByRole('button', { name: 'Next badges' }));
    await screen.findByRole('radio', { name: 'Badge 1 name' });
    expect(load).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('radio', { name: 'Badge 2 name' }));
    expect(screen.getByTestId('value').textContent).toBe('2');
  });

  it('loads the pages up to the chosen badge, so that an edit shows it chosen', async () => {
    const load = vi.fn(async (page: number) => pageOf(page));
    render(<Host load={load} initial={3} />);
    const chosen = (await screen.findByRole('radio', { name: 'Badge 3 name' })) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    expect(load.mock.calls.map((c) => c[0])).toEqual([1, 2]);
    expect(screen.queryByRole('radio', { name: 'No badge' })).toBeNull();
  });

  it('uploads a new badge into the badges folder, saves it with POST /api/badges and chooses it', async () => {
    const load = vi.fn(async (page: number) => pageOf(page));
    fetchMock
      .mockResolvedValueOnce(reply(201, { success: true, message: 'ok', data: { id: 40, full_path: '/api/storage/files/new.png', name: 'service-star.png' } }))
      .mockResolvedValueOnce(reply(201, { success: true, message: 'Badge was saved', data: { id: 13, file_url: '/api/storage/files/new.png' } }));
    render(<Host load={load} />);
    await screen.findByRole('radio', { name: 'Badge 12 name' });
    fireEvent.change(screen.getByLabelText('Badge image'), { target: { files: [new File(['x'], 'service-star.png', { type: 'image/png' })] } });
    const added = (await screen.findByRole('radio', { name: 'service star' })) as HTMLInputElement;
    expect(added.checked).toBe(true);
    expect(screen.getByTestId('value').textContent).toBe('13');
    expect(((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData).get('folder')).toBe('badges');
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/badges');
    expect(JSON.parse(String(init.body))).toEqual({ file_url: '/api/storage/files/new.png', name: 'service star' });
    expect(screen.getByText('8 of 13 badges shown')).toBeTruthy();
  });

  it('shows a Failed alert with the server message when the upload is refused', async () => {
    const load = vi.fn(async (page: number) => pageOf(page));
    fetchMock.mockResolvedValueOnce(reply(415, { success: false, error: 'Unsupported Media Type', message: 'Mime types not accepted' }));
    render(<Host load={load} />);
    await screen.findByRole('radio', { name: 'Badge 12 name' });
    fireEvent.change(screen.getByLabelText('Badge image'), { target: { files: [new File(['%PDF'], 'badge.png', { type: 'image/png' })] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed Mime types not accepted');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload New Badge' })).toBeTruthy());
    expect(screen.getByTestId('value').textContent).toBe('null');
  });
});
