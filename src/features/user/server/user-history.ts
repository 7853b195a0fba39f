import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auditLog, users } from '@/db/schema';
import { quizAttempts, quizzes } from '@/db/schema/quiz';
import { assignmentResults, assignments } from '@/db/schema/assignment';
import { presenceAttendances, presences } from '@/db/schema/presence';
import { paginate, type ListQuery, type ListResult } from '@/lib/list';
import type { AuditRow, HistoryRow } from '../schemas';
import { loadUser } from './load-user';

type Kind = 'quiz' | 'assignment' | 'presence';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * What the person has done that the console already stores: quiz attempts, assignment submissions and presence
 * check-ins, newest first, one kind per page (the detail page's History tab). Deactivation keeps all of it.
 */
export async function findUserHistory(options: { db: DbOrTx; organizationId: number; id: number; kind: Kind; page: number; page_size: number }) {
  const { db, organizationId, id, kind, page, page_size: size } = options;
  await loadUser(db, organizationId, id);
  const offset = (page - 1) * size;
  let rows: HistoryRow[];
  let total: number;
  if (kind === 'quiz') {
    const where = and(eq(quizAttempts.userId, id), eq(quizAttempts.organizationId, organizationId));
    const found = await db
      .select({ a: quizAttempts, title: quizzes.title })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .where(where)
      .orderBy(desc(quizAttempts.startedAt), desc(quizAttempts.id))
      .limit(size)
      .offset(offset);
    [{ total }] = await db.select({ total: count() }).from(quizAttempts).where(where);
    rows = found.map(({ a, title }) => ({
      id: a.id,
      title: `${title} (attempt ${a.retake})`,
      status: a.status,
      score: a.score,
      at: iso(a.submittedAt ?? a.startedAt),
      href: `/quiz/detail/${a.quizId}`,
    }));
  } else if (kind === 'assignment') {
    const where = and(eq(assignmentResults.userId, id), eq(assignmentResults.organizationId, organizationId));
    const found = await db
      .select({ r: assignmentResults, title: assignments.title })
      .from(assignmentResults)
      .innerJoin(assignments, eq(assignments.id, assignmentResults.assignmentId))
      .where(where)
      .orderBy(desc(assignmentResults.finishedAt), desc(assignmentResults.id))
      .limit(size)
      .offset(offset);
    [{ total }] = await db.select({ total: count() }).from(assignmentResults).where(where);
    rows = found.map(({ r, title }) => ({
      id: r.id,
      title,
      status: r.status,
      score: r.score,
      at: iso(r.finishedAt),
      href: `/assignment/detail/${r.assignmentId}`,
    }));
  } else {
    const where = and(eq(presenceAttendances.userId, id), eq(presenceAttendances.organizationId, organizationId));
    const found = await db
      .select({ p: presenceAttendances, title: presences.title })
      .from(presenceAttendances)
      .innerJoin(presences, eq(presences.id, presenceAttendances.presenceId))
      .where(where)
      .orderBy(desc(presenceAttendances.clockIn), desc(presenceAttendances.id))
      .limit(size)
      .offset(offset);
    [{ total }] = await db.select({ total: count() }).from(presenceAttendances).where(where);
    rows = found.map(({ p, title }) => ({ id: p.id, title, status: p.status, score: null, at: iso(p.clockIn), href: `/presence/detail/${p.presenceId}` }));
  }
  return paginate(rows, total, page, size);
}

/** The fields that differ between an audit entry's before and after (a creation lists what it set). */
function changesOf(before: unknown, after: unknown): AuditRow['changes'] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((k) => JSON.stringify(b[k] ?? null) !== JSON.stringify(a[k] ?? null))
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}

/** The audit trail of the account: every change to it, who made it and what changed, newest first. */
export async function findUserAudit(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
  query: Pick<ListQuery, 'page' | 'page_size'>;
}): Promise<ListResult<AuditRow>> {
  const { db, organizationId, id, query } = options;
  await loadUser(db, organizationId, id);
  const where = and(eq(auditLog.organizationId, organizationId), eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(id)));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ log: auditLog, actor: users.fullName })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return paginate(
    rows.map(({ log, actor }) => ({
      id: log.id,
      action: log.action,
      actor,
      changes: changesOf(log.before, log.after),
      created_at: log.createdAt.toISOString(),
    })),
    total,
    query.page,
    query.page_size,
  );
}
