import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRESET,
  DAY_PRESETS,
  MONTH_PRESETS,
  formatDisplayDate,
  matchPreset,
  normalizeRange,
  parseDisplayDate,
  presetRange,
  rangeDays,
} from './date-range';

// Wednesday 12 March 2025, mid-afternoon local time.
const NOW = new Date(2025, 2, 12, 15, 30);

describe('presetRange (spec 001 §9)', () => {
  it.each([
    ['today', '2025-03-12', '2025-03-12'],
    ['yesterday', '2025-03-11', '2025-03-11'],
    ['this_week', '2025-03-09', '2025-03-12'],
    ['last_7_days', '2025-03-06', '2025-03-12'],
    ['last_14_days', '2025-02-27', '2025-03-12'],
    ['this_month', '2025-03-01', '2025-03-12'],
    ['last_30_days', '2025-02-11', '2025-03-12'],
    ['last_month', '2025-02-01', '2025-02-28'],
    ['month', '2025-03-01', '2025-03-31'],
    ['year', '2025-01-01', '2025-12-31'],
    ['last_years', '2024-01-01', '2024-12-31'],
  ] as const)('%s', (key, start, end) => {
    expect(presetRange(key, NOW)).toEqual({ start, end });
  });

  it('this week starts on Sunday, so on a Sunday it is just today', () => {
    expect(presetRange('this_week', new Date(2025, 2, 9, 8))).toEqual({ start: '2025-03-09', end: '2025-03-09' });
  });

  it('last month crosses the year boundary in January', () => {
    expect(presetRange('last_month', new Date(2025, 0, 15))).toEqual({ start: '2024-12-01', end: '2024-12-31' });
  });

  it('lists the presets in the spec order with Last 30 days as the default', () => {
    expect(DAY_PRESETS.map((p) => p.label)).toEqual([
      'Today',
      'Yesterday',
      'This week (Sun - Today)',
      'Last 7 days',
      'Last 14 days',
      'This month',
      'Last 30 days',
      'Last month',
    ]);
    expect(MONTH_PRESETS.slice(-3).map((p) => p.label)).toEqual(['Month', 'Year', 'Last Years']);
    expect(DEFAULT_PRESET).toBe('last_30_days');
  });

  it('matches a range back to its preset', () => {
    expect(matchPreset({ start: '2025-02-11', end: '2025-03-12' }, 'day', NOW)).toBe('last_30_days');
    expect(matchPreset({ start: '2025-03-01', end: '2025-03-31' }, 'day', NOW)).toBeNull();
    expect(matchPreset({ start: '2025-03-01', end: '2025-03-31' }, 'month', NOW)).toBe('month');
  });
});

describe('DD/MM/YYYY', () => {
  it('parses real dates only', () => {
    expect(parseDisplayDate('05/03/2025')).toBe('2025-03-05');
    expect(parseDisplayDate('5/3/2025')).toBe('2025-03-05');
    expect(parseDisplayDate('31/02/2025')).toBeNull();
    expect(parseDisplayDate('2025-03-05')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });
  it('formats ISO dates', () => {
    expect(formatDisplayDate('2025-03-05')).toBe('05/03/2025');
    expect(formatDisplayDate('nope')).toBe('');
    expect(formatDisplayDate(null)).toBe('');
  });
});

describe('normalizeRange (spec 001 §5)', () => {
  it('resets an invalid end to today', () => {
    expect(normalizeRange({ start: '2025-03-01', end: '2025-02-30' }, { now: NOW })).toEqual({ start: '2025-03-01', end: '2025-03-12' });
    expect(normalizeRange({ start: '2025-03-01', end: null }, { now: NOW })).toEqual({ start: '2025-03-01', end: '2025-03-12' });
  });
  it('makes an invalid start a one-day range and swaps a reversed range', () => {
    expect(normalizeRange({ start: 'x', end: '2025-03-03' }, { now: NOW })).toEqual({ start: '2025-03-03', end: '2025-03-03' });
    expect(normalizeRange({ start: '2025-03-10', end: '2025-03-01' }, { now: NOW })).toEqual({ start: '2025-03-01', end: '2025-03-10' });
  });
  it('clamps the end to maxRange days', () => {
    const r = normalizeRange({ start: '2025-01-01', end: '2025-03-01' }, { now: NOW, maxRange: 31 });
    expect(r).toEqual({ start: '2025-01-01', end: '2025-01-31' });
    expect(rangeDays(r)).toBe(31);
    expect(normalizeRange({ start: '2025-01-01', end: '2025-01-10' }, { now: NOW, maxRange: 31 }).end).toBe('2025-01-10');
  });
});
