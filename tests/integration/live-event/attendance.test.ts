// Attendance at a live event: a presence placed on the event takes check-ins at the event's schedule; the check-in's
// learning event ('schedule_attended', emitted by the presence area) marks the registrant attended (decision 0145).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { withTestDb } from '../../setup/test-db';
import type { User } from '../../../src/db/schema';
import { liveEventRegistrants, liveEvents } from '../../../src/db/schema/live-event';
import type { Presence } from '../../../src/db/schema/presence';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUser } from '../../../src/features/account/testing';
import { insertCategory } from '../../../src/features/category/testing';
import { insertPresence } from '../../../src/features/presence/testing';
import { checkIn } from '../../../src/features/presence/server/check-in';
import { issueToken } from '../../../src/features/presence/server/qr-token';
import { createLiveEvent } from '../../../src/features/live-event/server/save-live-event';
import { registerPeople } from '../../../src/features/live-event/server/registrants';
import { saveContents } from '../../../src/features/live-event/server/contents';
import { deleteLiveEvent } from '../../../src/features/live-event/server/delete-live-event';
import { getLiveEvent } from '../../../src/features/live-event/server/read-live-events';
import { LiveEventInputSchema } from '../../../src/features/live-event/schemas';

const t = withTestDb();
// The event runs 09:00–11:00 WIB on 2031-05-06; half an hour in.
const NOW = new Date('2031-05-06T02:30:00Z');

let orgId: number;
let adminId: number;
let learners: User[];
let presence: Presence;
let eventId: number;

beforeAll(async () => {
  const org = await insertOrganization(t.db);
  orgId = org.id;
  adminId = (await insertUser(t.db, { organizationId: orgId })).id;
  learners = [];
  for (let i = 0; i < 3; i++) learners.push(await insertUser(t.db, { organizationId: orgId, rule: 'editor' }));
  const category = await insertCategory(t.db, { organizationId: orgId });
  const input = LiveEventInputSchema.parse({
    title: 'Attendance Town Hall',
    category_id: category.id,
    thumbnail_default: 1,
    start_at: '2031-05-06T09:00',
    end_at: '2031-05-06T11:00',
    meeting_url: 'https://meet.example.com/town-hall',
    capacity: 2,
  });
  eventId = (await createLiveEvent({ db: t.db, organizationId: orgId, userId: adminId, input })).id;
  // Two seats: the third learner waits, and cannot check in.
  await registerPeople({
    db: t.db,
    organizationId: orgId,
    userId: adminId,
    id: eventId,
    input: { user_ids: learners.map((l) => l.id) },
    now: new Date('2031-05-01T00:00:00Z'),
  });
  presence = await insertPresence(t.db, { organizationId: orgId, earlyMinutes: 30, graceMinutes: 15, closeMinutes: 30, stepSeconds: 15 });
  await saveContents({
    db: t.db,
    organizationId: orgId,
    userId: adminId,
    id: eventId,
    input: { contents: [{ type: 'presence', id: presence.id, settings: { required: true, min_minutes: null, pass_grade: null } }] },
  });
});

const scan = async (user: User) => {
  const [{ scheduleId }] = await t.db.select({ scheduleId: liveEvents.scheduleId }).from(liveEvents).where(eq(liveEvents.id, eventId));
  const { token } = await issueToken(t.db, presence, scheduleId, 's', NOW);
  return checkIn({ db: t.db, organizationId: orgId, userId: user.id, input: { token }, now: NOW });
};

const attendedAt = async (user: User) =>
  (
    await t.db
      .select({ at: liveEventRegistrants.attendedAt })
      .from(liveEventRegistrants)
      .where(and(eq(liveEventRegistrants.eventId, eventId), eq(liveEventRegistrants.userId, user.id)))
  )[0]?.at ?? null;

describe('attendance at a live event through a presence placed on it', () => {
  it('marks a registrant attended by the check-in, once; a waiting registrant cannot check in', async () => {
    expect(await attendedAt(learners[0])).toBeNull();
    expect((await scan(learners[0])).result).toMatchObject({ status: 'late', already: false });
    expect(await attendedAt(learners[0])).toEqual(NOW);
    expect((await scan(learners[0])).result).toMatchObject({ already: true });
    expect(await attendedAt(learners[0])).toEqual(NOW);
    await expect(scan(learners[2])).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await attendedAt(learners[2])).toBeNull();
    const event = await getLiveEvent({ db: t.db, organizationId: orgId, id: eventId });
    expect(event).toMatchObject({ registered: 2, waiting: 1, attended: 1, can_delete: false });
  });

  it('keeps an attended event: its delete is refused', async () => {
    await expect(deleteLiveEvent({ db: t.db, organizationId: orgId, userId: adminId, id: eventId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This live event has attendance and cannot be deleted',
    });
  });
});
