// The webinar report (issue 32, docs/decisions/0154): a webinar's attendance is the attendance of the live event made
// from it (registrants, the waiting list, check-ins with a presence placed on the event), checked against a fixture
// computed by hand; a webinar without a live event shows none recorded (null, never 0); filters, the registrants,
// the xlsx read back; over HTTP: validation in the field's words, no key 403, another organisation's webinar 404.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { withTestDb } from '../../setup/test-db';
import { acmeToken, ACME_HOST, adminToken, answer, call, EDITOR, json, tokenFor, type Loose } from '../../setup/http';
import type { User } from '../../../src/db/schema';
import { liveEvents } from '../../../src/db/schema/live-event';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUser } from '../../../src/features/account/testing';
import { insertCategory } from '../../../src/features/category/testing';
import { insertDivision } from '../../../src/features/directory/testing';
import { insertPresence } from '../../../src/features/presence/testing';
import { insertWebinar } from '../../../src/features/webinar/testing';
import { checkIn } from '../../../src/features/presence/server/check-in';
import { issueToken } from '../../../src/features/presence/server/qr-token';
import { createLiveEvent } from '../../../src/features/live-event/server/save-live-event';
import { registerPeople } from '../../../src/features/live-event/server/registrants';
import { saveContents } from '../../../src/features/live-event/server/contents';
import { LiveEventInputSchema } from '../../../src/features/live-event/schemas';
import { findWebinarReport } from '../../../src/features/reporting/server/find-webinar-report';
import { getWebinarReport } from '../../../src/features/reporting/server/get-webinar-report';
import { findWebinarLearners } from '../../../src/features/reporting/server/find-webinar-learners';
import { downloadWebinarLearners, downloadWebinarReport } from '../../../src/features/reporting/server/download-webinar-report';
import { WebinarLearnersQuerySchema, WebinarReportQuerySchema } from '../../../src/features/reporting/webinar-schemas';

const t = withTestDb();
// The event runs 09:00–11:00 WIB on 2031-05-06; half an hour in.
const NOW = new Date('2031-05-06T02:30:00Z');
const REGISTERED_ON = new Date('2031-05-01T00:00:00Z');

let orgId: number;
let learners: User[];
let withEvent: number;
let withoutEvent: number;
let sales: number;

const list = (q: Record<string, unknown> = {}) => findWebinarReport({ db: t.db, organizationId: orgId, query: WebinarReportQuerySchema.parse(q) });
const people = (q: Record<string, unknown> = {}) =>
  findWebinarLearners({ db: t.db, organizationId: orgId, id: withEvent, query: WebinarLearnersQuerySchema.parse(q) });

async function sheetOf(res: Response) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
  return book.worksheets[0];
}

beforeAll(async () => {
  const org = await insertOrganization(t.db);
  orgId = org.id;
  const adminId = (await insertUser(t.db, { organizationId: orgId })).id;
  sales = (await insertDivision(t.db, { organizationId: orgId, name: 'Sales' })).id;
  const ops = (await insertDivision(t.db, { organizationId: orgId, name: 'Operations' })).id;
  learners = [];
  for (const divisionId of [sales, sales, ops, ops]) learners.push(await insertUser(t.db, { organizationId: orgId, rule: 'editor', divisionId }));
  const category = await insertCategory(t.db, { organizationId: orgId });
  const start = new Date('2031-05-06T02:00:00Z');
  withEvent = (
    await insertWebinar(t.db, {
      organizationId: orgId,
      title: '=Town Hall Webinar',
      startAt: start,
      endAt: new Date('2031-05-06T04:00:00Z'),
      status: 'publish',
    })
  ).id;
  withoutEvent = (await insertWebinar(t.db, { organizationId: orgId, title: 'Unrecorded Webinar', startAt: new Date('2031-04-01T02:00:00Z') })).id;
  const input = LiveEventInputSchema.parse({
    title: 'Town Hall Live',
    category_id: category.id,
    thumbnail_default: 1,
    start_at: '2031-05-06T09:00',
    end_at: '2031-05-06T11:00',
    meeting_url: 'https://meet.example.com/town-hall',
    capacity: 3,
    webinar_id: withEvent,
  });
  const eventId = (await createLiveEvent({ db: t.db, organizationId: orgId, userId: adminId, input })).id;
  // Three seats: the fourth learner (Operations) waits.
  await registerPeople({ db: t.db, organizationId: orgId, userId: adminId, id: eventId, input: { user_ids: learners.map((l) => l.id) }, now: REGISTERED_ON });
  const presence = await insertPresence(t.db, { organizationId: orgId, earlyMinutes: 30, graceMinutes: 15, closeMinutes: 30, stepSeconds: 15 });
  await saveContents({
    db: t.db,
    organizationId: orgId,
    userId: adminId,
    id: eventId,
    input: { contents: [{ type: 'presence', id: presence.id, settings: { required: true, min_minutes: null, pass_grade: null } }] },
  });
  const [{ scheduleId }] = await t.db.select({ scheduleId: liveEvents.scheduleId }).from(liveEvents).where(eq(liveEvents.id, eventId));
  // Learner 0 (Sales) and learner 2 (Operations) check in; learner 1 (Sales) does not.
  for (const who of [0, 2]) {
    const { token } = await issueToken(t.db, presence, scheduleId, 's', NOW);
    await checkIn({ db: t.db, organizationId: orgId, userId: learners[who].id, input: { token }, now: NOW });
  }
}, 120_000);

describe('webinar report', () => {
  it('lists each webinar with its live event’s attendance, and none recorded without a live event', async () => {
    const page = await list({ order_by: 'start_at', order_type: 'desc' });
    expect(page.results.map((r) => [r.title, r.live_event, r.registered, r.waiting, r.attended, r.attendance_rate])).toEqual([
      ['=Town Hall Webinar', 'Town Hall Live', 3, 1, 2, 66.7],
      ['Unrecorded Webinar', null, null, null, null, null],
    ]);
  });

  it('filters by status, registration date and division', async () => {
    expect((await list({ status: 'publish' })).results.map((r) => r.id)).toEqual([withEvent]);
    const [none] = (await list({ keyword: 'Town Hall', end_date: '2031-04-30' })).results;
    expect(none).toMatchObject({ registered: 0, waiting: 0, attended: 0, attendance_rate: 0 });
    const [day] = (await list({ keyword: 'Town Hall', start_date: '2031-05-01', end_date: '2031-05-01' })).results;
    expect(day).toMatchObject({ registered: 3, attended: 2 });
    const [inSales] = (await list({ keyword: 'Town Hall', division_id: sales })).results;
    expect(inSales).toMatchObject({ registered: 2, waiting: 0, attended: 1, attendance_rate: 50 });
    expect(() => WebinarReportQuerySchema.parse({ start_date: '2031-05-02', end_date: '2031-05-01' })).toThrow('End date must be on or after the start date');
  });

  it('details the webinar: figures, attendance rate per division, registrants by attendance', async () => {
    const detail = await getWebinarReport({ db: t.db, organizationId: orgId, id: withEvent, query: WebinarLearnersQuerySchema.parse({}) });
    expect(detail.live_event?.title).toBe('Town Hall Live');
    expect(detail.figures).toEqual({ registered: 3, waiting: 1, attended: 2, attendance_rate: 66.7 });
    expect(detail.attendance_by_division).toEqual([
      { label: 'Operations', value: 100 },
      { label: 'Sales', value: 50 },
    ]);
    const bare = await getWebinarReport({ db: t.db, organizationId: orgId, id: withoutEvent, query: WebinarLearnersQuerySchema.parse({}) });
    expect(bare).toMatchObject({ live_event: null, figures: { registered: null, attended: null, attendance_rate: null }, attendance_by_division: [] });

    const all = await people({ order_by: 'attended_at', order_type: 'asc' });
    expect(all.pagination.total_data).toBe(4);
    const by = Object.fromEntries(all.results.map((r) => [r.user_id, r.status]));
    expect(by).toEqual({ [learners[0].id]: 'attended', [learners[1].id]: 'absent', [learners[2].id]: 'attended', [learners[3].id]: 'waiting' });
    expect(all.results.find((r) => r.user_id === learners[0].id)?.attended_at).toBe(NOW.toISOString());
    expect((await people({ status: 'absent' })).results.map((r) => r.user_id)).toEqual([learners[1].id]);
    expect((await people({ keyword: learners[3].email })).results.map((r) => r.user_id)).toEqual([learners[3].id]);
    await expect(
      getWebinarReport({ db: t.db, organizationId: orgId + 1000, id: withEvent, query: WebinarLearnersQuerySchema.parse({}) }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('downloads the filtered report and the registrants as xlsx', async () => {
    const sheet = await sheetOf(
      downloadWebinarReport({ db: t.db, organizationId: orgId, query: WebinarReportQuerySchema.parse({ order_by: 'start_at', order_type: 'desc' }) }),
    );
    expect(sheet.rowCount).toBe(3);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(String(withEvent));
    expect(row.getCell(2).value).toBe('=Town Hall Webinar');
    expect(row.getCell(2).formula).toBeUndefined();
    expect(row.getCell(4).value).toBe('Publish');
    expect(row.getCell(5).value).toBeInstanceOf(Date);
    expect([6, 7, 8, 9, 10].map((i) => row.getCell(i).value)).toEqual(['Town Hall Live', 3, 1, 2, 66.7]);
    expect([7, 10].map((i) => sheet.getRow(3).getCell(i).value)).toEqual([null, null]);
    const res = await downloadWebinarLearners({
      db: t.db,
      organizationId: orgId,
      id: withEvent,
      query: WebinarLearnersQuerySchema.parse({ status: 'attended' }),
    });
    const ls = await sheetOf(res);
    expect(ls.rowCount).toBe(3);
    expect(ls.getRow(2).getCell(7).value).toBe('Attended');
    expect(ls.getRow(2).getCell(8).value).toBeInstanceOf(Date);
  });
});

describe('webinar report over HTTP', () => {
  const R = '/api/reporting/webinar-report';
  it('validates the filters in the field’s words, needs the report’s key, and hides another organisation’s webinar', async () => {
    const token = await adminToken();
    const [webinar] = (await json(await call('/api/webinars?page_size=1', { token }))).data.results as Loose[];
    expect((await answer(R, { token })).status).toBe(200);
    const bad = await answer(`${R}?start_date=2031-05-02&end_date=2031-05-01`, { token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('End date must be on or after the start date');
    expect((await answer(`${R}/${webinar.id}/learners?status=present`, { token })).status).toBe(400);
    expect((await answer(`${R}/${webinar.id}`, { token })).status).toBe(200);
    const editor = await tokenFor(EDITOR);
    for (const path of [R, `${R}/download`, `${R}/${webinar.id}`, `${R}/${webinar.id}/learners`, `${R}/${webinar.id}/learners/download`])
      expect((await call(path, { token: editor })).status).toBe(403);
    const acme = await acmeToken();
    for (const path of [`${R}/${webinar.id}`, `${R}/${webinar.id}/learners`, `${R}/${webinar.id}/learners/download`])
      expect((await call(path, { token: acme, host: ACME_HOST })).status).toBe(404);
  });
});
