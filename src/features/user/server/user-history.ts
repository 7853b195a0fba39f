import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auditLog, users } from '@/db/schema';
import { declaredContents } from '@/features/contents';
import { findActivity, type Activity } from '@/server/learner-activity';
import { paginate, type ListQuery, type ListResult } from '@/lib/list';
import type { AuditRow, HistoryRow } from '../schemas';
import { loadUser } from './load-user';
import { allQueries } from '@/db/all-queries';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** How each kind of activity reads in the History tab: its title (with the attempt where the kind counts them) and where it links. */
function historyRow(a: Activity): HistoryRow {
  const title = a.attempt !== null ? `${a.itemTitle} (attempt ${a.attempt})` : a.itemTitle;
  // When it was handed in; an attempt still in progress, when it began (a submission and a check-in are both at once).
  const at = a.finishedAt ?? a.startedAt;
  return { id: a.id, title, status: a.status, score: a.score, at: iso(at), href: `/${a.kind}/detail/${a.itemId}` };
}

/**
 * What the person has done that the console already stores: quiz attempts, assignment submissions and presence
 * check-ins, newest first, one kind per page (the detail page's History tab). A kind is a placement type whose area
 * declares its learner activity (src/features/contents.ts). Deactivation keeps all of it.
 */
export async function findUserHistory(options: { db: DbOrTx; organizationId: number; id: number; kind: string; page: number; page_size: number }) {
  const { db, organizationId, id, kind, page, page_size: size } = options;
  await loadUser(db, organizationId, id);
  const activity = (await declaredContents()).activity(kind);
  if (!activity) return paginate([], 0, page, size);
  const { rows, total } = await findActivity(db, kind, activity, { organizationId, userIds: [id] }, { limit: size, offset: (page - 1) * size });
  return paginate(rows.map(historyRow), total, page, size);
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
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select({ log: auditLog, actor: users.fullName })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => db.select({ total: count() }).from(auditLog).where(where),
  );
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
