import { describe, expect, it } from 'vitest';
import { formatDateInput, parseDateInput } from './date-input';

describe('date inputs: DD/MM/YYYY and 24-hour HH:mm in, the API’s shapes out', () => {
  it('reads a day, a day and time, and a time of day', () => {
    expect(parseDateInput('date', '17/08/2026')).toBe('2026-08-17');
    expect(parseDateInput('date', ' 7/8/2026 ')).toBe('2026-08-07');
    expect(parseDateInput('date', '17-08-2026')).toBe('2026-08-17');
    expect(parseDateInput('datetime', '17/08/2026 14:30')).toBe('2026-08-17T14:30');
    expect(parseDateInput('datetime', '17/08/2026 9.05')).toBe('2026-08-17T09:05');
    expect(parseDateInput('time', '23:59')).toBe('23:59');
    expect(parseDateInput('time', '7:00')).toBe('07:00');
    expect(parseDateInput('date', '')).toBe('');
  });

  it('refuses what is no such date: impossible days, 12-hour clocks, month first, ISO', () => {
    for (const [kind, text] of [
      ['date', '31/02/2026'],
      ['date', '17/13/2026'],
      ['date', '2026-08-17'],
      ['date', '08/17/2026'],
      ['datetime', '17/08/2026'],
      ['datetime', '17/08/2026 2:30 PM'],
      ['datetime', '17/08/2026 24:00'],
      ['time', '14:60'],
      ['time', '2pm'],
    ] as const)
      expect(parseDateInput(kind, text), `${kind} ${text}`).toBeNull();
  });

  it('shows a value as the field types it', () => {
    expect(formatDateInput('date', '2026-08-17')).toBe('17/08/2026');
    expect(formatDateInput('datetime', '2026-08-17T14:30')).toBe('17/08/2026 14:30');
    expect(formatDateInput('time', '14:30:00')).toBe('14:30');
    expect(formatDateInput('date', null)).toBe('');
    expect(formatDateInput('date', '17/08/20')).toBe('17/08/20');
  });
});
