import { describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { neutralise, unneutralise } from './neutralise';
import { DEFAULT_LIMITS, readSheet } from './read-sheet';
import { sheetName, wallClockDate, xlsxResponse } from './write-xlsx';
import { lyingZipXlsx, manyRowsXlsx } from '../../../tests/fixtures/hostile-sheets.mjs';

describe('neutralise', () => {
  it.each(['=1+1', '+62812', '-5', '@SUM(A1)', '\tx', '\r=x'])('prefixes %j', (v) => expect(neutralise(v)).toBe(`'${v}`));
  it("leaves ordinary text, '-' and non-strings alone", () => {
    expect(neutralise('-')).toBe('-');
    expect(neutralise('Ana')).toBe('Ana');
    expect(neutralise(42)).toBe(42);
  });
  it.each(['+62812', '-123', '=1+1', 'Ana', "'quoted", '000123'])('reads %j back as written', (v) => expect(unneutralise(String(neutralise(v)))).toBe(v));
});

describe('xlsx round trip', { timeout: 60_000 }, () => {
  it('streams a workbook that exceljs reads back, with text cells and formula-like text as plain strings (no apostrophe, no formula)', async () => {
    const res = xlsxResponse('Report.xlsx', [
      {
        name: 'Report',
        columns: [
          { header: 'NIK', key: 'nik', text: true },
          { header: 'Name', key: 'name' },
          { header: 'Score', key: 'score' },
        ],
        rows: [{ nik: '000123', name: '=HYPERLINK("x")', score: 80 }],
      },
    ]);
    expect(res.headers.get('content-disposition')).toContain('Report.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const row = wb.worksheets[0].getRow(2);
    expect(row.getCell(1).value).toBe('000123');
    expect(row.getCell(2).value).toBe('=HYPERLINK("x")');
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(3).value).toBe(80);
    const back = await readSheet(
      Buffer.from(await (await xlsxResponse('a.xlsx', [{ name: 'S', columns: [{ header: 'A', key: 'a' }], rows: [{ a: 'x' }] }])).arrayBuffer()),
    );
    expect(back).toEqual({ headers: ['A'], rows: [['x']], rowNumbers: [2] });
  });
});

describe('readSheet', { timeout: 60_000 }, () => {
  it('parses csv with quotes, commas and semicolons', async () => {
    expect((await readSheet(Buffer.from('a,b\n"x, y","say ""hi"""\n'))).rows).toEqual([['x, y', 'say "hi"']]);
    expect(await readSheet(Buffer.from('a;b\r\n1;87,5'))).toEqual({ headers: ['a', 'b'], rows: [['1', '87,5']], rowNumbers: [2] });
  });
  it('refuses a formula with its row and column, never reading its cached result', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('S');
    ws.addRow(['ID', 'Score']);
    ws.addRow([1, { formula: '80+5', result: 85 }]);
    ws.addRow([2, { formula: 'A1*2' }]);
    await expect(readSheet(Buffer.from(await wb.xlsx.writeBuffer()))).rejects.toMatchObject({
      code: 'VALIDATION',
      details: [{ message: 'Row 2, column B (Score): a formula is not accepted' }, { message: 'Row 3, column B (Score): a formula is not accepted' }],
    });
  });
  it('refuses a formula typed into a csv', async () => {
    await expect(readSheet(Buffer.from('Question;Score\n=1+1 berapa?;10\n'))).rejects.toMatchObject({
      details: [{ field: 'row 2', message: 'Row 2, column A (Question): a formula is not accepted' }],
    });
  });
  it('refuses a file whose bytes are not a spreadsheet, whatever its name', async () => {
    await expect(readSheet(Buffer.from([0x4d, 0x5a, 0, 0, 1, 2, 3, 0]))).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Mime types not accepted',
    });
  });
  it('refuses a zip that unpacks past the cap, whatever it declares', async () => {
    // Honest about its 3 MB, but past a 2 MB cap.
    const honest = await lyingZipXlsx({ inflatedBytes: 3 * 1024 * 1024, declaredBytes: null });
    await expect(
      readSheet(
        honest,
        {
          maxBytes: 1e7,
          maxRows: 100,
          maxUncompressedBytes: 2 * 1024 * 1024,
          maxEntryBytes: 2 * 1024 * 1024,
          maxEntries: 10,
          maxHeapMb: 64,
          maxMillis: 20_000,
        },
        'honest',
      ),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'The spreadsheet unpacks to more data than allowed.',
    });
    // Declares 2 MB, inflates to 100 MB: refused once the counted bytes pass the declared size or the cap.
    await expect(readSheet(await lyingZipXlsx({ inflatedBytes: 100 * 1024 * 1024 }), undefined, 'lying')).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'The spreadsheet unpacks to more data than allowed.',
    });
  }, 60_000);
  it('stops reading at the row limit', async () => {
    await expect(readSheet(await manyRowsXlsx(30_000), undefined, 'rows')).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'The spreadsheet has more than 20000 rows.',
    });
  }, 60_000);
  it('reads one sheet at a time per user', async () => {
    const bytes = await manyRowsXlsx(15_000);
    const first = readSheet(bytes, undefined, 'org1:user1');
    await expect(readSheet(bytes, undefined, 'org1:user1')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect((await first).rows).toHaveLength(15_000);
  }, 60_000);
});

describe('sheetName (issue 27 item 10)', () => {
  it.each([
    ["'Rapat Pagi' Jakarta", "Rapat Pagi' Jakarta"],
    ["Rapat 'Pagi'", "Rapat 'Pagi"],
    ['Q3: Review? [A/B] *\\x', 'Q3 Review A B x'],
    ['A'.repeat(40), 'A'.repeat(31)],
    [`${'B'.repeat(30)} '`, 'B'.repeat(30)],
    ['Tab\there', 'Tab here'],
    ['history', 'Sheet1'],
    ["''", 'Sheet1'],
    ['Hari Kemerdekaan 🇮🇩 ke-81 di Jakarta', 'Hari Kemerdekaan 🇮🇩 ke-81 di'],
  ])('%j is %j', (text, name) => expect(sheetName(text)).toBe(name));

  it('falls back to the name given, and makes the names of one workbook unique', async () => {
    expect(sheetName('[]', 'Attendance')).toBe('Attendance');
    const res = xlsxResponse('x.xlsx', [
      { name: "'Users'", columns: [{ header: 'A', key: 'a' }], rows: [] },
      { name: 'users', columns: [{ header: 'A', key: 'a' }], rows: [] },
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await res.arrayBuffer()) as never);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Users', 'users (2)']);
  });

  it('refuses a date column whose header does not name its zone (one convention: docs/decisions/0042)', () => {
    expect(() => xlsxResponse('x.xlsx', [{ name: 'S', columns: [{ header: 'Submitted At', key: 'a', date: { tz: 'Asia/Jakarta' } }], rows: [] }])).toThrow(
      "the date column 'Submitted At' does not name its zone (Asia/Jakarta)",
    );
  });
});

describe('wallClockDate', () => {
  it("shifts an instant to the zone's wall clock as UTC fields (what exceljs writes), and no value to null", () => {
    expect(wallClockDate('2026-11-23T17:30:05.000Z', 'Asia/Jakarta')?.toISOString()).toBe('2026-11-24T00:30:05.000Z');
    expect(wallClockDate(new Date('2026-07-01T12:00:00Z'), 'Europe/Amsterdam')?.toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(wallClockDate('2026-01-01T12:00:00Z', 'UTC')?.toISOString()).toBe('2026-01-01T12:00:00.000Z');
    expect(wallClockDate(null, 'Asia/Jakarta')).toBeNull();
    expect(wallClockDate('', 'Asia/Jakarta')).toBeNull();
    expect(wallClockDate('not a date', 'Asia/Jakarta')).toBeNull();
  });
  it('keeps the wall clock exact on both sides of a transition, in zones of half and three-quarter hours', () => {
    const wall = (iso: string, tz: string) => wallClockDate(iso, tz)?.toISOString();
    // Amsterdam springs forward at 01:00 UTC on 29 March 2026 and falls back at 01:00 UTC on 25 October.
    expect(wall('2026-03-29T00:59:59.250Z', 'Europe/Amsterdam')).toBe('2026-03-29T01:59:59.250Z');
    expect(wall('2026-03-29T01:00:00.000Z', 'Europe/Amsterdam')).toBe('2026-03-29T03:00:00.000Z');
    expect(wall('2026-10-25T00:59:59.000Z', 'Europe/Amsterdam')).toBe('2026-10-25T02:59:59.000Z');
    expect(wall('2026-10-25T01:00:00.000Z', 'Europe/Amsterdam')).toBe('2026-10-25T02:00:00.000Z');
    // Lord Howe moves by half an hour (at 15:00 UTC on 4 April 2026: from +11:00 to +10:30).
    expect(wall('2026-04-04T14:59:00.000Z', 'Australia/Lord_Howe')).toBe('2026-04-05T01:59:00.000Z');
    expect(wall('2026-04-04T15:00:00.000Z', 'Australia/Lord_Howe')).toBe('2026-04-05T01:30:00.000Z');
    expect(wall('2026-06-01T00:10:00.000Z', 'Asia/Kathmandu')).toBe('2026-06-01T05:55:00.000Z');
    expect(wall('2026-06-01T00:10:00.000Z', 'Asia/Kolkata')).toBe('2026-06-01T05:40:00.000Z');
  });
  it('builds no Intl.DateTimeFormat per cell: one cached formatter per zone serves every call (issue 12)', () => {
    const first = wallClockDate('2026-03-01T00:00:00Z', 'Asia/Makassar');
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let i = 0; i < 500; i++) wallClockDate(new Date(Date.UTC(2026, 2, 1, 0, 0, i)), 'Asia/Makassar');
      expect(wallClockDate('2026-03-01T00:00:00Z', 'Asia/Makassar')).toEqual(first);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('legacy xls with blank rows between its values', { timeout: 60_000 }, () => {
  async function xlsWithGaps(valueRows: number[]): Promise<Buffer> {
    const XLSX = await import('@e965/xlsx');
    const aoa: unknown[][] = [['Question', 'Score']];
    for (const r of valueRows) aoa[r - 1] = [`Question on row ${r}`, 10];
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa), 'Sheet1');
    return XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
  }
  const limits = { ...DEFAULT_LIMITS, maxRows: 20 };

  it('counts only rows that hold values: the last rows after many blank ones are read, not dropped', async () => {
    // 10 value rows, then blank rows down to row 200 and two more value rows: 12 rows within the limit of 20.
    const valueRows = [...Array.from({ length: 10 }, (_, i) => i + 2), 150, 200];
    const sheet = await readSheet(await xlsWithGaps(valueRows), limits, 'xls-gaps');
    expect(sheet.rowNumbers).toEqual(valueRows);
    expect(sheet.rows.at(-1)).toEqual(['Question on row 200', '10']);
  });

  it('refuses past the limit of rows holding values, however far apart they are', async () => {
    const valueRows = Array.from({ length: 21 }, (_, i) => 2 + i * 30);
    await expect(readSheet(await xlsWithGaps(valueRows), limits, 'xls-gaps-over')).rejects.toMatchObject({
      message: 'The spreadsheet has more than 20 rows.',
    });
  });
});
