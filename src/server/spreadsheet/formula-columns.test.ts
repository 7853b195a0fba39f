import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheet } from './read-sheet';

// Issue 27 items 9 and 10 (docs/decisions/0111): a formula is refused only in a column the import reads, and a date
// cell reads as the date, not as an instant in UTC. The fixtures are LibreOffice's (tests/fixtures/formula-cells).
const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/formula-cells/${name}`, import.meta.url));
const LINK = '=HYPERLINK("https://evil.example","Click")';
const gradeAll = { reads: (h: string) => ['id', 'nik', 'score', 'version'].includes(h.toLowerCase()) };

async function xlsx(rows: unknown[][], style?: (ws: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  rows.forEach((r) => ws.addRow(r));
  style?.(ws);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('formulas only where the import reads the cell', { timeout: 60_000 }, () => {
  it('reads the Grade All template LibreOffice saved as CSV, with a learner named like a formula, as text', async () => {
    const sheet = await readSheet(fixture('grade-all.csv'), undefined, 'f-grade-csv', gradeAll);
    expect(sheet.rows[0].slice(0, 3)).toEqual(['{{ID}}', '{{NIK}}', LINK]);
    expect(sheet.rows[0][7]).toBe('88');
  });

  it('reads a real formula (LibreOffice xlsx) in a column the import does not read as its result', async () => {
    const sheet = await readSheet(fixture('grade-all-formula.xlsx'), undefined, 'f-grade-xlsx', gradeAll);
    expect(sheet.rows).toEqual([['101', '12', 'Click', '88']]);
  });

  it('still refuses a formula where the import reads it, naming only those cells', async () => {
    const typed = Buffer.from(`ID,NIK,Name,Score\n1,2,"${LINK.replaceAll('"', '""')}",=80+8\n`);
    await expect(readSheet(typed, undefined, 'f-csv-score', gradeAll)).rejects.toMatchObject({
      details: [{ field: 'row 2', message: 'Row 2, column D (Score): a formula is not accepted' }],
    });
    const real = await xlsx([
      ['ID', 'NIK', 'Name', 'Score'],
      ['1', '2', { formula: '"Ch"&"ief"', result: 'Chief' }, { formula: '80+8', result: 88 }],
    ]);
    await expect(readSheet(real, undefined, 'f-xlsx-score', gradeAll)).rejects.toMatchObject({
      details: [{ message: 'Row 2, column D (Score): a formula is not accepted' }],
    });
    // Without the import's columns, every column counts as read (as before).
    await expect(readSheet(fixture('grade-all.csv'), undefined, 'f-all')).rejects.toMatchObject({
      details: [{ message: 'Row 2, column C (Name): a formula is not accepted' }],
    });
  });

  it('keeps a CSV cell typed as =… in a read column for the import to judge, when asked', async () => {
    const sheet = await readSheet(fixture('users.csv'), undefined, 'f-users', {
      reads: (h) => ['full name', 'email', 'position', 'status'].includes(h.toLowerCase()),
      keepTypedFormulas: true,
    });
    expect(sheet.rows[0][0]).toBe(LINK);
    expect(sheet.rows[1][11]).toBe(LINK);
    // The Manager cell of the second row is in a column not read: only the first row's Full Name is listed.
    expect(sheet.typedFormulas).toEqual([{ row: 0, col: 0 }]);
  });
});

describe('a date cell reads as the date', { timeout: 60_000 }, () => {
  it.each(['questions-dates.xlsx', 'questions-dates.xls'])('reads the dates typed in LibreOffice (%s) as typed', async (name) => {
    const sheet = await readSheet(fixture(name), undefined, `f-${name}`);
    // Typed 17/08/1945, 1945-08-17 and '17 Agustus 1945' in an Indonesian locale: LibreOffice writes the first and
    // the last with the format mm/dd/yy, the second with yyyy-mm-dd.
    expect(sheet.rows[0].slice(2, 5)).toEqual(['17/08/1945', '1945-08-17', '17/08/1945']);
  });

  it('reads the time of day with the date, a time alone as a time, and Excel’s short date day first', async () => {
    const bytes = await xlsx(
      [
        ['Question', 'Option A', 'Option B', 'Option C'],
        ['When?', new Date(Date.UTC(1945, 7, 17, 10, 0)), new Date(Date.UTC(1899, 11, 30, 8, 30)), new Date(Date.UTC(2026, 0, 5))],
      ],
      (ws) => {
        ws.getCell('B2').numFmt = 'dd mmm yyyy hh:mm';
        ws.getCell('C2').numFmt = 'hh:mm';
        ws.getCell('D2').numFmt = 'mm-dd-yy'; // built-in format 14, the locale's short date
      },
    );
    const sheet = await readSheet(bytes, undefined, 'f-dates');
    expect(sheet.rows[0]).toEqual(['When?', '17/08/1945 10:00', '08:30', '05/01/2026']);
  });
});
