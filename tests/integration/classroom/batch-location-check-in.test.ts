// Presence check-in's distance flag measures from the place a batch picked from Setting › Location (issue 30,
// decision 0124): the location's coordinates and radius, not the place typed in the same body.
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestDb } from '../../setup/test-db';
import { locations } from '../../../src/db/schema/announcement';
import type { User } from '../../../src/db/schema';
import type { Presence } from '../../../src/db/schema/presence';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUser } from '../../../src/features/account/testing';
import { addParticipants, insertModule, insertPlacement } from '../../../src/db/testing';
import { insertPresence } from '../../../src/features/presence/testing';
import { checkIn } from '../../../src/features/presence/server/check-in';
import { issueToken } from '../../../src/features/presence/server/qr-token';
import { saveBatch } from '../../../src/features/classroom/server/save-batch';
import { BatchInputSchema } from '../../../src/features/classroom/schemas';
import { batchBody } from './helpers';

const t = withTestDb();
// 09:00–12:00 WIB on 2031-08-04; half an hour in.
const NOW = new Date('2031-08-04T02:30:00Z');
const BANDUNG = { lat: -6.9218, lon: 107.6071 };

let orgId: number;
let learners: User[];
let presence: Presence;
let scheduleId: number;

beforeAll(async () => {
  const org = await insertOrganization(t.db);
  orgId = org.id;
  const admin = await insertUser(t.db, { organizationId: orgId });
  learners = [await insertUser(t.db, { organizationId: orgId, rule: 'editor' }), await insertUser(t.db, { organizationId: orgId, rule: 'editor' })];
  const [place] = await t.db
    .insert(locations)
    .values({ organizationId: orgId, name: 'Bandung Hall', address: 'Jl. Asia Afrika 8', latitude: BANDUNG.lat, longitude: BANDUNG.lon, radiusMeters: 150 })
    .returning();
  const mod = await insertModule(t.db, { organizationId: orgId, moduleType: 'classroom', title: 'Located Class' });
  // The body still types Jakarta with a wide radius: the picked location wins.
  const body = batchBody('Located Batch', [['2031-08-04', [['Opening', '09:00', '12:00']]]]);
  const input = BatchInputSchema.parse({ ...body, location: { ...body.location, radius_meters: 50_000, location_id: place.id } });
  const batch = await saveBatch({ db: t.db, organizationId: orgId, userId: admin.id, classroomId: mod.id, input });
  expect(batch.location).toMatchObject({ location_id: place.id, latitude: BANDUNG.lat, longitude: BANDUNG.lon, radius_meters: 150 });
  scheduleId = batch.rundown[0].sessions[0].id;
  await addParticipants(
    t.db,
    batch.id,
    learners.map((u) => ({ id: u.id, invitation: 'confirmed' as const })),
  );
  presence = await insertPresence(t.db, { organizationId: orgId, earlyMinutes: 30, graceMinutes: 60, closeMinutes: 0, stepSeconds: 15 });
  await insertPlacement(t.db, { organizationId: orgId, moduleId: mod.id, batchId: batch.id, contentType: 'presence', contentId: presence.id });
});

const scan = async (user: User, point: { lat: number; lon: number }) => {
  const { token } = await issueToken(t.db, presence, scheduleId, 's', NOW);
  return (await checkIn({ db: t.db, organizationId: orgId, userId: user.id, input: { token, ...point }, now: NOW })).result;
};

describe("check-in at a batch whose place is an organisation's location", () => {
  it("is inside at the location and flagged 500 m away, by the location's radius", async () => {
    expect(await scan(learners[0], { lat: BANDUNG.lat + 0.0005, lon: BANDUNG.lon })).toMatchObject({ outside_location: false });
    // About 550 m north: inside the typed 50 km, outside the location's 150 m.
    expect(await scan(learners[1], { lat: BANDUNG.lat + 0.005, lon: BANDUNG.lon })).toMatchObject({ outside_location: true });
  });
});
