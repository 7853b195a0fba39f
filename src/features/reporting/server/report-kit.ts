import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_REPORT_TZ, formatDate } from '@/lib/format';
import type { SelectOptionData } from '@/lib/list-kit';
import type { SheetColumn } from '@/server/spreadsheet/write-xlsx';
import type { PeopleFilter } from '../schemas';

/** What every report shares on the server (docs/decisions/0135, 0142): numbers, dates, filters in words, xlsx cells. */

export const REPORT_TZ = DEFAULT_REPORT_TZ;

/** A date cell of a report's download: Jakarta's wall clock (the header names the zone). */
export const DATE_CELL: NonNullable<SheetColumn['date']> = { tz: REPORT_TZ, format: 'dd/mm/yyyy hh:mm' };

/** The first columns of every report's per-learner sheet: who the learner is (the id as text). */
export const PERSON_COLUMNS: SheetColumn[] = [
  { header: 'User ID', key: 'user_id', text: true, width: 10 },
  { header: 'Name', key: 'full_name', width: 28 },
  { header: 'Email', key: 'email', width: 30 },
  { header: 'Division', key: 'division', width: 20 },
  { header: 'Company', key: 'company', width: 20 },
];

/** A share in percent with one decimal. */
export const percent = (part: number, whole: number) => (whole ? Math.round((1000 * part) / whole) / 10 : 0);

/** A number with one decimal, or null. */
export const oneDecimal = (n: number | string | null | undefined) => (n === null || n === undefined ? null : Math.round(Number(n) * 10) / 10);

/** An instant as ISO text (PGlite and node-postgres both answer Date; a string is read too), or null. */
export const iso = (v: Date | string | null | undefined) => (v === null || v === undefined ? null : new Date(v).toISOString());

/** Today's date in Jakarta, for a download's file name. */
export const reportDay = (now: Date) => formatDate(now, 'YYYY-MM-DD', REPORT_TZ);

/** A download's rows with their status code turned into its label. */
export async function* labelled<T extends object>(rows: AsyncIterable<T>, labels: Record<string, string>, field = 'status') {
  for await (const r of rows) {
    const v = String((r as Record<string, unknown>)[field]);
    yield { ...r, [field]: labels[v] ?? v } as Record<string, unknown>;
  }
}

/** Reads every row of a paged reader, a chunk at a time (the downloads). */
export async function* everyRow<T>(page: (limit: number, offset: number) => Promise<T[]>, chunk = 500): AsyncGenerator<T> {
  for (let offset = 0; ; offset += chunk) {
    const rows = await page(chunk, offset);
    yield* rows;
    if (rows.length < chunk) return;
  }
}

/** The filters of a detail page's address as its list call reads them; a malformed address counts everyone. */
export function readFilters<S extends z.ZodType>(schema: S, search: URLSearchParams): z.infer<S> {
  const parsed = schema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : schema.parse({});
}

/** The people filters a head's figures were read for, in words ('Enrolled 01/11/2026 – 30/11/2026', 'Division: Sales'). */
export function appliedFilters(f: PeopleFilter, o: { divisions: SelectOptionData[]; companies: SelectOptionData[] }, dateLabel = 'Enrolled'): string[] {
  const name = (list: SelectOptionData[], v: number | undefined) => list.find((x) => x.value === String(v))?.label;
  const day = (d: string | undefined) => (d ? formatDate(`${d}T12:00:00+07:00`, 'DD/MM/YYYY') : '…');
  return [
    ...(f.start_date || f.end_date ? [`${dateLabel} ${day(f.start_date)} – ${day(f.end_date)}`] : []),
    ...(f.division_id ? [`Division: ${name(o.divisions, f.division_id) ?? f.division_id}`] : []),
    ...(f.company_id ? [`Company: ${name(o.companies, f.company_id) ?? f.company_id}`] : []),
  ];
}

/** The people filters as SQL over a user column and an instant (its Jakarta day is the date range's day). */
export function peopleWhere(f: PeopleFilter, user: { divisionId: SQL; companyId: SQL }, at: SQL): SQL[] {
  const day = sql`(${at} at time zone ${REPORT_TZ})::date`;
  return [
    ...(f.division_id ? [sql`${user.divisionId} = ${f.division_id}`] : []),
    ...(f.company_id ? [sql`${user.companyId} = ${f.company_id}`] : []),
    ...(f.start_date ? [sql`${day} >= ${f.start_date}::date`] : []),
    ...(f.end_date ? [sql`${day} <= ${f.end_date}::date`] : []),
  ];
}

/** `order by` for a whitelisted column (null last), then the tie-breakers. */
export const orderSql = (column: SQL, direction: 'asc' | 'desc', ...then: SQL[]) =>
  sql.join([sql`${column} ${direction === 'asc' ? sql`asc` : sql`desc`} nulls last`, ...then], sql`, `);

/** The rows of a raw statement (`db.execute` answers `{ rows }` on PGlite and node-postgres). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
