import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { batches } from '@/db/schema';
import { companies } from '@/db/schema/directory';
import { programBatches, programBatchMembers, programs } from '@/db/schema/program';
import { formatDate } from '@/lib/format';
import { paginate, type ListResult } from '@/lib/list';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { batchMessages as B } from '../messages';
import { shortTitle, type BatchInput, type BatchQuery, type BatchRow } from '../schemas';
import { copyContentsTo } from './contents';
import { lockProgram } from './get-program';
import { promoteWaiting } from './seats';
import { writeMemberHistory } from './history-log';

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });
/** A batch's days are WIB days: it runs from the first day's start to the last day's end (docs/decisions/0118). */
const startOf = (day: string) => new Date(`${day}T00:00:00+07:00`);
const endOf = (day: string) => new Date(`${day}T23:59:59.999+07:00`);
const dayOf = (d: Date | null) => (d ? formatDate(d, 'YYYY-MM-DD') : null);

/** The program's batch, locked for a write; another program's or organisation's is a 404 (and so is a wrong /org/:orgId). */
export async function lockBatch(tx: DbOrTx, organizationId: number, programId: number, batchId: number, companyId?: number) {
  const [row] = await tx
    .select({ batch: batches, extra: programBatches })
    .from(programBatches)
    .innerJoin(batches, eq(batches.id, programBatches.batchId))
    .where(and(eq(programBatches.batchId, batchId), eq(programBatches.programId, programId), eq(programBatches.organizationId, organizationId)))
    .for('update');
  if (!row || (companyId !== undefined && row.extra.companyId !== companyId)) throw new AppError('NOT_FOUND', B.notFound);
  return row;
}

async function checkCompany(db: DbOrTx, organizationId: number, companyId: number) {
  const [c] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.organizationId, organizationId)));
  if (!c) throw invalid('company_id', B.organizationInvalid);
}

/** GET /programs/{id}/batch: the program's batches by start date, 10 a page (page_size -1: all, for the options). */
export async function findBatches(options: {
  db: DbOrTx;
  organizationId: number;
  programId: number;
  query: BatchQuery;
  ids?: number[];
}): Promise<ListResult<BatchRow>> {
  const { db, organizationId, programId, query } = options;
  const [program] = await db
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.id, programId), eq(programs.organizationId, organizationId)));
  if (!program) throw new AppError('NOT_FOUND', 'Program not found');
  const where = and(eq(programBatches.programId, programId), eq(programBatches.organizationId, organizationId));
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(programBatches)
    .where(where);
  const all = query.page_size === -1;
  const page = all ? 1 : query.page;
  const size = all ? Math.max(total, 1) : query.page_size;
  const rows = await db
    .select({
      batch: batches,
      extra: programBatches,
      company: companies.name,
      invited: sql<number>`(select count(*)::int from ${programBatchMembers} m where m.batch_id = ${batches.id} and m.status = 'invited')`,
      waiting: sql<number>`(select count(*)::int from ${programBatchMembers} m where m.batch_id = ${batches.id} and m.status = 'waiting')`,
    })
    .from(programBatches)
    .innerJoin(batches, eq(batches.id, programBatches.batchId))
    .leftJoin(companies, eq(companies.id, programBatches.companyId))
    .where(where)
    .orderBy(asc(batches.startsAt), asc(batches.id))
    .limit(size)
    .offset((page - 1) * size);
  const results = rows.map(({ batch, extra, company, invited, waiting }) => ({
    id: batch.id,
    program_id: programId,
    title: batch.title,
    short_title: shortTitle(batch.title),
    organization: extra.companyId !== null && company !== null ? { id: extra.companyId, title: company } : null,
    start_date: dayOf(batch.startsAt),
    end_date: dayOf(batch.endsAt),
    capacity: extra.capacity,
    invited,
    waiting,
  }));
  return paginate(results, total, page, size);
}

/** One batch as the edit-batch page and PATCH answer it. */
export async function getBatch(options: { db: DbOrTx; organizationId: number; programId: number; batchId: number; companyId?: number }) {
  const { db, organizationId, programId, batchId, companyId } = options;
  await lockBatchRead(db, organizationId, programId, batchId, companyId);
  const all = await findBatches({ db, organizationId, programId, query: { page: 1, page_size: -1 } as BatchQuery });
  const row = all.results.find((b) => b.id === batchId);
  if (!row) throw new AppError('NOT_FOUND', B.notFound);
  return row;
}

/** The program's batch for a read (no lock); a wrong program, organisation or /org/:orgId is a 404. */
export async function lockBatchRead(db: DbOrTx, organizationId: number, programId: number, batchId: number, companyId?: number) {
  const [row] = await db
    .select({ companyId: programBatches.companyId })
    .from(programBatches)
    .where(and(eq(programBatches.batchId, batchId), eq(programBatches.programId, programId), eq(programBatches.organizationId, organizationId)));
  if (!row || (companyId !== undefined && row.companyId !== companyId)) throw new AppError('NOT_FOUND', B.notFound);
}

/** Create or edit a batch; a capacity raised on edit seats the first people waiting (the waiting list's promotion). */
export async function saveBatch(options: { db: Db; organizationId: number; userId: number; programId: number; batchId?: number; input: BatchInput }) {
  const { db, organizationId, userId, programId, input } = options;
  const id = await db.transaction(async (tx) => {
    const program = await lockProgram(tx, organizationId, programId);
    await checkCompany(tx, organizationId, input.company_id);
    const when = { title: input.title, startsAt: startOf(input.start_date), endsAt: endOf(input.end_date) };
    if (options.batchId === undefined) {
      const [batch] = await tx
        .insert(batches)
        .values({ moduleId: program.moduleId, ...when })
        .returning({ id: batches.id });
      await tx
        .insert(programBatches)
        .values({ batchId: batch.id, programId, organizationId, companyId: input.company_id, capacity: input.capacity, createdBy: userId, updatedBy: userId });
      // The program's contents are every batch's (docs/decisions/0146): a new batch gets them too.
      await copyContentsTo(tx, { organizationId, programId, moduleId: program.moduleId, batchId: batch.id });
      await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'program-batch', entityId: batch.id, after: input });
      return batch.id;
    }
    const current = await lockBatch(tx, organizationId, programId, options.batchId);
    const batchId = current.batch.id;
    await tx.update(batches).set(when).where(eq(batches.id, batchId));
    await tx
      .update(programBatches)
      .set({ companyId: input.company_id, capacity: input.capacity, updatedBy: userId, updatedAt: new Date() })
      .where(eq(programBatches.batchId, batchId));
    const promoted = await promoteWaiting(tx, batchId, input.capacity);
    await writeAudit(tx, { organizationId, userId, action: 'update', entity: 'program-batch', entityId: batchId, after: input });
    if (promoted.length) await writeMemberHistory(tx, { organizationId, userId, batchId, promoted });
    return batchId;
  });
  return getBatch({ db, organizationId, programId, batchId: id });
}

/** Delete a batch nobody is invited to (its waiting list goes with it). */
export async function deleteBatch(options: { db: Db; organizationId: number; userId: number; programId: number; batchId: number }) {
  const { db, organizationId, userId, programId, batchId } = options;
  await db.transaction(async (tx) => {
    await lockBatch(tx, organizationId, programId, batchId);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(programBatchMembers)
      .where(and(eq(programBatchMembers.batchId, batchId), eq(programBatchMembers.status, 'invited')));
    if (n > 0) throw new AppError('CONFLICT', B.inUse);
    await tx.delete(batches).where(eq(batches.id, batchId));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'program-batch', entityId: batchId });
  });
}

/** GET /programs/{id}/organizations (spec 002 §3 'Program organization: program_id, title'): the organisations its batches are for. */
export async function findProgramOrganizations(options: { db: DbOrTx; organizationId: number; programId: number }) {
  const { db, organizationId, programId } = options;
  await lockProgramRead(db, organizationId, programId);
  const rows = await db
    .selectDistinct({ id: companies.id, title: companies.name })
    .from(programBatches)
    .innerJoin(companies, eq(companies.id, programBatches.companyId))
    .where(and(eq(programBatches.programId, programId), eq(programBatches.organizationId, organizationId)))
    .orderBy(companies.name);
  return rows.map((r) => ({ id: r.id, program_id: programId, title: r.title }));
}

async function lockProgramRead(db: DbOrTx, organizationId: number, programId: number) {
  const [p] = await db
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.id, programId), eq(programs.organizationId, organizationId)));
  if (!p) throw new AppError('NOT_FOUND', 'Program not found');
}
