import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { $toasts } from '@/stores/toasts';
import PresenceForm from './PresenceForm';

const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const types = [
  { label: 'Classroom', value: 'classroom' },
  { label: 'Course', value: 'course' },
];
const presence = { id: 7, title: 'Daily', description: 'Scan at the desk', content_type: 'classroom', updated_at: '2026-11-20T01:00:00.000Z' };

describe('PresenceForm', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    $toasts.set([]);
    fetchMock = vi.fn(async () => reply({ success: true, message: 'ok', data: types }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("edit with nothing changed shows 'There's no anything changed' and sends nothing", async () => {
    render(<PresenceForm presence={presence} moduleTypes={types} />);
    await act(async () => {});
    const before = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect($toasts.get().map((t) => [t.kind, t.text, t.duration])).toEqual([['warning', "There's no anything changed", 3000]]);
    expect(fetchMock.mock.calls.length).toBe(before);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the required messages and the 255-character rule on create', async () => {
    render(<PresenceForm moduleTypes={types} />);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(screen.getByText('Module Type is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'x'.repeat(256) } });
    expect(fetchMock.mock.calls.every(([url]) => String(url).includes('/v2/contents/options'))).toBe(true);
  });

  it("asks 'Save Changes?' before sending a changed edit", async () => {
    render(<PresenceForm presence={presence} moduleTypes={types} />);
    await act(async () => {});
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Daily 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Save Changes?');
  });
});
