import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError, type ErrorCode } from '../http/app-error';
import { looksLikeSingleByteText, sniff } from '../storage/sniff';
// The parser runs in a worker thread (src/workers/sheet-worker.mjs). Imported as text, it travels inside the server bundle (Astro bundles server
// code into dist, where a separate worker file would not be), and is started from a data: URL.
import workerSource from '../../workers/sheet-worker.mjs?raw';

export interface SheetLimits {
  maxBytes: number;
  maxRows: number;
  /** Bytes actually inflated from the zip (xlsx): in total, and for any one part, counted while unpacking. */
  maxUncompressedBytes: number;
  maxEntryBytes: number;
  maxEntries: number;
  /** The parser's heap (MB) and run time (ms): past either the worker is stopped and the file refused. */
  maxHeapMb: number;
  maxMillis: number;
}

export const DEFAULT_LIMITS: SheetLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxRows: 20_000,
  // 20 000 rows of 14 columns written by exceljs (inline strings) inflate to about 20 MB, by LibreOffice to about 11 MB.
  maxUncompressedBytes: 64 * 1024 * 1024,
  maxEntryBytes: 48 * 1024 * 1024,
  maxEntries: 200,
  maxHeapMb: 256,
  maxMillis: 20_000,
};

export interface SheetData {
  /** Header cells of the first row that holds a value, trimmed. */
  headers: string[];
  /** The rows below that hold a value, as text cells (empty string for a blank cell). */
  rows: string[][];
  /** The sheet's own row number of each row (what the user sees in the spreadsheet program). */
  rowNumbers: number[];
  /**
   * With `keepTypedFormulas`: the CSV cells of read columns that start with =, kept as their text for the import to
   * judge (index into `rows`, 0-based column).
   */
  typedFormulas?: { row: number; col: number }[];
}

export interface SheetReading {
  /**
   * Whether the import reads the column of this header (trimmed, as in the file). A formula in a column it does not
   * read is not refused: that cell is read as text (a formula's last result), like any other cell the import passes
   * over (docs/decisions/0111). Without it every column counts as read.
   */
  reads?: (header: string) => boolean;
  /**
   * A CSV cell typed as =… in a read column is text, not a formula: by default it is refused like a formula; with
   * this, it is kept and listed in `typedFormulas` (the user import accepts one that equals what the console stores).
   */
  keepTypedFormulas?: boolean;
}

/** Formula cells named in a refusal: enough to find them, not a list the size of the sheet. */
const MAX_FORMULAS_NAMED = 100;

const MIME_MESSAGE = 'Mime types not accepted';
/** Sheets read at once in this process, and by whom: one per user, a few in all (docs/decisions/0040). */
const MAX_PARALLEL = 3;
const reading = new Set<string>();

const require = createRequire(import.meta.url);
let moduleUrls: Record<string, string> | null = null;
/** Absolute addresses of the packages the worker imports (a data: URL module cannot resolve a bare name). */
function workerModules(): Record<string, string> {
  moduleUrls ??= Object.fromEntries(
    ['exceljs/lib/stream/xlsx/workbook-reader.js', 'yauzl', 'csv-parse', 'chardet', 'iconv-lite', '@e965/xlsx'].map((m) => [
      m,
      pathToFileURL(require.resolve(m)).href,
    ]),
  );
  return moduleUrls;
}

interface WorkerAnswer {
  ok: boolean;
  code?: ErrorCode;
  message?: string;
  internal?: string;
  rows?: string[][];
  rowNumbers?: number[];
  formulas?: { row: number; col: number; letter: string; typed: boolean }[];
  heapUsedMb?: number;
}

/**
 * One spare worker kept idle with its readers loaded, so that the next import does not wait for a start (a few hundred
 * milliseconds, seconds on a busy machine): a worker whose job was small (a heap under REUSE_HEAP_MB afterwards, no
 * time-out) becomes the spare; any other is ended, and a fresh spare is started.
 */
const REUSE_HEAP_MB = 48;
let spare: { worker: Worker; heapMb: number; broken: boolean } | null = null;

function startWorker(heapMb: number) {
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(workerSource)}`), {
    workerData: { modules: workerModules() },
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    stdout: false,
    stderr: false,
  });
  const entry = { worker, heapMb, broken: false };
  worker.once('error', () => (entry.broken = true));
  worker.once('exit', () => (entry.broken = true));
  return entry;
}

function takeWorker(heapMb: number) {
  const ready = spare;
  spare = null;
  if (ready && !ready.broken && ready.heapMb === heapMb) return ready.worker;
  if (ready) void ready.worker.terminate();
  return startWorker(heapMb).worker;
}

function keepSpare(heapMb: number) {
  if (spare) return;
  spare = startWorker(heapMb);
  spare.worker.unref();
}

function runWorker(bytes: Buffer, kind: string, limits: SheetLimits): Promise<WorkerAnswer> {
  const worker = takeWorker(limits.maxHeapMb);
  worker.ref();
  // A copy the worker owns (transferred): the caller's buffer stays usable.
  const copy = new Uint8Array(bytes).buffer;
  worker.postMessage({ bytes: copy, kind, limits }, [copy]);
  return new Promise<WorkerAnswer>((resolve) => {
    let settled = false;
    const settle = (answer: WorkerAnswer, reusable = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.removeAllListeners('message');
      worker.removeAllListeners('error');
      worker.removeAllListeners('exit');
      worker.on('error', () => undefined);
      if (reusable && !spare && (answer.heapUsedMb ?? Infinity) < REUSE_HEAP_MB) {
        worker.unref();
        const entry = { worker, heapMb: limits.maxHeapMb, broken: false };
        worker.once('error', () => (entry.broken = true));
        worker.once('exit', () => (entry.broken = true));
        spare = entry;
      } else {
        void worker.terminate();
        // The next import's worker starts now, after this one (never two starts competing with a parse).
        keepSpare(limits.maxHeapMb);
      }
      resolve(answer);
    };
    const timer = setTimeout(() => settle({ ok: false, code: 'VALIDATION', message: 'The spreadsheet took too long to read.' }), limits.maxMillis);
    worker.once('message', (m: WorkerAnswer) => settle(m, true));
    worker.once('error', (err: Error & { code?: string }) =>
      settle(
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { ok: false, code: 'VALIDATION', message: 'The spreadsheet needs more memory to read than allowed.' }
          : { ok: false, code: 'INTERNAL', internal: String(err.stack ?? err) },
      ),
    );
    worker.once('exit', () => settle({ ok: false, code: 'INTERNAL', internal: 'the sheet worker ended without an answer' }));
  });
}

/**
 * Reads the first sheet of an xlsx, csv or legacy xls file, judged by its bytes; refuses anything else. The parse
 * runs in a worker thread with a heap and a time limit, at most one per `owner` (a user) and a few in all; a cell
 * that holds a formula in a column the import reads is refused with its row and column, whatever the format.
 */
export async function readSheet(bytes: Buffer, limits: SheetLimits = DEFAULT_LIMITS, owner = 'anonymous', options: SheetReading = {}): Promise<SheetData> {
  if (bytes.length === 0) throw new AppError('VALIDATION', "There's no any file to be uploaded");
  if (bytes.length > limits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB.`);
  // The reader's place is taken before the first await: a second sheet of the same person, sent while the first is
  // still being sniffed, is refused whatever order the two sniffs end in.
  if (reading.has(owner)) throw new AppError('RATE_LIMITED', 'Your previous spreadsheet is still being read. Wait for it to finish, then try again.');
  if (reading.size >= MAX_PARALLEL)
    throw new AppError('RATE_LIMITED', 'Other spreadsheets are being read right now. Try again in a moment.', { headers: { 'retry-after': '5' } });
  reading.add(owner);
  let answer: WorkerAnswer;
  try {
    let kind = await sniff(bytes);
    // A CSV in Windows-1252 (Excel on Windows) is text too: the worker decodes it, or refuses it asking for UTF-8.
    if (kind === 'unknown' && looksLikeSingleByteText(bytes)) kind = 'text';
    if (kind !== 'xlsx' && kind !== 'text' && kind !== 'ole') throw new AppError('UNSUPPORTED_MEDIA_TYPE', MIME_MESSAGE);
    answer = await runWorker(bytes, kind, limits);
  } finally {
    reading.delete(owner);
  }
  if (!answer.ok) {
    if (answer.code === 'INTERNAL' || answer.internal) console.error('sheet worker:', answer.internal);
    if (answer.code === 'INTERNAL') throw new AppError('VALIDATION', 'The spreadsheet could not be read.');
    throw new AppError(answer.code ?? 'VALIDATION', answer.message);
  }
  const table = answer.rows ?? [];
  const numbers = answer.rowNumbers ?? [];
  if (table.length === 0) throw new AppError('VALIDATION', 'The spreadsheet is empty.');
  const [headers, ...rows] = table;
  const read = (col: number) => !options.reads || options.reads(headers[col - 1]?.trim() ?? '');
  const readFormulas = (answer.formulas ?? []).filter((f) => read(f.col));
  const refused = readFormulas.filter((f) => !(f.typed && options.keepTypedFormulas));
  if (refused.length) {
    throw new AppError('VALIDATION', 'The spreadsheet holds formulas. Type the values instead, or paste them as values only.', {
      details: refused.slice(0, MAX_FORMULAS_NAMED).map((f) => {
        const header = headers[f.col - 1]?.trim();
        return { field: `row ${f.row}`, message: `Row ${f.row}, column ${f.letter}${header ? ` (${header})` : ''}: a formula is not accepted` };
      }),
    });
  }
  const width = headers.length;
  const rowNumbers = numbers.slice(1);
  const rowIndex = new Map(rowNumbers.map((n, i) => [n, i]));
  return {
    headers: headers.map((h) => h.trim()),
    rows: rows.map((r) => Array.from({ length: Math.max(width, r.length) }, (_, i) => r[i] ?? '')),
    rowNumbers,
    ...(options.keepTypedFormulas
      ? { typedFormulas: readFormulas.flatMap((f) => (rowIndex.has(f.row) ? [{ row: rowIndex.get(f.row)!, col: f.col - 1 }] : [])) }
      : {}),
  };
}
