import { formatDate } from './format';

/**
 * Western Indonesia Time (Asia/Jakarta, UTC+7 all year, no daylight saving): the zone the console's screens show
 * and the one schedule fields are typed in. A form keeps the wall clock ('2026-12-01T09:00', what an
 * `<input type="datetime-local">` holds); the server stores the instant.
 */
const WIB_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant of a WIB wall clock ('YYYY-MM-DDTHH:mm') or of an ISO string with its offset; null when neither. */
export function wibInstant(value: string): Date | null {
  const text = value.trim();
  const iso = WIB_LOCAL.test(text) ? `${text}:00+07:00` : WITH_OFFSET.test(text) ? text : null;
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant as the WIB wall clock a datetime-local input shows ('' when empty). */
export const toWibLocal = (iso: string | Date | null | undefined): string => (iso ? formatDate(iso, 'YYYY-MM-DDTHH:mm') : '');

/** An instant as the screens print it: '01 Dec 2026, 09:00 WIB'. */
export const formatWib = (iso: string | Date | null | undefined): string => (iso ? `${formatDate(iso, 'DD MMM YYYY, HH:mm')} WIB` : '-');
