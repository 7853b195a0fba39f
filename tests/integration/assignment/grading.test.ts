import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { adminToken, answer, call, postForm, tokenFor } from '../../setup/http';
import { api, newCourse, saveContents, V2 } from '../course/helpers';
import { exeBytes, xlsxOf, zipBombXlsx } from '../../fixtures/assignment/files';
import { associates, seeded, validInput } from './helpers';

async function classroomResults() {
  const essay = await seeded('Leadership Reflection Essay');
  const classroom = (await associates(essay.id)).find((r) => r.module_type === 'classroom')!;
  const { body } = await answer(`/api/cms/assignments/${essay.id}/results?relation_id=${classroom.relation_id}&page_size=100`, { token: await adminToken() });
  return {
    essay,
    classroom,
    rows: body.data.results as {
      id: number | null;
      nik: string;
      name: string;
      email: string;
      status: string;
      score: number | null;
      version: number | null;
      updated_at: string | null;
    }[],
  };
}

async function template(id: number, relation: number) {
  const res = await call(`/api/cms/assignments/${id}/results/download?relation_id=${relation}&except_status=not_done`, { token: await adminToken() });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  return wb;
}

const importFile = async (id: number, bytes: Buffer, filename = 'grades.xlsx') =>
  postForm(`/api/cms/assignments/${id}/results/grade-import`, await adminToken(), [{ name: 'file', value: bytes, filename }]);

const STAFF = ['admin@nusantara.example', 'editor@nusantara.example', 'rina@nusantara.example'];

/**
 * This file's own assignment, placed in its own course with a pass grade of 70 (the course's content step sets one;
 * the demo classroom's Batch step sets none), and two demo learners invited there who each hand in a PDF.
 */
async function ownPlacementWithSubmissions() {
  const suffix = `g${Date.now()}`;
  const assignment = (
    await answer('/api/cms/assignments', { method: 'POST', token: await adminToken(), body: validInput({ title: `Graded Essay ${suffix}` }) })
  ).body.data;
  const id = await newCourse(`Grading Course ${suffix}`);
  const saved = await saveContents(id, [{ content_type: 'assignment', ref_id: assignment.id, title: 'Essay', settings: { pass_grade: 70 } }]);
  expect(saved.status).toBe(200);
  const options = (await api(`/api/courses/${id}/invite-users?by=user&page_size=50`)).body.data.results.filter(
    (o: { detail: string }) => !STAFF.includes(o.detail) && o.detail.endsWith('.example'),
  );
  const learners = options.slice(0, 2) as { id: number; detail: string }[];
  expect((await api(`/api/courses/${id}/invite-users`, { method: 'POST', body: { by: 'user', ids: learners.map((l) => l.id) } })).status).toBe(200);
  const placement = (await api(`${V2}/course/${id}`)).body.data.sections[0].contents[0].placement_id as number;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  for (const l of learners) {
    const res = await postForm(`/api/learner/assignment-placements/${placement}/submissions`, await tokenFor(l.detail), [
      { name: 'files[]', value: pdf, filename: 'essay.pdf' },
    ]);
    expect(res.status).toBe(201);
  }
  const results = async () =>
    (await answer(`/api/cms/assignments/${assignment.id}/results?relation_id=${placement}&page_size=100`, { token: await adminToken() })).body.data.results as {
      id: number | null;
      status: string;
      score: number | null;
    }[];
  return { assignment: assignment as { id: number }, results };
}

describe('PATCH /api/cms/assignments/{id}/results/grade', () => {
  it('grades against the pass grade (70): passed at or above, not_passed below; regrading is allowed', async () => {
    const token = await adminToken();
    const { assignment, results } = await ownPlacementWithSubmissions();
    const waiting = (await results()).filter((r) => r.status === 'waiting_for_review');
    expect(waiting).toHaveLength(2);
    const grade = (id: number, score: number, extra = {}) =>
      answer(`/api/cms/assignments/${assignment.id}/results/grade`, { method: 'PATCH', token, body: { data: [{ id, score, ...extra }] } });
    const first = await grade(waiting[0].id!, 70);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: 'Grade has been successfully submitted.', data: { success: true, graded: 1 } });
    const second = await grade(waiting[1].id!, 69.5);
    expect(second.status).toBe(200);
    const after = await results();
    expect(after.find((r) => r.id === waiting[0].id)).toMatchObject({ status: 'passed', score: 70 });
    expect(after.find((r) => r.id === waiting[1].id)).toMatchObject({ status: 'not_passed', score: 69.5 });
    const regrade = await grade(waiting[1].id!, 90);
    expect(regrade.status).toBe(200);
    expect((await results()).find((r) => r.id === waiting[1].id)).toMatchObject({ status: 'passed', score: 90 });
  });

  it('refuses a stale version (409) unless overwrite is chosen, and bad payloads (400), unknown results (404)', async () => {
    const token = await adminToken();
    const { essay, rows } = await classroomResults();
    const row = rows.find((r) => r.status === 'passed')!;
    const url = `/api/cms/assignments/${essay.id}/results/grade`;
    const stale = await answer(url, { method: 'PATCH', token, body: { data: [{ id: row.id, score: 50, version: row.version! - 1 }] } });
    expect(stale.status).toBe(409);
    expect((await classroomResults()).rows.find((r) => r.id === row.id)!.score).toBe(row.score);
    const forced = await answer(url, { method: 'PATCH', token, body: { data: [{ id: row.id, score: 88, version: row.version! - 1, overwrite: true }] } });
    expect(forced.status).toBe(200);
    for (const body of [
      { data: [] },
      { data: [{ id: row.id, score: 101 }] },
      { data: [{ id: row.id, score: 'ten' }] },
      {
        data: [
          { id: row.id, score: 10 },
          { id: row.id, score: 20 },
        ],
      },
      {},
    ]) {
      expect((await answer(url, { method: 'PATCH', token, body })).status).toBe(400);
    }
    expect((await answer(url, { method: 'PATCH', token, body: { data: [{ id: 999999, score: 10 }] } })).status).toBe(404);
    const other = await seeded('Team Coaching Plan');
    expect(
      (await answer(`/api/cms/assignments/${other.id}/results/grade`, { method: 'PATCH', token, body: { data: [{ id: row.id, score: 10 }] } })).status,
    ).toBe(404);
  });
});

describe('POST /api/cms/assignments/{id}/results/grade-import', () => {
  it('previews the downloaded template with edited scores; blank scores are left alone; then grades all in one go', async () => {
    const token = await adminToken();
    const { essay, classroom, rows } = await classroomResults();
    const wb = await template(essay.id, classroom.relation_id);
    const ws = wb.worksheets[0];
    const edited: Record<string, number> = {};
    ws.eachRow((r, n) => {
      if (n === 1) return;
      if (n % 2 === 0) {
        r.getCell(8).value = 60 + n;
        edited[String(r.getCell(1).value)] = 60 + n;
      } else r.getCell(8).value = null;
    });
    const res = await importFile(essay.id, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('File has been successfully imported.');
    expect(res.body.data.success).toBe(true);
    const preview = res.body.data.data.results as { id: number; score: number; stale: boolean; version: number; nik: string }[];
    expect(preview).toHaveLength(Object.keys(edited).length);
    expect(preview.every((p) => !p.stale && edited[String(p.id)] === p.score)).toBe(true);
    expect(preview[0].nik).toMatch(/^20\d{4}$/);
    // Nothing is written by the import itself.
    expect((await classroomResults()).rows.map((r) => r.score)).toEqual(rows.map((r) => r.score));
    const submit = await answer(`/api/cms/assignments/${essay.id}/results/grade`, {
      method: 'PATCH',
      token,
      body: { data: preview.map((p) => ({ id: p.id, score: p.score, version: p.version })) },
    });
    expect(submit.status).toBe(200);
    expect(submit.body.message).toBe(`${preview.length} Participants have been successfully graded.`);
    const after = (await classroomResults()).rows;
    for (const p of preview) expect(after.find((r) => r.id === p.id)!.score).toBe(p.score);
  });

  it('marks rows whose score equals the current one unchanged, counts the changes, and writes only the changed rows', async () => {
    const token = await adminToken();
    const { essay, classroom, rows } = await classroomResults();
    const [a, b] = rows.filter((r) => r.id !== null);
    const url = `/api/cms/assignments/${essay.id}/results/grade`;
    await answer(url, { method: 'PATCH', token, body: { data: [{ id: a.id, score: 81 }] } });
    await answer(url, { method: 'PATCH', token, body: { data: [{ id: b.id, score: 72 }] } });
    const wb = await template(essay.id, classroom.relation_id);
    wb.worksheets[0].eachRow((r, n) => {
      if (n === 1) return;
      const rid = Number(r.getCell(1).value);
      r.getCell(8).value = rid === a.id ? 81 : rid === b.id ? 73 : null;
    });
    const res = await importFile(essay.id, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.status).toBe(200);
    const data = res.body.data.data as {
      results: { id: number; score: number; version: number; stale: boolean; status: string }[];
      changed: number;
      unchanged: number;
    };
    expect(data.results.map((p) => [p.id, p.status])).toEqual([
      [a.id, 'unchanged'],
      [b.id, 'changed'],
    ]);
    expect(data).toMatchObject({ changed: 1, unchanged: 1 });
    const before = (await classroomResults()).rows;
    const beforeA = before.find((r) => r.id === a.id)!;
    const beforeB = before.find((r) => r.id === b.id)!;
    // Even when a client sends the unchanged row, it is not written.
    const submit = await answer(url, { method: 'PATCH', token, body: { data: data.results.map((p) => ({ id: p.id, score: p.score, version: p.version })) } });
    expect(submit.status).toBe(200);
    expect(submit.body).toMatchObject({ message: '1 Participants have been successfully graded.', data: { graded: 1, unchanged: 1 } });
    const after = (await classroomResults()).rows;
    expect(after.find((r) => r.id === a.id)).toMatchObject({ score: 81, version: beforeA.version, updated_at: beforeA.updated_at });
    expect(after.find((r) => r.id === b.id)).toMatchObject({ score: 73, version: beforeB.version! + 1 });
    // An unchanged row with an old version is no conflict: nothing is written for it.
    const old = await answer(url, { method: 'PATCH', token, body: { data: [{ id: a.id, score: 81, version: beforeA.version! - 1 }] } });
    expect(old.status).toBe(200);
    expect(old.body.data).toMatchObject({ graded: 0, unchanged: 1 });
    expect((await classroomResults()).rows.find((r) => r.id === a.id)).toMatchObject({ version: beforeA.version });
  });

  it('flags rows whose grade changed after the download', async () => {
    const token = await adminToken();
    const { essay, classroom, rows } = await classroomResults();
    const wb = await template(essay.id, classroom.relation_id);
    const target = rows.find((r) => r.id !== null)!;
    await answer(`/api/cms/assignments/${essay.id}/results/grade`, { method: 'PATCH', token, body: { data: [{ id: target.id, score: 77 }] } });
    wb.worksheets[0].eachRow((r, n) => n > 1 && (r.getCell(8).value = 66));
    const res = await importFile(essay.id, Buffer.from(await wb.xlsx.writeBuffer()));
    const preview = res.body.data.data.results as { id: number; stale: boolean; version: number }[];
    expect(preview.filter((p) => p.stale).map((p) => p.id)).toEqual([target.id]);
    expect(res.body.data.data.stale).toBe(1);
    const blind = await answer(`/api/cms/assignments/${essay.id}/results/grade`, {
      method: 'PATCH',
      token,
      body: { data: preview.map((p) => ({ id: p.id, score: 66, version: p.version })) },
    });
    expect(blind.status).toBe(409);
    expect((await classroomResults()).rows.find((r) => r.id === target.id)!.score).toBe(77);
  });

  it('answers row-level errors and writes nothing: unknown participant, NIK mismatch, not a number, out of range, duplicate', async () => {
    const { essay, rows } = await classroomResults();
    const [a, b, c] = rows.filter((r) => r.id !== null);
    const bytes = await xlsxOf([
      ['ID', 'NIK', 'Name', 'Email', 'Score', 'Version'],
      [String(a.id), a.nik, a.name, a.email, 80, a.version],
      ['999999', '000000', 'Ghost', 'g@x', 50, 1],
      [String(b.id), '123', b.name, b.email, 50, b.version],
      [String(b.id), b.nik, b.name, b.email, 'ten', b.version],
      [String(a.id), a.nik, a.name, a.email, 80, a.version],
      [String(c.id), c.nik, c.name, c.email, 70, ''],
    ]);
    const res = await importFile(essay.id, bytes);
    expect(res.status).toBe(400);
    const messages = res.body.message.map((m: { message: string }) => m.message);
    expect(messages).toEqual([
      "Row 3: unknown participant (ID '999999')",
      `Row 4: unknown participant (NIK does not match ID ${b.id})`,
      "Row 5: score 'ten' is not a number",
      'Row 6: duplicated row (same participant as row 2)',
      // With a Version column, a blank version would silently drop the stale-grade guard.
      "Row 7: version '' is not a whole number (download the template again)",
    ]);
    const range = await importFile(
      essay.id,
      await xlsxOf([
        ['ID', 'NIK', 'Score'],
        [String(a.id), a.nik, 150],
      ]),
    );
    expect(range.body.message[0].message).toBe('Row 2: score 150 is out of range (0 to 100)');
  });

  it('reads csv, refuses a program by content, a zip bomb, a formula, multiple files and a foreign sheet', async () => {
    const { essay, rows } = await classroomResults();
    const a = rows.find((r) => r.id !== null)!;
    const csv = await importFile(essay.id, Buffer.from(`ID,NIK,Score\n${a.id},${a.nik},91\n`), 'grades.csv');
    expect(csv.status).toBe(200);
    expect(csv.body.data.data.results[0]).toMatchObject({ id: a.id, score: 91 });
    const exe = await importFile(essay.id, exeBytes(), 'grades.xlsx');
    expect(exe.status).toBe(415);
    expect(exe.body.message).toBe('Mime types not accepted');
    const bomb = await importFile(essay.id, await zipBombXlsx(), 'bomb.xlsx');
    expect(bomb.status).toBe(400);
    expect(bomb.body.message).toBe('The spreadsheet unpacks to more data than allowed.');
    const formula = await importFile(essay.id, Buffer.from(`ID,NIK,Score\n${a.id},${a.nik},=1+1\n`), 'f.csv');
    expect(formula.status).toBe(400);
    expect(formula.body.message[0].message).toBe('Row 2, column C (Score): a formula is not accepted');
    const two = await postForm(`/api/cms/assignments/${essay.id}/results/grade-import`, await adminToken(), [
      { name: 'file', value: Buffer.from('ID,Score\n'), filename: 'a.csv' },
      { name: 'file', value: Buffer.from('ID,Score\n'), filename: 'b.csv' },
    ]);
    expect(two.body.message).toBe('Cannot select multiple file');
    const foreign = await importFile(
      essay.id,
      await xlsxOf([
        ['Name', 'Grade'],
        ['x', 1],
      ]),
    );
    expect(foreign.status).toBe(400);
  });

  // How long this takes is a benchmark figure (bench/assignment.bench.mjs), never a timed assertion.
  it('checks 10 000 rows and answers at most 100 row errors', async () => {
    const { essay } = await classroomResults();
    const lines = ['ID,NIK,Score', ...Array.from({ length: 10_000 }, (_, i) => `${900000 + i},99${i},50`)];
    const res = await importFile(essay.id, Buffer.from(lines.join('\n')), 'big.csv');
    expect(res.status).toBe(400);
    expect(res.body.message).toHaveLength(100);
  });
});
