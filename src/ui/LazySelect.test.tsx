import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazySelect } from './LazySelect';

const LEVELS = [
  { value: 'basic', label: 'Basic' },
  { value: 'advanced', label: 'Advanced' },
];

function Filter({ initial = null }: { initial?: string | null }) {
  const [v, setV] = useState<string | null>(initial);
  return <LazySelect label="Level" placeholder="Level" options={LEVELS} value={v} onChange={setV} clearable />;
}

describe('LazySelect', () => {
  it('shows the closed field, then opens the loaded combobox on a press, focused, and chooses', async () => {
    const user = userEvent.setup();
    render(<Filter initial="basic" />);
    const closed = screen.getByRole('combobox', { name: 'Level' }) as HTMLInputElement;
    expect(closed.value).toBe('Basic');
    expect(closed.getAttribute('aria-expanded')).toBe('false');
    await user.click(closed);
    const option = await screen.findByRole('option', { name: 'Advanced' });
    const input = screen.getByRole('combobox', { name: 'Level' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(input);
    await user.click(option);
    expect((screen.getByRole('combobox', { name: 'Level' }) as HTMLInputElement).value).toBe('Advanced');
  });

  it('clears, and opens and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Filter initial="advanced" />);
    await user.click(screen.getByRole('button', { name: 'Clear Level' }));
    expect((screen.getByRole('combobox', { name: 'Level' }) as HTMLInputElement).value).toBe('');
    screen.getByRole('combobox', { name: 'Level' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox', { name: 'Level' })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect((screen.getByRole('combobox', { name: 'Level' }) as HTMLInputElement).value).toBe('Basic');
  });
});
