import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auditLog, placements, users } from '@/db/schema';
import { assignmentResults } from '@/db/schema/assignment';
import type { AssignmentDetail, HistoryEntry } from '../schemas';
import { loadAssignment } from './load';
import { toAssignmentRow } from './to-row';
import { allQueries } from '@/db/all-queries';

/** One assignment with its counts and its change history (the General tab). */
export async function getAssignment(options: { db: DbOrTx; organizationId: number; id: number }): Promise<AssignmentDetail> {
  const { db, organizationId, id } = options;
  const a = await loadAssignment(db, organizationId, id);
  const [[{ submitted }], [{ placed }], creator, history] = await allQueries(
    db,
    () => db.select({ submitted: count() }).from(assignmentResults).where(eq(assignmentResults.assignmentId, id)),
    () =>
      db
        .select({ placed: count() })
        .from(placements)
        .where(and(eq(placements.organizationId, organizationId), eq(placements.contentType, 'assignment'), eq(placements.contentId, id))),
    () => (a.createdBy ? db.select({ name: users.fullName }).from(users).where(eq(users.id, a.createdBy)) : Promise.resolve([])),
    () =>
      db
        .select({ action: auditLog.action, user: users.fullName, createdAt: auditLog.createdAt })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(and(eq(auditLog.organizationId, organizationId), eq(auditLog.entity, 'assignment'), eq(auditLog.entityId, String(id))))
        .orderBy(desc(auditLog.id))
        .limit(20),
  );
  const entries: HistoryEntry[] = history.map((h) => ({ action: h.action, user: h.user, created_at: h.createdAt.toISOString() }));
  // Rows made before the audit log existed (or by an import or seed) have no 'create' entry: the row itself says who
  // created it and when, so the history still starts there.
  if (history.length < 20 && !history.some((h) => h.action === 'create')) {
    entries.push({ action: 'create', user: creator[0]?.name ?? null, created_at: a.createdAt.toISOString() });
  }
  return { ...toAssignmentRow(a, { submitted, placements: placed, creator: creator[0]?.name ?? null }), history: entries };
}
