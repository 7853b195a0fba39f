import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '@/db/client';
import { companies, divisions, users } from '@/db/schema';
import { pointTargetListCounts, pointTargets, type PointTarget } from '@/db/schema/gamification';
import { keywordSearch } from '@/server/list/keyword';
import { inPageOrder, listPage, listResult, type ListTable } from '@/server/list/query';
import type { ListResult } from '@/lib/list';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import { targetMessages as M } from '../messages';
import { AUDIENCE_LABELS, periodLabel, type SimpleListQuery, type TargetDetail, type TargetRow, type TargetUpdateSchema, type TargetValues } from '../schemas';

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

function select(db: DbOrTx, organizationId: number, where = sql`true`) {
  return db
    .select({ row: pointTargets, createdBy: creator.fullName, updatedBy: updater.fullName, division: divisions.name, company: companies.name })
    .from(pointTargets)
    .leftJoin(creator, eq(creator.id, pointTargets.createdBy))
    .leftJoin(updater, eq(updater.id, pointTargets.updatedBy))
    .leftJoin(divisions, eq(divisions.id, pointTargets.divisionId))
    .leftJoin(companies, eq(companies.id, pointTargets.companyId))
    .where(and(eq(pointTargets.organizationId, organizationId), where));
}
type Selected = Awaited<ReturnType<typeof select>>[number];

function toRow({ row: t, createdBy, division, company }: Selected): TargetRow {
  return {
    id: t.id,
    name: t.name,
    period: t.period,
    period_label: periodLabel(t.period),
    audience: t.audience,
    audience_label: t.audience === 'division' ? `Division: ${division ?? '-'}` : t.audience === 'company' ? `Company: ${company ?? '-'}` : AUDIENCE_LABELS.all,
    division_id: t.divisionId,
    company_id: t.companyId,
    goal: t.goal,
    created_by: { id: t.createdBy, full_name: createdBy ?? '-' },
    updated_at: t.updatedAt.toISOString(),
    can_delete: true,
  };
}

/** The target list on the one list query (docs/decisions/0060): the index from the organisation by updated_at, the counter's total. */
const LIST: ListTable<'updated_at'> = {
  name: 'point_targets',
  table: pointTargets,
  id: pointTargets.id,
  organizationId: pointTargets.organizationId,
  counter: pointTargetListCounts,
  sorts: { updated_at: { column: pointTargets.updatedAt, cast: 'timestamptz' } },
};

/**
 * The organisation's target, last updated first, 10 a page; the keyword looks in the name (its trigram index). The
 * page's ids come from the list query (a deep page starts from a remembered anchor, the total from the counter).
 */
export async function findTargets(options: { db: DbOrTx; organizationId: number; query: SimpleListQuery }): Promise<ListResult<TargetRow>> {
  const { db, organizationId, query } = options;
  const { ids, total } = await listPage({
    db,
    list: LIST,
    organizationId,
    filters: query.keyword ? [await keywordSearch(db, [pointTargets.name], query.keyword)] : [],
    filterKey: { keyword: query.keyword },
    sort: { column: 'updated_at', direction: 'desc' },
    page: query.page,
    pageSize: query.page_size,
  });
  const rows = ids.length ? await select(db, organizationId, inArray(pointTargets.id, ids)) : [];
  return listResult(inPageOrder(ids, rows, (r) => r.row.id).map(toRow), total, query.page, query.page_size);
}

async function loadTarget(db: DbOrTx, organizationId: number, id: number): Promise<PointTarget> {
  const [row] = await db
    .select()
    .from(pointTargets)
    .where(and(eq(pointTargets.id, id), eq(pointTargets.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/** One target; another organisation's is a 404. */
export async function getTarget(options: { db: DbOrTx; organizationId: number; id: number }): Promise<TargetDetail> {
  const [s] = await select(options.db, options.organizationId, sql`${pointTargets.id} = ${options.id}`);
  if (!s) throw new AppError('NOT_FOUND', M.notFound);
  return { ...toRow(s), created_at: s.row.createdAt.toISOString(), updated_by: { id: s.row.updatedBy, full_name: s.updatedBy ?? '-' } };
}

/** The division or company must be the organisation's: another's id is the field's error. */
async function checkAudience(db: DbOrTx, organizationId: number, v: TargetValues) {
  const [table, id, field, noun] =
    v.audience === 'division'
      ? [divisions, v.division_id, 'division_id', 'division']
      : v.audience === 'company'
        ? [companies, v.company_id, 'company_id', 'company']
        : [];
  if (!table || id === null || id === undefined) return;
  const [found] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.organizationId, organizationId)));
  if (!found) throw new AppError('VALIDATION', M.audienceUnknown(noun!), { details: [{ field: field!, message: M.audienceUnknown(noun!) }] });
}

const columnsOf = (v: TargetValues) => ({
  name: v.name,
  period: v.period,
  audience: v.audience,
  divisionId: v.audience === 'division' ? v.division_id : null,
  companyId: v.audience === 'company' ? v.company_id : null,
  goal: v.goal,
});
const snapshot = (t: ReturnType<typeof columnsOf>) => ({
  name: t.name,
  period: t.period,
  audience: t.audience,
  division_id: t.divisionId,
  company_id: t.companyId,
  goal: t.goal,
});

export function createTarget(options: { db: Db; organizationId: number; userId: number; input: TargetValues }) {
  const { db, organizationId, userId, input } = options;
  return db.transaction(async (tx) => {
    await checkAudience(tx, organizationId, input);
    const [row] = await tx
      .insert(pointTargets)
      .values({ organizationId, ...columnsOf(input), createdBy: userId, updatedBy: userId })
      .returning();
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'point-target', entityId: row.id, after: snapshot(row) });
    return { id: row.id };
  });
}

const versioned: Versioned<typeof pointTargets> = { table: pointTargets, entity: 'point-target', load: loadTarget, snapshot };

export async function updateTarget(options: { db: Db; organizationId: number; userId: number; id: number; input: z.output<typeof TargetUpdateSchema> }) {
  const { updated_at: startedFrom, ...values } = options.input;
  const result = await optimisticUpdate(versioned, {
    ...options,
    startedFrom,
    next: snapshot(columnsOf(values)),
    changes: async (tx: Tx) => {
      await checkAudience(tx, options.organizationId, values);
      return { ...columnsOf(values), updatedBy: options.userId };
    },
  });
  return { id: options.id, changed: result.changed, updated_at: result.updated_at };
}

/** A target is a view of the ledger: deleting it takes no points from anyone. */
export async function deleteTarget(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadTarget(tx, organizationId, id);
    await tx.delete(pointTargets).where(eq(pointTargets.id, id));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'point-target', entityId: id, before: snapshot(before) });
  });
}
