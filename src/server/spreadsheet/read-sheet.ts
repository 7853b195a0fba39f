import ExcelJS from 'exceljs';
import { AppError } from '../http/app-error';
import { sniff, zipEntries } from '../storage/sniff';

export interface SheetLimits {
  maxBytes: number;
  maxRows: number;
  /** Bounds checked in the zip directory before anything is inflated (zip bombs). */
  maxUncompressedBytes: number;
  maxEntries: number;
  maxRatio: number;
}

export const DEFAULT_LIMITS: SheetLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxRows: 20_000,
  maxUncompressedBytes: 100 * 1024 * 1024,
  maxEntries: 200,
  maxRatio: 200,
};

export interface SheetData {
  /** Header cells of the first row, trimmed. */
  headers: string[];
  /** The rows below, as text cells (empty string for a blank cell); row numbers are index + 2. */
  rows: string[][];
}

const MIME_MESSAGE = 'Mime types not accepted';

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    // A formula is read as what was typed (=80+5), never as its cached result: an import takes values, and a
    // computed score or a formula with no cached result must not slip through as a number or a blank.
    if ('formula' in value && typeof value.formula === 'string') return `=${value.formula}`;
    if ('sharedFormula' in value && typeof value.sharedFormula === 'string') return `=${value.sharedFormula}`;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value).trim();
}

/** A small RFC 4180 CSV parser (quotes, escaped quotes, CRLF), with ; or , as separator. */
export function parseCsv(text: string): string[][] {
  const src = text.replace(/^\uFEFF/, '');
  const firstLine = src.split(/\r?\n/, 1)[0] ?? '';
  const sep = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === sep) {
      row.push(cell.trim());
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(cell.trim());
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell.trim());
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c !== ''));
}

function checkZip(bytes: Buffer, limits: SheetLimits) {
  const entries = zipEntries(bytes, limits.maxEntries);
  if (!entries) throw new AppError('VALIDATION', 'The spreadsheet is damaged or has too many parts.');
  const total = entries.reduce((a, e) => a + e.uncompressed, 0);
  const worst = Math.max(...entries.map((e) => (e.compressed ? e.uncompressed / e.compressed : e.uncompressed ? Infinity : 0)));
  if (total > limits.maxUncompressedBytes || worst > limits.maxRatio) {
    throw new AppError('VALIDATION', 'The spreadsheet unpacks to more data than allowed.');
  }
}

/** Reads the first sheet of an xlsx, csv or legacy xls file, judged by its bytes; refuses anything else. */
export async function readSheet(bytes: Buffer, limits: SheetLimits = DEFAULT_LIMITS): Promise<SheetData> {
  if (bytes.length === 0) throw new AppError('VALIDATION', "There's no any file to be uploaded");
  if (bytes.length > limits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB.`);
  const kind = sniff(bytes);
  let table: string[][];
  if (kind === 'xlsx') {
    checkZip(bytes, limits);
    const wb = new ExcelJS.Workbook();
    try {
      await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw new AppError('VALIDATION', 'The spreadsheet could not be read.');
    }
    const sheet = wb.worksheets[0];
    if (!sheet) throw new AppError('VALIDATION', 'The spreadsheet has no sheet.');
    if (sheet.rowCount > limits.maxRows + 1) throw new AppError('VALIDATION', `The spreadsheet has more than ${limits.maxRows} rows.`);
    table = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      const cells: string[] = [];
      for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value));
      table.push(cells);
    });
  } else if (kind === 'text') {
    table = parseCsv(bytes.toString('utf8'));
  } else if (kind === 'ole') {
    // Legacy .xls only through a maintained SheetJS build (DESIGN.md convention 10).
    const XLSX = await import('@e965/xlsx');
    let wb;
    try {
      wb = XLSX.read(bytes, { type: 'buffer', sheetRows: limits.maxRows + 2, cellFormula: false, cellHTML: false });
    } catch {
      throw new AppError('VALIDATION', 'The spreadsheet could not be read.');
    }
    const sheet = wb.Sheets[wb.SheetNames[0]];
    table = (XLSX.utils.sheet_to_json(sheet, { header: 1, raw: false, defval: '' }) as unknown[][]).map((r) => r.map((c) => String(c ?? '').trim()));
    table = table.filter((r) => r.some((c) => c !== ''));
  } else {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MIME_MESSAGE);
  }
  if (table.length === 0) throw new AppError('VALIDATION', 'The spreadsheet is empty.');
  if (table.length > limits.maxRows + 1) throw new AppError('VALIDATION', `The spreadsheet has more than ${limits.maxRows} rows.`);
  const [headers, ...rows] = table;
  const width = headers.length;
  return { headers: headers.map((h) => h.trim()), rows: rows.map((r) => Array.from({ length: Math.max(width, r.length) }, (_, i) => r[i] ?? '')) };
}
