import { asc, count, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { webinarSpeakers, webinars, type Webinar } from '@/db/schema/webinar';
import type { WebinarDetail, WebinarRow } from '../schemas';
import { allQueries } from '@/db/all-queries';

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');
const mover = alias(users, 'status_mover');

/** The webinars with these ids with their category and the people who created, edited and moved them. */
export async function selectWebinars(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  const [rows, speakers] = await allQueries(
    db,
    () =>
      db
        .select({
          webinar: webinars,
          category: categories.name,
          createdBy: creator.fullName,
          updatedBy: updater.fullName,
          statusBy: mover.fullName,
        })
        .from(webinars)
        .leftJoin(categories, eq(categories.id, webinars.categoryId))
        .leftJoin(creator, eq(creator.id, webinars.createdBy))
        .leftJoin(updater, eq(updater.id, webinars.updatedBy))
        .leftJoin(mover, eq(mover.id, webinars.statusBy))
        .where(inArray(webinars.id, ids)),
    () =>
      db
        .select({ id: webinarSpeakers.webinarId, n: count() })
        .from(webinarSpeakers)
        .where(inArray(webinarSpeakers.webinarId, ids))
        .groupBy(webinarSpeakers.webinarId),
  );
  const speakersOf = new Map(speakers.map((s) => [s.id, Number(s.n)]));
  return rows.map((r) => ({ ...r, speakers: speakersOf.get(r.webinar.id) ?? 0 }));
}

type Selected = Awaited<ReturnType<typeof selectWebinars>>[number];

export function toWebinarRow({ webinar: w, category, createdBy, speakers }: Selected): WebinarRow {
  return {
    id: w.id,
    title: w.title,
    category: w.categoryId && category ? { id: w.categoryId, name: category } : null,
    level: w.level,
    start_at: w.startAt.toISOString(),
    end_at: w.endAt.toISOString(),
    platform: w.platform,
    capacity: w.capacity,
    status: w.status,
    speakers_count: speakers,
    created_by: { id: w.createdBy, full_name: createdBy ?? '-' },
    created_at: w.createdAt.toISOString(),
    updated_at: w.updatedAt.toISOString(),
    // Nothing references a webinar yet (the channel and course bridges come later): every one may be deleted.
    can_delete: true,
  };
}

/** The detail: the row, its rich text and links, its speakers in order and who moved its status when. */
export async function toWebinarDetail(db: DbOrTx, selected: Selected): Promise<WebinarDetail> {
  const w: Webinar = selected.webinar;
  const speakers = await db
    .select({ id: users.id, full_name: users.fullName, email: users.email, position: users.position })
    .from(webinarSpeakers)
    .innerJoin(users, eq(users.id, webinarSpeakers.userId))
    .where(eq(webinarSpeakers.webinarId, w.id))
    .orderBy(asc(webinarSpeakers.position));
  return {
    ...toWebinarRow(selected),
    description: w.description,
    meeting_url: w.meetingUrl,
    recording_url: w.recordingUrl,
    speakers,
    status_by: { id: w.statusBy, full_name: selected.statusBy ?? '-' },
    status_at: w.statusAt.toISOString(),
    updated_by: { id: w.updatedBy, full_name: selected.updatedBy ?? '-' },
  };
}
