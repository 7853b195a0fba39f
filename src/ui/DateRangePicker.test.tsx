import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRangePicker } from './DateRangePicker';
import type { DateRange } from '@/lib/date-range';

const NOW = () => new Date(2025, 2, 12, 15, 30);

function Picker(props: { maxRange?: number; mode?: 'day' | 'month'; onChange?: (r: DateRange | null) => void; initial?: DateRange | null }) {
  const [value, setValue] = useState<DateRange | null>(props.initial ?? null);
  return (
    <DateRangePicker
      value={value}
      now={NOW}
      mode={props.mode}
      maxRange={props.maxRange}
      onChange={(r) => {
        setValue(r);
        props.onChange?.(r);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  it("shows 'Select Date Range' until a range is chosen and preselects Last 30 days", async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const trigger = screen.getByRole('button', { name: 'Date range: Select Date Range' });
    expect(trigger.textContent).toContain('Select Date Range');
    await user.click(trigger);
    await screen.findByRole('dialog'); // the panel loads on first use
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    screen.getByRole('dialog', { name: 'Select Date Range' });
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('11/02/2025');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('12/03/2025');
  });

  it('applies a preset at once and shows DD/MM/YYYY', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Date range: Select Date Range' }));
    await screen.findByRole('dialog'); // the panel loads on first use
    await user.click(screen.getByRole('button', { name: 'This week (Sun - Today)' }));
    expect(onChange).toHaveBeenCalledWith({ start: '2025-03-09', end: '2025-03-12' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /Date range/ }).textContent).toContain('09/03/2025 - 12/03/2025');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Date range/ }));
  });

  it('lists the eight presets, plus Month, Year and Last Years in month mode', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Picker />);
    await user.click(screen.getByRole('button', { name: 'Date range: Select Date Range' }));
    await screen.findByRole('dialog'); // the panel loads on first use
    const labels = () =>
      within(screen.getByRole('list', { name: 'Presets' }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(labels()).toEqual(['Today', 'Yesterday', 'This week (Sun - Today)', 'Last 7 days', 'Last 14 days', 'This month', 'Last 30 days', 'Last month']);
    unmount();
    render(<Picker mode="month" />);
    await user.click(screen.getByRole('button', { name: 'Date range: Select Date Range' }));
    await screen.findByRole('dialog'); // the panel loads on first use
    expect(labels().slice(8)).toEqual(['Month', 'Year', 'Last Years']);
    await user.click(screen.getByRole('button', { name: 'Last Years' }));
    expect(screen.getByRole('button', { name: /Date range/ }).textContent).toContain('01/01/2024 - 31/12/2024');
  });

  it('resets an invalid end date to today', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Date range: Select Date Range' }));
    await screen.findByRole('dialog'); // the panel loads on first use
    await user.clear(screen.getByLabelText('Start date'));
    await user.type(screen.getByLabelText('Start date'), '01/03/2025');
    await user.clear(screen.getByLabelText('End date'));
    await user.type(screen.getByLabelText('End date'), '31/02/2025');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ start: '2025-03-01', end: '2025-03-12' });
  });

  it('clamps the end to maxRange days', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} maxRange={7} />);
    await user.click(screen.getByRole('button', { name: 'Date range: Select Date Range' }));
    await screen.findByRole('dialog'); // the panel loads on first use
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(onChange).toHaveBeenCalledWith({ start: '2025-02-11', end: '2025-02-17' });
  });

  it('closes on Escape without applying, and clears', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} initial={{ start: '2025-03-01', end: '2025-03-05' }} />);
    await user.click(screen.getByRole('button', { name: /Date range/ }));
    await screen.findByRole('dialog'); // the panel loads on first use
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /Date range/ }));
    await screen.findByRole('dialog'); // the panel loads on first use
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});

describe('displayDate (the trigger, without the date library)', () => {
  it('shows YYYY-MM-DD as DD/MM/YYYY and nothing for an impossible or malformed date', async () => {
    const { displayDate } = await import('./DateRangePicker');
    expect(displayDate('2025-03-09')).toBe('09/03/2025');
    expect(displayDate('2025-02-31')).toBe('');
    expect(displayDate('09/03/2025')).toBe('');
    expect(displayDate(null)).toBe('');
  });
});
