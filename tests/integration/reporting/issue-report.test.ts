// The issue report (issue 32, docs/decisions/0143): learners report problems with a content through the learner API
// (validated, rate-limited, only their own read back); the report lists them open → in progress → resolved with the
// counts by status and category computed by hand; a status change writes the history, an audit entry and the
// reporter's in-app notification; the xlsx is read back; no key: 403; another organisation's issue: 404.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { acmeCall, adminCall, adminToken, call, callAs, EDITOR, fieldMessages, json, type Loose } from '../../setup/http';

const R = '/api/reporting/issue-report';
const L = '/api/learner/issues';
const stamp = `${Date.now()}`;
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const shift = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let learners: { id: number; email: string }[];
let webinar: { id: number; title: string };
const filed: number[] = [];

const report = (email: string, category: string, description: string) =>
  callAs(email, L, { method: 'POST', body: { content_type: 'webinar', content_id: webinar.id, category, description } });

beforeAll(async () => {
  const people = (await json(await adminCall('/api/users?page_size=100'))).data.results as { id: number; email: string }[];
  learners = people.filter((p) => /^[a-z]+\.[a-z]+\d+@nusantara\.example$/.test(p.email)).slice(0, 3);
  expect(learners).toHaveLength(3);
  // A webinar of the demo organisation: what the learners report about.
  const [first] = (await json(await adminCall('/api/webinars?page_size=1'))).data.results as { id: number; title: string }[];
  webinar = { id: first.id, title: first.title };
  // Three issues on the webinar: two broken media (learners 0 and 1), one wrong answer key (learner 0).
  for (const [who, category, text] of [
    [0, 'broken_media', `The video stops at 2:10 ${stamp}`],
    [1, 'broken_media', `No sound ${stamp}`],
    [0, 'wrong_answer', `Question 3 answer key is B, not C ${stamp}`],
  ] as [number, string, string][]) {
    const res = await report(learners[who].email, category, text);
    expect(res.status).toBe(201);
    filed.push((await json(res)).data.id);
  }
}, 120_000);

const list = async (query = '') => (await json(await adminCall(`${R}?keyword=${stamp}${query}`))).data;

describe('issue report', () => {
  it('takes a learner’s report only when valid, and reads back only their own', async () => {
    const bad = await callAs(learners[2].email, L, {
      method: 'POST',
      body: { content_type: 'webinar', content_id: webinar.id, category: 'nope', description: '' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(await fieldMessages(bad))).toEqual(expect.arrayContaining(['category', 'description']));
    const unknownType = await callAs(learners[2].email, L, {
      method: 'POST',
      body: { content_type: 'spaceship', content_id: 1, category: 'other', description: 'x' },
    });
    expect(unknownType.status).toBe(400);
    expect(await fieldMessages(unknownType)).toEqual({ content_type: 'Unknown content type' });
    const missing = await callAs(learners[2].email, L, {
      method: 'POST',
      body: { content_type: 'webinar', content_id: 2_000_000_000, category: 'other', description: 'x' },
    });
    expect(await fieldMessages(missing)).toEqual({ content_id: 'Content not found' });
    const mine = (await json(await callAs(learners[1].email, L))).data;
    expect(mine.results.map((r: Loose) => r.id)).toEqual([filed[1]]);
    expect(mine.results[0]).toMatchObject({ status: 'open', content_title: webinar.title, category: 'broken_media', content_type_label: 'Webinar' });
  });

  it('lists the issues open first with counts by status and category, and filters them', async () => {
    const all = await list();
    expect(all.pagination.total_data).toBe(3);
    expect(all.results.every((r: Loose) => r.status === 'open' && r.content_title === webinar.title)).toBe(true);
    expect((await list('&category=broken_media')).results.map((r: Loose) => r.id).sort()).toEqual([filed[0], filed[1]].sort());
    expect((await list('&status=resolved')).results).toEqual([]);
    expect((await list(`&end_date=${shift(today(), -1)}`)).results).toEqual([]);
    expect((await list(`&start_date=${today()}&end_date=${today()}`)).pagination.total_data).toBe(3);
    expect((await adminCall(`${R}?start_date=${today()}&end_date=${shift(today(), -1)}`)).status).toBe(400);
    const person = (await json(await adminCall(`/api/cms/users/${learners[1].id}`))).data;
    const byDivision = (await list(`&division_id=${person.division.id}`)).results.map((r: Loose) => r.id);
    expect(byDivision).toContain(filed[1]);
    for (const r of (await list(`&division_id=${person.division.id}`)).results) expect(r.division).toBe(person.division.name);
  });

  it('moves an issue to in progress and resolved: history, audit and the reporter told in-app', async () => {
    const id = filed[0];
    const users = (await json(await adminCall('/api/users?page_size=100'))).data.results as Loose[];
    const assignee = users.find((p) => p.email === 'admin@nusantara.example');
    const withoutKey = users.find((p) => p.email === EDITOR);
    const nothing = await adminCall(`${R}/${id}`, { method: 'PATCH', body: {} });
    expect(nothing.status).toBe(400);
    const started = await adminCall(`${R}/${id}`, { method: 'PATCH', body: { status: 'in_progress', assignee_id: assignee.id, note: 'Looking at it' } });
    expect(started.status).toBe(200);
    expect((await json(started)).message).toBe('Issue has been successfully updated.');
    // Someone whose roles do not open the report cannot be assigned.
    const refused = await adminCall(`${R}/${id}`, { method: 'PATCH', body: { assignee_id: withoutKey.id } });
    expect(refused.status).toBe(400);
    expect(await fieldMessages(refused)).toEqual({ assignee_id: 'Assignee must be an active user who can open the issue report' });
    expect((await adminCall(`${R}/${id}`, { method: 'PATCH', body: { status: 'resolved', note: 'Uploaded again' } })).status).toBe(200);

    const detail = (await json(await adminCall(`${R}/${id}`))).data;
    expect(detail).toMatchObject({ status: 'resolved', assignee_id: assignee.id, assignee: assignee.full_name });
    expect(detail.resolved_at).not.toBeNull();
    expect(detail.history.map((e: Loose) => [e.from_status, e.to_status, e.note])).toEqual([
      [null, 'open', ''],
      ['open', 'in_progress', 'Looking at it'],
      ['in_progress', 'resolved', 'Uploaded again'],
    ]);
    expect(detail.history[1].assignee).toBe(detail.assignee);

    const inbox = (await json(await callAs(learners[0].email, '/api/learner/notifications'))).data;
    const titles = (inbox.results as Loose[]).map((n: Loose) => n.title) as string[];
    expect(titles).toContain(`Your report on "${webinar.title}" is In Progress`);
    expect(titles).toContain(`Your report on "${webinar.title}" is Resolved`);
    // Only the reporter is told: the other learner's inbox has nothing about it.
    const other = (await json(await callAs(learners[1].email, '/api/learner/notifications'))).data;
    expect(JSON.stringify(other)).not.toContain('is Resolved');

    // The list keeps its order: open ones first, the resolved one last; the counts move with it.
    const rows = (await list()).results.map((r: Loose) => [r.id, r.status]);
    expect(rows[rows.length - 1]).toEqual([id, 'resolved']);
    expect((await list('&status=resolved')).results.map((r: Loose) => r.id)).toEqual([id]);
    // The learner sees their report resolved.
    const mine = (await json(await callAs(learners[0].email, `${L}?status=resolved`))).data.results;
    expect(mine.map((r: Loose) => r.id)).toEqual([id]);
  });

  it('downloads the filtered issues as xlsx', async () => {
    const res = await call(`${R}/download?keyword=${stamp}&category=broken_media`, { token: await adminToken() });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Issue ID');
    expect(sheet.rowCount).toBe(3);
    const rows = [2, 3].map((i) => sheet.getRow(i));
    expect(rows.map((r) => r.getCell(1).value).sort()).toEqual([String(filed[0]), String(filed[1])].sort());
    expect(new Set(rows.map((r) => r.getCell(3).value))).toEqual(new Set(['Broken video or audio']));
    expect(rows.every((r) => r.getCell(6).value === webinar.title)).toBe(true);
    expect(rows.every((r) => String(r.getCell(7).value).endsWith(stamp))).toBe(true);
    expect(rows.every((r) => r.getCell(13).value instanceof Date)).toBe(true);
  });

  it('rate-limits a learner’s reports: 20 an hour, then 429', async () => {
    const who = learners[2].email;
    const mine = (await json(await callAs(who, L))).data.pagination.total_data as number;
    for (let i = mine; i < 20; i++) expect((await report(who, 'other', `Report ${i} ${stamp}`)).status).toBe(201);
    const limited = await report(who, 'other', `One too many ${stamp}`);
    expect(limited.status).toBe(429);
  });

  it('answers 403 without the report’s key and 404 for another organisation’s issue', async () => {
    for (const path of [R, `${R}/download`, `${R}/${filed[1]}`]) expect((await callAs(EDITOR, path)).status).toBe(403);
    expect((await callAs(EDITOR, `${R}/${filed[1]}`, { method: 'PATCH', body: { status: 'resolved' } })).status).toBe(403);
    expect((await acmeCall(`${R}/${filed[1]}`)).status).toBe(404);
    expect((await acmeCall(`${R}/${filed[1]}`, { method: 'PATCH', body: { status: 'resolved' } })).status).toBe(404);
    expect((await json(await acmeCall(`${R}?keyword=${stamp}`))).data.results).toEqual([]);
  });
});
