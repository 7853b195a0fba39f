import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { categories } from '@/db/schema/category';
import { courses } from '@/db/schema/course';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { allQueries } from '@/db/all-queries';
import { escapeLike } from '@/server/sql';
import type { CourseReportQuery, CourseReportRow } from '../schemas';
import { courseMeasure } from './course-activity';
import { courseFigures } from './course-people';

const SORTS = ['title', 'status', 'created_at'] as const;
const SORT_COLUMNS = { title: courses.title, status: courses.status, created_at: courses.createdAt };

function courseWhere(organizationId: number, q: CourseReportQuery): SQL | undefined {
  return and(
    eq(courses.organizationId, organizationId),
    q.keyword ? ilike(courses.title, `%${escapeLike(q.keyword)}%`) : undefined,
    q.category_id ? eq(courses.categoryId, q.category_id) : undefined,
    q.status ? eq(courses.status, q.status as 'draft') : undefined,
  );
}

/** One page of the organisation's courses as the report sorts and filters them (no figures yet). */
async function coursePage(db: DbOrTx, organizationId: number, q: CourseReportQuery, limit: number, offset: number) {
  const where = courseWhere(organizationId, q);
  const sort = readSort(q, SORTS, { column: 'created_at', direction: 'desc' });
  const order = sort.direction === 'asc' ? asc : desc;
  return allQueries(
    db,
    () =>
      db
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
        .where(where)
        .orderBy(order(SORT_COLUMNS[sort.column]), order(courses.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(courses).where(where),
  );
}

type CourseHead = Awaited<ReturnType<typeof coursePage>>[0][number];

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
  const [rows, [{ total }]] = await coursePage(db, organizationId, query, query.page_size, (query.page - 1) * query.page_size);
  const results: CourseReportRow[] = [];
  // One course at a time: each is a few statements, and a transaction runs one at a time anyway.
  for (const c of rows) results.push(await withFigures(db, c, query));
  return paginate(results, total, query.page, query.page_size);
}

/** Every course of the filtered report in the list's order, a chunk at a time (the download). */
export async function* allCourseReportRows(db: DbOrTx, organizationId: number, query: CourseReportQuery): AsyncGenerator<CourseReportRow> {
  const CHUNK = 100;
  for (let offset = 0; ; offset += CHUNK) {
    const [rows] = await coursePage(db, organizationId, query, CHUNK, offset);
    for (const c of rows) yield await withFigures(db, c, query);
    if (rows.length < CHUNK) return;
  }
}
