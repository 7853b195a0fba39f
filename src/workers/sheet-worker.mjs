// The spreadsheet parser, run in a worker thread by src/server/spreadsheet/read-sheet.ts (never in the server's own thread).
// read-sheet.ts imports this file as text (`?raw`), so the built server carries it inside its bundle and starts it
// from a data: URL: it must stay one plain module that imports packages only by the absolute addresses it is given
// in workerData.modules (a data: URL has no folder to resolve 'exceljs' from).
//
// Bounds (docs/decisions/0040): a zip is read through its central directory by yauzl, and only the parts a sheet
// needs are inflated; every byte inflated is counted, per part and in total, and inflating stops at the cap, whatever
// the zip declares. A sheet is read as a stream of rows and stops at the row limit; rows without a value (what
// LibreOffice writes down to row 1048576) are not counted. The worker's heap and run time are bounded by read-sheet.ts.
const { parentPort, workerData } = await import('node:worker_threads');
const { Transform, Readable } = await import('node:stream');

const { modules } = workerData;
// The readers are loaded before a job arrives (the server keeps one such worker ready): a job is one message,
// { bytes, kind, limits }, answered by one message with the heap then in use; the server gives a worker another job
// only after a small one, and ends it otherwise.
// SheetJS (legacy xls only, and the largest) is loaded when an xls arrives.
const loaded = Object.fromEntries(
  await Promise.all(
    Object.entries(modules)
      .filter(([name]) => name !== '@e965/xlsx')
      .map(async ([name, url]) => [name, await import(url)]),
  ),
);
const { getHeapStatistics } = await import('node:v8');
/** The job being read (one at a time per worker). */
let bytes;
let limits;

/** A refusal the server shows as it is (code and message of an AppError). */
class Refusal extends Error {
  constructor(code, message, details) {
    super(message);
    this.code = code;
    this.details = details;
  }
}
const tooMuchData = () => new Refusal('VALIDATION', 'The spreadsheet unpacks to more data than allowed.');
const tooManyRows = () => new Refusal('VALIDATION', `The spreadsheet has more than ${limits.maxRows} rows.`);
const damaged = () => new Refusal('VALIDATION', 'The spreadsheet could not be read.');

/** Column letters of a 1-based column number (1 → A, 28 → AB). */
function letters(n) {
  let s = '';
  for (; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** Collects rows that hold a value, with their row numbers in the sheet, and every formula cell. */
function makeTable() {
  const rows = [];
  const rowNumbers = [];
  const formulas = [];
  return {
    rows,
    rowNumbers,
    formulas,
    /**
     * cells: text per column (1-based index - 1); formulaCols: 1-based columns that hold a formula; typed: they are
     * CSV text that starts with = (no formula, only text a spreadsheet program would take for one).
     */
    add(rowNo, cells, formulaCols = [], typed = false) {
      // Every one is listed: the server refuses only those in the columns the import reads (docs/decisions/0111).
      for (const c of formulaCols) formulas.push({ row: rowNo, col: c, typed });
      if (!cells.some((c) => c !== '') && formulaCols.length === 0) return;
      // The header row and the row limit: one more than maxRows + 1 is enough to refuse.
      if (rows.length >= limits.maxRows + 1) throw tooManyRows();
      rows.push(cells);
      rowNumbers.push(rowNo);
    },
  };
}

/** A number format's own letters, without quoted text, escapes and [colour]/[$-locale] sections. */
const formatLetters = (numFmt) =>
  String(numFmt ?? '')
    .replace(/"[^"]*"|\\.|\[[^\]]*\]/g, '')
    .toLowerCase();

/** A number format that shows a date or a time (what a legacy xls cell's serial is then). */
const isDateFormat = (numFmt) => {
  const letters = formatLetters(numFmt);
  return letters !== 'general' && /[dmyhs]/.test(letters);
};

/**
 * A date cell as text (docs/decisions/0111): what the administrator typed is gone (a program stores the day's serial
 * and a number format that often is not the one typed: LibreOffice writes mm/dd/yy for a date typed 17/08/1945 in an
 * Indonesian locale, Excel its locale's short date), so it reads as the date in the organisation's way, day first
 * (17/08/1945), or year first (1945-08-17) when its format puts the year first; with its time of day when it has one,
 * and a time alone (08:30) as the time.
 */
function dateText(date, numFmt) {
  const p = (n, w = 2) => String(n).padStart(w, '0');
  const day = `${p(date.getUTCDate())}/${p(date.getUTCMonth() + 1)}/${p(date.getUTCFullYear(), 4)}`;
  const iso = `${p(date.getUTCFullYear(), 4)}-${p(date.getUTCMonth() + 1)}-${p(date.getUTCDate())}`;
  const seconds = date.getUTCSeconds();
  const time = `${p(date.getUTCHours())}:${p(date.getUTCMinutes())}${seconds ? `:${p(seconds)}` : ''}`;
  const letters = formatLetters(numFmt);
  const hasDate = /[dy]/.test(letters) || /m/.test(letters.replace(/h+[^a-z]*m+|m+[^a-z]*s+/g, ''));
  // Excel's day 0 (1899-12-30 / 1900-01-00) holds a time typed alone.
  if (!hasDate && /[hs]/.test(letters)) return time;
  const datePart = /^[^dmy]*y/.test(letters) ? iso : day;
  return date.getUTCHours() || date.getUTCMinutes() || seconds ? `${datePart} ${time}` : datePart;
}

/** The Date of a spreadsheet serial (days since 1899-12-30, the fraction the time of day), as exceljs makes it. */
const dateOfSerial = (serial) => new Date(Math.round((serial - 25569) * 86_400_000));

function text(value, numFmt) {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dateText(value, numFmt);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value) return String(value.text).trim();
    if ('error' in value) return '';
    if ('result' in value) return text(value.result, numFmt);
  }
  return String(value).trim();
}

// ---------------------------------------------------------------------------------------------------------------
// xlsx

async function openZip() {
  const yauzl = loaded.yauzl.default;
  const zip = await new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, decodeStrings: true, strictFileNames: false }, (err, z) =>
      err ? reject(damaged()) : resolve(z),
    ),
  );
  if (zip.entryCount > limits.maxEntries) throw new Refusal('VALIDATION', 'The spreadsheet is damaged or has too many parts.');
  const entries = new Map();
  await new Promise((resolve, reject) => {
    zip.on('entry', (e) => {
      entries.set(e.fileName, e);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', () => reject(damaged()));
    zip.readEntry();
  });
  let total = 0;
  /** The inflated bytes of one part as a stream, counted as they come: past the cap the stream fails. */
  function open(name) {
    const entry = entries.get(name);
    if (!entry) return null;
    let inEntry = 0;
    const counter = new Transform({
      transform(chunk, _enc, done) {
        inEntry += chunk.length;
        total += chunk.length;
        if (inEntry > limits.maxEntryBytes || total > limits.maxUncompressedBytes) return done(tooMuchData());
        done(null, chunk);
      },
    });
    zip.openReadStream(entry, (err, stream) => {
      if (err) return counter.destroy(damaged());
      // yauzl refuses a part that inflates to more than its directory declares ("too many bytes in the stream").
      stream.on('error', (e) =>
        counter.destroy(e instanceof Refusal ? e : /too many bytes|too few bytes|invalid/i.test(String(e?.message)) ? tooMuchData() : damaged()),
      );
      stream.pipe(counter);
    });
    return counter;
  }
  return { open, has: (name) => entries.has(name) };
}

async function readXlsx() {
  // Only exceljs' streaming reader (a third less to load than the whole package).
  const WorkbookReader = loaded['exceljs/lib/stream/xlsx/workbook-reader.js'].default;
  const zip = await openZip();
  // exceljs' streaming reader, fed part by part from the counted streams instead of its own unzip of the whole
  // file (which would inflate every part, including ones a sheet never needs).
  const reader = new WorkbookReader(null, { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
  const need = (name) => {
    const s = zip.open(name);
    if (!s) throw damaged();
    return s;
  };
  await reader._parseRels(need('xl/_rels/workbook.xml.rels'));
  await reader._parseWorkbook(need('xl/workbook.xml'));
  if (zip.has('xl/sharedStrings.xml')) for await (const event of reader._parseSharedStrings(zip.open('xl/sharedStrings.xml'))) void event;
  if (zip.has('xl/styles.xml')) await reader._parseStyles(zip.open('xl/styles.xml'));
  const first = reader.model?.sheets?.[0];
  const rel = first && (reader.workbookRels ?? []).find((r) => r.Id === first.rId);
  if (!rel) throw new Refusal('VALIDATION', 'The spreadsheet has no sheet.');
  const target = rel.Target.replace(/^\/?(xl\/)?/, 'xl/');
  const sheetNo = /sheet(\d+)\.xml$/.exec(target)?.[1] ?? '1';
  let worksheet = null;
  for (const ev of reader._parseWorksheet(need(target), sheetNo)) worksheet = ev.value;
  const table = makeTable();
  for await (const row of worksheet) {
    const cells = [];
    const formulaCols = [];
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      const v = cell.value;
      if (v && typeof v === 'object' && ('formula' in v || 'sharedFormula' in v)) formulaCols.push(col);
      cells[col - 1] = text(v, cell.numFmt);
    });
    table.add(
      row.number,
      Array.from(cells, (c) => c ?? ''),
      formulaCols,
    );
  }
  return table;
}

// ---------------------------------------------------------------------------------------------------------------
// csv

/** The text of a CSV file: UTF-8 (with or without BOM), UTF-16 with BOM, or Windows-1252; never a replacement character. */
async function decodeText() {
  const iconv = loaded['iconv-lite'].default;
  const saveAsUtf8 = () => new Refusal('VALIDATION', 'The file has characters that cannot be read. Save it as CSV UTF-8 and upload it again.');
  let out;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) out = bytes.subarray(3).toString('utf8');
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) out = iconv.decode(bytes.subarray(2), 'utf-16le');
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) out = iconv.decode(bytes.subarray(2), 'utf-16be');
  else {
    try {
      out = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      const chardet = loaded.chardet.default;
      const guess = chardet.detect(bytes.subarray(0, 64 * 1024)) ?? '';
      // What Excel and LibreOffice write on Western and Indonesian Windows; ISO-8859-1 is its subset.
      if (!/^(windows-1252|iso-8859-1|iso-8859-15)$/i.test(guess)) throw saveAsUtf8();
      out = iconv.decode(bytes, 'windows-1252');
    }
  }
  if (out.includes('\uFFFD') || out.includes('\u0000')) throw saveAsUtf8();
  return out;
}

/** The separator of the first line outside quotes: ; (LibreOffice and Excel in comma-decimal locales), tab, or ,. */
function separator(src) {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of src.slice(0, 64 * 1024)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch]++;
  }
  return counts[';'] > counts[','] && counts[';'] >= counts['\t'] ? ';' : counts['\t'] > counts[','] ? '\t' : ',';
}

async function readCsv() {
  const { parse } = loaded['csv-parse'];
  const src = await decodeText();
  const parser = Readable.from([src]).pipe(
    parse({
      delimiter: separator(src),
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      max_record_size: 1024 * 1024,
    }),
  );
  const table = makeTable();
  try {
    for await (const { record, info } of parser) {
      // A CSV holds no formulas: a cell a program evaluated arrives as its value; one that starts with = is a
      // formula typed as text, refused like a formula in xlsx or xls where the import reads it (read-sheet.ts).
      const formulaCols = [];
      record.forEach((c, i) => c.startsWith('=') && formulaCols.push(i + 1));
      table.add(info.lines, record, formulaCols, true);
    }
  } catch (err) {
    parser.destroy();
    if (err instanceof Refusal) throw err;
    throw new Refusal('VALIDATION', 'The CSV file could not be read.');
  }
  return table;
}

// ---------------------------------------------------------------------------------------------------------------
// xls (legacy binary)

/** The most rows a legacy .xls (BIFF8) sheet can have. */
const XLS_MAX_ROWS = 65536;

async function readXls() {
  // Legacy .xls only through a maintained SheetJS build (DESIGN.md convention 10).
  const XLSX = await import(modules['@e965/xlsx']);
  let wb;
  try {
    // No row cap counted from the top: that would count blank rows and silently drop the last rows of a sheet with
    // blank rows between its values. A BIFF8 sheet holds at most 65536 rows (the bound here; the upload size and the
    // worker's heap bound the rest); only rows that hold a value count towards limits.maxRows (makeTable refuses past it).
    // Dates stay serials with their number format (cellDates would build them in the process's zone): dateOfSerial
    // reads them as exceljs does.
    wb = XLSX.read(bytes, { type: 'buffer', sheetRows: XLS_MAX_ROWS, cellFormula: true, cellHTML: false, cellDates: false, cellNF: true, dense: false });
  } catch {
    throw damaged();
  }
  const sheet = wb.Sheets[wb.SheetNames[0]];
  if (!sheet) throw new Refusal('VALIDATION', 'The spreadsheet has no sheet.');
  const table = makeTable();
  if (!sheet['!ref']) return table;
  const range = XLSX.utils.decode_range(sheet['!ref']);
  for (let r = range.s.r; r <= range.e.r; r++) {
    const cells = [];
    const formulaCols = [];
    for (let c = 0; c <= range.e.c; c++) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })];
      if (!cell) {
        cells.push('');
        continue;
      }
      if (cell.f) formulaCols.push(c + 1);
      const isDate = cell.t === 'n' && isDateFormat(cell.z);
      cells.push(cell.t === 'e' ? '' : cell.t === 'b' ? (cell.v ? 'TRUE' : 'FALSE') : isDate ? dateText(dateOfSerial(cell.v), cell.z) : text(cell.v));
    }
    while (cells.length && cells[cells.length - 1] === '') cells.pop();
    table.add(r + 1, cells, formulaCols);
  }
  return table;
}

async function run(kind) {
  try {
    const table = kind === 'xlsx' ? await readXlsx() : kind === 'text' ? await readCsv() : await readXls();
    return { ok: true, rows: table.rows, rowNumbers: table.rowNumbers, formulas: table.formulas.map((f) => ({ ...f, letter: letters(f.col) })) };
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, code: err.code, message: err.message };
    return { ok: false, code: 'VALIDATION', message: 'The spreadsheet could not be read.', internal: String(err?.stack ?? err) };
  }
}

parentPort.on('message', async (job) => {
  bytes = Buffer.from(job.bytes);
  limits = job.limits;
  const answer = await run(job.kind);
  bytes = null;
  parentPort.postMessage({ ...answer, heapUsedMb: getHeapStatistics().used_heap_size / 1024 / 1024 });
});
