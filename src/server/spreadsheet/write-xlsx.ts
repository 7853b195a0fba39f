import { PassThrough, Readable } from 'node:stream';
import { zoneFormatter } from '@/lib/format';
import { ZipStream } from './zip-stream';

export interface SheetColumn {
  header: string;
  key: string;
  width?: number;
  /** Written as text (NIK, ids): no lost leading zeros, no dates. */
  text?: boolean;
  /**
   * A date cell shown as the wall-clock time of this zone, with `format` as its number format (issue 13 §5). The row
   * value is an instant (Date or ISO string); a cell holds no zone, so it gets the instant shifted by the zone's
   * offset at that instant, as a serial day number. No value is an empty cell.
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

/** The instant as a Date whose UTC fields are the wall clock of `tz` (what the cell's serial is made from). */
export function wallClockDate(value: unknown, tz: string): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = value instanceof Date ? value.getTime() : new Date(String(value)).getTime();
  if (Number.isNaN(ms)) return null;
  return new Date(ms + zoneOffsetMs(ms, tz));
}

/**
 * A sheet name Excel accepts, from any text (a presence's title): none of : \ / ? * [ ] or control characters, no
 * apostrophe first or last, at most 31 characters (UTF-16 units), not Excel's reserved 'History', and not empty (then `fallback`).
 * Excel refuses a workbook with any other name ('We found a problem with some content').
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

/** Text safe in XML: the five specials escaped, and the characters XML 1.0 cannot hold at all dropped. */
function xmlText(text: string): string {
  return text.replace(/[<>&"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : c === '"' ? '&quot;' : '',
  );
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** Days since 1899-12-30 (Excel's 1900 date system, right from March 1900 on): a Date whose UTC fields are the wall clock. */
const excelSerial = (d: Date) => d.getTime() / 86_400_000 + 25_569;

/**
 * The workbook's cell formats (styles.xml's cellXfs): 0 the default, 1 the bold header, 2 text ('@'), then one per
 * date format in use, numbered from 164 as custom number formats are.
 */
class Styles {
  private readonly dateFormats: string[] = [];
  static readonly HEADER = 1;
  static readonly TEXT = 2;
  date(format: string): number {
    let i = this.dateFormats.indexOf(format);
    if (i < 0) i = this.dateFormats.push(format) - 1;
    return 3 + i;
  }
  xml(): string {
    const numFmts = this.dateFormats.map((f, i) => `<numFmt numFmtId="${164 + i}" formatCode="${xmlText(f)}"/>`).join('');
    const dateXfs = this.dateFormats.map((_, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`).join('');
    return (
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      (numFmts ? `<numFmts count="${this.dateFormats.length}">${numFmts}</numFmts>` : '') +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${3 + this.dateFormats.length}">` +
      '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
      '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
      dateXfs +
      '</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>'
    );
  }
}

const inlineString = (ref: string, text: string, style: number) =>
  `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t${/^\s|\s$|\n/.test(text) ? ' xml:space="preserve"' : ''}>${xmlText(text)}</t></is></c>`;

/** One cell's XML: a string as an inline string cell (never a formula), a number, a boolean, a date as its serial. */
function cellXml(ref: string, value: unknown, style: number, styles: Styles): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${style ? ` s="${style}"` : ''}><v>${value}</v></c>` : '';
  if (typeof value === 'bigint') return `<c r="${ref}"${style ? ` s="${style}"` : ''}><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${ref}"${style ? ` s="${style}"` : ''} t="b"><v>${value ? 1 : 0}</v></c>`;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    return `<c r="${ref}" s="${style > Styles.TEXT ? style : styles.date(DATE_TIME_FORMAT)}"><v>${excelSerial(value)}</v></c>`;
  }
  return inlineString(ref, String(value), style);
}

/** A sheet's XML in parts of a few hundred rows, the rows read as they come (the caller's query pages). */
async function* sheetXml(spec: SheetSpec, styles: Styles): AsyncGenerator<string> {
  const letters = spec.columns.map((_, i) => columnLetters(i));
  const columnStyles = spec.columns.map((c) => (c.text ? Styles.TEXT : c.date ? styles.date(c.date.format ?? DATE_TIME_FORMAT) : 0));
  const cols = spec.columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 18}" customWidth="1"${columnStyles[i] ? ` style="${columnStyles[i]}"` : ''}/>`)
    .join('');
  let part =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `<cols>${cols}</cols><sheetData><row r="1">` +
    spec.columns.map((c, i) => inlineString(`${letters[i]}1`, c.header, Styles.HEADER)).join('') +
    '</row>';
  let r = 1;
  for await (const row of spec.rows) {
    r += 1;
    let cells = '';
    for (const [i, c] of spec.columns.entries()) {
      const v = row[c.key];
      // A string is written as a string cell, which no spreadsheet program evaluates: '=HYPERLINK(…)' shows as typed,
      // with no visible apostrophe (issue 13 §5). Formula neutralising is for CSV (neutralise.ts). An empty value is
      // an empty cell, never '-' (issue 13 §5).
      const value = c.date ? wallClockDate(v, c.date.tz) : c.text && v !== null && v !== undefined ? String(v) : v;
      cells += cellXml(`${letters[i]}${r}`, value, columnStyles[i], styles);
    }
    part += `<row r="${r}">${cells}</row>`;
    if (r % 500 === 0) {
      yield part;
      part = '';
      // Let other requests run between chunks of a long export.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  yield part + '</sheetData></worksheet>';
}

const CONTENT_TYPES = (sheets: number) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  Array.from(
    { length: sheets },
    (_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join('') +
  '</Types>';

const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';

const workbookXml = (names: string[]) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
  `<sheets>${names.map((n, i) => `<sheet name="${xmlText(n)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`;

const workbookRels = (sheets: number) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  Array.from(
    { length: sheets },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('') +
  `<Relationship Id="rId${sheets + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>` +
  '</Relationships>';

/** Streams an .xlsx as a download: rows are committed one at a time, so memory stays flat however long the sheet. */
export function xlsxResponse(filename: string, sheets: SheetSpec[]): Response {
  // Every date header names the zone its cells show (docs/decisions/0042): a file read away from the screen says which clock.
  for (const c of sheets.flatMap((s) => s.columns))
    if (c.date && !c.header.endsWith(`(${c.date.tz})`)) throw new Error(`the date column '${c.header}' does not name its zone (${c.date.tz})`);
  const out = new PassThrough();
  // Our own writer (no exceljs model of rows and cells, issue 34 item 5): sheet XML built as text and deflated as it goes.
  (async () => {
    const zip = new ZipStream(out);
    const styles = new Styles();
    const used = new Set<string>();
    const names: string[] = [];
    for (const [i, spec] of sheets.entries()) {
      // Every name is made valid here, and unique (case-insensitively, as Excel compares them).
      let name = sheetName(spec.name);
      if (used.has(name.toLowerCase())) name = sheetName(`${name.slice(0, 26)} (${i + 1})`);
      used.add(name.toLowerCase());
      names.push(name);
    }
    await zip.entry('[Content_Types].xml', [CONTENT_TYPES(sheets.length)]);
    await zip.entry('_rels/.rels', [ROOT_RELS]);
    await zip.entry('xl/workbook.xml', [workbookXml(names)]);
    await zip.entry('xl/_rels/workbook.xml.rels', [workbookRels(sheets.length)]);
    for (const [i, spec] of sheets.entries()) await zip.entry(`xl/worksheets/sheet${i + 1}.xml`, sheetXml(spec, styles));
    // Last: the sheets named the date formats they use.
    await zip.entry('xl/styles.xml', [styles.xml()]);
    await zip.finish();
    out.end();
  })().catch((err) => out.destroy(err));
  return new Response(Readable.toWeb(out) as ReadableStream, {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'no-store',
    },
  });
}
