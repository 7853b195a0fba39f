import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auditLog, users } from '@/db/schema';
import { webinars } from '@/db/schema/webinar';
import { AppError } from '@/server/http/app-error';
import { webinarMessages as M } from '../messages';
import { STATUS_LABELS, type WebinarDetail, type WebinarHistoryEntry, type WebinarStatus } from '../schemas';
import { selectWebinars, toWebinarDetail } from './webinar-rows';

/** One webinar with its speakers (the detail page, the edit form, the copy and GET /webinars/{id}). */
export async function getWebinar(options: { db: DbOrTx; organizationId: number; id: number }): Promise<WebinarDetail> {
  const { db, organizationId, id } = options;
  const [row] = await selectWebinars(db, [id]);
  if (!row || row.webinar.organizationId !== organizationId) throw new AppError('NOT_FOUND', M.notFound);
  return toWebinarDetail(db, row);
}

const ACTIONS: Record<string, string> = { create: 'Created', update: 'Edited', delete: 'Deleted', status: 'Status' };

/** The webinar's history from the audit log, newest first (the last 50): who did what when. */
export async function getWebinarHistory(options: { db: DbOrTx; organizationId: number; id: number }): Promise<WebinarHistoryEntry[]> {
  const { db, organizationId, id } = options;
  const [own] = await db
    .select({ id: webinars.id })
    .from(webinars)
    .where(and(eq(webinars.id, id), eq(webinars.organizationId, organizationId)));
  if (!own) throw new AppError('NOT_FOUND', M.notFound);
  const rows = await db
    .select({ action: auditLog.action, user: users.fullName, before: auditLog.before, after: auditLog.after, createdAt: auditLog.createdAt })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.organizationId, organizationId), eq(auditLog.entity, 'webinar'), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(50);
  return rows.map((r) => {
    const status = (v: unknown) => STATUS_LABELS[(v as { status?: WebinarStatus } | null)?.status ?? 'draft'];
    return {
      action: ACTIONS[r.action] ?? r.action,
      user: r.user ?? '-',
      created_at: r.createdAt.toISOString(),
      detail: r.action === 'status' ? `${status(r.before)} → ${status(r.after)}` : '',
    };
  });
}
