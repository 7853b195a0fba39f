import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import { accountsBeyond, changeRefused, rolesBeyond } from '@/server/access/grant-guard';
import type { DbOrTx } from '@/db/client';
import { companies, divisions, roles, users } from '@/db/schema';
import { userTokens } from '@/db/schema/user';
import { AppError } from '@/server/http/app-error';
import { userMessages as M } from '../messages';
import type { UserDetail, UserOptions } from '../schemas';
import { countSessions } from './sessions';
import { selectUsers, toUserRow } from './user-rows';
import { allQueries } from '@/db/all-queries';

/** One user of the caller's organisation with roles, structure, manager, sessions in use and any open link. */
export async function getUser(options: { db: DbOrTx; organizationId: number; id: number }): Promise<UserDetail> {
  const { db, organizationId, id } = options;
  const [row] = await selectUsers(db).where(and(eq(users.id, id), eq(users.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  const [activeSessions, [link]] = await allQueries(
    db,
    () => countSessions(db, id),
    () =>
      db
        .select({ purpose: userTokens.purpose })
        .from(userTokens)
        .where(and(eq(userTokens.userId, id), isNull(userTokens.usedAt), isNull(userTokens.revokedAt), gt(userTokens.expiresAt, new Date())))
        .orderBy(desc(userTokens.createdAt))
        .limit(1),
  );
  return { ...toUserRow(row), active_sessions: activeSessions, pending_link: link?.purpose ?? null };
}

/**
 * Why the caller may not change this account (it holds a permission they lack, docs/decisions/0102), or null: the
 * detail page then offers no Edit, deactivation or session revokes, and the edit page says so instead of a form that
 * the server would refuse.
 */
export async function accountLock(options: { db: DbOrTx; organizationId: number; callerId: number; id: number }): Promise<string | null> {
  const [name] = (await accountsBeyond(options.db, options.organizationId, options.callerId, [options.id])).values();
  return name === undefined ? null : changeRefused(name);
}

/** The filter and form choices, read on the server: the organisation's roles, divisions and companies by name. */
export async function findUserOptions(options: { db: DbOrTx; organizationId: number; callerId?: number }): Promise<UserOptions> {
  const { db, organizationId } = options;
  const of = (table: typeof roles | typeof divisions | typeof companies) =>
    db.select({ label: table.name, value: table.id }).from(table).where(eq(table.organizationId, organizationId)).orderBy(asc(table.name)).limit(1000);
  const [r, d, c, locked] = await allQueries(
    db,
    () => of(roles),
    () => of(divisions),
    () => of(companies),
    () => rolesBeyond(db, organizationId, options.callerId ?? 0),
  );
  return { roles: r.map((o) => (locked.has(o.value) ? { ...o, disabled: true } : o)), divisions: d, companies: c };
}
