import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchParticipants, users } from '@/db/schema';
import { allQueries } from '@/db/all-queries';
import { paginate, readSort, type ListResult, type Sort } from '@/lib/list';
import { escapeLike } from '@/server/sql';
import type { CourseLearnerRow, CourseLearnersQuery } from '../schemas';
import type { CourseMeasure } from './course-activity';
import { enrolledWhere, learnersSubquery, learnerStatusSql, loadCourseForReport, type LearnersSubquery } from './course-people';
import { everyRow, iso, oneDecimal } from './report-kit';

const SORTS = ['full_name', 'email', 'enrolled_at', 'progress', 'average_score', 'completed_at'] as const;
type LearnerSort = (typeof SORTS)[number];
/** The sorts on the enrolment's own columns: the page is chosen without reading anyone's results (decision 0156). */
const OWN_COLUMNS: Partial<Record<LearnerSort, SQL>> = {
  full_name: sql`${users.fullName}`,
  email: sql`${users.email}`,
  enrolled_at: sql`${batchParticipants.invitedAt}`,
};

/**
 * A page of learners sorted on their own columns and not filtered by status: the ids of `limit` rows from `offset` and
 * the total, from the enrolment and the users alone (the figures of the learners skipped or counted are never
 * computed), in the order the full query gives (column, name, id).
 */
async function ownColumnPage(db: DbOrTx, m: CourseMeasure, q: CourseLearnersQuery, sort: Sort<LearnerSort>, limit: number, offset: number) {
  const parts: SQL[] = [enrolledWhere(m.batchId, q)];
  if (q.keyword) parts.push(sql`(${users.fullName} ilike ${`%${escapeLike(q.keyword)}%`} or ${users.email} ilike ${`%${escapeLike(q.keyword)}%`})`);
  const where = sql.join(parts, sql` and `);
  const dir = sort.direction === 'asc' ? sql`asc` : sql`desc`;
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select({ id: users.id })
        .from(batchParticipants)
        .innerJoin(users, eq(users.id, batchParticipants.userId))
        .where(where)
        .orderBy(sql`${OWN_COLUMNS[sort.column]} ${dir} nulls last`, sql`${users.fullName} ${dir}`, asc(users.id))
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(batchParticipants)
        .innerJoin(users, eq(users.id, batchParticipants.userId))
        .where(where),
  );
  return { ids: rows.map((r) => r.id), total };
}

function learnerWhere(l: LearnersSubquery, m: CourseMeasure, q: CourseLearnersQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.keyword) parts.push(sql`(${l.full_name} ilike ${`%${escapeLike(q.keyword)}%`} or ${l.email} ilike ${`%${escapeLike(q.keyword)}%`})`);
  if (q.status) parts.push(sql`${learnerStatusSql(l, m)} = ${q.status}`);
  return sql.join(parts, sql` and `);
}

/**
 * One page of a course's learners (`limit` rows from `offset`) with the total, sorted and filtered as asked. Sorted on
 * a learner's own column without a status filter, the page is chosen first and only its learners' results are read;
 * a sort or filter on a figure (progress, score, completion, status) reads every learner's.
 */
async function learnerPage(db: DbOrTx, m: CourseMeasure, q: CourseLearnersQuery, limit: number, offset: number) {
  const sort = readSort(q, SORTS, { column: 'full_name', direction: 'asc' });
  const own = !q.status && OWN_COLUMNS[sort.column] ? await ownColumnPage(db, m, q, sort, limit, offset) : null;
  if (own && !own.ids.length) return { results: [], total: own.total };
  const l = learnersSubquery(db, m, q, own?.ids);
  const where = learnerWhere(l, m, q);
  const progress = m.size ? sql<number>`round(100.0 * least(${l.met}, ${m.size}) / ${m.size})` : sql<number>`0`;
  const dir = sort.direction === 'asc' ? asc : desc;
  const column: Record<(typeof SORTS)[number], SQL> = {
    full_name: sql`${l.full_name}`,
    email: sql`${l.email}`,
    enrolled_at: sql`${l.enrolled_at}`,
    progress,
    average_score: sql`${l.score}`,
    completed_at: sql`${l.completed_at}`,
  };
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select({
          user_id: l.user_id,
          full_name: l.full_name,
          email: l.email,
          division: l.division,
          company: l.company,
          enrolled_at: l.enrolled_at,
          status: learnerStatusSql(l, m),
          progress: progress.mapWith(Number),
          score: l.score,
          completed_at: l.completed_at,
        })
        .from(l)
        .where(where)
        .orderBy(sql`${column[sort.column]} ${sort.direction === 'asc' ? sql`asc` : sql`desc`} nulls last`, dir(l.full_name), asc(l.user_id))
        .limit(limit)
        .offset(own ? 0 : offset),
    async () =>
      own
        ? [{ total: own.total }]
        : db
            .select({ total: sql<number>`count(*)`.mapWith(Number) })
            .from(l)
            .where(where),
  );
  const results: CourseLearnerRow[] = rows.map((r) => ({
    user_id: r.user_id,
    full_name: r.full_name,
    email: r.email,
    division: r.division,
    company: r.company,
    enrolled_at: iso(r.enrolled_at)!,
    status: r.status,
    progress: r.progress,
    average_score: oneDecimal(r.score),
    completed_at: iso(r.completed_at),
  }));
  return { results, total };
}

/**
 * GET /api/reporting/course-report/:id/learners: a course's counted learners, 10 a page, with status (not started,
 * in progress, completed), progress, average score and completion date from their results; search over name and
 * e-mail, sortable by each column.
 */
export async function findCourseLearners(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
  query: CourseLearnersQuery;
}): Promise<ListResult<CourseLearnerRow>> {
  const { db, organizationId, id, query } = options;
  const { measure } = await loadCourseForReport(db, organizationId, id);
  const { results, total } = await learnerPage(db, measure, query, query.page_size, (query.page - 1) * query.page_size);
  return paginate(results, total, query.page, query.page_size);
}

/** Every learner row of the filtered detail in its order, a chunk at a time (the download). */
export const allCourseLearnerRows = (db: DbOrTx, m: CourseMeasure, query: CourseLearnersQuery): AsyncGenerator<CourseLearnerRow> =>
  everyRow(async (limit, offset) => (await learnerPage(db, m, query, limit, offset)).results);
