import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations, type Organization } from '@/db/schema';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { forgetOrganizations } from '@/server/org';
import { forgetPublicReads } from './public-reads';
import { brandingMessages as M } from '../messages';

type Tx = Parameters<Parameters<DbOrTx['transaction']>[0]>[0];
type Snapshot = Record<string, unknown>;

const same = (a: Snapshot, b: Snapshot) => Object.keys(a).every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));

/**
 * One save of a branding screen on the organisation's row, in one transaction: the row is locked, a stale
 * `updated_at` is a 409, a save that changes nothing writes nothing (`changed: false`), otherwise `write` runs, the
 * row's updated_at and version move on and an audit entry keeps the screen's values before and after. The host
 * lookups this instance keeps are then forgotten, so the next page shows the new look.
 */
export async function saveOrganizationRow(options: {
  db: DbOrTx;
  organizationId: number;
  userId: number;
  entity: string;
  startedFrom?: string | null;
  next: Snapshot;
  snapshot: (tx: Tx, org: Organization) => Promise<Snapshot> | Snapshot;
  write: (tx: Tx, before: Organization) => Promise<Partial<typeof organizations.$inferInsert>>;
}): Promise<{ changed: boolean; updated_at: string }> {
  const { organizationId, next } = options;
  const result = await options.db.transaction(async (tx) => {
    const [org] = await tx.select().from(organizations).where(eq(organizations.id, organizationId)).for('update');
    if (!org) throw new AppError('NOT_FOUND', M.organizationNotFound);
    if (options.startedFrom && new Date(options.startedFrom).getTime() !== org.updatedAt.getTime()) throw new AppError('CONFLICT');
    const before = await options.snapshot(tx, org);
    if (same(next, before)) return { changed: false, updated_at: org.updatedAt.toISOString() };
    const columns = await options.write(tx, org);
    const [row] = await tx
      .update(organizations)
      .set({ ...columns, updatedAt: new Date(), version: sql`${organizations.version} + 1` })
      .where(eq(organizations.id, organizationId))
      .returning();
    await writeAudit(tx, { organizationId, userId: options.userId, action: 'update', entity: options.entity, entityId: organizationId, before, after: next });
    return { changed: true, updated_at: row.updatedAt.toISOString() };
  });
  if (result.changed) {
    forgetOrganizations();
    forgetPublicReads();
  }
  return result;
}
