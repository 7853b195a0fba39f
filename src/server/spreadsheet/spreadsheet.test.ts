import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { neutralise, unneutralise } from './neutralise';
import { parseCsv, readSheet } from './read-sheet';
import { xlsxResponse } from './write-xlsx';

describe('neutralise', () => {
  it.each(['=1+1', '+62812', '-5', '@SUM(A1)', '\tx', '\r=x'])('prefixes %j', (v) => expect(neutralise(v)).toBe(`'${v}`));
  it('leaves ordinary text and non-strings alone', () => {
    expect(neutralise('Ana')).toBe('Ana');
    expect(neutralise(42)).toBe(42);
  });
  it.each(['+62812', '-123', '=1+1', 'Ana', "'quoted", '000123'])('reads %j back as written', (v) => expect(unneutralise(String(neutralise(v)))).toBe(v));
});

describe('xlsx round trip', () => {
  it('streams a workbook that exceljs reads back, with text cells and neutralised formulas', async () => {
    const res = xlsxResponse('Report.xlsx', [
      { name: 'Report', columns: [{ header: 'NIK', key: 'nik', text: true }, { header: 'Name', key: 'name' }, { header: 'Score', key: 'score' }], rows: [{ nik: '000123', name: '=HYPERLINK("x")', score: 80 }] },
    ]);
    expect(res.headers.get('content-disposition')).toContain('Report.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const row = wb.worksheets[0].getRow(2);
    expect(row.getCell(1).value).toBe('000123');
    expect(row.getCell(2).value).toBe(`'=HYPERLINK("x")`);
    expect(row.getCell(3).value).toBe(80);
    const back = await readSheet(Buffer.from(await (await xlsxResponse('a.xlsx', [{ name: 'S', columns: [{ header: 'A', key: 'a' }], rows: [{ a: 'x' }] }])).arrayBuffer()));
    expect(back).toEqual({ headers: ['A'], rows: [['x']] });
  });
});

describe('readSheet', () => {
  it('parses csv with quotes and semicolons', () => {
    expect(parseCsv('a,b\n"x, y","say ""hi"""\n')).toEqual([['a', 'b'], ['x, y', 'say "hi"']]);
    expect(parseCsv('a;b\r\n1;2')).toEqual([['a', 'b'], ['1', '2']]);
  });
  it('reads a formula as typed, never as its cached result', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('S');
    ws.addRow(['ID', 'Score']);
    ws.addRow([1, { formula: '80+5', result: 85 }]);
    ws.addRow([2, { formula: 'A1*2' }]);
    const back = await readSheet(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(back.rows).toEqual([['1', '=80+5'], ['2', '=A1*2']]);
  });
  it('refuses a file whose bytes are not a spreadsheet, whatever its name', async () => {
    await expect(readSheet(Buffer.from([0x4d, 0x5a, 0, 0, 1, 2, 3, 0]))).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Mime types not accepted' });
  });
  it('refuses a zip bomb before inflating it', async () => {
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('xl/worksheets/sheet1.xml', 'A'.repeat(50 * 1024 * 1024));
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    await expect(readSheet(bytes)).rejects.toMatchObject({ code: 'VALIDATION', message: 'The spreadsheet unpacks to more data than allowed.' });
  });
});
