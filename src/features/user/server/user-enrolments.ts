import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batches, batchParticipants, learningModules } from '@/db/schema';
import { courses } from '@/db/schema/course';
import { classroomParticipants, classrooms } from '@/db/schema/classroom';
import { paginate, type ListQuery, type ListResult } from '@/lib/list';
import type { EnrolmentRow } from '../schemas';
import { loadUser } from './load-user';
import { allQueries } from '@/db/all-queries';

/**
 * Where the person is enrolled (the user detail's Enrolments tab, docs/decisions/0077): the courses whose enrolment
 * batch lists them and the classroom batches they take part in, with where they stand, newest first. Programs and
 * live events join this list when their areas are built.
 */
export async function findUserEnrolments(options: { db: DbOrTx; organizationId: number; id: number; query: ListQuery }): Promise<ListResult<EnrolmentRow>> {
  const { db, organizationId, id, query } = options;
  await loadUser(db, organizationId, id);
  const inCourses = db
    .select({
      kind: sql<string>`'course'`.as('kind'),
      id: courses.id,
      title: courses.title,
      batch: sql<string | null>`null`.as('batch'),
      status: sql<string>`${batchParticipants.invitation}`.as('status'),
      at: sql<Date>`${batchParticipants.invitedAt}`.as('at'),
    })
    .from(batchParticipants)
    .innerJoin(courses, eq(courses.batchId, batchParticipants.batchId))
    .where(and(eq(batchParticipants.userId, id), eq(courses.organizationId, organizationId)));
  const inClassrooms = db
    .select({
      kind: sql<string>`'classroom'`.as('kind'),
      id: classrooms.moduleId,
      title: learningModules.title,
      batch: sql<string | null>`${batches.title}`.as('batch'),
      status: sql<string>`${classroomParticipants.status}`.as('status'),
      at: sql<Date>`coalesce(${batches.startsAt}, ${classroomParticipants.updatedAt})`.as('at'),
    })
    .from(classroomParticipants)
    .innerJoin(batches, eq(batches.id, classroomParticipants.batchId))
    .innerJoin(classrooms, eq(classrooms.moduleId, batches.moduleId))
    .innerJoin(learningModules, eq(learningModules.id, batches.moduleId))
    .where(and(eq(classroomParticipants.userId, id), eq(classrooms.organizationId, organizationId)));
  const all = inCourses.unionAll(inClassrooms).as('enrolments');
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select()
        .from(all)
        .orderBy(sql`${all.at} desc`, sql`${all.kind}`, sql`${all.id} desc`)
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => db.select({ total: count() }).from(all),
  );
  return paginate(
    rows.map((r) => ({
      kind: r.kind as EnrolmentRow['kind'],
      id: r.id,
      title: r.title,
      batch: r.batch,
      status: r.status,
      at: r.at ? new Date(r.at).toISOString() : null,
      href: `/${r.kind}/detail/${r.id}`,
    })),
    total,
    query.page,
    query.page_size,
  );
}
