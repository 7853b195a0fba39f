import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { allQueries } from '@/db/all-queries';
import { learningModules } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { liveEvents } from '@/db/schema/live-event';
import { webinars } from '@/db/schema/webinar';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { escapeLike } from '@/server/sql';
import type { PeopleFilter } from '../schemas';
import type { WebinarFigures, WebinarReportQuery, WebinarReportRow } from '../webinar-schemas';
import { webinarRegistrantsSql, type WebinarScope } from './webinar-people';
import { everyRow, percent, rowsOf } from './report-kit';

const SORTS = ['title', 'status', 'start_at'] as const;
const SORT_COLUMNS = { title: webinars.title, status: webinars.status, start_at: webinars.startAt };

function webinarWhere(organizationId: number, q: WebinarReportQuery): SQL | undefined {
  return and(
    eq(webinars.organizationId, organizationId),
    q.keyword ? ilike(webinars.title, `%${escapeLike(q.keyword)}%`) : undefined,
    q.category_id ? eq(webinars.categoryId, q.category_id) : undefined,
    q.status ? eq(webinars.status, q.status as 'draft') : undefined,
  );
}

/** No live event made from the webinar: no attendance recorded. */
const NOT_RECORDED: WebinarFigures = { registered: null, waiting: null, attended: null, attendance_rate: null };

/** Registered, waiting and attended of each scoped webinar's live event, in one statement (a webinar with nobody counted is absent). */
export async function webinarFigures(db: DbOrTx, organizationId: number, scope: WebinarScope, f: PeopleFilter): Promise<Map<number, WebinarFigures>> {
  const rows = rowsOf<{ webinar_id: number; registered: number; waiting: number; attended: number }>(
    await db.execute(sql`select l.webinar_id, count(*) filter (where l.status <> 'waiting')::int as registered,
      count(*) filter (where l.status = 'waiting')::int as waiting, count(*) filter (where l.status = 'attended')::int as attended
      from ${webinarRegistrantsSql(organizationId, scope, f)} group by l.webinar_id`),
  );
  return new Map(
    rows.map((r) => {
      const [registered, attended] = [Number(r.registered), Number(r.attended)];
      return [Number(r.webinar_id), { registered, waiting: Number(r.waiting), attended, attendance_rate: percent(attended, registered) }];
    }),
  );
}

/** A webinar's figures: nothing recorded without a live event; zeros for a live event nobody (in the filters) registered for. */
export const figuresOf = (figures: Map<number, WebinarFigures>, id: number, hasEvent: boolean): WebinarFigures =>
  hasEvent ? (figures.get(id) ?? { registered: 0, waiting: 0, attended: 0, attendance_rate: 0 }) : NOT_RECORDED;

/** One page of the report: the webinars as sorted and filtered, with their attendance read in one statement. */
async function reportPage(db: DbOrTx, organizationId: number, q: WebinarReportQuery, limit: number, offset: number) {
  const where = webinarWhere(organizationId, q);
  const sort = readSort(q, SORTS, { column: 'start_at', direction: 'desc' });
  const order = sort.direction === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select({
          id: webinars.id,
          title: webinars.title,
          status: webinars.status,
          startAt: webinars.startAt,
          category: categories.name,
          eventTitle: learningModules.title,
        })
        .from(webinars)
        .leftJoin(categories, eq(categories.id, webinars.categoryId))
        .leftJoin(liveEvents, and(eq(liveEvents.webinarId, webinars.id), eq(liveEvents.organizationId, organizationId)))
        .leftJoin(learningModules, eq(learningModules.id, liveEvents.moduleId))
        .where(where)
        .orderBy(order(SORT_COLUMNS[sort.column]), order(webinars.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(webinars).where(where),
  );
  const figures = await webinarFigures(db, organizationId, { webinarIds: rows.map((r) => r.id) }, q);
  const results: WebinarReportRow[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    category: r.category,
    status: r.status,
    start_at: r.startAt.toISOString(),
    live_event: r.eventTitle,
    ...figuresOf(figures, r.id, r.eventTitle !== null),
  }));
  return { results, total };
}

/**
 * GET /api/reporting/webinar-report: the organisation's webinars, 10 a page, each with the attendance of the live
 * event made from it (registered, waiting, attended, attendance rate), or none recorded (decision 0154).
 */
export async function findWebinarReport(options: { db: DbOrTx; organizationId: number; query: WebinarReportQuery }): Promise<ListResult<WebinarReportRow>> {
  const { db, organizationId, query } = options;
  const { results, total } = await reportPage(db, organizationId, query, query.page_size, (query.page - 1) * query.page_size);
  return paginate(results, total, query.page, query.page_size);
}

/** Every webinar of the filtered report in the list's order, a chunk at a time (the download). */
export const allWebinarReportRows = (db: DbOrTx, organizationId: number, query: WebinarReportQuery) =>
  everyRow(async (limit, offset) => (await reportPage(db, organizationId, query, limit, offset)).results, 200);
