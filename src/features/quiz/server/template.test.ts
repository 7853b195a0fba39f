import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { importQuestions } from './import-questions';
import { TEXT_COLUMNS, templateWorkbook } from './template';

describe('question template', { timeout: 60_000 }, () => {
  it('formats the code and label columns as text, so what is typed stays as typed', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await templateWorkbook()) as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Questions')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    for (const name of ['Option A', 'Option E', 'Correct Answer', 'Start Label', 'Needs Review']) {
      expect(TEXT_COLUMNS).toContain(name);
      expect(sheet.getColumn(headers.indexOf(name) + 1).numFmt, name).toBe('@');
    }
    expect(sheet.getColumn(headers.indexOf('Score') + 1).numFmt).not.toBe('@');
  });
  it('is the same bytes each time', async () => {
    expect((await templateWorkbook()).equals(await templateWorkbook())).toBe(true);
  });
  it("reads '87,5' as 87.5 in question scores, as Grade All does", async () => {
    const [q] = await importQuestions({
      bytes: Buffer.from('Question;Score;Correct Answer\nSky is blue;87,5;True\n'),
      type: 'true_false',
      owner: 'template-test',
    });
    expect(q.score).toBe(87.5);
  });
});
