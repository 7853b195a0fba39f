import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { readSheet } from './read-sheet';

// Files LibreOffice 7.4 wrote (tests/fixtures/libreoffice/make.sh): a question sheet of three rows whose middle
// row was deleted in LibreOffice, then saved as xlsx, xls and CSV in several encodings (issue 13 §1–3).
const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/libreoffice/${name}`, import.meta.url));
const HEADERS = ['Question', 'Score', 'Option A', 'Option B', 'Correct Answer'];
const ROWS = [
  ['Café au lait, naïve?', '87,5', '007', '1/2', 'A'],
  ['Señor Müller’s “quote”', '40', 'TRUE', 'Rp 10.000', 'B'],
];

describe('sheets LibreOffice wrote', { timeout: 60_000 }, () => {
  it('reads the xlsx saved after a row was deleted: the empty row 1048576 is nothing', async () => {
    const bytes = fixture('deleted-row.xlsx');
    // What tripped the old reader: exceljs counts LibreOffice's styled empty last row.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(wb.worksheets[0].rowCount).toBe(1048576);
    expect(await readSheet(bytes, undefined, 'lo-xlsx')).toEqual({ headers: HEADERS, rows: ROWS, rowNumbers: [2, 3] });
  });

  it('reads the same sheet from xls', async () => {
    expect(await readSheet(fixture('deleted-row.xls'), undefined, 'lo-xls')).toEqual({ headers: HEADERS, rows: ROWS, rowNumbers: [2, 3] });
  });

  it.each(['semicolon-utf8.csv', 'utf8-bom.csv', 'utf16.csv', 'windows-1252.csv'])(
    'reads %s with its separator and encoding, without a replacement character',
    async (name) => {
      const sheet = await readSheet(fixture(name), undefined, `lo-${name}`);
      expect(sheet).toEqual({ headers: HEADERS, rows: ROWS, rowNumbers: [2, 3] });
      expect(JSON.stringify(sheet)).not.toContain('\uFFFD');
    },
  );

  it('refuses a formula in xls with its row and column, as in xlsx and csv', async () => {
    await expect(readSheet(fixture('formula.xls'), undefined, 'lo-formula')).rejects.toMatchObject({
      code: 'VALIDATION',
      details: [{ field: 'row 2', message: 'Row 2, column C (Score): a formula is not accepted' }],
    });
  });

  it('refuses text it cannot decode instead of storing replacement characters', async () => {
    const message = 'The file has characters that cannot be read. Save it as CSV UTF-8 and upload it again.';
    // Shift-JIS: neither UTF-8 nor a Western single-byte encoding.
    const sjis = iconv.encode('Question,Score\n' + '日本語の質問です。これは試験の問題です。,10\n'.repeat(20), 'Shift_JIS');
    await expect(readSheet(sjis, undefined, 'sjis')).rejects.toMatchObject({ message });
    // A byte Windows-1252 leaves undefined would decode to U+FFFD: refused, never stored.
    await expect(
      readSheet(Buffer.from([...Buffer.from('Question,Score\nCaf'), 0x81, ...Buffer.from(',10\n')]), undefined, 'undefined-byte'),
    ).rejects.toMatchObject({ message });
  });

  // Read back by a second reader, exceljs, where it can (issue 13's round trip): exceljs reads CSV (fast-csv) from a
  // text stream but does not detect encodings, so the bytes are decoded first as the file declares (BOM) or as
  // LibreOffice wrote them; its default value mapping (numbers, dates) is turned off so the cells stay as written.
  it.each([
    ['semicolon-utf8.csv', 'utf8', ';'],
    ['utf8-bom.csv', 'utf8', ','],
    ['utf16.csv', 'utf16', ','],
    ['windows-1252.csv', 'win1252', ','],
  ])('reads %s back with exceljs too', async (name, encoding, delimiter) => {
    const text = iconv.decode(fixture(name), encoding);
    const ws = await new ExcelJS.Workbook().csv.read(Readable.from([text]), { map: (v: unknown) => v, parserOptions: { delimiter } });
    const rows: unknown[][] = [];
    ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows).toEqual([HEADERS, ...ROWS]);
  });

  it('reads the xls back with SheetJS (exceljs has no reader for the legacy binary format, only xlsx and csv)', () => {
    const wb = XLSX.read(fixture('deleted-row.xls'), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]], { header: 1, raw: false, blankrows: false });
    expect(rows).toEqual([HEADERS, ...ROWS]);
  });
});
