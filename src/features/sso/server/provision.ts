import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { roles, sessions, userRoles, users, type User } from '@/db/schema';
import { ssoIdentities } from '@/db/schema/sso';
import { writeAudit } from '@/server/audit';
import { DEFAULT_ROUTE_RULE } from '@/lib/permissions';

/**
 * A user made by the identity provider (just-in-time at the first sign-on, or by SCIM) has no password: the stored
 * value is not a password hash, so password sign-in never matches it (server/auth/password.ts only verifies scrypt$…).
 * An administrator may still set one later in the user screens.
 */
const noPassword = () => `sso$${randomBytes(16).toString('base64url')}`;

export interface NewUser {
  organizationId: number;
  email: string;
  fullName: string;
  nik?: string | null;
  position?: string | null;
  phone?: string | null;
  status: 'active' | 'inactive';
  roleIds: number[];
  /** Who made it, for the audit entry: 'oidc' (just in time) or 'scim'. */
  source: 'oidc' | 'scim';
}

export async function createUser(tx: DbOrTx, u: NewUser): Promise<User> {
  const [row] = await tx
    .insert(users)
    .values({
      organizationId: u.organizationId,
      email: u.email,
      fullName: u.fullName,
      nik: u.nik ?? null,
      position: u.position ?? null,
      phone: u.phone ?? null,
      status: u.status,
      passwordHash: noPassword(),
      rule: DEFAULT_ROUTE_RULE,
    })
    .returning();
  const roleIds = await ownRoles(tx, u.organizationId, u.roleIds);
  if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })));
  await writeAudit(tx, {
    organizationId: u.organizationId,
    userId: null,
    action: `create-by-${u.source}`,
    entity: 'user',
    entityId: row.id,
    after: { email: row.email, full_name: row.fullName, nik: row.nik, status: row.status, role_ids: roleIds },
  });
  return row;
}

/** Only the organisation's own roles. */
async function ownRoles(tx: DbOrTx, organizationId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), inArray(roles.id, ids)));
  return rows.map((r) => r.id);
}

/** Deactivation ends every session of the user at once (the next request of any of them is refused). */
export async function endSessions(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/** Creates or updates the user's identity row. */
export async function linkIdentity(tx: DbOrTx, organizationId: number, userId: number, set: Partial<typeof ssoIdentities.$inferInsert>): Promise<void> {
  await tx
    .insert(ssoIdentities)
    .values({ userId, organizationId, ...set })
    .onConflictDoUpdate({ target: ssoIdentities.userId, set });
}
