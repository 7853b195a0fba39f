import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { userTokens } from '@/db/schema/user';
import { hashToken, newToken } from '@/server/auth/tokens';
import { AppError } from '@/server/http/app-error';
import { userMessages as M } from '../messages';
import { allQueries } from '@/db/all-queries';

export type LinkPurpose = 'invitation' | 'password-reset';

/** How long a link stays valid: an invitation a week (people are away), a reset an hour (docs/decisions/0077). */
export const LINK_TTL_MS: Record<LinkPurpose, number> = { invitation: 7 * 24 * 3_600_000, 'password-reset': 3_600_000 };
/** Rate limits, counted from the stored links (shared by every instance): per person and per organisation, per hour. */
const LINKS_PER_USER_PER_HOUR = 3;
const LINKS_PER_ORG_PER_HOUR = 200;

/**
 * A new one-time link for a user: the rate limits are checked, earlier unused links of the same purpose are
 * revoked, and only the token's SHA-256 is stored. Answers the token itself, to be put in the e-mail and forgotten.
 */
export async function issueToken(
  tx: DbOrTx,
  input: { organizationId: number; userId: number; purpose: LinkPurpose; createdBy: number | null },
  now = new Date(),
): Promise<string> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const [[mine], [org]] = await allQueries(
    tx,
    () =>
      tx
        .select({ n: count() })
        .from(userTokens)
        .where(and(eq(userTokens.userId, input.userId), gt(userTokens.createdAt, hourAgo))),
    () =>
      tx
        .select({ n: count() })
        .from(userTokens)
        .where(and(eq(userTokens.organizationId, input.organizationId), gt(userTokens.createdAt, hourAgo))),
  );
  if (mine.n >= LINKS_PER_USER_PER_HOUR || org.n >= LINKS_PER_ORG_PER_HOUR)
    throw new AppError('RATE_LIMITED', M.rateLimited, { headers: { 'retry-after': '3600' } });
  await revokeTokens(tx, input.userId, input.purpose, now);
  const token = newToken();
  await tx.insert(userTokens).values({
    organizationId: input.organizationId,
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + LINK_TTL_MS[input.purpose]),
    createdBy: input.createdBy,
    createdAt: now,
  });
  return token;
}

/** Revokes a user's unused links (of one purpose, or all: deactivation). */
export async function revokeTokens(tx: DbOrTx, userId: number, purpose: LinkPurpose | null, now = new Date()): Promise<void> {
  await tx
    .update(userTokens)
    .set({ revokedAt: now })
    .where(and(eq(userTokens.userId, userId), purpose ? eq(userTokens.purpose, purpose) : undefined, isNull(userTokens.usedAt), isNull(userTokens.revokedAt)));
}

const usable = (token: string, organizationId: number, now: Date) =>
  and(
    eq(userTokens.tokenHash, hashToken(token)),
    eq(userTokens.organizationId, organizationId),
    isNull(userTokens.usedAt),
    isNull(userTokens.revokedAt),
    gt(userTokens.expiresAt, now),
  );

/** Reads a link without spending it (the set-password page's greeting), or null when it cannot be used. */
export async function peekToken(db: DbOrTx, token: string, organizationId: number, now = new Date()) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ purpose: userTokens.purpose, fullName: users.fullName, email: users.email, status: users.status })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(and(usable(token, organizationId, now), sql`${users.status} <> 'inactive'`));
  return row ?? null;
}

/**
 * Spends a link in the statement that checks it (so two uses cannot both succeed), answering its user and purpose,
 * or null when it is unknown, used, revoked, expired, of another organisation, or its user was deactivated.
 */
export async function spendToken(tx: DbOrTx, token: string, organizationId: number, now = new Date()) {
  if (!token || token.length > 200) return null;
  const [row] = await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(usable(token, organizationId, now))
    .returning({ userId: userTokens.userId, purpose: userTokens.purpose });
  if (!row) return null;
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, row.userId), eq(users.organizationId, organizationId)));
  if (!user || user.status === 'inactive') return null;
  return { user, purpose: row.purpose };
}
