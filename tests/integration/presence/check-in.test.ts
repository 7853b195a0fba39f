// The learner check-in rules, against the use case with an injected clock (docs/decisions/0021).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { withTestDb } from '../../setup/test-db';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { auditLog, organizations, type User } from '../../../src/db/schema';
import { presenceAttendances, presences, type Presence } from '../../../src/db/schema/presence';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUser } from '../../../src/features/account/testing';
import { addParticipants, insertBatch, insertModule, insertPlacement, insertSchedule } from '../../../src/db/testing';
import { insertPresence } from '../../../src/features/presence/testing';
import { checkIn } from '../../../src/features/presence/server/check-in';
import { getQrImage } from '../../../src/features/presence/server/get-qr';
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
  for (let i = 0; i < 12; i++) learners.push(await insertUser(t.db, { organizationId: orgId, rule: 'editor' }));
  stranger = await insertUser(t.db, { organizationId: orgId, rule: 'editor' });
  const mod = await insertModule(t.db, { organizationId: orgId, moduleType: 'classroom', title: 'Class' });
  const batch = await insertBatch(t.db, { moduleId: mod.id, title: 'Batch A', latitude: -6.2, longitude: 106.8, radiusMeters: 300 });
  const s1 = await insertSchedule(t.db, { batchId: batch.id, title: 'Day 1', startsAt: START, endsAt: END });
  const s2 = await insertSchedule(t.db, {
    batchId: batch.id,
    title: 'Day 2',
    startsAt: new Date(START.getTime() + 86_400_000),
    endsAt: new Date(END.getTime() + 86_400_000),
  });
  scheduleId = s1.id;
  secondScheduleId = s2.id;
  await addParticipants(
    t.db,
    batch.id,
    learners.map((u) => ({ id: u.id, invitation: 'confirmed' as const })),
  );
  presence = await insertPresence(t.db, { organizationId: orgId, earlyMinutes: 30, graceMinutes: 15, closeMinutes: 0, stepSeconds: 15 });
  other = await insertPresence(t.db, { organizationId: orgId });
  await insertPlacement(t.db, { organizationId: orgId, moduleId: mod.id, batchId: batch.id, contentType: 'presence', contentId: presence.id });
  await insertPlacement(t.db, { organizationId: orgId, moduleId: mod.id, batchId: batch.id, contentType: 'presence', contentId: other.id });
});

describe('learner check-in', () => {
  it('opens 30 minutes early, marks arrivals after start + 15 minutes late, closes at the end', async () => {
    expect((await failure(scan(learners[0], await tokenAt(presence, scheduleId, at(-31)), at(-31)))).message).toBe(
      'Check-in for this schedule is not open yet.',
    );
    const early = await scan(learners[0], await tokenAt(presence, scheduleId, at(-20)), at(-20));
    expect(early.result).toMatchObject({ status: 'present', already: false });
    expect((await scan(learners[1], await tokenAt(presence, scheduleId, at(15)), at(15))).result.status).toBe('present');
    expect((await scan(learners[2], await tokenAt(presence, scheduleId, at(16)), at(16))).result.status).toBe('late');
    const closed = await failure(scan(learners[3], await tokenAt(presence, scheduleId, at(481)), at(481)));
    expect(closed.status).toBe(409);
    expect(closed.message).toBe('Check-in for this schedule is closed.');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, orgId), eq(auditLog.action, 'check-in')));
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
    expect((await failure(scan(learners[4], await tokenAt(presence, secondScheduleId, at(1)), at(1)))).message).toBe(
      'Check-in for this schedule is not open yet.',
    );
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
    const list = await findAttendances({
      db: t.db,
      organizationId: orgId,
      id: other.id,
      query: AttendanceQuerySchema.parse({ page_size: 50, schedule_id: scheduleId }),
      now: at(5),
    });
    const byUser = new Map(list.results.map((r) => [r.user_id, r.location_status]));
    expect(byUser.get(learners[0].id)).toBe('unknown');
    expect(byUser.get(learners[1].id)).toBe('inside');
    expect(byUser.get(learners[2].id)).toBeNull();
  });

  it('Regenerate QR kills every older screen token', async () => {
    const token = await tokenAt(presence, scheduleId, at(6));
    await regenerateCode({ db: t.db, organizationId: orgId, userId: learners[0].id, id: presence.id, now: at(6) });
    expect((await failure(scan(learners[7], token, at(6)))).message).toBe('This QR code is not valid. Scan the code on the screen again.');
  });
});

describe('printed and downloaded QR codes (issue 13 item 8)', () => {
  // The token is read back from the PNG the Download button and the printable sheet receive.
  const printed = async (when: Date, schedule = scheduleId) => {
    const fresh = await loadPresence(t.db, orgId, presence.id);
    const org = (await t.db.select().from(organizations).where(eq(organizations.id, orgId)))[0];
    const img = await getQrImage({ db: t.db, org, id: fresh.id, scope: { schedule_id: schedule }, mode: 'p', now: when });
    const png = PNG.sync.read(img.png);
    const text = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data;
    expect(text).toBe(img.token);
    return img;
  };

  it('still checks in an hour later inside the window, keeps the rules (window, invited, once) and dies at Regenerate', async () => {
    // Printed in the morning, before the window opens; valid until the schedule's check-in closes.
    const sheet = await printed(at(-180));
    expect(sheet.token).toMatch(/\.p\.\d+\./);
    expect(sheet.expiresAt.toISOString()).toBe(END.toISOString());
    expect((await failure(scan(learners[8], sheet.token, at(-60)))).message).toBe('Check-in for this schedule is not open yet.');
    expect((await scan(learners[8], sheet.token, at(-10))).result).toMatchObject({ status: 'present', already: false });
    // An hour later the same printed code still works for another learner.
    expect((await scan(learners[9], sheet.token, at(50))).result).toMatchObject({ status: 'late', already: false });
    expect((await scan(learners[9], sheet.token, at(55))).result.already).toBe(true);
    expect((await failure(scan(stranger, sheet.token, at(60)))).status).toBe(403);
    expect((await failure(scan(learners[10], sheet.token, at(481)))).message).toBe('Check-in for this schedule is closed.');
    // It names its schedule: during Day 2's window it is still Day 1's code, closed.
    expect((await failure(scan(learners[10], sheet.token, at(24 * 60 + 10)))).message).toBe('Check-in for this schedule is closed.');
    // The screen code rotates meanwhile: a screen token from the same hour has long expired.
    expect((await failure(scan(learners[10], await tokenAt(await loadPresence(t.db, orgId, presence.id), scheduleId, at(-10)), at(60)))).message).toContain(
      'expired',
    );

    await regenerateCode({ db: t.db, organizationId: orgId, userId: learners[0].id, id: presence.id, now: at(90) });
    expect((await failure(scan(learners[10], sheet.token, at(91)))).message).toBe('This QR code is not valid. Scan the code on the screen again.');
    const reprinted = await printed(at(92));
    expect((await scan(learners[10], reprinted.token, at(93))).result.already).toBe(false);
  });

  it('a cap on printed codes (print_step_seconds) ends them earlier; a token from the future is refused', async () => {
    await t.db.update(presences).set({ printStepSeconds: 3600 }).where(eq(presences.id, presence.id));
    try {
      const sheet = await printed(at(0));
      expect(sheet.expiresAt.toISOString()).toBe(at(60).toISOString());
      expect((await failure(scan(learners[11], sheet.token, at(61)))).message).toBe('This QR code has expired. Scan the code on the screen again.');
      expect((await failure(scan(learners[11], (await printed(at(100))).token, at(98)))).message).toBe(
        'This QR code is not valid. Scan the code on the screen again.',
      );
      expect((await scan(learners[11], sheet.token, at(59))).result.already).toBe(false);
    } finally {
      await t.db.update(presences).set({ printStepSeconds: null }).where(eq(presences.id, presence.id));
    }
  });

  it('without a schedule a print request gets an ordinary short-lived code', async () => {
    const fresh = await loadPresence(t.db, orgId, presence.id);
    const org = (await t.db.select().from(organizations).where(eq(organizations.id, orgId)))[0];
    const img = await getQrImage({ db: t.db, org, id: fresh.id, scope: {}, mode: 'p', now: at(1) });
    expect(img.token).toMatch(new RegExp(`^PRS1\\.${fresh.id}\\.0\\.s\\.`));
  });
});
