import { AppError } from '@/server/http/app-error';
import { unneutralise } from '@/server/spreadsheet/neutralise';
import { DEFAULT_LIMITS, readSheet } from '@/server/spreadsheet/read-sheet';
import { IMPORT_COLUMNS, type ColumnKey } from '../columns';
import { userImportMessages as M } from '../messages';
import type { ImportRowError } from '../schemas';

export type RowCells = Partial<Record<ColumnKey, string>>;

export interface UserSheet {
  /** The columns the file has (a column that is absent is "unchanged" for every row). */
  present: Set<ColumnKey>;
  /** The headers of the columns the import does not read (an export's names, manager, rule, created date…). */
  ignored: string[];
  /** formulas: the columns of the row whose CSV cell starts with = (text a spreadsheet would take for a formula). */
  rows: { row: number; cells: RowCells; formulas?: Set<ColumnKey> }[];
  /** Cells the reader refused (formulas), as row errors. */
  errors: ImportRowError[];
}

const headerKey = new Map<string, ColumnKey>(
  IMPORT_COLUMNS.flatMap((c) => [c.header, ...c.aliases].map((h) => [h.toLowerCase().replace(/\s+/g, ' '), c.key] as const)),
);
export const headerOf = (key: ColumnKey) => IMPORT_COLUMNS.find((c) => c.key === key)!.header;

/** The reader's formula refusal ('Row 2, column C (Email): a formula is not accepted') as a row error. */
const FORMULA = /^Row (\d+), column ([A-Z]+)(?: \((.*)\))?: (.*)$/;

const keyOfHeader = (h: string) => headerKey.get(h.toLowerCase().replace(/\s+/g, ' ')) ?? null;

/**
 * Reads the user file through the hardened sheet reader (worker thread, zip-bomb and row caps: docs/decisions/0040)
 * and maps its columns by header. Cells are text as typed: a blank cell (or '-') is "unchanged"; a formula in a
 * column the import reads is never its cached result but a row error naming its row and column (docs/decisions/0041),
 * and in any other column (an export's Manager, Division Name…) only text (docs/decisions/0111); a CSV cell typed as
 * =… is kept for planImport, which accepts it only as what the console already stores; a NIK the console's CSV export
 * wrote neutralised ('+62…) is read back without its apostrophe.
 */
export async function readUserSheet(bytes: Buffer, owner: string): Promise<UserSheet> {
  let sheet;
  try {
    sheet = await readSheet(bytes, { ...DEFAULT_LIMITS, maxRows: 20_000 }, owner, {
      reads: (header) => keyOfHeader(header) !== null,
      keepTypedFormulas: true,
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'VALIDATION' && err.details?.length) {
      const errors = err.details.map((d) => {
        const m = FORMULA.exec(d.message);
        return m ? { row: Number(m[1]), column: m[3] ?? m[2], message: m[4] } : { row: 0, column: null, message: d.message };
      });
      return { present: new Set(), ignored: [], rows: [], errors };
    }
    throw err;
  }
  const columns = sheet.headers.map(keyOfHeader);
  const present = new Set(columns.filter((c): c is ColumnKey => c !== null));
  // Unknown columns are read past, not refused: an exported list carries read-only ones; the preview names them.
  const ignored = sheet.headers.filter((h, c) => columns[c] === null && h.trim() !== '').map((h) => h.trim().slice(0, 60));
  if (!present.has('email') && !present.has('nik')) throw new AppError('VALIDATION', M.notUserSheet, { title: M.importFailed });
  const typed = new Map<number, Set<ColumnKey>>();
  for (const f of sheet.typedFormulas ?? []) {
    const key = columns[f.col];
    if (key) typed.set(f.row, (typed.get(f.row) ?? new Set()).add(key));
  }
  const rows = sheet.rows.map((cells, i) => {
    const out: RowCells = {};
    columns.forEach((key, c) => {
      if (!key) return;
      const value = unneutralise((cells[c] ?? '').trim());
      if (value !== '' && value !== '-') out[key] = value;
    });
    return { row: sheet.rowNumbers[i] ?? i + 2, cells: out, ...(typed.has(i) ? { formulas: typed.get(i) } : {}) };
  });
  if (rows.length === 0) throw new AppError('VALIDATION', M.noRows, { title: M.importFailed });
  return { present, ignored, rows, errors: [] };
}
