import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

export const EMPTY = '-';
export const DEFAULT_REPORT_TZ = 'Asia/Jakarta';

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** Formats a date with a dayjs pattern (DD/MM/YYYY, DD MMM YYYY HH:mm, …); '-' when empty or invalid. */
export function formatDate(value: string | Date | null | undefined, pattern = 'DD/MM/YYYY', tz?: string): string {
  if (isEmpty(value)) return EMPTY;
  const d = tz ? dayjs(value as string).tz(tz) : dayjs(value as string);
  return d.isValid() ? d.format(pattern) : EMPTY;
}

/** Rp with dot thousands separators: Rp 1.250.000 */
export function formatRupiah(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return EMPTY;
  const sign = value < 0 ? '-' : '';
  const digits = Math.round(Math.abs(value)).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}Rp ${digits}`;
}

/** Thousands as x.xk above 999: 1234 → 1.2k */
export function formatK(value: number): string {
  if (Math.abs(value) <= 999) return String(value);
  return `${Math.sign(value) * Number((Math.abs(value) / 1000).toFixed(1))}k`;
}

/** Bytes as KB with two decimals: 2048 → "2.00 KB" */
export function formatKb(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || Number.isNaN(bytes)) return EMPTY;
  return `${(bytes / 1024).toFixed(2)} KB`;
}

export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return EMPTY;
  return `${minutes} Minutes`;
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
