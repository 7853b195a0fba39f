import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { expertLevels, type ExpertLevel } from '@/db/schema/directory-extra';
import { paginate, readSort, type ListQuery, type ListResult } from '@/lib/list';
import { AppError } from '@/server/http/app-error';
import { writeAudit } from '@/server/audit';
import { isUniqueViolation } from '@/server/db-errors';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import { escapeLike } from '@/server/sql';
import { directoryMessages as M } from '../messages';
import { EXPERT_LEVEL_SORT_COLUMNS, type ExpertLevelRow, type ExpertLevelValues } from '../schemas';
import { allQueries } from '@/db/all-queries';

const T = expertLevels;
const createdBy = alias(users, 'created_by_user');
const updatedBy = alias(users, 'updated_by_user');

/** The caller's organisation's expert level, or 404. */
async function loadExpertLevel(db: DbOrTx, organizationId: number, id: number): Promise<ExpertLevel> {
  const [row] = await db
    .select()
    .from(T)
    .where(and(eq(T.id, id), eq(T.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.expertLevel.notFound);
  return row;
}

const selection = {
  row: T,
  createdByName: createdBy.fullName,
  updatedByName: updatedBy.fullName,
};

function toRow(r: { row: ExpertLevel; createdByName: string | null; updatedByName: string | null }): ExpertLevelRow {
  return {
    id: r.row.id,
    title: r.row.title,
    value: r.row.value,
    description: r.row.description,
    created_by: { full_name: r.createdByName ?? '-' },
    updated_by: { full_name: r.updatedByName ?? '-' },
    created_at: r.row.createdAt.toISOString(),
    updated_at: r.row.updatedAt.toISOString(),
    // Nothing refers to an expert level yet (the expert area has no table with one).
    can_delete: true,
  };
}

/** The organisation's expert levels, lowest value first by default; the keyword matches the title (trigram index). */
export async function findExpertLevels(options: { db: DbOrTx; organizationId: number; query: ListQuery }): Promise<ListResult<ExpertLevelRow>> {
  const { db, organizationId, query } = options;
  const where = and(eq(T.organizationId, organizationId), query.keyword ? ilike(T.title, `%${escapeLike(query.keyword)}%`) : undefined);
  const sort = readSort(query, EXPERT_LEVEL_SORT_COLUMNS, { column: 'value', direction: 'asc' });
  const column = { value: T.value, title: sql`lower(${T.title})`, updated_at: T.updatedAt }[sort.column];
  const dir = sort.direction === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select(selection)
        .from(T)
        .leftJoin(createdBy, eq(createdBy.id, T.createdBy))
        .leftJoin(updatedBy, eq(updatedBy.id, T.updatedBy))
        .where(where)
        .orderBy(dir(column), dir(T.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => db.select({ total: count() }).from(T).where(where),
  );
  return paginate(rows.map(toRow), total, query.page, query.page_size);
}

export async function getExpertLevel(options: { db: DbOrTx; organizationId: number; id: number }): Promise<ExpertLevelRow> {
  const [row] = await options.db
    .select(selection)
    .from(T)
    .leftJoin(createdBy, eq(createdBy.id, T.createdBy))
    .leftJoin(updatedBy, eq(updatedBy.id, T.updatedBy))
    .where(and(eq(T.id, options.id), eq(T.organizationId, options.organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.expertLevel.notFound);
  return toRow(row);
}

const invalid = (field: 'title' | 'value', message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

/** A title (ignoring case) or a value another level of the organisation has is a 400 on its field. */
async function checkUnique(db: DbOrTx, organizationId: number, input: ExpertLevelValues, id: number | null): Promise<void> {
  const clashes = await db
    .select({ title: T.title, value: T.value })
    .from(T)
    .where(
      and(
        eq(T.organizationId, organizationId),
        or(sql`lower(${T.title}) = lower(${input.title})`, eq(T.value, input.value)),
        id === null ? undefined : ne(T.id, id),
      ),
    );
  if (clashes.some((c) => c.title.toLowerCase() === input.title.toLowerCase())) throw invalid('title', M.expertLevel.titleTaken);
  if (clashes.length) throw invalid('value', M.expertLevel.valueTaken);
}

/** Two saves at the same moment pass the check; the unique indexes refuse the second (said as the title's clash). */
const taken = (err: unknown) => (isUniqueViolation(err) ? invalid('title', M.expertLevel.titleTaken) : null);

const snapshot = (r: { title: string; value: number; description: string }) => ({ title: r.title, value: r.value, description: r.description });

export async function createExpertLevel(options: { db: Db; organizationId: number; userId: number; input: ExpertLevelValues }) {
  const { db, organizationId, userId, input } = options;
  try {
    return await db.transaction(async (tx) => {
      await checkUnique(tx, organizationId, input, null);
      const [row] = await tx
        .insert(T)
        .values({ organizationId, ...snapshot(input), createdBy: userId, updatedBy: userId })
        .returning();
      await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'expert_level', entityId: row.id, after: snapshot(row) });
      return { id: row.id };
    });
  } catch (err) {
    throw taken(err) ?? err;
  }
}

const versioned: Versioned<typeof T> = { table: T, entity: 'expert_level', load: loadExpertLevel, snapshot };

export async function updateExpertLevel(options: {
  db: Db;
  organizationId: number;
  userId: number;
  id: number;
  input: ExpertLevelValues & { updated_at?: string };
}) {
  const { id, input, userId } = options;
  try {
    const result = await optimisticUpdate(versioned, {
      ...options,
      startedFrom: input.updated_at,
      next: snapshot(input),
      changes: async (tx) => {
        await checkUnique(tx, options.organizationId, input, id);
        return { ...snapshot(input), updatedBy: userId };
      },
    });
    return { id, changed: result.changed, updated_at: result.updated_at };
  } catch (err) {
    throw taken(err) ?? err;
  }
}

export async function deleteExpertLevel(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadExpertLevel(tx, organizationId, id);
    await tx.delete(T).where(and(eq(T.id, id), eq(T.organizationId, organizationId)));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'expert_level', entityId: id, before: snapshot(before) });
  });
}
