// The checkpoint report (issue 32, docs/decisions/0142): its figures are read from the assessors' real score entries
// (the checkpoint's final-score rule), checked against a fixture computed by hand; filters, the detail's learners,
// the xlsx read back, and the guards (no key: 403; another organisation's checkpoint: 404).
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { acmeToken, ACME_HOST, adminCall, adminToken, answer, call, EDITOR, json, tokenFor, type Loose } from '../../setup/http';

const R = '/api/reporting/checkpoint-report';
const stamp = `${Date.now()}`;
const title = `=IT Checkpoint Report ${stamp}`;
const day = (n: number) => new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

let cp: Loose;
let people: { id: number; email: string }[];

const score = (batchId: number, userId: number, scores: [number, number][]) =>
  adminCall(`/api/v2/checkpoints/${cp.id}/batch/${batchId}/scores`, {
    method: 'POST',
    body: { user_id: userId, scores: scores.map(([i, level]) => ({ competency_id: cp.competencies[i].id, level })) },
  });

beforeAll(async () => {
  const found = (await json(await adminCall('/api/users?page_size=30'))).data.results as { id: number; email: string }[];
  const admin = found.find((p) => p.email === 'admin@nusantara.example')!.id;
  people = found.filter((p) => p.id !== admin).slice(0, 4);
  const competency = (code: string, required_level: number) => ({ code, name: `Competency ${code}`, required_level, criteria: ['Does it'] });
  const created = await adminCall('/api/checkpoints', {
    method: 'POST',
    body: {
      title,
      description: '',
      status: 'publish',
      privacy: 'PUBLIC',
      final_score: 'last_score',
      competencies: [competency('A-1', 3), competency('A-2', 2)],
      assessor_ids: [admin],
      batches: [
        { title: 'Batch One', start_date: day(0), end_date: day(30), user_ids: people.slice(0, 3).map((p) => p.id) },
        { title: 'Batch Two', start_date: day(0), end_date: day(30), user_ids: [people[3].id] },
      ],
    },
  });
  expect(created.status).toBe(201);
  cp = (await json(await adminCall(`/api/checkpoints/${(await json(created)).data.id}`))).data;
  const [one, two] = cp.batches.map((b: Loose) => b.id as number);
  // p0: A-1 2 then 4 (the last counts: met), A-2 2 (met) → Met, average 3. p1: A-1 5 (met), A-2 1 (not met) → Not Yet
  // Met, average 3. p2: nothing → Not Assessed. p3 (batch two): A-1 3 (met), A-2 unscored → Not Yet Met, average 3.
  for (const [batch, who, scores] of [
    [one, 0, [[0, 2]]],
    [
      one,
      0,
      [
        [0, 4],
        [1, 2],
      ],
    ],
    [
      one,
      1,
      [
        [0, 5],
        [1, 1],
      ],
    ],
    [two, 3, [[0, 3]]],
  ] as [number, number, [number, number][]][])
    expect((await score(batch, people[who].id, scores)).status).toBe(200);
}, 120_000);

const listRow = async (query = '') => {
  const res = await answer(`${R}?keyword=${encodeURIComponent(`IT Checkpoint Report ${stamp}`)}${query}`, { token: await adminToken() });
  expect(res.status).toBe(200);
  return res.body.data.results as Loose[];
};

describe('checkpoint report', () => {
  it('lists the checkpoint with the figures its scores give', async () => {
    const [row] = await listRow();
    expect(row).toMatchObject({ id: cp.id, title, status: 'publish', competencies: 2, participants: 4, assessed: 3, met: 1, met_rate: 25 });
  });

  it('filters by status, invitation dates and division; a start after the end is a 400', async () => {
    expect(await listRow('&status=draft')).toEqual([]);
    expect(await listRow('&status=publish')).toHaveLength(1);
    expect((await listRow(`&end_date=${day(-1)}`))[0]).toMatchObject({ participants: 0, assessed: 0, met: 0, met_rate: 0 });
    expect((await listRow(`&start_date=${day(0)}&end_date=${day(0)}`))[0]).toMatchObject({ participants: 4, met: 1 });
    const bad = await answer(`${R}?start_date=${day(0)}&end_date=${day(-1)}`, { token: await adminToken() });
    expect(bad.status).toBe(400);
    const all = (await json(await adminCall(`${R}/${cp.id}/learners?page_size=10`))).data.results as Loose[];
    const person = (await json(await adminCall(`/api/cms/users/${people[0].id}`))).data;
    const d = person.division as { id: number; name: string };
    const expected = all.filter((r) => r.division === d.name).length;
    expect(expected).toBeGreaterThan(0);
    expect((await listRow(`&division_id=${d.id}`))[0].participants).toBe(expected);
    const rows = (await json(await adminCall(`${R}/${cp.id}/learners?division_id=${d.id}`))).data.results as Loose[];
    expect(rows.every((r) => r.division === d.name)).toBe(true);
    expect(rows.map((r) => r.user_id)).toContain(people[0].id);
  });

  it('details the checkpoint: figures, met rate per competency, score distribution, learners by batch and result', async () => {
    const detail = (await json(await adminCall(`${R}/${cp.id}`))).data;
    expect(detail.figures).toEqual({ participants: 4, assessed: 3, met: 1, met_rate: 25 });
    expect(detail.competencies.map((c: Loose) => [c.code, c.assessed, c.met, c.met_rate])).toEqual([
      ['A-1', 3, 3, 100],
      ['A-2', 2, 1, 50],
    ]);
    expect(detail.score_distribution.map((p: Loose) => p.value)).toEqual([0, 1, 1, 1, 1, 1]);
    expect(detail.score_distribution[0].label).toBe('0 Not demonstrated');

    const rows = (await json(await adminCall(`${R}/${cp.id}/learners?order_by=met&order_type=desc&page_size=10`))).data;
    expect(rows.pagination.total_data).toBe(4);
    const by = Object.fromEntries(rows.results.map((r: Loose) => [r.user_id, [r.batch, r.status, r.scored, r.met, r.average_level]]));
    expect(by).toEqual({
      [people[0].id]: ['Batch One', 'met', 2, 2, 3],
      [people[1].id]: ['Batch One', 'not_met', 2, 1, 3],
      [people[2].id]: ['Batch One', 'not_assessed', 0, 0, null],
      [people[3].id]: ['Batch Two', 'not_met', 1, 1, 3],
    });
    expect(rows.results[0].user_id).toBe(people[0].id);
    const two = cp.batches[1].id;
    expect((await json(await adminCall(`${R}/${cp.id}/learners?batch_id=${two}`))).data.results.map((r: Loose) => r.user_id)).toEqual([people[3].id]);
    expect((await json(await adminCall(`${R}/${cp.id}/learners?status=not_assessed`))).data.results.map((r: Loose) => r.user_id)).toEqual([people[2].id]);
    const searched = (await json(await adminCall(`${R}/${cp.id}/learners?keyword=${encodeURIComponent(people[1].email)}`))).data.results;
    expect(searched.map((r: Loose) => r.user_id)).toEqual([people[1].id]);
    const paged = (await json(await adminCall(`${R}/${cp.id}/learners?page=2&page_size=3&order_by=met&order_type=desc`))).data;
    expect(paged.results.map((r: Loose) => r.user_id)).toEqual([people[2].id]);
  });

  it('downloads the filtered report and its learners as xlsx', async () => {
    const res = await call(`${R}/download?keyword=${encodeURIComponent(`IT Checkpoint Report ${stamp}`)}`, { token: await adminToken() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(4).value).toBe('Created (Asia/Jakarta)');
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(String(cp.id));
    expect(row.getCell(2).value).toBe(title);
    expect(row.getCell(2).formula).toBeUndefined();
    expect(row.getCell(3).value).toBe('Publish');
    expect(row.getCell(4).value).toBeInstanceOf(Date);
    expect([5, 6, 7, 8, 9].map((i) => row.getCell(i).value)).toEqual([2, 4, 3, 1, 25]);

    const learners = await call(`${R}/${cp.id}/learners/download?status=met`, { token: await adminToken() });
    expect(learners.status).toBe(200);
    const lbook = new ExcelJS.Workbook();
    await lbook.xlsx.load(Buffer.from(await learners.arrayBuffer()) as unknown as ArrayBuffer);
    const ls = lbook.worksheets[0];
    expect(ls.rowCount).toBe(2);
    const l = ls.getRow(2);
    expect(l.getCell(1).value).toBe(String(people[0].id));
    expect(l.getCell(6).value).toBe('Batch One');
    expect(l.getCell(7).value).toBeInstanceOf(Date);
    expect([8, 9, 10, 11].map((i) => l.getCell(i).value)).toEqual([2, 2, 3, 'Met']);
    expect(l.getCell(12).value).toBeInstanceOf(Date);
  });

  it('answers 403 to a user without the report’s key and 404 for another organisation’s checkpoint', async () => {
    const token = await tokenFor(EDITOR);
    for (const path of [R, `${R}/download`, `${R}/${cp.id}`, `${R}/${cp.id}/learners`, `${R}/${cp.id}/learners/download`])
      expect((await call(path, { token })).status).toBe(403);
    const acme = await acmeToken();
    for (const path of [`${R}/${cp.id}`, `${R}/${cp.id}/learners`, `${R}/${cp.id}/learners/download`])
      expect((await call(path, { token: acme, host: ACME_HOST })).status).toBe(404);
    expect((await answer(`${R}?keyword=${encodeURIComponent(stamp)}`, { token: acme, host: ACME_HOST })).body.data.results).toEqual([]);
  });
});
