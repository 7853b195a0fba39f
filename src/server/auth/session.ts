import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations, rolePermissions, sessions, ssoTokens, userRoles, users } from '@/db/schema';
import { isPermissionKey, type PermissionKey } from '@/lib/permissions';
import { preparedQuery } from '@/server/sql';
import { hashToken, newToken } from './tokens';

export const SESSION_COOKIE = 'console_session';
export const IDLE_MINUTES = Number(process.env.SESSION_IDLE_MINUTES ?? 120);
export const ABSOLUTE_HOURS = Number(process.env.SESSION_ABSOLUTE_HOURS ?? 12);
/** last_seen is written at most this often, so that reads do not turn every request into a write. */
const TOUCH_AFTER_MS = 60_000;

export interface SessionUser {
  id: number;
  organizationId: number;
  fullName: string;
  position: string | null;
  picture: string | null;
  email: string;
  rule: 'admin' | 'editor';
}

export interface AuthContext {
  sessionId: number;
  user: SessionUser;
  keys: ReadonlySet<PermissionKey>;
  expiresAt: Date;
}

export async function activeKeys(db: DbOrTx, userId: number): Promise<Set<PermissionKey>> {
  const rows = await db
    .selectDistinct({ key: rolePermissions.permissionKey })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return new Set(rows.map((r) => r.key).filter(isPermissionKey));
}

export async function createSession(
  db: DbOrTx,
  input: { userId: number; organizationId: number; userAgent?: string | null; ipAddress?: string | null },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date; sessionId: number }> {
  const token = newToken();
  const idle = new Date(now.getTime() + IDLE_MINUTES * 60_000);
  const absolute = new Date(now.getTime() + ABSOLUTE_HOURS * 3_600_000);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId: input.userId,
      organizationId: input.organizationId,
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: idle,
      absoluteExpiresAt: absolute,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      ipAddress: input.ipAddress ?? null,
    })
    .returning({ id: sessions.id });
  return { token, expiresAt: idle < absolute ? idle : absolute, sessionId: row.id };
}

export type SessionLookup = { status: 'none' } | { status: 'expired' } | { status: 'active'; auth: AuthContext };

/**
 * One round trip per request: the session, its user (the fields a request needs) and the user's keys. Built once per
 * database handle and run as a named prepared statement, so neither this process nor the database server parses or
 * plans it again on each request.
 */
function buildSessionLookup(db: DbOrTx) {
  // One comma-separated text rather than a text[]: splitting it costs a fraction of parsing an array literal, on every
  // request (permission keys are kebab-case words, never with a comma).
  const keys = sql<
    string | null
  >`(select string_agg(distinct rp.permission_key, ',') from ${userRoles} ur join ${rolePermissions} rp on rp.role_id = ur.role_id where ur.user_id = ${users.id})`;
  return db
    .select({
      session: {
        id: sessions.id,
        organizationId: sessions.organizationId,
        lastSeenAt: sessions.lastSeenAt,
        idleExpiresAt: sessions.idleExpiresAt,
        absoluteExpiresAt: sessions.absoluteExpiresAt,
      },
      user: {
        id: users.id,
        organizationId: users.organizationId,
        fullName: users.fullName,
        position: users.position,
        picture: users.picture,
        email: users.email,
        status: users.status,
        rule: users.rule,
      },
      keys,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('console_session_lookup');
}
const sessionLookup = preparedQuery('console_session_lookup', buildSessionLookup);

const keySets = new Map<string, ReadonlySet<PermissionKey>>();
/**
 * The set of keys for the lookup's comma-separated text, shared by every request with the same text (a few roles'
 * combinations in an organisation; at most 200 kept). Nothing changes a request's keys after the lookup.
 */
function keySetOf(text: string | null): ReadonlySet<PermissionKey> {
  const key = text ?? '';
  let set = keySets.get(key);
  if (!set) {
    set = new Set((key ? key.split(',') : []).filter(isPermissionKey));
    if (keySets.size >= 200) keySets.delete(keySets.keys().next().value as string);
    keySets.set(key, set);
  }
  return set;
}

/** Resolves a token to its user and keys, within the organisation the request was addressed to. */
export async function resolveSession(db: DbOrTx, token: string | null | undefined, organizationId: number, now = new Date()): Promise<SessionLookup> {
  if (!token || token.length > 200) return { status: 'none' };
  const [row] = await sessionLookup(db).execute({ hash: hashToken(token) });
  if (!row || row.session.organizationId !== organizationId) return { status: 'none' };
  if (row.session.idleExpiresAt <= now || row.session.absoluteExpiresAt <= now || row.user.status !== 'active') {
    await db.delete(sessions).where(eq(sessions.id, row.session.id));
    return { status: 'expired' };
  }
  let idle = row.session.idleExpiresAt;
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    idle = new Date(now.getTime() + IDLE_MINUTES * 60_000);
    await db.update(sessions).set({ lastSeenAt: now, idleExpiresAt: idle }).where(eq(sessions.id, row.session.id));
  }
  const u = row.user;
  return {
    status: 'active',
    auth: {
      sessionId: row.session.id,
      user: { id: u.id, organizationId: u.organizationId, fullName: u.fullName, position: u.position, picture: u.picture, email: u.email, rule: u.rule },
      keys: keySetOf(row.keys),
      expiresAt: idle < row.session.absoluteExpiresAt ? idle : row.session.absoluteExpiresAt,
    },
  };
}

/** Logout: the session and its single-sign-on tokens are gone server-side. */
export async function deleteSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db.delete(ssoTokens).where(eq(ssoTokens.sessionId, sessionId));
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Who may redeem a single-sign-on token: the learner site (Frontpage) or this console (verification). */
export type SsoAudience = 'learner' | 'console';
/** Short-lived: the token only has to survive one redirect. */
export const SSO_TTL_SECONDS = 120;

export async function createSsoToken(
  db: DbOrTx,
  input: { userId: number; sessionId: number | null; audience: SsoAudience },
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db.insert(ssoTokens).values({
    tokenHash: hashToken(token),
    audience: input.audience,
    userId: input.userId,
    sessionId: input.sessionId,
    expiresAt: new Date(now.getTime() + SSO_TTL_SECONDS * 1000),
  });
  return token;
}

/**
 * Spends a one-time SSO token meant for `audience`; answers its user when it was valid, unused and of this
 * organisation. The token is spent in the same statement that checks it, so two redemptions cannot both succeed;
 * a token of another audience is neither accepted nor spent.
 */
export async function consumeSsoToken(db: DbOrTx, token: string, organizationId: number, audience: SsoAudience, now = new Date()): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .update(ssoTokens)
    .set({ usedAt: now })
    .where(and(eq(ssoTokens.tokenHash, hashToken(token)), eq(ssoTokens.audience, audience), sql`${ssoTokens.usedAt} is null`, gt(ssoTokens.expiresAt, now)))
    .returning({ userId: ssoTokens.userId });
  if (!row) return null;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.id, row.userId), eq(users.organizationId, organizationId), eq(users.status, 'active')));
  return user?.id ?? null;
}
