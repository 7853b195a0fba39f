import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auditLog, users } from '@/db/schema';
import { FIELD_LABELS, type ProviderHistoryEntry } from '../schemas';
import { loadProvider } from './load-provider';

const HISTORY_LIMIT = 50;

/** The fields an update changed, by their labels on the form. */
function changedFields(before: unknown, after: unknown): string[] {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return [];
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return Object.entries(FIELD_LABELS)
    .filter(([key]) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map(([, label]) => label);
}

/**
 * The provider's change history from the audit log (newest first, the last 50): who did what and when, and for an
 * edit which fields changed. A seeded provider has no 'create' entry; its row says who created it and when.
 */
export async function getProviderHistory(options: { db: DbOrTx; organizationId: number; id: number }): Promise<ProviderHistoryEntry[]> {
  const { db, organizationId, id } = options;
  const provider = await loadProvider(db, organizationId, id);
  const rows = await db
    .select({ action: auditLog.action, user: users.fullName, before: auditLog.before, after: auditLog.after, createdAt: auditLog.createdAt })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.organizationId, organizationId), eq(auditLog.entity, 'provider'), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  const entries: ProviderHistoryEntry[] = rows.map((r) => ({
    action: r.action,
    user: r.user ?? '-',
    created_at: r.createdAt.toISOString(),
    fields: r.action === 'update' ? changedFields(r.before, r.after) : [],
  }));
  if (rows.length < HISTORY_LIMIT && !rows.some((r) => r.action === 'create')) {
    const [creator] = provider.createdBy ? await db.select({ name: users.fullName }).from(users).where(eq(users.id, provider.createdBy)) : [];
    entries.push({ action: 'create', user: creator?.name ?? '-', created_at: provider.createdAt.toISOString(), fields: [] });
  }
  return entries;
}
