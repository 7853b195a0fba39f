import type { DbOrTx } from '@/db/client';
import { webinarSpeakers, webinars } from '@/db/schema/webinar';

type NewWebinar = typeof webinars.$inferInsert;
let seq = 0;

/** Builders for webinars (tests and seed): a unique title and a one-hour session tomorrow unless given. */
function buildWebinar(overrides: Partial<NewWebinar> & { organizationId: number }): NewWebinar {
  seq += 1;
  const start = new Date(Date.now() + 86_400_000);
  return { title: `Webinar ${seq}`, startAt: start, endAt: new Date(start.getTime() + 3_600_000), ...overrides };
}

export async function insertWebinar(db: DbOrTx, overrides: Partial<NewWebinar> & { organizationId: number }, speakerIds: number[] = []) {
  const [row] = await db.insert(webinars).values(buildWebinar(overrides)).returning();
  if (speakerIds.length) await db.insert(webinarSpeakers).values(speakerIds.map((userId, i) => ({ webinarId: row.id, userId, position: i + 1 })));
  return row;
}
