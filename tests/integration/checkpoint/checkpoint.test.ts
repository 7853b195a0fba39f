import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { acmeCall, adminCall, call, EDITOR, fieldMessages, json, RESTRICTED, tokenFor, type Loose } from '../../setup/http';

const P = '/api/checkpoints';
const V2 = '/api/v2/checkpoints';
const titles = (body: { data: { results: { title: string }[] } }) => body.data.results.map((r) => r.title);
const day = (n: number) => new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

let admin: number;
let people: number[] = [];
let acmePerson: number;

beforeAll(async () => {
  const found = (await json(await adminCall('/api/users?page_size=20'))).data.results as { id: number; email: string }[];
  admin = found.find((p) => p.email === 'admin@nusantara.example')!.id;
  people = found.filter((p) => p.id !== admin).map((p) => p.id);
  acmePerson = ((await json(await acmeCall('/api/users'))).data.results[0] as { id: number }).id;
});

const competency = (code: string, over: Record<string, unknown> = {}) => ({
  code,
  name: `Competency ${code}`,
  required_level: 3,
  criteria: ['Does the first thing', 'Does the second thing'],
  ...over,
});

const valid = (over: Record<string, unknown> = {}) => ({
  title: `IT Checkpoint ${Date.now()} ${Math.random()}`,
  description: 'Observed on the floor',
  status: 'publish',
  privacy: 'PROTECTED',
  final_score: 'last_score',
  competencies: [competency('A-1'), competency('A-2', { required_level: 2 })],
  assessor_ids: [admin],
  batches: [{ title: 'Batch One', start_date: day(0), end_date: day(30), user_ids: people.slice(0, 3) }],
  ...over,
});

async function create(over: Record<string, unknown> = {}, caller = adminCall) {
  const res = await caller(P, { method: 'POST', body: valid(over) });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return (await json(await caller(`${P}/${(await json(res)).data.id}`))).data;
}

/** The body an edit sends for a checkpoint as it is, with some fields changed. */
const asSent = (c: Record<string, Loose>, over: Record<string, unknown> = {}) => ({
  title: c.title,
  description: c.description,
  status: c.status,
  privacy: c.privacy,
  final_score: c.final_score,
  competencies: c.competencies.map((k: Loose) => ({
    id: k.id,
    code: k.code,
    name: k.name,
    required_level: k.required_level,
    criteria: k.criteria.map((x: Loose) => x.description),
  })),
  assessor_ids: c.assessors.map((a: Loose) => a.id),
  batches: c.batches.map((b: Loose) => ({
    id: b.id,
    title: b.title,
    start_date: b.start_date,
    end_date: b.end_date,
    user_ids: b.invited.map((p: Loose) => p.id),
  })),
  updated_at: c.updated_at,
  ...over,
});

const score = (c: Loose, batchId: number, userId: number, scores: [number, number][], caller = adminCall) =>
  caller(`${V2}/${c.id}/batch/${batchId}/scores`, {
    method: 'POST',
    body: { user_id: userId, scores: scores.map(([i, level]) => ({ competency_id: c.competencies[i].id, level })) },
  });

const invited = async (c: Loose, batchId: number, query = '') => (await json(await adminCall(`${V2}/${c.id}/batch/${batchId}/invited-users${query}`))).data;

describe('checkpoints API: list', () => {
  it('lists the seeded checkpoints with their counts, filters by status and privacy, searches the title', async () => {
    const all = await json(await adminCall(`${P}?page_size=100`));
    expect(titles(all)).toEqual(expect.arrayContaining(['Customer Service Competency Check Q4 2026', 'Warehouse Safety Sign-off']));
    const service = all.data.results.find((r: { title: string }) => r.title === 'Customer Service Competency Check Q4 2026');
    expect(service).toMatchObject({ status: 'publish', privacy: 'PRIVATE', total_competencies: 3, total_batches: 2, total_invited: 14, can_delete: false });
    expect(titles(await json(await adminCall(`${P}?status=draft&page_size=100`)))).toContain('Warehouse Safety Sign-off');
    expect(titles(await json(await adminCall(`${P}?status=draft&page_size=100`)))).not.toContain(service.title);
    expect(titles(await json(await adminCall(`${P}?privacy=PROTECTED&page_size=100`)))).toContain('Warehouse Safety Sign-off');
    expect(titles(await json(await adminCall(`${P}?keyword=warehouse`)))).toEqual(['Warehouse Safety Sign-off']);
    const sorted = titles(await json(await adminCall(`${P}?order_by=title&order_type=asc&page_size=100`)));
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect((await adminCall(`${P}?status=published`)).status).toBe(400);
    expect((await adminCall(`${P}?privacy=CORPORATE`)).status).toBe(400);
  });
});

describe('checkpoints API: create, read, edit, delete', () => {
  it('creates with competencies, criteria, assessors and a batch; reads them through every call; edits; deletes', async () => {
    const c = await create();
    expect(c).toMatchObject({
      status: 'publish',
      privacy: 'PROTECTED',
      final_score: 'last_score',
      total_competencies: 2,
      total_batches: 1,
      total_invited: 3,
      can_delete: true,
    });
    expect(c.competencies.map((k: { code: string }) => k.code)).toEqual(['A-1', 'A-2']);
    expect(c.assessors.map((a: { id: number }) => a.id)).toEqual([admin]);
    expect(c.batches[0].invited.map((p: { id: number }) => p.id).sort()).toEqual(people.slice(0, 3).sort());

    const codes = (await json(await adminCall(`${P}/${c.id}/question/competencies`))).data;
    expect(codes).toEqual([
      { id: c.competencies[0].id, code: 'A-1', name: 'Competency A-1', required_level: 3 },
      { id: c.competencies[1].id, code: 'A-2', name: 'Competency A-2', required_level: 2 },
    ]);
    const criteria = (await json(await adminCall(`${P}/${c.id}/criteria`))).data;
    expect(criteria.map((k: { competency_code: string; description: string }) => `${k.competency_code}:${k.description}`)).toEqual([
      'A-1:Does the first thing',
      'A-1:Does the second thing',
      'A-2:Does the first thing',
      'A-2:Does the second thing',
    ]);
    // Spec 000 §7 asks the batches with page 1 and the largest page size.
    expect((await json(await adminCall(`${V2}/${c.id}/batch?page=1&page_size=9007199254740991`))).data).toEqual([
      { id: c.batches[0].id, title: 'Batch One', start_date: day(0), end_date: day(30), total_invited: 3 },
    ]);
    const levels = (await json(await adminCall('/api/directory-competencies/proficiency-level'))).data;
    expect(levels.map((l: { level: number; title: string }) => `${l.level} ${l.title}`)).toEqual([
      '1 Basic',
      '2 Developing',
      '3 Proficient',
      '4 Advanced',
      '5 Expert',
    ]);

    const same = await adminCall(`${P}/${c.id}`, { method: 'PATCH', body: asSent(c, { assessor_ids: [admin, admin] }) });
    expect(await json(same)).toMatchObject({ message: "There's no anything changed", data: { changed: false } });

    const body = asSent(c, {
      title: `${c.title} (edited)`,
      competencies: [...asSent(c).competencies.slice(1), competency('B-1', { criteria: ['One', '', '  ', 'Two'] })],
      batches: [...asSent(c).batches, { id: null, title: 'Batch Two', start_date: day(5), end_date: day(6), user_ids: [people[4]] }],
    });
    const edited = await adminCall(`${P}/${c.id}`, { method: 'PATCH', body });
    expect(await json(edited)).toMatchObject({ message: 'Checkpoint has been successfully edited.', data: { changed: true } });
    const after = (await json(await adminCall(`${P}/${c.id}`))).data;
    expect(after.competencies.map((k: { code: string }) => k.code)).toEqual(['A-2', 'B-1']);
    expect(after.competencies[0].id).toBe(c.competencies[1].id);
    expect(after.competencies[1].criteria.map((k: { description: string }) => k.description)).toEqual(['One', 'Two']);
    expect(after.batches.map((b: { title: string }) => b.title)).toEqual(['Batch One', 'Batch Two']);

    const stale = await adminCall(`${P}/${c.id}`, { method: 'PATCH', body: { ...body, title: 'IT Overwritten' } });
    expect(stale.status).toBe(409);
    expect((await json(await adminCall(`${P}/${c.id}`))).data.title).toBe(`${c.title} (edited)`);

    const removed = await adminCall(`${P}/${c.id}`, { method: 'DELETE' });
    expect(await json(removed)).toMatchObject({ message: 'Checkpoint Deleted Successfully' });
    expect((await adminCall(`${P}/${c.id}`)).status).toBe(404);
  });

  it('answers 400 with a message on each wrong field', async () => {
    expect(await fieldMessages(await adminCall(P, { method: 'POST', body: { title: '' } }))).toMatchObject({
      title: 'Title is required',
      competencies: 'Add at least one competency',
      assessor_ids: 'Choose at least one assessor',
    });
    const fields = async (over: Record<string, unknown>) => fieldMessages(await adminCall(P, { method: 'POST', body: valid(over) }));
    expect(await fields({ competencies: [competency('X'), competency('x')] })).toEqual({ 'competencies.1.code': 'Each competency needs its own code' });
    expect(await fields({ competencies: [competency('X', { criteria: ['', ' '] })] })).toEqual({
      'competencies.0.criteria': 'Give the competency at least one criterion',
    });
    expect(await fields({ competencies: [competency('X', { required_level: 6 })] })).toEqual({ 'competencies.0.required_level': 'Choose a proficiency level' });
    expect(await fields({ competencies: [competency('X', { code: ' ' })] })).toEqual({ 'competencies.0.code': 'Code is required' });
    expect(await fields({ batches: [{ title: 'B', start_date: day(3), end_date: day(1) }] })).toEqual({
      'batches.0.end_date': 'The end date must be on or after the start date',
    });
    expect(await fields({ assessor_ids: [99_999_999] })).toEqual({ assessor_ids: 'Choose assessors among the active people of your organisation' });
    expect(await fields({ batches: [{ title: 'B', start_date: day(0), end_date: day(1), user_ids: [acmePerson] }] })).toEqual({
      'batches.0.user_ids': 'Invite active people of your organisation',
    });
    expect((await adminCall(P, { method: 'POST', body: valid({ status: 'review' }) })).status).toBe(400);
    expect((await adminCall(P, { method: 'POST', body: valid({ final_score: 'average' }) })).status).toBe(400);
    expect((await adminCall(P, { method: 'POST', body: { ...valid(), category: 1 } })).status).toBe(400);
    // A competency or batch id that is not this checkpoint's is refused on edit.
    const c = await create();
    const other = await create();
    const res = await adminCall(`${P}/${c.id}`, { method: 'PATCH', body: asSent(c, { competencies: [{ ...asSent(other).competencies[0] }] }) });
    expect(await fieldMessages(res)).toEqual({ 'competencies.0': 'Score the competencies of this checkpoint' });
  });
});

describe('checkpoints API: scores', () => {
  it('keeps every entry and shows the final score by the rule: last_score, then max_score after an edit', async () => {
    const c = await create();
    const batch = c.batches[0].id;
    const [first, second] = c.batches[0].invited.map((p: { id: number }) => p.id);
    expect(
      await json(
        await score(c, batch, first, [
          [0, 4],
          [1, 2],
        ]),
      ),
    ).toMatchObject({ message: 'Scores have been successfully saved.', data: { entries: 2 } });
    expect((await score(c, batch, first, [[0, 2]])).status).toBe(200);

    const row = (list: Loose, id: number) => list.results.find((r: { user_id: number }) => r.user_id === id);
    let list = await invited(c, batch);
    expect(list.pagination.total_data).toBe(3);
    expect(row(list, first).scores).toMatchObject([
      { code: 'A-1', required_level: 3, level: 2, met: false, entries: 2 },
      { code: 'A-2', required_level: 2, level: 2, met: true, entries: 1 },
    ]);
    expect(row(list, first).met_all).toBe(false);
    expect(row(list, second)).toMatchObject({ met_all: null, last_scored_at: null });

    const fresh = (await json(await adminCall(`${P}/${c.id}`))).data;
    expect((await adminCall(`${P}/${c.id}`, { method: 'PATCH', body: asSent(fresh, { final_score: 'max_score' }) })).status).toBe(200);
    list = await invited(c, batch);
    expect(row(list, first).scores[0]).toMatchObject({ level: 4, met: true, entries: 2 });
    expect(row(list, first).met_all).toBe(true);

    // The download says the same.
    const file = await adminCall(`${V2}/${c.id}/batch/${batch}/download`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await file.arrayBuffer());
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'NIK',
      'Name',
      'Email',
      'Job Position',
      'A-1 Score (required 3)',
      'A-1 Result',
      'A-2 Score (required 2)',
      'A-2 Result',
      'Overall',
      'Last Scored (Asia/Jakarta)',
    ]);
    const scoredRow = ws.getSheetValues().find((r) => Array.isArray(r) && r.includes('4 Advanced')) as unknown[];
    expect(scoredRow.slice(5, 10)).toEqual(['4 Advanced', 'Met', '2 Developing', 'Met', 'Met']);
    expect(ws.rowCount).toBe(4);

    // Search and paging of the invited people.
    expect((await invited(c, batch, '?page_size=2')).results).toHaveLength(2);
    expect((await invited(c, batch, '?page_size=2&page=2')).results).toHaveLength(1);

    // Scored parts stay: the competency, the batch, the scored person, the checkpoint.
    const now = (await json(await adminCall(`${P}/${c.id}`))).data;
    expect(now.competencies[0].scored).toBe(true);
    const sent = asSent(now);
    const refuse = async (over: Record<string, unknown>, message: string) => {
      const res = await adminCall(`${P}/${c.id}`, { method: 'PATCH', body: { ...sent, ...over } });
      expect(res.status).toBe(409);
      expect((await json(res)).message).toBe(message);
    };
    await refuse({ competencies: sent.competencies.slice(1) }, 'Competency A-1 already has scores and cannot be removed');
    await refuse({ batches: [] }, 'Batch "Batch One" already has scores and cannot be removed');
    await refuse({ batches: [{ ...sent.batches[0], user_ids: [second] }] }, 'People scored in batch "Batch One" cannot be uninvited');
    const del = await adminCall(`${P}/${c.id}`, { method: 'DELETE' });
    expect(del.status).toBe(409);
    expect((await json(await adminCall(`${P}?keyword=${encodeURIComponent(c.title)}`))).data.results[0].can_delete).toBe(false);
  });

  it('refuses scores from a non-assessor, on a draft, for someone not invited or a foreign competency', async () => {
    const c = await create();
    const batch = c.batches[0].id;
    const learner = c.batches[0].invited[0].id;
    const bad = async (res: Response, status: number, message: string) => {
      expect(res.status).toBe(status);
      expect((await json(res)).message).toBe(message);
    };
    expect(await fieldMessages(await score(c, batch, people[10], [[0, 3]]))).toEqual({ user_id: 'This person is not invited to the batch' });
    const other = await create();
    const foreign = await adminCall(`${V2}/${c.id}/batch/${batch}/scores`, {
      method: 'POST',
      body: { user_id: learner, scores: [{ competency_id: other.competencies[0].id, level: 3 }] },
    });
    expect(await fieldMessages(foreign)).toEqual({ 'scores.0.competency_id': 'Score the competencies of this checkpoint' });
    expect(await fieldMessages(await adminCall(`${V2}/${c.id}/batch/${batch}/scores`, { method: 'POST', body: { user_id: learner, scores: [] } }))).toEqual({
      scores: 'Enter at least one score',
    });
    expect((await score(c, batch, learner, [[0, 6]])).status).toBe(400);
    // Another checkpoint's batch is not this checkpoint's: 404.
    expect((await score(c, other.batches[0].id, learner, [[0, 3]])).status).toBe(404);

    const notMine = await create({ assessor_ids: [people[0]] });
    await bad(
      await score(notMine, notMine.batches[0].id, notMine.batches[0].invited[0].id, [[0, 3]]),
      403,
      "Only this checkpoint's assessors can enter scores",
    );
    const draft = await create({ status: 'draft' });
    await bad(await score(draft, draft.batches[0].id, learner, [[0, 3]]), 409, 'Publish the checkpoint before entering scores');
    expect((await invited(c, batch)).results.every((r: { last_scored_at: string | null }) => r.last_scored_at === null)).toBe(true);
  });
});

describe('checkpoints API: access', () => {
  it("another organisation's checkpoint and batch are a 404 on every call; this organisation's people cannot be used there", async () => {
    const acmeBody = valid({ assessor_ids: [acmePerson], batches: [{ title: 'ACME batch', start_date: day(0), end_date: day(1), user_ids: [acmePerson] }] });
    const res = await acmeCall(P, { method: 'POST', body: acmeBody });
    expect(res.status).toBe(201);
    const acme = (await json(await acmeCall(`${P}/${(await json(res)).data.id}`))).data;
    const batch = acme.batches[0].id;
    for (const path of [
      `${P}/${acme.id}`,
      `${P}/${acme.id}/question/competencies`,
      `${P}/${acme.id}/criteria`,
      `${V2}/${acme.id}/batch`,
      `${V2}/${acme.id}/batch/${batch}/invited-users`,
      `${V2}/${acme.id}/batch/${batch}/download`,
    ]) {
      expect((await adminCall(path)).status, path).toBe(404);
    }
    expect((await adminCall(`${P}/${acme.id}`, { method: 'PATCH', body: valid() })).status).toBe(404);
    expect((await adminCall(`${P}/${acme.id}`, { method: 'DELETE' })).status).toBe(404);
    const scoreBody = { user_id: acmePerson, scores: [{ competency_id: acme.competencies[0].id, level: 3 }] };
    expect((await adminCall(`${V2}/${acme.id}/batch/${batch}/scores`, { method: 'POST', body: scoreBody })).status).toBe(404);
    // A demo checkpoint asked with the ACME batch's id: 404 too.
    const mine = await create();
    expect((await adminCall(`${V2}/${mine.id}/batch/${batch}/invited-users`)).status).toBe(404);
    expect((await adminCall(`${V2}/${mine.id}/batch/${batch}/download`)).status).toBe(404);
    // ACME cannot name the demo organisation's people.
    expect((await acmeCall(P, { method: 'POST', body: valid() })).status).toBe(400);
    expect(await json(await acmeCall(`${P}/${acme.id}`))).toMatchObject({ data: { id: acme.id } });
  });

  it('needs a session, the admin rule and content-checkpoint on every call', async () => {
    for (const [method, path] of [
      ['GET', P],
      ['POST', P],
      ['GET', `${P}/1`],
      ['PATCH', `${P}/1`],
      ['DELETE', `${P}/1`],
      ['GET', `${P}/1/question/competencies`],
      ['GET', `${P}/1/criteria`],
      ['GET', `${V2}/1/batch`],
      ['GET', `${V2}/1/batch/1/invited-users`],
      ['POST', `${V2}/1/batch/1/scores`],
      ['GET', `${V2}/1/batch/1/download`],
      ['GET', '/api/directory-competencies/proficiency-level'],
    ] as const) {
      const body = method === 'POST' || method === 'PATCH' ? {} : undefined;
      const headers: Record<string, string> = method === 'GET' ? {} : { 'content-type': 'application/json' };
      expect((await call(path, { method, body, headers })).status, `${method} ${path} without a session`).toBe(401);
      for (const who of [RESTRICTED, EDITOR]) {
        expect((await call(path, { method, body, headers, token: await tokenFor(who) })).status, `${method} ${path} as ${who}`).toBe(403);
      }
    }
  });
});
