import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { categories } from '@/db/schema/category';
import { courseListCounts, courses } from '@/db/schema/course';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { inPageOrder, keywordLike, listPage, type ListTable } from '@/server/list/query';
import type { CourseReportQuery, CourseReportRow } from '../schemas';
import { courseMeasure } from './course-activity';
import { courseFigures } from './course-people';

const SORTS = ['title', 'status', 'created_at'] as const;

/**
 * The report's courses on the one list query (docs/decisions/0060, 0156): the course list's indexes (organisation,
 * lower(title) | status | created_at, id) and its maintained counter, so a page costs the same at 100,000 courses as
 * at 100 and a deep page starts from a remembered anchor instead of walking OFFSET rows. The title sorts without
 * regard to case, as the course list does.
 */
const LIST: ListTable<(typeof SORTS)[number]> = {
  name: 'course_report',
  table: courses,
  id: courses.id,
  organizationId: courses.organizationId,
  counter: courseListCounts,
  sorts: {
    title: { column: sql`lower(${courses.title})`, cast: 'text' },
    status: { column: courses.status, cast: 'text' },
    created_at: { column: courses.createdAt, cast: 'timestamptz' },
  },
};

/** One page of the organisation's courses as the report sorts and filters them (no figures yet), with the total. */
async function coursePage(db: DbOrTx, organizationId: number, q: CourseReportQuery, page: number, pageSize: number) {
  const filters: SQL[] = [];
  if (q.keyword) filters.push(keywordLike(courses.title, q.keyword));
  if (q.category_id) filters.push(eq(courses.categoryId, q.category_id));
  if (q.status) filters.push(eq(courses.status, q.status as 'draft'));
  const { ids, total } = await listPage({
    db,
    list: LIST,
    organizationId,
    filters,
    filterKey: { keyword: q.keyword || undefined, category_id: q.category_id, status: q.status },
    sort: readSort<(typeof SORTS)[number]>(q, SORTS, { column: 'created_at', direction: 'desc' }),
    page,
    pageSize,
  });
  const rows = ids.length
    ? await db
        .select({
          id: courses.id,
          title: courses.title,
          status: courses.status,
          batchId: courses.batchId,
          createdAt: courses.createdAt,
          category: categories.name,
        })
        .from(courses)
        .leftJoin(categories, eq(categories.id, courses.categoryId))
        .where(inArray(courses.id, ids))
    : [];
  return { rows: inPageOrder(ids, rows, (r) => r.id), total };
}

type CourseHead = Awaited<ReturnType<typeof coursePage>>['rows'][number];

/** A course's row: its head and its figures for the people filters, from its learners' results. */
async function withFigures(db: DbOrTx, c: CourseHead, q: CourseReportQuery): Promise<CourseReportRow> {
  const figures = await courseFigures(db, await courseMeasure(db, c), q);
  return { id: c.id, title: c.title, category: c.category, status: c.status, created_at: c.createdAt.toISOString(), ...figures };
}

/**
 * GET /api/reporting/course-report: the organisation's courses, 10 a page, each with participants, completions,
 * completion rate and average score read from the learners' attempts, submissions and check-ins (decision 0135).
 */
export async function findCourseReport(options: { db: DbOrTx; organizationId: number; query: CourseReportQuery }): Promise<ListResult<CourseReportRow>> {
  const { db, organizationId, query } = options;
  const { rows, total } = await coursePage(db, organizationId, query, query.page, query.page_size);
  const results: CourseReportRow[] = [];
  // One course at a time: each is a few statements, and a transaction runs one at a time anyway.
  for (const c of rows) results.push(await withFigures(db, c, query));
  return paginate(results, total, query.page, query.page_size);
}

/** Every course of the filtered report in the list's order, a chunk at a time (the download). */
export async function* allCourseReportRows(db: DbOrTx, organizationId: number, query: CourseReportQuery): AsyncGenerator<CourseReportRow> {
  const CHUNK = 100;
  for (let page = 1; ; page++) {
    const { rows } = await coursePage(db, organizationId, query, page, CHUNK);
    for (const c of rows) yield await withFigures(db, c, query);
    if (rows.length < CHUNK) return;
  }
}
