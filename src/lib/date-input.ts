/**
 * What a date or time field shows and accepts (spec 002 §9: DD/MM/YYYY and 24-hour HH:mm) and the value a form keeps,
 * which is what the API took before (docs/decisions/0118): 'YYYY-MM-DD' for a day, 'YYYY-MM-DDTHH:mm' for a WIB
 * wall clock (src/lib/wib.ts turns it into the instant), 'HH:mm' for a time of day. No date library: the forms that
 * carry these fields stay light.
 */
export type DateInputKind = 'date' | 'datetime' | 'time';

interface KindInfo {
  /** What the field shows when empty and says in its hint. */
  format: string;
  /** The `pattern` attribute: the browser checks the shape before any script has run. */
  pattern: string;
  /** The message under a field whose text is not such a date. */
  invalid: string;
  example: string;
}

const DAY = String.raw`\d{1,2}[/.\-]\d{1,2}[/.\-]\d{4}`;
const TIME = String.raw`\d{1,2}[:.]\d{2}`;

export const DATE_INPUT: Record<DateInputKind, KindInfo> = {
  date: { format: 'DD/MM/YYYY', pattern: String.raw`\s*${DAY}\s*`, invalid: 'Enter a real date as DD/MM/YYYY, e.g. 17/08/2026.', example: '17/08/2026' },
  datetime: {
    format: 'DD/MM/YYYY HH:mm',
    pattern: String.raw`\s*${DAY}\s+${TIME}\s*`,
    invalid: 'Enter a real date and a 24-hour time as DD/MM/YYYY HH:mm, e.g. 17/08/2026 14:30.',
    example: '17/08/2026 14:30',
  },
  time: { format: 'HH:mm', pattern: String.raw`\s*${TIME}\s*`, invalid: 'Enter a 24-hour time as HH:mm, e.g. 14:30.', example: '14:30' },
};

const pad = (n: number) => String(n).padStart(2, '0');

function day(text: string): string | null {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (y < 1000 || probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null;
  return `${y}-${pad(mo)}-${pad(d)}`;
}

function time(text: string): string | null {
  const m = /^(\d{1,2})[:.](\d{2})$/.exec(text);
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  return h <= 23 && min <= 59 ? `${pad(h)}:${pad(min)}` : null;
}

/** What was typed as the form's value; '' for nothing typed, null when it is not a real date (or time) of that kind. */
export function parseDateInput(kind: DateInputKind, text: string): string | null {
  const t = text.trim();
  if (!t) return '';
  if (kind === 'date') return day(t);
  if (kind === 'time') return time(t);
  const [d, h, ...rest] = t.split(/\s+/);
  if (!h || rest.length) return null;
  const dd = day(d);
  const hh = time(h);
  return dd && hh ? `${dd}T${hh}` : null;
}

/** The form's value as the field shows it ('2026-08-17T14:30' → '17/08/2026 14:30'); a value of another shape as it is. */
export function formatDateInput(kind: DateInputKind, value: string | null | undefined): string {
  const v = value ?? '';
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?/.exec(v);
  if (kind === 'time') return /^\d{2}:\d{2}/.test(v) ? v.slice(0, 5) : v;
  if (!m) return v;
  const shown = `${m[3]}/${m[2]}/${m[1]}`;
  if (kind === 'date') return shown;
  return m[4] ? `${shown} ${m[4]}` : shown;
}
