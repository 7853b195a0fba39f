// The learner check-in rules, against the use case with an injected clock (docs/decisions/0021).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { withTestDb } from '../../setup/test-db';
import { auditLog, presenceAttendances, type Presence, type User } from '../../../src/db/schema';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUser } from '../../../src/features/account/testing';
import { addParticipants, insertBatch, insertModule, insertPlacement, insertSchedule } from '../../../src/features/learning/testing';
import { insertPresence } from '../../../src/features/presence/testing';
import { checkIn } from '../../../src/features/presence/server/check-in';
import { issueToken } from '../../../src/features/presence/server/qr-token';
import { regenerateCode } from '../../../src/features/presence/server/regenerate-code';
import { loadPresence } from '../../../src/features/presence/server/load-presence';
import { findAttendances } from '../../../src/features/presence/server/find-attendances';
import { AttendanceQuerySchema } from '../../../src/features/presence/schemas';
import { AppError } from '../../../src/server/http/app-error';

const t = withTestDb();
const MIN = 60_000;
const START = new Date('2026-11-20T02:00:00Z');
const END = new Date('2026-11-20T10:00:00Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * MIN);

let orgId: number;
let presence: Presence;
let other: Presence;
let learners: User[];
let stranger: User;
let scheduleId: number;
let secondScheduleId: number;

async function failure(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected the check-in to fail');
}

const tokenAt = async (p: Presence, schedule: number, when: Date, mode: 's' | 'p' = 's') => (await issueToken(t.db, p, schedule, mode, when)).token;
const scan = (user: User, token: string, when: Date, extra: { lat?: number; lon?: number } = {}) =>
  checkIn({ db: t.db, organizationId: orgId, userId: user.id, input: { token, ...extra }, now: when });

beforeAll(async () => {
  const org = await insertOrganization(t.db);
  orgId = org.id;
  learners = [];
  for (let i = 0; i < 8; i++) learners.push(await insertUser(t.db, { organizationId: orgId, rule: 'editor' }));
  stranger = await insertUser(t.db, { organizationId: orgId, rule: 'editor' });
  const mod = await insertModule(t.db, { organizationId: orgId, moduleType: 'classroom', title: 'Class' });
  const batch = await insertBatch(t.db, { moduleId: mod.id, title: 'Batch A', latitude: -6.2, longitude: 106.8, radiusMeters: 300 });
  const s1 = await insertSchedule(t.db, { batchId: batch.id, title: 'Day 1', startsAt: START, endsAt: END });
  const s2 = await insertSchedule(t.db, { batchId: batch.id, title: 'Day 2', startsAt: new Date(START.getTime() + 86_400_000), endsAt: new Date(END.getTime() + 86_400_000) });
  scheduleId = s1.id;
  secondScheduleId = s2.id;
  await addParticipants(t.db, batch.id, learners.map((u) => ({ id: u.id, invitation: 'confirmed' as const })));
  presence = await insertPresence(t.db, { organizationId: orgId, earlyMinutes: 30, graceMinutes: 15, closeMinutes: 0, stepSeconds: 15 });
  other = await insertPresence(t.db, { organizationId: orgId });
  await insertPlacement(t.db, { organizationId: orgId, moduleId: mod.id, batchId: batch.id, contentType: 'presence', contentId: presence.id });
  await insertPlacement(t.db, { organizationId: orgId, moduleId: mod.id, batchId: batch.id, contentType: 'presence', contentId: other.id });
});

describe('learner check-in', () => {
  it('opens 30 minutes early, marks arrivals after start + 15 minutes late, closes at the end', async () => {
    expect((await failure(scan(learners[0], await tokenAt(presence, scheduleId, at(-31)), at(-31)))).message).toBe('Check-in for this schedule is not open yet.');
    const early = await scan(learners[0], await tokenAt(presence, scheduleId, at(-20)), at(-20));
    expect(early.result).toMatchObject({ status: 'present', already: false });
    expect((await scan(learners[1], await tokenAt(presence, scheduleId, at(15)), at(15))).result.status).toBe('present');
    expect((await scan(learners[2], await tokenAt(presence, scheduleId, at(16)), at(16))).result.status).toBe('late');
    const closed = await failure(scan(learners[3], await tokenAt(presence, scheduleId, at(481)), at(481)));
    expect(closed.status).toBe(409);
    expect(closed.message).toBe('Check-in for this schedule is closed.');
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.organizationId, orgId), eq(auditLog.action, 'check-in')));
    expect(audit).toHaveLength(3);
  });

  it('accepts a token during its step and the next, and refuses it after (replay)', async () => {
    const token = await tokenAt(presence, scheduleId, at(5));
    const replay = await failure(scan(learners[3], token, at(5.6)));
    expect(replay.message).toBe('This QR code has expired. Scan the code on the screen again.');
    expect((await scan(learners[3], token, at(5.2))).result.already).toBe(false);
  });

  it('refuses a token altered to another schedule, one of another presence, garbage and a schedule-less code', async () => {
    const token = await tokenAt(presence, scheduleId, at(1));
    const altered = token.replace(`.${scheduleId}.`, `.${secondScheduleId}.`);
    expect((await failure(scan(learners[4], altered, at(1)))).message).toBe('This QR code is not valid. Scan the code on the screen again.');
    const forged = token.replace(`PRS1.${presence.id}.`, `PRS1.${other.id}.`);
    expect((await failure(scan(learners[4], forged, at(1)))).status).toBe(400);
    expect((await failure(scan(learners[4], 'hello', at(1)))).status).toBe(400);
    // Yesterday's Day 2 token shown early: valid signature, but not this schedule's window.
    expect((await failure(scan(learners[4], await tokenAt(presence, secondScheduleId, at(1)), at(1)))).message).toBe('Check-in for this schedule is not open yet.');
    expect((await failure(scan(learners[4], await tokenAt(presence, 0, at(1)), at(1)))).message).toContain('not for a schedule');
    const rows = await t.db.select().from(presenceAttendances).where(eq(presenceAttendances.userId, learners[4].id));
    expect(rows).toEqual([]);
  });

  it('refuses a learner who is not invited, and one of another organisation', async () => {
    const token = await tokenAt(presence, scheduleId, at(2));
    const err = await failure(scan(stranger, token, at(2)));
    expect(err.status).toBe(403);
    expect(err.message).toBe('You are not invited to this class.');
    const otherOrg = await insertOrganization(t.db);
    const outsider = await insertUser(t.db, { organizationId: otherOrg.id });
    expect((await failure(checkIn({ db: t.db, organizationId: otherOrg.id, userId: outsider.id, input: { token }, now: at(2) }))).status).toBe(400);
  });

  it('records a learner once per schedule; a second scan says so and changes nothing', async () => {
    const first = await scan(learners[5], await tokenAt(presence, scheduleId, at(3)), at(3), { lat: -6.2001, lon: 106.8001 });
    expect(first.result).toMatchObject({ status: 'present', already: false, outside_location: false });
    const second = await scan(learners[5], await tokenAt(presence, scheduleId, at(30)), at(30));
    expect(second.result).toMatchObject({ status: 'present', already: true, clock_in: at(3).toISOString() });
    expect(second.message).toBe('Your presence for this schedule was already recorded.');
    const rows = await t.db.select().from(presenceAttendances).where(eq(presenceAttendances.userId, learners[5].id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lat: -6.2001, lon: 106.8001, source: 'qr' });
  });

  it('flags (does not block) a check-in far from the batch location', async () => {
    const res = await scan(learners[6], await tokenAt(presence, scheduleId, at(4)), at(4), { lat: -6.3, lon: 106.8 });
    expect(res.result.outside_location).toBe(true);
    const [row] = await t.db.select().from(presenceAttendances).where(eq(presenceAttendances.userId, learners[6].id));
    expect(row.distanceMeters).toBeGreaterThan(10_000);
  });

  it("a check-in without coordinates in a batch with a location is 'location unknown', not inside", async () => {
    const blind = await scan(learners[0], await tokenAt(other, scheduleId, at(2)), at(2));
    expect(blind.result).toMatchObject({ status: 'present', outside_location: false, location: 'unknown' });
    expect(blind.message).toBe('Your presence has been recorded, but your location could not be confirmed.');
    const near = await scan(learners[1], await tokenAt(other, scheduleId, at(2)), at(2), { lat: -6.2001, lon: 106.8001 });
    expect(near.result.location).toBe('inside');
    expect((await scan(learners[0], await tokenAt(other, scheduleId, at(3)), at(3))).result).toMatchObject({ already: true, location: 'unknown' });
    const list = await findAttendances({ db: t.db, organizationId: orgId, id: other.id, query: AttendanceQuerySchema.parse({ page_size: 50, schedule_id: scheduleId }), now: at(5) });
    const byUser = new Map(list.results.map((r) => [r.user_id, r.location_status]));
    expect(byUser.get(learners[0].id)).toBe('unknown');
    expect(byUser.get(learners[1].id)).toBe('inside');
    expect(byUser.get(learners[2].id)).toBeNull();
  });

  it('Regenerate QR kills every older token; the print step works only when the setting allows it', async () => {
    const token = await tokenAt(presence, scheduleId, at(6));
    await regenerateCode({ db: t.db, organizationId: orgId, userId: learners[0].id, id: presence.id, now: at(6) });
    expect((await failure(scan(learners[7], token, at(6)))).message).toBe('This QR code is not valid. Scan the code on the screen again.');
    const fresh = await loadPresence(t.db, orgId, presence.id);
    // Without print_step_seconds a print token falls back to the screen step.
    expect(await tokenAt(fresh, scheduleId, at(6), 'p')).toMatch(/\.s\.\d+\./);
    const printable = { ...fresh, printStepSeconds: 3600 };
    const long = await tokenAt(printable, scheduleId, at(6), 'p');
    expect(long).toMatch(/\.p\.\d+\./);
    // Stored presence has no print step: the long token is refused.
    expect((await failure(scan(learners[7], long, at(30)))).status).toBe(400);
  });
});
