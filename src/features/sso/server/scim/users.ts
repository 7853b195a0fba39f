import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { roles, userRoles, users, type User } from '@/db/schema';
import { ssoIdentities } from '@/db/schema/sso';
import { writeAudit } from '@/server/audit';
import { assertMayChangeAccounts, assertMayGrantRoles } from '@/server/access/grant-guard';
import { hasWayBackIntoRoleManagement, LAST_WAY_BACK_MESSAGE, lockRoleManagement } from '@/server/access/role-management-guard';
import { isUniqueViolation } from '@/server/db-errors';
import { createUser, endSessions, linkIdentity } from '../provision';
import { loadConfig } from '../settings';
import { ENTERPRISE_SCHEMA, listResponse, paging, parseEqFilter, patchOperations, ScimError, USER_SCHEMA } from './protocol';
import { applyPatch, draftFromResource, type UserDraft } from './user-fields';

export interface ScimScope {
  db: DbOrTx;
  organizationId: number;
  /** The person who generated the token: the changes may not reach beyond their keys (docs/decisions/0102). */
  actorId: number;
  /** The SCIM base URL, for meta.location. */
  base: string;
}

type Row = { user: User; externalId: string | null };

/** The users SCIM sees: the organisation's, except those SCIM deleted (docs/decisions/0079). */
const visible = (organizationId: number) => and(eq(users.organizationId, organizationId), isNull(ssoIdentities.scimDeletedAt));

function select(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ user: users, externalId: ssoIdentities.scimExternalId })
    .from(users)
    .leftJoin(ssoIdentities, eq(ssoIdentities.userId, users.id))
    .where(where);
}

async function groupsOf(db: DbOrTx, userIds: number[]) {
  const map = new Map<number, { value: string; display: string }[]>();
  if (!userIds.length) return map;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds));
  for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), { value: String(r.id), display: r.name }]);
  return map;
}

function toResource(row: Row, groups: { value: string; display: string }[], base: string) {
  const u = row.user;
  const [givenName, ...family] = u.fullName.split(' ');
  return {
    schemas: [USER_SCHEMA, ENTERPRISE_SCHEMA],
    id: String(u.id),
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: u.email,
    name: { formatted: u.fullName, givenName, familyName: family.join(' ') },
    displayName: u.fullName,
    ...(u.position ? { title: u.position } : {}),
    active: u.status === 'active',
    emails: [{ value: u.email, type: 'work', primary: true }],
    ...(u.phone ? { phoneNumbers: [{ value: u.phone, type: 'work' }] } : {}),
    groups,
    [ENTERPRISE_SCHEMA]: u.nik ? { employeeNumber: u.nik } : {},
    meta: {
      resourceType: 'User',
      created: u.createdAt.toISOString(),
      lastModified: u.updatedAt.toISOString(),
      location: `${base}/Users/${u.id}`,
    },
  };
}

async function load(db: DbOrTx, organizationId: number, id: string): Promise<Row> {
  const n = Number(id);
  if (!/^[1-9]\d{0,9}$/.test(id) || n > 2_147_483_647) throw new ScimError(404, `User ${id} not found.`);
  const [row] = await select(db, and(visible(organizationId), eq(users.id, n)));
  if (!row) throw new ScimError(404, `User ${id} not found.`);
  return row;
}

export async function getUser(s: ScimScope, id: string) {
  const row = await load(s.db, s.organizationId, id);
  return toResource(row, (await groupsOf(s.db, [row.user.id])).get(row.user.id) ?? [], s.base);
}

export async function listUsers(s: ScimScope, search: URLSearchParams) {
  const filter = parseEqFilter(search.get('filter'), ['userName', 'externalId', 'id']);
  const { startIndex, count: size } = paging(search);
  let where = visible(s.organizationId);
  if (filter?.attribute === 'userName') where = and(where, sql`lower(${users.email}) = ${filter.value.toLowerCase()}`);
  if (filter?.attribute === 'externalId') where = and(where, eq(ssoIdentities.scimExternalId, filter.value));
  if (filter?.attribute === 'id') where = and(where, /^[1-9]\d{0,9}$/.test(filter.value) ? eq(users.id, Number(filter.value)) : sql`false`);
  const [{ total }] = await s.db.select({ total: count() }).from(users).leftJoin(ssoIdentities, eq(ssoIdentities.userId, users.id)).where(where);
  const rows =
    size === 0
      ? []
      : await select(s.db, where)
          .orderBy(asc(users.id))
          .limit(size)
          .offset(startIndex - 1);
  const groups = await groupsOf(
    s.db,
    rows.map((r) => r.user.id),
  );
  return listResponse(
    rows.map((r) => toResource(r, groups.get(r.user.id) ?? [], s.base)),
    total,
    startIndex,
  );
}

const draftOf = (row: Row): UserDraft => ({
  email: row.user.email,
  fullName: row.user.fullName,
  nik: row.user.nik,
  position: row.user.position,
  phone: row.user.phone,
  active: row.user.status === 'active',
  externalId: row.externalId,
});

const uniqueness = () => new ScimError(409, 'A user with this userName or employeeNumber already exists.', 'uniqueness');

/**
 * Creates a user (with the single sign-on default role, if one is set). A userName that SCIM deleted before comes
 * back as the same console user, reactivated, so its results stay with it.
 */
export async function createScimUser(s: ScimScope, body: unknown) {
  const draft = draftFromResource(body);
  try {
    const id = await s.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ user: users, deletedAt: ssoIdentities.scimDeletedAt })
        .from(users)
        .leftJoin(ssoIdentities, eq(ssoIdentities.userId, users.id))
        .where(and(eq(users.organizationId, s.organizationId), sql`lower(${users.email}) = ${draft.email.toLowerCase()}`));
      if (existing && !existing.deletedAt) throw uniqueness();
      if (existing) {
        await assertMayChangeAccounts(tx, s.organizationId, s.actorId, [existing.user.id]);
        await linkIdentity(tx, s.organizationId, existing.user.id, { scimDeletedAt: null });
        await save(tx, s.organizationId, { user: existing.user, externalId: null }, draft);
        return existing.user.id;
      }
      const config = await loadConfig(tx, s.organizationId);
      if (config?.defaultRoleId) await assertMayGrantRoles(tx, s.organizationId, s.actorId, [config.defaultRoleId]);
      const user = await createUser(tx, {
        organizationId: s.organizationId,
        email: draft.email,
        fullName: draft.fullName,
        nik: draft.nik,
        position: draft.position,
        phone: draft.phone,
        status: draft.active ? 'active' : 'inactive',
        roleIds: config?.defaultRoleId ? [config.defaultRoleId] : [],
        source: 'scim',
      });
      await linkIdentity(tx, s.organizationId, user.id, { scimExternalId: draft.externalId });
      return user.id;
    });
    return getUser(s, String(id));
  } catch (err) {
    if (isUniqueViolation(err)) throw uniqueness();
    throw err;
  }
}

/** Writes a changed draft; deactivation ends the user's sessions in the same transaction. */
async function save(tx: DbOrTx, organizationId: number, row: Row, next: UserDraft): Promise<void> {
  const before = draftOf(row);
  const status = next.active ? 'active' : 'inactive';
  const statusChanged = next.active !== before.active || (next.active && row.user.status !== 'active');
  const changed = statusChanged || (Object.keys(next) as (keyof UserDraft)[]).some((k) => next[k] !== before[k]);
  if (!changed) return;
  await tx
    .update(users)
    .set({ email: next.email, fullName: next.fullName, nik: next.nik, position: next.position, phone: next.phone, status, updatedAt: new Date() })
    .where(eq(users.id, row.user.id));
  if (next.externalId !== before.externalId) await linkIdentity(tx, organizationId, row.user.id, { scimExternalId: next.externalId });
  if (!next.active) await endSessions(tx, row.user.id);
  await writeAudit(tx, {
    organizationId,
    userId: null,
    action: 'update-by-scim',
    entity: 'user',
    entityId: row.user.id,
    before: { ...before, status: row.user.status },
    after: { ...next, status },
  });
}

/**
 * Runs a SCIM change that can deactivate people or change their roles under the console's last-way-back rule
 * (src/server/access/role-management-guard.ts): an identity provider cannot leave the organisation with nobody able to
 * manage roles (409 mutability); the same lock as the role, user and import changes.
 */
export async function underRoleGuard<T>(tx: DbOrTx, organizationId: number, fn: () => Promise<T>): Promise<T> {
  await lockRoleManagement(tx, organizationId);
  const before = await hasWayBackIntoRoleManagement(tx, organizationId);
  const result = await fn();
  if (before && !(await hasWayBackIntoRoleManagement(tx, organizationId))) throw new ScimError(409, LAST_WAY_BACK_MESSAGE, 'mutability');
  return result;
}

async function update(s: ScimScope, id: string, change: (current: UserDraft) => UserDraft) {
  try {
    await s.db.transaction((tx) =>
      underRoleGuard(tx, s.organizationId, async () => {
        const row = await load(tx, s.organizationId, id);
        await assertMayChangeAccounts(tx, s.organizationId, s.actorId, [row.user.id]);
        await save(tx, s.organizationId, row, change(draftOf(row)));
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw uniqueness();
    throw err;
  }
  return getUser(s, id);
}

/** PUT: the resource replaces what SCIM may set (attributes it leaves out are cleared, as RFC 7644 §3.5.1 says). */
export const replaceScimUser = (s: ScimScope, id: string, body: unknown) => update(s, id, () => draftFromResource(body));

export const patchScimUser = (s: ScimScope, id: string, body: unknown) => update(s, id, (current) => applyPatch(current, patchOperations(body)));

/**
 * DELETE is a deactivation (docs/decisions/0079): the user's sessions end, it cannot sign in, its results stay; SCIM
 * answers 404 for it from then on, and creating its userName again brings the same user back.
 */
export async function deleteScimUser(s: ScimScope, id: string): Promise<void> {
  await s.db.transaction((tx) =>
    underRoleGuard(tx, s.organizationId, async () => {
      const row = await load(tx, s.organizationId, id);
      await assertMayChangeAccounts(tx, s.organizationId, s.actorId, [row.user.id]);
      await save(tx, s.organizationId, row, { ...draftOf(row), active: false });
      await linkIdentity(tx, s.organizationId, row.user.id, { scimDeletedAt: new Date() });
      await writeAudit(tx, { organizationId: s.organizationId, userId: null, action: 'delete-by-scim', entity: 'user', entityId: row.user.id });
    }),
  );
}
