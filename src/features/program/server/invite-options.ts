import { and, asc, count, eq, ilike, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { companies, divisions } from '@/db/schema/directory';
import { programBatchMembers, programBatches } from '@/db/schema/program';
import { paginate } from '@/lib/list';
import { AppError } from '@/server/http/app-error';
import { batchMessages as B } from '../messages';
import { lockBatchRead } from './batches';

const like = (keyword: string | undefined) => (keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);

/**
 * The Invite Users dialog's choices for a batch (docs/decisions/0150): by user, only active people of the batch's
 * organisation who are in no batch of the program (the only ones an invitation can add, decision 0147); by division
 * or company, the structure's units, 10 a page, keyword over the name (and e-mail or code).
 */
export async function findInviteOptions(options: {
  db: DbOrTx;
  organizationId: number;
  programId: number;
  batchId: number;
  query: { page: number; page_size: number; keyword?: string; by: 'user' | 'division' | 'company' };
}) {
  const { db, organizationId, programId, batchId, query } = options;
  await lockBatchRead(db, organizationId, programId, batchId);
  const k = like(query.keyword);
  const offset = (query.page - 1) * query.page_size;
  if (query.by === 'user') {
    const [batch] = await db.select({ companyId: programBatches.companyId }).from(programBatches).where(eq(programBatches.batchId, batchId));
    if (!batch) throw new AppError('NOT_FOUND', B.notFound);
    const where = and(
      eq(users.organizationId, organizationId),
      eq(users.status, 'active'),
      batch.companyId === null ? sql`false` : eq(users.companyId, batch.companyId),
      k ? or(ilike(users.fullName, k), ilike(users.email, k)) : undefined,
      notExists(
        db
          .select({ one: sql`1` })
          .from(programBatchMembers)
          .where(and(eq(programBatchMembers.programId, programId), eq(programBatchMembers.userId, users.id))),
      ),
    );
    const rows = await db
      .select({ id: users.id, label: users.fullName, detail: users.email })
      .from(users)
      .where(where)
      .orderBy(asc(users.fullName), asc(users.id))
      .limit(query.page_size)
      .offset(offset);
    const [{ total }] = await db.select({ total: count() }).from(users).where(where);
    return paginate(rows, total, query.page, query.page_size);
  }
  const t = query.by === 'division' ? divisions : companies;
  const where = and(eq(t.organizationId, organizationId), k ? or(ilike(t.name, k), ilike(t.code, k)) : undefined);
  const rows = await db
    .select({ id: t.id, label: t.name, detail: t.code })
    .from(t)
    .where(where)
    .orderBy(asc(t.name), asc(t.id))
    .limit(query.page_size)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(t).where(where);
  return paginate(rows, total, query.page, query.page_size);
}
