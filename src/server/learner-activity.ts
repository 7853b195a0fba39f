import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { quizAttempts, quizzes } from '@/db/schema/quiz';
import { assignmentResults, assignments } from '@/db/schema/assignment';
import { presenceAttendances, presences } from '@/db/schema/presence';
import { allQueries } from '@/db/all-queries';

export type ActivityKind = 'quiz' | 'assignment' | 'presence';

/** One thing a learner did: a quiz attempt, an assignment submission or a presence check-in. */
export interface Activity {
  kind: ActivityKind;
  id: number;
  userId: number;
  /** The quiz, assignment or presence. */
  itemId: number;
  itemTitle: string;
  /** The placement it was done on (a check-in has none: it refers to a schedule). */
  placementId: number | null;
  status: string;
  score: number | null;
  /** The attempt's number (quizzes); 1 otherwise. */
  attempt: number;
  startedAt: Date;
  /** When it was handed in (an attempt still in progress has none). */
  finishedAt: Date | null;
}

/** Where each kind of activity is stored: its table, the item it belongs to, and the columns read alike. */
interface ActivityTable {
  table: PgTable;
  id: PgColumn;
  organizationId: PgColumn;
  userId: PgColumn;
  itemRef: PgColumn;
  item: { table: PgTable; id: PgColumn; title: PgColumn };
  placementId: PgColumn | null;
  status: PgColumn;
  score: PgColumn | null;
  attempt: PgColumn | null;
  startedAt: PgColumn;
  finishedAt: PgColumn;
  /** Newest first. */
  order: PgColumn;
}

const TABLES: Record<ActivityKind, ActivityTable> = {
  quiz: {
    table: quizAttempts,
    id: quizAttempts.id,
    organizationId: quizAttempts.organizationId,
    userId: quizAttempts.userId,
    itemRef: quizAttempts.quizId,
    item: { table: quizzes, id: quizzes.id, title: quizzes.title },
    placementId: quizAttempts.placementId,
    status: quizAttempts.status,
    score: quizAttempts.score,
    attempt: quizAttempts.retake,
    startedAt: quizAttempts.startedAt,
    finishedAt: quizAttempts.submittedAt,
    order: quizAttempts.startedAt,
  },
  assignment: {
    table: assignmentResults,
    id: assignmentResults.id,
    organizationId: assignmentResults.organizationId,
    userId: assignmentResults.userId,
    itemRef: assignmentResults.assignmentId,
    item: { table: assignments, id: assignments.id, title: assignments.title },
    placementId: assignmentResults.placementId,
    status: assignmentResults.status,
    score: assignmentResults.score,
    attempt: null,
    startedAt: assignmentResults.finishedAt,
    finishedAt: assignmentResults.finishedAt,
    order: assignmentResults.finishedAt,
  },
  presence: {
    table: presenceAttendances,
    id: presenceAttendances.id,
    organizationId: presenceAttendances.organizationId,
    userId: presenceAttendances.userId,
    itemRef: presenceAttendances.presenceId,
    item: { table: presences, id: presences.id, title: presences.title },
    placementId: null,
    status: presenceAttendances.status,
    score: null,
    attempt: null,
    startedAt: presenceAttendances.clockIn,
    finishedAt: presenceAttendances.clockIn,
    order: presenceAttendances.clockIn,
  },
};

/** Whose activity, and on what: people, placements (quizzes, assignments) or items (presences, by their id). */
export interface ActivityScope {
  organizationId: number;
  userIds?: number[];
  placementIds?: number[];
  itemIds?: number[];
}

/**
 * The learners' activity of one kind, newest first: the one query behind a person's History tab (all they did) and a
 * course's User History tab (what its participants did on its placements). `page` limits it to one page.
 */
export async function findActivity(
  db: DbOrTx,
  kind: ActivityKind,
  scope: ActivityScope,
  page?: { limit: number; offset: number },
): Promise<{ rows: Activity[]; total: number }> {
  const t = TABLES[kind];
  const filters: (SQL | undefined)[] = [eq(t.organizationId, scope.organizationId)];
  if (scope.userIds) filters.push(inArray(t.userId, scope.userIds.length ? scope.userIds : [0]));
  if (scope.placementIds) filters.push(t.placementId ? inArray(t.placementId, scope.placementIds.length ? scope.placementIds : [0]) : sql`false`);
  if (scope.itemIds) filters.push(inArray(t.itemRef, scope.itemIds.length ? scope.itemIds : [0]));
  const where = and(...filters);
  const select = db
    .select({
      id: t.id,
      userId: t.userId,
      itemId: t.itemRef,
      itemTitle: t.item.title,
      placementId: t.placementId ?? sql<null>`null`,
      status: t.status,
      score: t.score ?? sql<null>`null`,
      attempt: t.attempt ?? sql<number>`1`,
      startedAt: t.startedAt,
      finishedAt: t.finishedAt,
    })
    .from(t.table)
    .innerJoin(t.item.table, eq(t.item.id, t.itemRef))
    .where(where)
    .orderBy(desc(t.order), desc(t.id));
  const [rows, total] = await allQueries(
    db,
    () => (page ? select.limit(page.limit).offset(page.offset) : select),
    () => (page ? db.select({ total: count() }).from(t.table).where(where) : null),
  );
  const activity = (rows as Omit<Activity, 'kind'>[]).map((r) => ({ ...r, kind, attempt: Number(r.attempt) }));
  return { rows: activity, total: total ? total[0].total : activity.length };
}
