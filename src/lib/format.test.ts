import { describe, expect, it, vi } from 'vitest';
import { DATE_FORMATS, formatDate, orDash, titleCase } from './format';
import { formatK, formatKb, formatMinutes, formatRupiah } from './format-numbers';

describe('formatRupiah', () => {
  it('uses Rp and dot thousands separators', () => {
    expect(formatRupiah(1250000)).toBe('Rp 1.250.000');
    expect(formatRupiah(999)).toBe('Rp 999');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(-1500)).toBe('-Rp 1.500');
    expect(formatRupiah(null)).toBe('-');
  });
});

describe('formatK', () => {
  it('shows x.xk above 999 only', () => {
    expect(formatK(999)).toBe('999');
    expect(formatK(1000)).toBe('1k');
    expect(formatK(1234)).toBe('1.2k');
    expect(formatK(15750)).toBe('15.8k');
    expect(formatK(-2500)).toBe('-2.5k');
  });
});

describe('formatKb', () => {
  it('shows KB with two decimals', () => {
    expect(formatKb(2048)).toBe('2.00 KB');
    expect(formatKb(1536)).toBe('1.50 KB');
    expect(formatKb(1)).toBe('0.00 KB');
    expect(formatKb(undefined)).toBe('-');
  });
});

describe('formatDate', () => {
  const at = '2025-03-05T10:07:09Z';
  it.each([
    [DATE_FORMATS.date, '05/03/2025'],
    [DATE_FORMATS.dateTime, '05 Mar 2025 10:07'],
    [DATE_FORMATS.dateTimeSeconds, '05 March 2025 10:07:09'],
    [DATE_FORMATS.dateTimeComma, '05 Mar 2025, 10:07'],
    [DATE_FORMATS.dateTimeLongComma, '05 March 2025, 10:07'],
  ])('%s', (pattern, expected) => {
    expect(formatDate(at, pattern, 'UTC')).toBe(expected);
  });
  it('converts to the report time zone', () => {
    expect(formatDate(at, 'DD/MM/YYYY HH:mm', 'Asia/Jakarta')).toBe('05/03/2025 17:07');
  });
  it("shows '-' for empty or invalid values", () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });
});

describe('cells', () => {
  it("formats minutes and '-' for empty cells", () => {
    expect(formatMinutes(30)).toBe('30 Minutes');
    expect(formatMinutes(null)).toBe('-');
    expect(orDash('')).toBe('-');
    expect(orDash(null)).toBe('-');
    expect(orDash(0)).toBe(0);
    expect(orDash('x')).toBe('x');
  });
  it('title-cases snake case labels', () => {
    expect(titleCase('not_passed')).toBe('Not Passed');
    expect(titleCase('multiple_choice_single_answer')).toBe('Multiple Choice Single Answer');
  });
});

describe('formatDate in a zone', () => {
  it('prints the console display zone (Asia/Jakarta) when no zone is given, on the server and in the browser alike', () => {
    expect(formatDate('2026-11-20T17:30:00Z', 'DD/MM/YYYY HH:mm')).toBe('21/11/2026 00:30');
  });

  it('shows the wall-clock time of the zone (reports default to Asia/Jakarta)', () => {
    expect(formatDate('2026-11-20T17:30:00Z', 'DD/MM/YYYY HH:mm', 'Asia/Jakarta')).toBe('21/11/2026 00:30');
    expect(formatDate('2026-11-20T17:30:05Z', 'DD MMMM YYYY HH:mm:ss', 'UTC')).toBe('20 November 2026 17:30:05');
    expect(formatDate(null, 'DD/MM/YYYY', 'Asia/Jakarta')).toBe('-');
  });
});

describe('formatDate formatter cache', () => {
  it('builds one Intl.DateTimeFormat per zone, not one per call', () => {
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let i = 0; i < 50; i++) formatDate(new Date(Date.UTC(2026, 0, 1, 0, i)), 'DD MMM YYYY HH:mm', 'Asia/Makassar');
      for (let i = 0; i < 50; i++) formatDate(new Date(Date.UTC(2026, 0, 1, 0, i)), 'DD MMM YYYY HH:mm', 'Europe/Lisbon');
      expect(spy.mock.calls.length).toBeLessThanOrEqual(2);
      expect(formatDate(new Date(Date.UTC(2026, 0, 1, 0, 30)), 'DD MMM YYYY HH:mm', 'Asia/Makassar')).toBe('01 Jan 2026 08:30');
    } finally {
      spy.mockRestore();
    }
  });
});
