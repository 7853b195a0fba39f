import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { sessions, ssoTokens } from '@/db/schema';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { assertMayChangeAccounts } from '@/server/access/grant-guard';
import type { SessionRow } from '../schemas';
import { loadUser } from './load-user';

/** Ends every session of the users at once (deactivation, password reset): their next request is signed out. */
export async function endSessions(tx: DbOrTx, userIds: number | number[]): Promise<number> {
  const ids = Array.isArray(userIds) ? userIds : [userIds];
  if (!ids.length) return 0;
  await tx.delete(ssoTokens).where(inArray(ssoTokens.userId, ids));
  const gone = await tx.delete(sessions).where(inArray(sessions.userId, ids)).returning({ id: sessions.id });
  return gone.length;
}

/** A user's sessions in use (not expired), newest activity first; `current` marks the caller's own. */
export async function listSessions(options: { db: DbOrTx; organizationId: number; id: number; currentSessionId?: number | null }): Promise<SessionRow[]> {
  const { db, organizationId, id } = options;
  await loadUser(db, organizationId, id);
  const now = new Date();
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, id), eq(sessions.organizationId, organizationId), gt(sessions.idleExpiresAt, now), gt(sessions.absoluteExpiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
  return rows.map((s) => ({
    id: s.id,
    created_at: s.createdAt.toISOString(),
    last_seen_at: s.lastSeenAt.toISOString(),
    expires_at: (s.idleExpiresAt < s.absoluteExpiresAt ? s.idleExpiresAt : s.absoluteExpiresAt).toISOString(),
    user_agent: s.userAgent,
    ip_address: s.ipAddress,
    current: s.id === options.currentSessionId,
  }));
}

/** Revokes one session of the user, or all of them (sessionId null). */
export async function revokeSessions(options: { db: Db; organizationId: number; userId: number; id: number; sessionId: number | null }) {
  const { db, organizationId, userId, id, sessionId } = options;
  return db.transaction(async (tx) => {
    await loadUser(tx, organizationId, id);
    // Ending someone's sessions is a change to their account (docs/decisions/0102).
    await assertMayChangeAccounts(tx, organizationId, userId, [id]);
    if (sessionId === null) {
      const n = await endSessions(tx, id);
      await writeAudit(tx, { organizationId, userId, action: 'revoke-sessions', entity: 'user', entityId: id, after: { sessions: n } });
      return { revoked: n };
    }
    await tx.delete(ssoTokens).where(eq(ssoTokens.sessionId, sessionId));
    const gone = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, id), eq(sessions.organizationId, organizationId)))
      .returning({ id: sessions.id });
    if (!gone.length) throw new AppError('NOT_FOUND', 'Session not found');
    await writeAudit(tx, { organizationId, userId, action: 'revoke-session', entity: 'user', entityId: id, after: { session: sessionId } });
    return { revoked: 1 };
  });
}

/** How many sessions a user has in use (the detail's tab label). */
export async function countSessions(db: DbOrTx, id: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.userId, id), gt(sessions.idleExpiresAt, new Date()), gt(sessions.absoluteExpiresAt, new Date())));
  return n;
}
