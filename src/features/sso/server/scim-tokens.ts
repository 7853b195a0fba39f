import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { scimTokens } from '@/db/schema/sso';
import { writeAudit } from '@/server/audit';
import { hashToken, newToken } from '@/server/auth/tokens';
import { AppError } from '@/server/http/app-error';
import type { ScimTokenCreated, ScimTokenRow } from '../schemas';

/** The prefix tells a console SCIM token apart in an identity provider's configuration and in secret scanners. */
const PREFIX = 'scim_';

interface Caller {
  db: DbOrTx;
  organizationId: number;
  userId: number;
}

export async function listScimTokens({ db, organizationId }: Omit<Caller, 'userId'>): Promise<ScimTokenRow[]> {
  const rows = await db.select().from(scimTokens).where(eq(scimTokens.organizationId, organizationId)).orderBy(desc(scimTokens.id));
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    created_at: r.createdAt.toISOString(),
    last_used_at: r.lastUsedAt?.toISOString() ?? null,
    revoked_at: r.revokedAt?.toISOString() ?? null,
  }));
}

/** A new token, answered this once: only its hash is stored. */
export async function createScimToken({ db, organizationId, userId, label }: Caller & { label: string }): Promise<ScimTokenCreated> {
  const token = PREFIX + newToken();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(scimTokens)
      .values({ organizationId, label, tokenHash: hashToken(token), createdBy: userId })
      .returning({ id: scimTokens.id });
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'scim-token', entityId: row.id, after: { label } });
    return { id: row.id, label, token };
  });
}

export async function revokeScimToken({ db, organizationId, userId, id }: Caller & { id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(scimTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(scimTokens.id, id), eq(scimTokens.organizationId, organizationId), isNull(scimTokens.revokedAt)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await writeAudit(tx, { organizationId, userId, action: 'revoke', entity: 'scim-token', entityId: id, before: { label: row.label } });
  });
}

/**
 * Who a SCIM request acts as (docs/decisions/0102): the organisation of its bearer token and the person who generated
 * the token, whose permission keys bound what the identity provider may change (it can no more make or change a
 * Super Admin than that person could). 'unknown' for a token that is not one (or was revoked); 'orphaned' when its
 * maker's account is gone or no longer active, so the token no longer acts for anyone. last_used_at moves at most
 * once a minute.
 */
export type ScimActor = { status: 'ok'; organizationId: number; actorId: number } | { status: 'unknown' } | { status: 'orphaned' };

export async function scimActorOfToken(db: DbOrTx, token: string | null, now = new Date()): Promise<ScimActor> {
  if (!token || !token.startsWith(PREFIX) || token.length > 200) return { status: 'unknown' };
  const [row] = await db
    .select({ id: scimTokens.id, organizationId: scimTokens.organizationId, lastUsedAt: scimTokens.lastUsedAt, maker: users.id, makerStatus: users.status })
    .from(scimTokens)
    .leftJoin(users, and(eq(users.id, scimTokens.createdBy), eq(users.organizationId, scimTokens.organizationId)))
    .where(and(eq(scimTokens.tokenHash, hashToken(token)), isNull(scimTokens.revokedAt)));
  if (!row) return { status: 'unknown' };
  if (!row.maker || row.makerStatus !== 'active') return { status: 'orphaned' };
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000)
    await db.update(scimTokens).set({ lastUsedAt: now }).where(eq(scimTokens.id, row.id));
  return { status: 'ok', organizationId: row.organizationId, actorId: row.maker };
}
