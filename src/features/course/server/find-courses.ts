import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { courseContents, courseListCounts, courses } from '@/db/schema/course';
import type { ListResult } from '@/lib/list';
import { contentListTable, contentPage } from '@/server/list/content-list';
import { declaredContents } from '@/features/contents';
import { hasResults } from '@/server/learner-results';
import type { ResultTables } from '@/server/placements';
import { anyOfIds, inPageOrder, listResult } from '@/server/list/query';
import { preparedQuery } from '@/server/sql';
import { COURSE_SORT_COLUMNS, type CourseListQuery, type CourseRow } from '../schemas';
import { resumeHref } from './load-course';

type CourseSort = (typeof COURSE_SORT_COLUMNS)[number];

/**
 * The course list on the one list query (docs/decisions/0060, 0088): every sort but the creator's name an index
 * that starts with the organisation (course 0001), the total from the maintained counter, deep pages from anchors.
 */
const LIST = contentListTable<CourseSort>(courses, {
  counter: courseListCounts,
  sorts: {
    title: { column: sql`lower(${courses.title})`, cast: 'text' },
    status: { column: courses.status, cast: 'text' },
    level: { column: courses.level, cast: 'text' },
    created_by: { expr: sql`lower(${users.fullName})`, from: sql`left join ${users} on ${users.id} = ${courses.createdBy}` },
  },
});

/** The page's rows with their category, creator, contents count and the learner-results flag: one prepared statement. */
const ROWS = preparedQuery('course_list_rows', (db, held: ResultTables) =>
  db
    .select({
      course: courses,
      category: categories.name,
      creator: users.fullName,
      contents: sql<number>`(select count(*)::int from ${courseContents} where ${courseContents.courseId} = ${courses.id})`,
      withResults: hasResults('module', courses.moduleId, held),
    })
    .from(courses)
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .leftJoin(users, eq(users.id, courses.createdBy))
    .where(anyOfIds(courses.id))
    .prepare('course_list_rows'),
);

/**
 * The organisation's courses, one page at a time: keyword over the title, filters status, level, category and a
 * creation date range; newest change first unless asked otherwise. can_delete is false once learners have results
 * (attempts, submissions or check-ins): the delete's own rule, probed per row.
 */
export async function findCourses(options: { db: DbOrTx; organizationId: number; query: CourseListQuery }): Promise<ListResult<CourseRow>> {
  const { db, organizationId, query } = options;
  const { ids, total } = await contentPage({
    db,
    list: LIST,
    table: courses,
    organizationId,
    query,
    sortColumns: COURSE_SORT_COLUMNS,
    filter: {
      dates: ['start_date', 'end_date'],
      equal: { status: courses.status, level: courses.level },
      custom: { category_id: (v) => eq(courses.categoryId, Number(v)) },
    },
  });
  const loaded = ids.length ? await ROWS(db, (await declaredContents()).resultTables()).execute({ ids }) : [];
  const rows = inPageOrder(ids, loaded, (r) => r.course.id);
  return listResult(
    rows.map(({ course: c, category, creator, contents, withResults }) => ({
      id: c.id,
      title: c.title,
      status: c.status,
      level: c.level,
      category,
      contents: Number(contents),
      steps_done: c.stepsDone,
      resume_href: resumeHref(c.id, c.stepsDone),
      created_by: creator ? { full_name: creator } : null,
      created_at: c.createdAt.toISOString(),
      updated_at: c.updatedAt.toISOString(),
      can_delete: !withResults,
    })),
    total,
    query.page,
    query.page_size,
  );
}
