import { readFileSync } from 'node:fs';
import XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ADMIN, adminToken, call, postForm, tokenFor } from '../../setup/http';
import { associates, seeded } from '../assignment/helpers';

// Issue 13: the console's own templates as a user really sends them back. The fixtures were downloaded from the app
// (a fresh demo database), opened in LibreOffice 7.4, typed into and saved again (tests/fixtures/libreoffice/make.sh,
// 'roundtrip'); each is imported through the real endpoint. Also: what the report download writes into its
// template columns (text format) and for a missing value (no cell at all).
const fixture = (name: string) => readFileSync(new URL(`../../fixtures/libreoffice/${name}`, import.meta.url));

async function workbook(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

async function essayPlacement() {
  const essay = await seeded('Leadership Reflection Essay');
  const classroom = (await associates(essay.id)).find((r) => r.module_type === 'classroom')!;
  return { id: essay.id, relationId: classroom.relation_id };
}

describe('templates LibreOffice saved again, imported through the real endpoints', () => {
  it('imports the Grade All template after LibreOffice: the typed score is read, ID, NIK and Version stayed text', async () => {
    const bytes = fixture('grade-all.xlsx');
    const ws = await workbook(bytes);
    const row = ws.getRow(2);
    // Typed again in LibreOffice into text-formatted cells: still text, not numbers.
    for (const c of [1, 2, 10]) {
      expect(row.getCell(c).numFmt).toBe('@');
      expect(typeof row.getCell(c).value).toBe('string');
    }
    expect(row.getCell(8).value).toBe(88);
    const { id } = await essayPlacement();
    const res = await postForm(`/api/cms/assignments/${id}/results/grade-import`, await adminToken(), [
      { name: 'file', value: bytes, filename: 'Assignment_report.xlsx' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const preview = res.body.data.data as { results: { id: number; nik: string; score: number }[]; skipped: number };
    expect(preview.results.find((r) => r.id === Number(row.getCell(1).value))).toMatchObject({ nik: row.getCell(2).value, score: 88 });
    // Every other row is read too: with its score as downloaded, or skipped when it had none (waiting for review).
    expect(preview.results.length + preview.skipped).toBe(ws.actualRowCount - 1);
  });

  it.each([
    ['question-template.xlsx', ['007', '1/2'], 'TRUE'],
    ['ods-converted.xlsx', ['042', '3/4'], 'Agree'],
  ])('imports the question template re-saved by LibreOffice (%s): codes typed into text columns stay as typed', async (name, first, second) => {
    const bytes = fixture(name);
    const ws = await workbook(bytes);
    expect([ws.getRow(2).getCell(3).value, ws.getRow(2).getCell(4).value]).toEqual(first);
    const res = await postForm('/api/cms/v4/quizzes/questions/import/multiple_choice_single_answer', await tokenFor(ADMIN), [
      { name: 'file', value: bytes, filename: name },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const questions = res.body.data.data.results as { options: { label: string }[] }[];
    expect(questions).toHaveLength(2);
    expect(questions[0].options.slice(0, 2).map((o) => o.label)).toEqual(first);
    expect(questions[1].options[0].label).toBe(second);
  });
});

describe('the assignment report download as a spreadsheet program reads it', () => {
  it('formats the Grade All template columns ID, NIK and Version as text (issue 13 §4)', async () => {
    const { id, relationId } = await essayPlacement();
    const res = await call(`/api/cms/assignments/${id}/results/download?relation_id=${relationId}&except_status=not_done&tz=Asia/Jakarta`, {
      token: await adminToken(),
    });
    expect(res.status).toBe(200);
    const ws = await workbook(Buffer.from(await res.arrayBuffer()));
    const headers = (ws.getRow(1).values as unknown[]).slice(1);
    const columns = ['ID', 'NIK', 'Version'].map((h) => headers.indexOf(h) + 1);
    expect(columns.every((c) => c > 0)).toBe(true);
    for (const c of columns) {
      expect(ws.getColumn(c).numFmt).toBe('@');
      for (let r = 2; r <= ws.actualRowCount; r++) expect(ws.getRow(r).getCell(c).numFmt).toBe('@');
    }
    // The other columns are not text: a score typed there is a number.
    expect(ws.getColumn(headers.indexOf('Score') + 1).numFmt).not.toBe('@');
  });

  it('writes no cell for a missing ID, NIK, position or version (issue 13 §5), and names the zone in the date headers', async () => {
    const { id, relationId } = await essayPlacement();
    // Without except_status the participants who have not submitted are in: they have no result ID and no version.
    const res = await call(`/api/cms/assignments/${id}/results/download?relation_id=${relationId}`, { token: await adminToken() });
    const bytes = Buffer.from(await res.arrayBuffer());
    const ws = await workbook(bytes);
    const headers = (ws.getRow(1).values as unknown[]).slice(1) as string[];
    expect(headers).toContain('Finish At (Asia/Jakarta)');
    expect(headers).toContain('Last Modified (Asia/Jakarta)');
    const col = (h: string) => headers.indexOf(h);
    const book = XLSX.read(bytes, { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]];
    let empty = 0;
    for (let r = 2; r <= ws.actualRowCount; r++) {
      for (const h of ['ID', 'NIK', 'Job Position', 'Version']) {
        const value = ws.getRow(r).getCell(col(h) + 1).value;
        // An empty string cell is not empty to a spreadsheet (ISBLANK is false, COUNTA counts it): no cell at all.
        const cell = sheet[XLSX.utils.encode_cell({ r: r - 1, c: col(h) })];
        if (value === null) {
          empty++;
          expect(cell, `${h} on row ${r}`).toBeUndefined();
        } else expect(String(value)).not.toBe('');
      }
    }
    expect(empty).toBeGreaterThan(0);
  });
});
