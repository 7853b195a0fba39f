import { and, asc, count, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { courseContents, courses } from '@/db/schema/course';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { escapeLike } from '@/server/sql';
import { COURSE_SORT_COLUMNS, type CourseListQuery, type CourseRow } from '../schemas';
import { coursesWithResults } from './course-rows';
import { resumeHref } from './load-course';

const ORDER: Record<(typeof COURSE_SORT_COLUMNS)[number], SQL | PgColumn> = {
  title: sql`lower(${courses.title})`,
  status: courses.status,
  level: courses.level,
  created_by: sql`lower(${users.fullName})`,
  created_at: courses.createdAt,
  updated_at: courses.updatedAt,
};

/** Whole days in Asia/Jakarta: the list's date range filters on the creation date. */
const dayStart = (d: string) => new Date(`${d}T00:00:00+07:00`);
const dayEnd = (d: string) => new Date(`${d}T23:59:59.999+07:00`);

/**
 * The organisation's courses, one page at a time: keyword over the title, filters status, level, category and a
 * creation date range; newest change first unless asked otherwise. can_delete is false once learners have results.
 */
export async function findCourses(options: { db: DbOrTx; organizationId: number; query: CourseListQuery }): Promise<ListResult<CourseRow>> {
  const { db, organizationId, query } = options;
  const sort = readSort(query, COURSE_SORT_COLUMNS, { column: 'updated_at', direction: 'desc' });
  const filters: SQL[] = [eq(courses.organizationId, organizationId)];
  if (query.keyword) filters.push(ilike(courses.title, `%${escapeLike(query.keyword)}%`));
  if (query.status) filters.push(eq(courses.status, query.status));
  if (query.level) filters.push(eq(courses.level, query.level));
  if (query.category_id) filters.push(eq(courses.categoryId, query.category_id));
  if (query.start_date) filters.push(gte(courses.createdAt, dayStart(query.start_date)));
  if (query.end_date) filters.push(lte(courses.createdAt, dayEnd(query.end_date)));
  const where = and(...filters);
  const order = sort.direction === 'asc' ? asc(ORDER[sort.column]) : desc(ORDER[sort.column]);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ course: courses, category: categories.name, creator: users.fullName })
      .from(courses)
      .leftJoin(categories, eq(categories.id, courses.categoryId))
      .leftJoin(users, eq(users.id, courses.createdBy))
      .where(where)
      .orderBy(order, desc(courses.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  const ids = rows.map((r) => r.course.id);
  const [counts, withResults] = await Promise.all([
    ids.length
      ? db
          .select({ id: courseContents.courseId, n: count() })
          .from(courseContents)
          .where(inArray(courseContents.courseId, ids))
          .groupBy(courseContents.courseId)
      : Promise.resolve([]),
    coursesWithResults(db, ids),
  ]);
  const contents = new Map(counts.map((c) => [c.id, c.n]));
  return paginate(
    rows.map(({ course: c, category, creator }) => ({
      id: c.id,
      title: c.title,
      status: c.status,
      level: c.level,
      category,
      contents: contents.get(c.id) ?? 0,
      steps_done: c.stepsDone,
      resume_href: resumeHref(c.id, c.stepsDone),
      created_by: creator ? { full_name: creator } : null,
      created_at: c.createdAt.toISOString(),
      updated_at: c.updatedAt.toISOString(),
      can_delete: !withResults.has(c.id),
    })),
    total,
    query.page,
    query.page_size,
  );
}
