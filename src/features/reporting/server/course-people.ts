import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batchParticipants, companies, divisions, users } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { courses } from '@/db/schema/course';
import { AppError } from '@/server/http/app-error';
import { reportingMessages as M } from '../messages';
import type { PeopleFilter } from '../schemas';
import { oneDecimal, peopleWhere, percent } from './report-kit';
import { averageScoreSql, beganSql, completedAtSql, courseMeasure, metSql, type CourseMeasure } from './course-activity';

/**
 * Whom a course report counts: the course's enrolment batch, less those who declined, narrowed by the filters. The
 * date range is the day they were enrolled (invited), as Jakarta's calendar has it.
 */
export function enrolledWhere(batchId: number, f: PeopleFilter): SQL {
  return and(
    eq(batchParticipants.batchId, batchId),
    ne(batchParticipants.invitation, 'declined'),
    ...peopleWhere(f, { divisionId: sql`${users.divisionId}`, companyId: sql`${users.companyId}` }, sql`${batchParticipants.invitedAt}`),
  )!;
}

/**
 * Each counted learner of a course with what their results say (met contents, began, best-score average, completion
 * moment) as a subquery `l`, for the figures, the learner rows and the charts to read alike; `only` narrows it to a
 * page's learners (their figures alone are read, decision 0156).
 */
export function learnersSubquery(db: DbOrTx, m: CourseMeasure, f: PeopleFilter, only?: number[]) {
  return db
    .select({
      user_id: users.id,
      full_name: users.fullName,
      email: users.email,
      division: sql<string | null>`${divisions.name}`.as('division'),
      company: sql<string | null>`${companies.name}`.as('company'),
      enrolled_at: sql<Date>`${batchParticipants.invitedAt}`.as('enrolled_at'),
      met: sql<number>`(${metSql(m, users.id)})`.as('met'),
      began: sql<boolean>`(${beganSql(m, users.id)})`.as('began'),
      score: sql<number | null>`${averageScoreSql(m, users.id)}`.as('score'),
      completed_at: sql<Date | null>`${completedAtSql(m, users.id)}`.as('completed_at'),
    })
    .from(batchParticipants)
    .innerJoin(users, eq(users.id, batchParticipants.userId))
    .leftJoin(divisions, eq(divisions.id, users.divisionId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(only ? and(enrolledWhere(m.batchId, f), inArray(users.id, only)) : enrolledWhere(m.batchId, f))
    .as('l');
}

export type LearnersSubquery = ReturnType<typeof learnersSubquery>;

/** Whether a learner row of `l` has met every counted content. */
export const completedSql = (l: LearnersSubquery, m: CourseMeasure): SQL<boolean> => (m.size ? sql<boolean>`${l.met} >= ${m.size}` : sql<boolean>`false`);

/** Not started, in progress or completed, from the learner's results. */
export const learnerStatusSql = (l: LearnersSubquery, m: CourseMeasure): SQL<string> =>
  sql<string>`case when ${completedSql(l, m)} then 'completed' when ${l.began} or ${l.met} > 0 then 'in_progress' else 'not_started' end`;

/** One course of the organisation with its category and what it measures; another organisation's course is a 404. */
export async function loadCourseForReport(db: DbOrTx, organizationId: number, id: number) {
  const [course] = await db
    .select({ id: courses.id, title: courses.title, status: courses.status, batchId: courses.batchId, createdAt: courses.createdAt, category: categories.name })
    .from(courses)
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(and(eq(courses.id, id), eq(courses.organizationId, organizationId)));
  if (!course) throw new AppError('NOT_FOUND', M.notFound);
  return { course, measure: await courseMeasure(db, course) };
}

/** A course's participants, completions, completion rate and average score (the mean of its learners' averages). */
export async function courseFigures(db: DbOrTx, m: CourseMeasure, f: PeopleFilter) {
  const l = learnersSubquery(db, m, f);
  const [row] = await db
    .select({
      participants: sql<number>`count(*)`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${completedSql(l, m)})`.mapWith(Number),
      average: sql<string | null>`avg(${l.score})`,
    })
    .from(l);
  return {
    participants: row.participants,
    completed: row.completed,
    completion_rate: percent(row.completed, row.participants),
    average_score: oneDecimal(row.average),
  };
}
