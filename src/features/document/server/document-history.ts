import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auditLog, users } from '@/db/schema';
import { DOCUMENT_ENTITY } from '../kinds';
import type { DocumentHistoryEntry } from '../schemas';

const HISTORY_LIMIT = 50;
const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  category_id: 'Category',
  file_id: 'File',
  status: 'Status',
};

/** The document's audit entries, newest first (the last 50): who did what and when, and which fields an edit changed. */
export async function getDocumentHistory(options: { db: DbOrTx; organizationId: number; id: number }): Promise<DocumentHistoryEntry[]> {
  const { db, organizationId, id } = options;
  const rows = await db
    .select({ action: auditLog.action, user: users.fullName, before: auditLog.before, after: auditLog.after, createdAt: auditLog.createdAt })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.organizationId, organizationId), eq(auditLog.entity, DOCUMENT_ENTITY), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  return rows.map((r) => {
    const b = (r.before ?? {}) as Record<string, unknown>;
    const a = (r.after ?? {}) as Record<string, unknown>;
    const fields =
      r.action === 'update'
        ? Object.entries(FIELD_LABELS)
            .filter(([k]) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
            .map(([, label]) => label)
        : [];
    return { action: r.action, user: r.user ?? '-', created_at: r.createdAt.toISOString(), fields };
  });
}
