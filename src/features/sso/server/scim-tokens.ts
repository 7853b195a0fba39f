import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
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

/** The organisation a SCIM request's bearer token belongs to, or null (unknown or revoked). last_used_at moves at most once a minute. */
export async function organizationOfScimToken(db: DbOrTx, token: string | null, now = new Date()): Promise<number | null> {
  if (!token || !token.startsWith(PREFIX) || token.length > 200) return null;
  const [row] = await db
    .select()
    .from(scimTokens)
    .where(and(eq(scimTokens.tokenHash, hashToken(token)), isNull(scimTokens.revokedAt)));
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000)
    await db.update(scimTokens).set({ lastUsedAt: now }).where(eq(scimTokens.id, row.id));
  return row.organizationId;
}
