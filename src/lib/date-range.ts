import dayjs, { type Dayjs } from 'dayjs';

/** A closed range of calendar days as ISO dates (YYYY-MM-DD), free of time zones. */
export interface DateRange {
  start: string;
  end: string;
}

export type DateRangeMode = 'day' | 'month';
export type PresetKey =
  'today' | 'yesterday' | 'this_week' | 'last_7_days' | 'last_14_days' | 'this_month' | 'last_30_days' | 'last_month' | 'month' | 'year' | 'last_years';

const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';
const ISO_DATE_FORMAT = 'YYYY-MM-DD';
export const DEFAULT_PRESET: PresetKey = 'last_30_days';

/** Spec 001 §9, in the spec's order; month mode adds Month, Year and Last Years. */
export const DAY_PRESETS: readonly { key: PresetKey; label: string }[] = [
  { key: 'today', label: 'Today' },
  { key: 'yesterday', label: 'Yesterday' },
  { key: 'this_week', label: 'This week (Sun - Today)' },
  { key: 'last_7_days', label: 'Last 7 days' },
  { key: 'last_14_days', label: 'Last 14 days' },
  { key: 'this_month', label: 'This month' },
  { key: 'last_30_days', label: 'Last 30 days' },
  { key: 'last_month', label: 'Last month' },
];
export const MONTH_PRESETS: readonly { key: PresetKey; label: string }[] = [
  ...DAY_PRESETS,
  { key: 'month', label: 'Month' },
  { key: 'year', label: 'Year' },
  { key: 'last_years', label: 'Last Years' },
];

export function presetsFor(mode: DateRangeMode) {
  return mode === 'month' ? MONTH_PRESETS : DAY_PRESETS;
}

type DateInput = Date | string | number | Dayjs;
const day = (d: DateInput) => dayjs(d).startOf('day');
const iso = (d: Dayjs) => d.format(ISO_DATE_FORMAT);
const range = (start: Dayjs, end: Dayjs): DateRange => ({ start: iso(start), end: iso(end) });

/**
 * The range a preset stands for, relative to `now` (local calendar days).
 * Month, Year and Last Years (spec silent) are whole calendar periods: the current month, the current year
 * and the previous year.
 */
export function presetRange(key: PresetKey, now: DateInput = new Date()): DateRange {
  const today = day(now);
  switch (key) {
    case 'today':
      return range(today, today);
    case 'yesterday':
      return range(today.subtract(1, 'day'), today.subtract(1, 'day'));
    case 'this_week':
      // dayjs' default locale starts weeks on Sunday: Sun - Today.
      return range(today.subtract(today.day(), 'day'), today);
    case 'last_7_days':
      return range(today.subtract(6, 'day'), today);
    case 'last_14_days':
      return range(today.subtract(13, 'day'), today);
    case 'this_month':
      return range(today.startOf('month'), today);
    case 'last_30_days':
      return range(today.subtract(29, 'day'), today);
    case 'last_month': {
      const prev = today.subtract(1, 'month');
      return range(prev.startOf('month'), prev.endOf('month'));
    }
    case 'month':
      return range(today.startOf('month'), today.endOf('month'));
    case 'year':
      return range(today.startOf('year'), today.endOf('year'));
    case 'last_years': {
      const prev = today.subtract(1, 'year');
      return range(prev.startOf('year'), prev.endOf('year'));
    }
  }
}

/** The preset whose range equals `value` (for highlighting), or null. */
export function matchPreset(value: DateRange | null, mode: DateRangeMode, now: DateInput = new Date()): PresetKey | null {
  if (!value) return null;
  const hit = presetsFor(mode).find(({ key }) => {
    const r = presetRange(key, now);
    return r.start === value.start && r.end === value.end;
  });
  return hit?.key ?? null;
}

/** Strict DD/MM/YYYY (one- or two-digit day and month) to YYYY-MM-DD; null when it is not a real date. */
export function parseDisplayDate(text: string): string | null {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return iso(dayjs(date));
}

function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = dayjs(value);
  return d.isValid() && iso(d) === value;
}

/** YYYY-MM-DD to DD/MM/YYYY; '' when empty or invalid. */
export function formatDisplayDate(value: string | null | undefined): string {
  return isIsoDate(value) ? dayjs(value).format(DISPLAY_DATE_FORMAT) : '';
}

/**
 * Applies the picker's rules to what the user typed (spec 001 §5):
 * an invalid end resets to today; an invalid start becomes the end (a one-day range);
 * a reversed range is swapped; `maxRange` (days, inclusive) clamps the end.
 */
export function normalizeRange(
  input: { start: string | null | undefined; end: string | null | undefined },
  options: { now?: DateInput; maxRange?: number } = {},
): DateRange {
  const today = day(options.now ?? new Date());
  let end = isIsoDate(input.end) ? day(input.end) : today;
  let start = isIsoDate(input.start) ? day(input.start) : end;
  if (end.isBefore(start)) [start, end] = [end, start];
  if (options.maxRange && options.maxRange > 0) {
    const last = start.add(options.maxRange - 1, 'day');
    if (end.isAfter(last)) end = last;
  }
  return range(start, end);
}

/** Inclusive number of days in a range. */
export function rangeDays(r: DateRange): number {
  return day(r.end).diff(day(r.start), 'day') + 1;
}
