import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { batchParticipants, users } from '@/db/schema';
import { companies, divisions } from '@/db/schema/directory';
import { programBatchMembers } from '@/db/schema/program';
import { paginate, type ListResult } from '@/lib/list';
import { AppError } from '@/server/http/app-error';
import { batchMessages as B } from '../messages';
import type { MemberAdd, MemberQuery, MemberRow, WaitingListQuery } from '../schemas';
import { lockBatch, lockBatchRead } from './batches';
import { promoteWaiting } from './seats';
import { writeMemberHistory } from './history-log';

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

async function ownUnits(tx: DbOrTx, organizationId: number, table: typeof divisions | typeof companies, ids: number[]) {
  if (!ids.length) return true;
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.organizationId, organizationId), inArray(table.id, ids)));
  return found.length === new Set(ids).size;
}

/**
 * Invite people by user, division or company to a batch. Only active people of the batch's organisation (company)
 * join it, and nobody already in another batch of the program (a person takes a program once). Past the capacity
 * they wait for a seat, in the order they were added.
 */
export async function inviteMembers(options: { db: Db; organizationId: number; userId: number; programId: number; batchId: number; input: MemberAdd }) {
  const { db, organizationId, userId, programId, batchId, input } = options;
  return db.transaction(async (tx) => {
    const { extra } = await lockBatch(tx, organizationId, programId, batchId);
    if (!(await ownUnits(tx, organizationId, divisions, input.division_ids))) throw invalid('division_ids', B.divisionsInvalid);
    if (!(await ownUnits(tx, organizationId, companies, input.company_ids))) throw invalid('company_ids', B.companiesInvalid);
    const who = or(
      input.user_ids.length ? inArray(users.id, input.user_ids) : undefined,
      input.division_ids.length ? inArray(users.divisionId, input.division_ids) : undefined,
      input.company_ids.length ? inArray(users.companyId, input.company_ids) : undefined,
    );
    const found = await tx
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.status, 'active'), who))
      .orderBy(asc(users.id));
    const foundIds = new Set(found.map((u) => u.id));
    if (input.user_ids.some((id) => !foundIds.has(id))) throw invalid('user_ids', B.peopleInvalid);
    const ours = found.filter((u) => u.companyId === extra.companyId).map((u) => u.id);
    const elsewhere = ours.length
      ? new Set(
          (
            await tx
              .select({ userId: programBatchMembers.userId })
              .from(programBatchMembers)
              .where(and(eq(programBatchMembers.programId, programId), ne(programBatchMembers.batchId, batchId), inArray(programBatchMembers.userId, ours)))
          ).map((r) => r.userId),
        )
      : new Set<number>();
    const candidates = ours.filter((id) => !elsewhere.has(id));
    const added = candidates.length
      ? await tx
          .insert(programBatchMembers)
          .values(candidates.map((id) => ({ batchId, programId, userId: id, status: 'waiting' as const, addedBy: userId })))
          .onConflictDoNothing()
          .returning({ userId: programBatchMembers.userId })
      : [];
    const seated = await promoteWaiting(tx, batchId, extra.capacity);
    const addedIds = added.map((a) => a.userId);
    const seatedSet = new Set(seated);
    const waiting = addedIds.filter((id) => !seatedSet.has(id));
    // Who joined, who waits and anyone seated from before, in the batch's history (docs/decisions/0150).
    const addedSet = new Set(addedIds);
    await writeMemberHistory(tx, {
      organizationId,
      userId,
      batchId,
      invited: seated.filter((id) => addedSet.has(id)),
      waiting,
      promoted: seated.filter((id) => !addedSet.has(id)),
    });
    return {
      invited: seated.filter((id) => addedSet.has(id)).length,
      waiting: waiting.length,
      promoted: seated.filter((id) => !addedSet.has(id)).length,
      in_other_batch: elsewhere.size,
      other_organization: found.length - ours.length,
    };
  });
}

/** Remove people from a batch (a seat or a place on the waiting list); each freed seat goes to the first person waiting. */
export async function removeMembers(options: { db: Db; organizationId: number; userId: number; programId: number; batchId: number; userIds: number[] }) {
  const { db, organizationId, userId, programId, batchId, userIds } = options;
  return db.transaction(async (tx) => {
    const { extra } = await lockBatch(tx, organizationId, programId, batchId);
    const gone = await tx
      .delete(programBatchMembers)
      .where(and(eq(programBatchMembers.batchId, batchId), inArray(programBatchMembers.userId, userIds)))
      .returning({ userId: programBatchMembers.userId });
    if (gone.length) {
      await tx.delete(batchParticipants).where(
        and(
          eq(batchParticipants.batchId, batchId),
          inArray(
            batchParticipants.userId,
            gone.map((g) => g.userId),
          ),
        ),
      );
    }
    const promoted = await promoteWaiting(tx, batchId, extra.capacity);
    await writeMemberHistory(tx, {
      organizationId,
      userId,
      batchId,
      removed: gone.map((g) => g.userId),
      promoted,
    });
    return { invited: 0, waiting: 0, promoted: promoted.length, in_other_batch: 0, other_organization: 0, removed: gone.length };
  });
}

async function memberPage(
  db: DbOrTx,
  batchId: number,
  status: 'invited' | 'waiting' | undefined,
  query: { page: number; page_size: number; keyword?: string },
) {
  const where = and(
    eq(programBatchMembers.batchId, batchId),
    status ? eq(programBatchMembers.status, status) : undefined,
    query.keyword ? sql`${users.fullName} ilike ${`%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(programBatchMembers)
    .innerJoin(users, eq(users.id, programBatchMembers.userId))
    .where(where);
  const rows = await db
    .select({
      m: programBatchMembers,
      fullName: users.fullName,
      email: users.email,
      position: sql<
        number | null
      >`case when ${programBatchMembers.status} = 'waiting' then (select count(*)::int from ${programBatchMembers} w where w.batch_id = ${programBatchMembers.batchId} and w.status = 'waiting' and (w.added_at, w.user_id) <= (${programBatchMembers.addedAt}, ${programBatchMembers.userId})) end`,
    })
    .from(programBatchMembers)
    .innerJoin(users, eq(users.id, programBatchMembers.userId))
    .where(where)
    .orderBy(asc(programBatchMembers.status), asc(programBatchMembers.addedAt), asc(programBatchMembers.userId))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const results: MemberRow[] = rows.map((r) => ({
    user_id: r.m.userId,
    full_name: r.fullName,
    email: r.email,
    status: r.m.status,
    position: r.position,
    added_at: r.m.addedAt.toISOString(),
  }));
  return paginate(results, total, query.page, query.page_size);
}

/** GET /programs/{id}/batch/{batch_id}/invite-users: the batch's people (invited, then waiting in order), 10 a page. */
export async function findMembers(options: {
  db: DbOrTx;
  organizationId: number;
  programId: number;
  batchId: number;
  query: MemberQuery;
}): Promise<ListResult<MemberRow>> {
  const { db, organizationId, programId, batchId, query } = options;
  await lockBatchRead(db, organizationId, programId, batchId);
  return memberPage(db, batchId, query.status, query);
}

/** GET /contents/waiting-list (content_id: the program, batch_id, relation_id: the batch's organisation): who waits, in order. */
export async function findWaitingList(options: { db: DbOrTx; organizationId: number; query: WaitingListQuery }): Promise<ListResult<MemberRow>> {
  const { db, organizationId, query } = options;
  await lockBatchRead(db, organizationId, query.content_id, query.batch_id, query.relation_id);
  return memberPage(db, query.batch_id, 'waiting', query);
}
