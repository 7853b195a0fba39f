import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { zoneFormatter } from '@/lib/format';

export interface SheetColumn {
  header: string;
  key: string;
  width?: number;
  /** Written as text (NIK, ids): no lost leading zeros, no dates. */
  text?: boolean;
  /**
   * A date cell shown as the wall-clock time of this zone, with `format` as its number format (issue 13 §5). The row
   * value is an instant (Date or ISO string); exceljs writes a Date as a UTC serial, so the cell gets the instant
   * shifted by the zone's offset at that instant. No value is an empty cell.
   */
  date?: { tz: string; format?: string };
}

const DATE_TIME_FORMAT = 'dd mmm yyyy hh:mm:ss';

/**
 * Each zone's offset from UTC by quarter hour of the instant: a zone's offset changes only at a transition, and every
 * transition of the zone database since 1970 falls on a quarter hour. Formatting one instant per quarter hour instead
 * of every cell took a second off a 100,000-row export (issue 34 item 5). Capped: a cache that fills is emptied.
 */
const OFFSETS = new Map<string, Map<number, number>>();
const QUARTER_HOUR_MS = 15 * 60_000;
const MAX_OFFSETS = 50_000;

function zoneOffsetMs(ms: number, tz: string): number {
  let byQuarter = OFFSETS.get(tz);
  if (!byQuarter) OFFSETS.set(tz, (byQuarter = new Map()));
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  let offset = byQuarter.get(quarter);
  if (offset === undefined) {
    // One formatter per zone, built once (src/lib/format.ts): building one per cell was about half of a 10k-row
    // export's time (issue 12).
    const start = quarter * QUARTER_HOUR_MS;
    const parts = Object.fromEntries(
      zoneFormatter(tz)
        .formatToParts(new Date(start))
        .map((p) => [p.type, Number(p.value)]),
    );
    offset = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - start;
    if (byQuarter.size >= MAX_OFFSETS) byQuarter.clear();
    byQuarter.set(quarter, offset);
  }
  return offset;
}

/** The instant as a Date whose UTC fields are the wall clock of `tz` (what exceljs turns into the cell's serial). */
export function wallClockDate(value: unknown, tz: string): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = value instanceof Date ? value.getTime() : new Date(String(value)).getTime();
  if (Number.isNaN(ms)) return null;
  return new Date(ms + zoneOffsetMs(ms, tz));
}

function columnStyle(c: SheetColumn): Partial<ExcelJS.Style> {
  if (c.text) return { numFmt: '@' };
  if (c.date) return { numFmt: c.date.format ?? DATE_TIME_FORMAT };
  return {};
}

/**
 * A sheet name Excel accepts, from any text (a presence's title): none of : \ / ? * [ ] or control characters, no
 * apostrophe first or last, at most 31 characters (UTF-16 units), not Excel's reserved 'History', and not empty (then `fallback`).
 * Excel refuses a workbook with any other name ('We found a problem with some content'); exceljs' streaming writer
 * writes whatever it is given.
 */
export function sheetName(text: string, fallback = 'Sheet1'): string {
  const clean = (s: string) => {
    let out = '';
    // 31 UTF-16 units (what Excel counts), never half of a character outside the BMP.
    for (const ch of s.replace(/[:\\/?*[\]\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ')) {
      if (out.length + ch.length > 31) break;
      out += ch;
    }
    return out.replace(/^[\s']+|[\s']+$/g, '');
  };
  const name = clean(text);
  return name && name.toLowerCase() !== 'history' ? name : clean(fallback) || 'Sheet1';
}

export interface SheetSpec {
  name: string;
  columns: SheetColumn[];
  rows: AsyncIterable<Record<string, unknown>> | Iterable<Record<string, unknown>>;
}

interface StyleModel {
  numFmt?: string;
  font?: unknown;
  alignment?: unknown;
  border?: unknown;
  fill?: unknown;
  protection?: unknown;
}
interface StyleRegistry {
  addStyleModel(model: StyleModel | undefined, cellType?: number): number;
}

/**
 * exceljs gives every cell a style object of its own (its column's, merged) and so renders each cell's style to XML
 * to find its id: a third of a 100,000-row export's CPU (issue 34 item 5). A style of a number format alone (every
 * cell here but the header's) has the id of its format and value type: looked up once per pair. Any other style goes
 * through exceljs as before.
 */
function reuseStyleIds(workbook: ExcelJS.stream.xlsx.WorkbookWriter): void {
  const styles = (workbook as unknown as { styles?: StyleRegistry }).styles;
  if (!styles || typeof styles.addStyleModel !== 'function') throw new Error('exceljs no longer has workbook.styles.addStyleModel');
  const add = styles.addStyleModel.bind(styles);
  const ids = new Map<string, number>();
  styles.addStyleModel = (model, cellType) => {
    if (!model || model.font || model.alignment || model.border || model.fill || model.protection) return add(model, cellType);
    const key = `${cellType ?? ''}|${model.numFmt ?? ''}`;
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = add(model, cellType)));
    return id;
  };
}

/** Streams an .xlsx as a download: rows are committed one at a time, so memory stays flat however long the sheet. */
export function xlsxResponse(filename: string, sheets: SheetSpec[]): Response {
  // Every date header names the zone its cells show (docs/decisions/0042): a file read away from the screen says which clock.
  for (const c of sheets.flatMap((s) => s.columns))
    if (c.date && !c.header.endsWith(`(${c.date.tz})`)) throw new Error(`the date column '${c.header}' does not name its zone (${c.date.tz})`);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  reuseStyleIds(workbook);
  (async () => {
    const used = new Set<string>();
    for (const [i, spec] of sheets.entries()) {
      // Every name is made valid here, and unique (case-insensitively, as Excel compares them).
      let name = sheetName(spec.name);
      if (used.has(name.toLowerCase())) name = sheetName(`${name.slice(0, 26)} (${i + 1})`);
      used.add(name.toLowerCase());
      const sheet = workbook.addWorksheet(name);
      sheet.columns = spec.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 18, style: columnStyle(c) }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      let n = 0;
      for await (const row of spec.rows) {
        const values: Record<string, unknown> = {};
        for (const c of spec.columns) {
          const v = row[c.key];
          // A string is written as a string cell, which no spreadsheet program evaluates: '=HYPERLINK(…)' shows as
          // typed, with no visible apostrophe (issue 13 §5). Formula neutralising is for CSV (neutralise.ts).
          // An empty value is an empty cell, never '-' (issue 13 §5).
          if (c.date) values[c.key] = wallClockDate(v, c.date.tz);
          else values[c.key] = c.text && v !== null && v !== undefined ? String(v) : (v ?? null);
        }
        sheet.addRow(values).commit();
        // Let other requests run between chunks of a long export.
        if (++n % 500 === 0) await new Promise((r) => setImmediate(r));
      }
      sheet.commit();
    }
    await workbook.commit();
  })().catch((err) => out.destroy(err));
  return new Response(Readable.toWeb(out) as ReadableStream, {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'no-store',
    },
  });
}
