const EMPTY = '-';
export const DEFAULT_REPORT_TZ = 'Asia/Jakarta';

/** A report's timezone: the one asked for when Intl knows it, else the default (a bad zone never fails a download). */
export function validTimeZone(tz: string | undefined): string {
  if (!tz) return DEFAULT_REPORT_TZ;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return DEFAULT_REPORT_TZ;
  }
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Building an Intl.DateTimeFormat costs ~20× formatting with one, so each zone's formatter is built once (a handful of zones). */
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();
export function zoneFormatter(tz: string): Intl.DateTimeFormat {
  let f = FORMATTERS.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (FORMATTERS.size < 64) FORMATTERS.set(tz, f);
  }
  return f;
}

/** The wall-clock fields of an instant, in an IANA zone (Intl does the zone arithmetic) or in local time. */
function wallClock(date: Date, tz?: string): Wall {
  if (!tz)
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
    };
  const parts = Object.fromEntries(
    zoneFormatter(tz)
      .formatToParts(date)
      .map((p) => [p.type, Number(p.value)]),
  );
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

const TOKENS: Record<string, (w: Wall) => string> = {
  YYYY: (w) => String(w.year),
  MMMM: (w) => MONTHS[w.month - 1],
  MMM: (w) => MONTHS[w.month - 1].slice(0, 3),
  MM: (w) => pad(w.month),
  DD: (w) => pad(w.day),
  D: (w) => String(w.day),
  HH: (w) => pad(w.hour),
  mm: (w) => pad(w.minute),
  ss: (w) => pad(w.second),
};

/**
 * Formats a date with the spec's patterns (DD/MM/YYYY, DD MMM YYYY HH:mm, DD MMMM YYYY HH:mm:ss, 'DD MMM YYYY, HH:mm',
 * …); '-' when empty or invalid. No date library, so tables stay light.
 *
 * The zone defaults to the console's display zone (Asia/Jakarta, the zone of the reports and exports), not the
 * machine's: a page rendered on the server and the island that hydrates it in the browser then print the same
 * time, whatever zone the server or the browser runs in (docs/decisions/0006).
 */
export function formatDate(value: string | Date | null | undefined, pattern = 'DD/MM/YYYY', tz: string = DEFAULT_REPORT_TZ): string {
  if (isEmpty(value)) return EMPTY;
  const date = value instanceof Date ? value : new Date(value as string);
  if (Number.isNaN(date.getTime())) return EMPTY;
  const wall = wallClock(date, tz);
  return pattern.replace(/YYYY|MMMM|MMM|MM|DD|D|HH|mm|ss/g, (t) => TOKENS[t](wall));
}

export function orDash<T>(value: T | null | undefined | ''): T | string {
  return isEmpty(value) ? EMPTY : (value as T);
}

export function titleCase(value: string): string {
  return value
    .replace(/[^a-zA-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => (w ? w[0].toUpperCase() + w.slice(1).toLowerCase() : w))
    .join(' ');
}

/** The date patterns the screens use (spec 000 §9, 001 §9). */
export const DATE_FORMATS = {
  date: 'DD/MM/YYYY',
  dateTime: 'DD MMM YYYY HH:mm',
  dateTimeSeconds: 'DD MMMM YYYY HH:mm:ss',
  dateTimeComma: 'DD MMM YYYY, HH:mm',
  dateTimeLongComma: 'DD MMMM YYYY, HH:mm',
} as const;
