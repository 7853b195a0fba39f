import { and, asc, count, eq, ilike, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import { anyActivityOn, metCount } from '@/server/learner-activity';
import type { Db, DbOrTx } from '@/db/client';
import { batchParticipants, companies, divisions, users } from '@/db/schema';
import { recordedCourseContents } from '@/features/course-measure';
import { paginate, type ListQuery, type ListResult } from '@/lib/list';
import { writeAudit } from '@/server/audit';
import { emitNotificationEvent } from '@/server/notification-events';
import { escapeLike } from '@/server/sql';
import { findPeoplePage, ownUnits, personMatches } from '@/server/people-page';
import { courseMessages as M } from '../messages';
import type { Participant, ParticipantStatus } from '../schemas';
import { invalid, loadCourse } from './load-course';
import { allQueries } from '@/db/all-queries';

const like = (k: string | undefined) => (k ? `%${escapeLike(k)}%` : null);

/** Invited, confirmed, completed or declined, from the stored answer and what the learner did (decision 0117). */
function participantStatus(invitation: string, began: boolean, met: number, counted: number): ParticipantStatus {
  if (counted > 0 && met >= counted) return 'completed';
  if (began || invitation === 'confirmed') return 'confirmed';
  return invitation === 'declined' ? 'declined' : 'invited';
}

/**
 * The course's participants (its enrolment batch), 10 a page, each with progress and status read from the learner's
 * activity in one query (docs/decisions/0117): progress is the share of the course's counted contents (its required
 * quizzes, LIM surveys, assignments and presences; all of them when none is required) that the learner has met (a
 * finished attempt, a hand-in or a check-in at the course's schedules, scoring at least the content's pass grade where
 * it has one); the status is completed at 100 %, confirmed once they accepted or did anything, else their answer.
 */
export async function findParticipants(options: { db: DbOrTx; organizationId: number; id: number; query: ListQuery }): Promise<ListResult<Participant>> {
  const { db, organizationId, id, query } = options;
  const course = await loadCourse(db, organizationId, id);
  const where = and(eq(batchParticipants.batchId, course.batchId), personMatches(query.keyword));
  const { counted, all, size } = await recordedCourseContents(db, course.id);
  const met = counted.length
    ? sql.join(
        counted.map((k) => metCount(k.kind, k.contents, users.id, course.batchId)),
        sql` + `,
      )
    : sql`0`;
  const began = all.length
    ? sql.join(
        all.map((k) => anyActivityOn(k.kind, k.contents, users.id, course.batchId)),
        sql` or `,
      )
    : sql`false`;
  const { rows, total } = await findPeoplePage(db, {
    from: batchParticipants,
    userId: batchParticipants.userId,
    where,
    fields: {
      user_id: users.id,
      full_name: users.fullName,
      email: users.email,
      invitation: batchParticipants.invitation,
      invitedAt: batchParticipants.invitedAt,
      met: sql<number>`(${met})`.mapWith(Number),
      began: sql<boolean>`(${began})`.mapWith(Boolean),
    },
    query,
  });
  return paginate(
    rows.map(({ invitedAt, met: done, began: active, ...r }) => ({
      ...r,
      status: participantStatus(r.invitation, active, done, size),
      invited_at: invitedAt.toISOString(),
      progress: size ? Math.round((100 * Math.min(done, size)) / size) : 0,
    })),
    total,
    query.page,
    query.page_size,
  );
}

/**
 * GET /courses/{id}/invite-users: who can still be invited, 10 a page: active users not yet in the course (by user),
 * or the organisation's divisions or companies (by division, company).
 */
export async function findInviteOptions(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
  query: ListQuery & { by: 'user' | 'division' | 'company' };
}) {
  const { db, organizationId, id, query } = options;
  const course = await loadCourse(db, organizationId, id);
  const k = like(query.keyword);
  const page = (query.page - 1) * query.page_size;
  if (query.by === 'user') {
    const where = and(
      eq(users.organizationId, organizationId),
      eq(users.status, 'active'),
      k ? or(ilike(users.fullName, k), ilike(users.email, k)) : undefined,
      notExists(
        db
          .select({ one: sql`1` })
          .from(batchParticipants)
          .where(and(eq(batchParticipants.batchId, course.batchId), eq(batchParticipants.userId, users.id))),
      ),
    );
    const [rows, [{ total }]] = await allQueries(
      db,
      () =>
        db
          .select({ id: users.id, label: users.fullName, detail: users.email })
          .from(users)
          .where(where)
          .orderBy(asc(users.fullName), asc(users.id))
          .limit(query.page_size)
          .offset(page),
      () => db.select({ total: count() }).from(users).where(where),
    );
    return paginate(rows, total, query.page, query.page_size);
  }
  const t = query.by === 'division' ? divisions : companies;
  const where = and(eq(t.organizationId, organizationId), k ? or(ilike(t.name, k), ilike(t.code, k)) : undefined) as SQL;
  const [rows, [{ total }]] = await allQueries(
    db,
    () => db.select({ id: t.id, label: t.name, detail: t.code }).from(t).where(where).orderBy(asc(t.name)).limit(query.page_size).offset(page),
    () => db.select({ total: count() }).from(t).where(where),
  );
  return paginate(rows, total, query.page, query.page_size);
}

/** Invites users (by id, or every active user of the chosen divisions or companies) into the course's batch; already invited ones stay as they are. */
export async function inviteUsers(options: { db: Db; organizationId: number; userId: number; id: number; by: 'user' | 'division' | 'company'; ids: number[] }) {
  const { db, organizationId, userId, id, by, ids } = options;
  return db.transaction(async (tx) => {
    const course = await loadCourse(tx, organizationId, id, true);
    if (by !== 'user' && !(await ownUnits(tx, organizationId, by, ids))) throw invalid('ids', by === 'division' ? M.divisionUnknown : M.companyUnknown);
    const column = by === 'user' ? users.id : by === 'division' ? users.divisionId : users.companyId;
    const people = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.status, 'active'), inArray(column, ids)));
    if (!people.length) return { invited: 0, message: M.nothingToInvite };
    const inserted = await tx
      .insert(batchParticipants)
      .values(people.map((p) => ({ batchId: course.batchId, userId: p.id, invitation: 'invited' as const })))
      .onConflictDoNothing()
      .returning({ userId: batchParticipants.userId });
    await writeAudit(tx, { organizationId, userId, action: 'invite', entity: 'course', entityId: id, after: { by, ids, invited: inserted.length } });
    // Invited to the course: the notification area tells them (decision 0131).
    await emitNotificationEvent(tx, {
      kind: 'invitation',
      organizationId,
      userIds: inserted.map((r) => r.userId),
      key: `course:${id}`,
      values: { learning_type: 'course', learning_title: course.title },
    });
    return { invited: inserted.length, message: inserted.length ? M.invited(inserted.length) : M.nothingToInvite };
  });
}
