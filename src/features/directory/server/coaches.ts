import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { coaches, type Coach } from '@/db/schema/directory-extra';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { AppError } from '@/server/http/app-error';
import { writeAudit } from '@/server/audit';
import { isUniqueViolation } from '@/server/db-errors';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import { escapeLike } from '@/server/sql';
import { directoryMessages as M } from '../messages';
import { COACH_SORT_COLUMNS, type CoachListQuery, type CoachRow, type CoachValues } from '../schemas';
import { allQueries } from '@/db/all-queries';

const T = coaches;
const invalid = (message: string) => new AppError('VALIDATION', message, { details: [{ field: 'user_id', message }] });

/** The caller's organisation's coach, or 404. */
async function loadCoach(db: DbOrTx, organizationId: number, id: number): Promise<Coach> {
  const [row] = await db
    .select()
    .from(T)
    .where(and(eq(T.id, id), eq(T.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.coach.notFound);
  return row;
}

const selection = {
  id: T.id,
  userId: T.userId,
  fullName: users.fullName,
  email: users.email,
  position: users.position,
  status: users.status,
  description: T.description,
  createdAt: T.createdAt,
  updatedAt: T.updatedAt,
};
type Selected = {
  id: number;
  userId: number;
  fullName: string;
  email: string;
  position: string | null;
  status: string;
  description: string;
  createdAt: Date;
  updatedAt: Date;
};

const toRow = (r: Selected): CoachRow => ({
  id: r.id,
  user_id: r.userId,
  full_name: r.fullName,
  email: r.email,
  position: r.position,
  description: r.description,
  status: r.status,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
  can_delete: true,
});

/**
 * The organisation's coaches with their people's names, by name by default. Pickers get the coaches whose accounts
 * are active (status defaults to active); the keyword matches the name or e-mail (the users' trigram indexes).
 */
export async function findCoaches(options: { db: DbOrTx; organizationId: number; query: CoachListQuery }): Promise<ListResult<CoachRow>> {
  const { db, organizationId, query } = options;
  const filters: (SQL | undefined)[] = [eq(T.organizationId, organizationId)];
  if (query.status === 'active') filters.push(eq(users.status, 'active'));
  if (query.status === 'inactive') filters.push(ne(users.status, 'active'));
  if (query.keyword) {
    const like = `%${escapeLike(query.keyword)}%`;
    filters.push(or(ilike(users.fullName, like), ilike(users.email, like)));
  }
  const where = and(...filters);
  const sort = readSort(query, COACH_SORT_COLUMNS, { column: 'full_name', direction: 'asc' });
  const column = { full_name: sql`lower(${users.fullName})`, updated_at: T.updatedAt }[sort.column];
  const dir = sort.direction === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select(selection)
        .from(T)
        .innerJoin(users, eq(users.id, T.userId))
        .where(where)
        .orderBy(dir(column), dir(T.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => db.select({ total: count() }).from(T).innerJoin(users, eq(users.id, T.userId)).where(where),
  );
  return paginate(rows.map(toRow), total, query.page, query.page_size);
}

export async function getCoach(options: { db: DbOrTx; organizationId: number; id: number }): Promise<CoachRow> {
  const [row] = await options.db
    .select(selection)
    .from(T)
    .innerJoin(users, eq(users.id, T.userId))
    .where(and(eq(T.id, options.id), eq(T.organizationId, options.organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.coach.notFound);
  return toRow(row);
}

/** The coach must be an active person of the organisation, and not a coach already. */
async function checkPerson(db: DbOrTx, organizationId: number, userId: number, id: number | null): Promise<void> {
  const [person] = await db
    .select({ status: users.status })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)));
  if (person?.status !== 'active') throw invalid(M.coach.userNotActive);
  const [other] = await db
    .select({ id: T.id })
    .from(T)
    .where(and(eq(T.organizationId, organizationId), eq(T.userId, userId), id === null ? undefined : ne(T.id, id)));
  if (other) throw invalid(M.coach.userTaken);
}

const snapshot = (r: { userId: number; description: string }) => ({ user_id: r.userId, description: r.description });

export async function createCoach(options: { db: Db; organizationId: number; userId: number; input: CoachValues }) {
  const { db, organizationId, userId, input } = options;
  try {
    return await db.transaction(async (tx) => {
      await checkPerson(tx, organizationId, input.user_id, null);
      const [row] = await tx
        .insert(T)
        .values({ organizationId, userId: input.user_id, description: input.description, createdBy: userId, updatedBy: userId })
        .returning();
      await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'coach', entityId: row.id, after: snapshot(row) });
      return { id: row.id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid(M.coach.userTaken);
    throw err;
  }
}

const versioned: Versioned<typeof T> = { table: T, entity: 'coach', load: loadCoach, snapshot };

/** PATCH: another person (active, not a coach yet) or a new note; nothing changed answers `changed: false`. */
export async function updateCoach(options: { db: Db; organizationId: number; userId: number; id: number; input: CoachValues & { updated_at?: string } }) {
  const { id, input, userId, organizationId } = options;
  try {
    const result = await optimisticUpdate(versioned, {
      ...options,
      startedFrom: input.updated_at,
      next: { user_id: input.user_id, description: input.description },
      changes: async (tx, before) => {
        if (before.userId !== input.user_id) await checkPerson(tx, organizationId, input.user_id, id);
        return { userId: input.user_id, description: input.description, updatedBy: userId };
      },
    });
    return { id, changed: result.changed, updated_at: result.updated_at };
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid(M.coach.userTaken);
    throw err;
  }
}

/** Removing a coach keeps the person; nothing refers to a coach yet (the IDP area has no table with one). */
export async function deleteCoach(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadCoach(tx, organizationId, id);
    await tx.delete(T).where(and(eq(T.id, id), eq(T.organizationId, organizationId)));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'coach', entityId: id, before: snapshot(before) });
  });
}
