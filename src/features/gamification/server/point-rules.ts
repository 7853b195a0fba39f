import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { pointEntries, pointRules, type PointRule } from '@/db/schema/gamification';
import { paginate, type ListResult } from '@/lib/list';
import { writeAudit } from '@/server/audit';
import { isUniqueViolation } from '@/server/db-errors';
import { AppError } from '@/server/http/app-error';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import { pointMessages as M } from '../messages';
import { ACTIVITY_LABELS, type PointRuleDetail, type PointRuleRow, type PointRuleValues, type SimpleListQuery } from '../schemas';
import type { z } from 'zod';
import type { PointRuleUpdateSchema } from '../schemas';

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

/** How many ledger entries each rule awarded (a rule that awarded points cannot be deleted: the ledger names it). */
async function awardedBy(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: pointEntries.ruleId, n: count() })
    .from(pointEntries)
    .where(inArray(pointEntries.ruleId, ids))
    .groupBy(pointEntries.ruleId);
  return new Map(rows.map((r) => [Number(r.id), r.n]));
}

async function select(db: DbOrTx, organizationId: number, where = sql`true`) {
  return db
    .select({ row: pointRules, createdBy: creator.fullName, updatedBy: updater.fullName })
    .from(pointRules)
    .leftJoin(creator, eq(creator.id, pointRules.createdBy))
    .leftJoin(updater, eq(updater.id, pointRules.updatedBy))
    .where(and(eq(pointRules.organizationId, organizationId), where))
    .orderBy(desc(pointRules.updatedAt), desc(pointRules.id));
}

type Selected = Awaited<ReturnType<typeof select>>[number];

function toRow({ row: r, createdBy }: Selected, awarded: Map<number, number>): PointRuleRow {
  const n = awarded.get(r.id) ?? 0;
  return {
    id: r.id,
    activity: r.activity,
    title: ACTIVITY_LABELS[r.activity],
    points: r.points,
    daily_cap: r.dailyCap,
    starts_on: r.startsOn,
    ends_on: r.endsOn,
    status: r.status,
    awarded: n,
    created_by: { id: r.createdBy, full_name: createdBy ?? '-' },
    updated_at: r.updatedAt.toISOString(),
    can_delete: n === 0,
  };
}

/**
 * The organisation's point rules (at most one per activity, so never more than a handful): last updated first; the
 * keyword looks in the activity's name.
 */
export async function findPointRules(options: { db: DbOrTx; organizationId: number; query: SimpleListQuery }): Promise<ListResult<PointRuleRow>> {
  const { db, organizationId, query } = options;
  const k = query.keyword?.toLowerCase();
  const all = (await select(db, organizationId)).filter((r) => !k || ACTIVITY_LABELS[r.row.activity].toLowerCase().includes(k));
  const page = all.slice((query.page - 1) * query.page_size, query.page * query.page_size);
  const awarded = await awardedBy(
    db,
    page.map((r) => r.row.id),
  );
  return paginate(
    page.map((r) => toRow(r, awarded)),
    all.length,
    query.page,
    query.page_size,
  );
}

async function loadPointRule(db: DbOrTx, organizationId: number, id: number): Promise<PointRule> {
  const [row] = await db
    .select()
    .from(pointRules)
    .where(and(eq(pointRules.id, id), eq(pointRules.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/** One rule (detail, edit form, GET); another organisation's is a 404. */
export async function getPointRule(options: { db: DbOrTx; organizationId: number; id: number }): Promise<PointRuleDetail> {
  const [s] = await select(options.db, options.organizationId, sql`${pointRules.id} = ${options.id}`);
  if (!s) throw new AppError('NOT_FOUND', M.notFound);
  return {
    ...toRow(s, await awardedBy(options.db, [s.row.id])),
    created_at: s.row.createdAt.toISOString(),
    updated_by: { id: s.row.updatedBy, full_name: s.updatedBy ?? '-' },
  };
}

const columnsOf = (v: PointRuleValues) => ({
  activity: v.activity,
  points: v.points,
  dailyCap: v.daily_cap,
  startsOn: v.starts_on,
  endsOn: v.ends_on,
  status: v.status,
});
const snapshot = (r: ReturnType<typeof columnsOf>) => ({
  activity: r.activity,
  points: r.points,
  daily_cap: r.dailyCap,
  starts_on: r.startsOn,
  ends_on: r.endsOn,
  status: r.status,
});

async function activityChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('VALIDATION', M.activityTaken, { details: [{ field: 'activity', message: M.activityTaken }] });
    throw err;
  }
}

export function createPointRule(options: { db: Db; organizationId: number; userId: number; input: PointRuleValues }) {
  const { db, organizationId, userId, input } = options;
  return activityChecked(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pointRules)
        .values({ organizationId, ...columnsOf(input), createdBy: userId, updatedBy: userId })
        .returning();
      await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'point-rule', entityId: row.id, after: snapshot(row) });
      return { id: row.id };
    }),
  );
}

const versioned: Versioned<typeof pointRules> = { table: pointRules, entity: 'point-rule', load: loadPointRule, snapshot };

export async function updatePointRule(options: { db: Db; organizationId: number; userId: number; id: number; input: z.output<typeof PointRuleUpdateSchema> }) {
  const { updated_at: startedFrom, ...values } = options.input;
  const result = await activityChecked(() =>
    optimisticUpdate(versioned, {
      ...options,
      startedFrom,
      next: snapshot(columnsOf(values)),
      changes: () => ({ ...columnsOf(values), updatedBy: options.userId }),
    }),
  );
  return { id: options.id, changed: result.changed, updated_at: result.updated_at };
}

/** Deletes a rule that has awarded nothing; one that has is refused (409): the ledger names it, set it inactive instead. */
export async function deletePointRule(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadPointRule(tx, organizationId, id);
    await tx.select({ id: pointRules.id }).from(pointRules).where(eq(pointRules.id, id)).for('update');
    if ((await awardedBy(tx, [id])).get(id))
      throw new AppError('CONFLICT', 'This rule has awarded points and cannot be deleted. Set it inactive instead.', { title: M.deleteFailed });
    await tx.delete(pointRules).where(eq(pointRules.id, id));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'point-rule', entityId: id, before: snapshot(before) });
  });
}
