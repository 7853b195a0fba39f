import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BadgeSelector, type Badge } from './BadgeSelector';

const BADGES: Badge[] = [
  { id: 1, file_url: 'https://cdn.test/b1.png' },
  { id: 2, file_url: 'https://cdn.test/b2.png' },
  { id: 3, file_url: 'https://cdn.test/b3.png' },
];
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Picker({ onChange }: { onChange?: (id: number) => void }) {
  const [value, setValue] = useState<number | null>(2);
  return (
    <BadgeSelector
      badges={BADGES}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange?.(id);
      }}
    />
  );
}

describe('BadgeSelector', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  // Arrow keys are the browser's native radio behaviour (jsdom's user-event cannot drive them).
  it('picks an existing badge from a radio group', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    screen.getByRole('radiogroup', { name: 'Badge' });
    expect((screen.getByRole('radio', { name: 'Badge 2' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Badge 1' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('button', { name: 'Next badges' })).toBeTruthy();
  });

  it('uploads a new badge, registers it with POST /api/badges { file_url } and selects it', async () => {
    fetchMock
      .mockResolvedValueOnce(reply(200, { success: true, message: 'ok', data: { full_path: 'https://cdn.test/new.png' } }))
      .mockResolvedValueOnce(reply(200, { success: true, message: 'ok', data: { id: 9 } }));
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    fireEvent.change(screen.getByTestId('badge-file'), { target: { files: [new File(['x'], 'new.png', { type: 'image/png' })] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(9));
    expect(((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData).get('folder')).toBe('badges');
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/badges');
    expect(JSON.parse(String(init.body))).toEqual({ file_url: 'https://cdn.test/new.png' });
    expect((screen.getByRole('radio', { name: 'Badge 4' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows a Failed alert with the server message when the badge upload fails', async () => {
    fetchMock.mockResolvedValueOnce(reply(413, { success: false, error: 'Payload Too Large', message: 'The file is too large.' }));
    render(<Picker />);
    fireEvent.change(screen.getByTestId('badge-file'), { target: { files: [new File(['x'], 'big.png', { type: 'image/png' })] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('FailedThe file is too large.');
  });
});
