import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { files, learningModules, users } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { certificateTemplates } from '@/db/schema/certificate';
import { liveEventRegistrants, liveEventSpeakers, liveEvents } from '@/db/schema/live-event';
import { webinars } from '@/db/schema/webinar';
import { allQueries } from '@/db/all-queries';
import { readSort, type ListResult } from '@/lib/list';
import { paginate } from '@/lib/list';
import { escapeLike } from '@/server/sql';
import { LIVE_EVENT_SORT_COLUMNS, thumbnailUrl, type LiveEventDetail, type LiveEventListQuery, type LiveEventRow } from '../schemas';
import { readContents } from './contents';
import { loadLiveEvent } from './load-live-event';

const creator = alias(users, 'creator');
const WIB_DAY = (day: string, next = false) => {
  const d = new Date(`${day}T00:00:00+07:00`);
  if (next) d.setUTCDate(d.getUTCDate() + 1);
  return d;
};

/** The rows of these events with their category, creator and registrant counts. */
async function selectRows(db: DbOrTx, ids: number[]): Promise<Map<number, LiveEventRow>> {
  if (!ids.length) return new Map();
  const [rows, counts] = await allQueries(
    db,
    () =>
      db
        .select({ e: liveEvents, title: learningModules.title, category: categories.name, createdBy: creator.fullName })
        .from(liveEvents)
        .innerJoin(learningModules, eq(learningModules.id, liveEvents.moduleId))
        .leftJoin(categories, eq(categories.id, liveEvents.categoryId))
        .leftJoin(creator, eq(creator.id, liveEvents.createdBy))
        .where(inArray(liveEvents.id, ids)),
    () =>
      db
        .select({ id: liveEventRegistrants.eventId, status: liveEventRegistrants.status, n: count(), attended: count(liveEventRegistrants.attendedAt) })
        .from(liveEventRegistrants)
        .where(inArray(liveEventRegistrants.eventId, ids))
        .groupBy(liveEventRegistrants.eventId, liveEventRegistrants.status),
  );
  const tally = (id: number, status: string) => Number(counts.find((c) => c.id === id && c.status === status)?.n ?? 0);
  const attended = (id: number) => counts.filter((c) => c.id === id).reduce((n, c) => n + Number(c.attended), 0);
  return new Map(
    rows.map(({ e, title, category, createdBy }) => [
      e.id,
      {
        id: e.id,
        title,
        status: e.status,
        level: e.level,
        category: e.categoryId && category ? { id: e.categoryId, name: category } : null,
        start_at: e.startsAt.toISOString(),
        end_at: e.endsAt.toISOString(),
        capacity: e.capacity,
        registered: tally(e.id, 'registered'),
        waiting: tally(e.id, 'waiting'),
        created_by: { full_name: createdBy ?? '-' },
        created_at: e.createdAt.toISOString(),
        updated_at: e.updatedAt.toISOString(),
        // An event people attended keeps its record; its contents' results are checked again on delete.
        can_delete: attended(e.id) === 0,
      },
    ]),
  );
}

const SORT = {
  title: learningModules.title,
  start_at: liveEvents.startsAt,
  status: liveEvents.status,
  created_at: liveEvents.createdAt,
  updated_at: liveEvents.updatedAt,
} as const;

/** GET /cms/live-events: one page of the organisation's live events, last updated first unless asked otherwise. */
export async function findLiveEvents(options: { db: DbOrTx; organizationId: number; query: LiveEventListQuery }): Promise<ListResult<LiveEventRow>> {
  const { db, organizationId, query } = options;
  const sort = readSort(query, LIVE_EVENT_SORT_COLUMNS, { column: 'updated_at', direction: 'desc' });
  const filters: SQL[] = [eq(liveEvents.organizationId, organizationId)];
  if (query.keyword) filters.push(ilike(learningModules.title, `%${escapeLike(query.keyword)}%`));
  if (query.status) filters.push(eq(liveEvents.status, query.status));
  if (query.category_id) filters.push(eq(liveEvents.categoryId, query.category_id));
  if (query.start_date) filters.push(gte(liveEvents.startsAt, WIB_DAY(query.start_date)));
  if (query.end_date) filters.push(lt(liveEvents.startsAt, WIB_DAY(query.end_date, true)));
  const where = and(...filters);
  const order = sort.direction === 'asc' ? asc(SORT[sort.column]) : desc(SORT[sort.column]);
  const [page, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select({ id: liveEvents.id })
        .from(liveEvents)
        .innerJoin(learningModules, eq(learningModules.id, liveEvents.moduleId))
        .where(where)
        .orderBy(order, desc(liveEvents.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => db.select({ total: count() }).from(liveEvents).innerJoin(learningModules, eq(learningModules.id, liveEvents.moduleId)).where(where),
  );
  const rows = await selectRows(
    db,
    page.map((p) => p.id),
  );
  return paginate(
    page.map((p) => rows.get(p.id)!),
    Number(total),
    query.page,
    query.page_size,
  );
}

/** GET /cms/live-events/{id}: the row with everything the detail and the form show. */
export async function getLiveEvent(options: { db: DbOrTx; organizationId: number; id: number }): Promise<LiveEventDetail> {
  const { db, organizationId, id } = options;
  const e = await loadLiveEvent(db, organizationId, id);
  const row = (await selectRows(db, [id])).get(id)!;
  const [speakers, [refs], [attended], contents] = await allQueries(
    db,
    () =>
      db
        .select({ s: liveEventSpeakers, fullName: users.fullName, position: users.position })
        .from(liveEventSpeakers)
        .leftJoin(users, eq(users.id, liveEventSpeakers.userId))
        .where(eq(liveEventSpeakers.eventId, id))
        .orderBy(asc(liveEventSpeakers.position), asc(liveEventSpeakers.id)),
    () =>
      db
        .select({ fileKey: files.storageKey, template: certificateTemplates.title, webinar: webinars.title })
        .from(liveEvents)
        .leftJoin(files, eq(files.id, liveEvents.thumbnailFileId))
        .leftJoin(certificateTemplates, eq(certificateTemplates.id, liveEvents.certificateTemplateId))
        .leftJoin(webinars, eq(webinars.id, liveEvents.webinarId))
        .where(eq(liveEvents.id, id)),
    () =>
      db
        .select({ n: count() })
        .from(liveEventRegistrants)
        .where(and(eq(liveEventRegistrants.eventId, id), isNotNull(liveEventRegistrants.attendedAt))),
    () => readContents(db, organizationId, e.moduleId),
  );
  return {
    ...row,
    module_id: e.moduleId,
    description: e.description,
    thumbnail_default: e.thumbnailDefault,
    thumbnail_file_id: e.thumbnailFileId,
    thumbnail_url: refs.fileKey ? `/api/storage/files/${refs.fileKey}` : e.thumbnailDefault ? thumbnailUrl(e.thumbnailDefault) : null,
    speakers: speakers.map(({ s, fullName, position }) => ({
      user_id: s.userId,
      name: s.userId === null ? s.name : (fullName ?? '-'),
      headline: s.headline || (s.userId !== null ? (position ?? '') : ''),
    })),
    meeting_url: e.meetingUrl,
    registration_open_at: e.registrationOpensAt?.toISOString() ?? null,
    registration_close_at: e.registrationClosesAt?.toISOString() ?? null,
    certificate_template: e.certificateTemplateId && refs.template ? { id: e.certificateTemplateId, name: refs.template } : null,
    recording_url: e.recordingUrl,
    webinar: e.webinarId && refs.webinar ? { id: e.webinarId, name: refs.webinar } : null,
    attended: Number(attended.n),
    contents,
  };
}
