import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { roles, userRoles, users, type Role } from '@/db/schema';
import { ssoIdentities } from '@/db/schema/sso';
import { writeAudit } from '@/server/audit';
import { assertMayChangeAccounts, assertMayGrantRoles } from '@/server/access/grant-guard';
import { isUniqueViolation } from '@/server/db-errors';
import { GROUP_SCHEMA, listResponse, paging, parseEqFilter, patchOperations, ScimError } from './protocol';
import { underRoleGuard, type ScimScope } from './users';

/**
 * SCIM Groups are the organisation's roles (docs/decisions/0079): membership is user_roles, so adding a user to a
 * group grants the role's permission keys on their next request. A group made by SCIM is a role without keys until an
 * administrator gives it some. The built-in administrator role is shown but read-only here: an identity provider
 * must not be able to remove the last way back into the console.
 */
type Member = { value: string; display: string; $ref: string };

const notFound = (id: string) => new ScimError(404, `Group ${id} not found.`);

async function load(db: DbOrTx, organizationId: number, id: string): Promise<Role> {
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw notFound(id);
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, Number(id)), eq(roles.organizationId, organizationId)));
  if (!row) throw notFound(id);
  return row;
}

async function membersOf(db: DbOrTx, base: string, roleIds: number[]): Promise<Map<number, Member[]>> {
  const map = new Map<number, Member[]>();
  if (!roleIds.length) return map;
  const rows = await db
    .select({ roleId: userRoles.roleId, id: users.id, name: users.fullName })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(inArray(userRoles.roleId, roleIds))
    .orderBy(asc(users.id));
  for (const r of rows) map.set(r.roleId, [...(map.get(r.roleId) ?? []), { value: String(r.id), display: r.name, $ref: `${base}/Users/${r.id}` }]);
  return map;
}

function toResource(role: Role, members: Member[] | null, base: string) {
  return {
    schemas: [GROUP_SCHEMA],
    id: String(role.id),
    displayName: role.name,
    ...(members ? { members } : {}),
    meta: { resourceType: 'Group', created: role.createdAt.toISOString(), lastModified: role.updatedAt.toISOString(), location: `${base}/Groups/${role.id}` },
  };
}

const wantsMembers = (search: URLSearchParams) => !/(^|,)\s*members\s*(,|$)/i.test(search.get('excludedAttributes') ?? '');

export async function getGroup(s: ScimScope, id: string, search = new URLSearchParams()) {
  const role = await load(s.db, s.organizationId, id);
  const members = wantsMembers(search) ? ((await membersOf(s.db, s.base, [role.id])).get(role.id) ?? []) : null;
  return toResource(role, members, s.base);
}

export async function listGroups(s: ScimScope, search: URLSearchParams) {
  const filter = parseEqFilter(search.get('filter'), ['displayName', 'id', 'externalId']);
  const { startIndex, count: size } = paging(search);
  let where: SQL | undefined = eq(roles.organizationId, s.organizationId);
  if (filter?.attribute === 'displayName') where = and(where, sql`lower(${roles.name}) = ${filter.value.toLowerCase()}`);
  if (filter?.attribute === 'id') where = and(where, /^[1-9]\d{0,9}$/.test(filter.value) ? eq(roles.id, Number(filter.value)) : sql`false`);
  // Groups keep no externalId (the role's name is how a provider matches one): such a filter matches nothing.
  if (filter?.attribute === 'externalId') where = sql`false`;
  const [{ total }] = await s.db.select({ total: count() }).from(roles).where(where);
  const rows =
    size === 0
      ? []
      : await s.db
          .select()
          .from(roles)
          .where(where)
          .orderBy(asc(roles.id))
          .limit(size)
          .offset(startIndex - 1);
  const members = wantsMembers(search)
    ? await membersOf(
        s.db,
        s.base,
        rows.map((r) => r.id),
      )
    : null;
  return listResponse(
    rows.map((r) => toResource(r, members ? (members.get(r.id) ?? []) : null, s.base)),
    total,
    startIndex,
  );
}

/** The organisation's users among the given SCIM ids (a user of another organisation, or deleted by SCIM, is refused). */
async function ownUsers(db: DbOrTx, organizationId: number, ids: string[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.some((id) => !/^[1-9]\d{0,9}$/.test(id))) throw new ScimError(400, 'A member value is not a user id of this organization.', 'invalidValue');
  if (!wanted.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(ssoIdentities, eq(ssoIdentities.userId, users.id))
    .where(and(eq(users.organizationId, organizationId), isNull(ssoIdentities.scimDeletedAt), inArray(users.id, wanted.map(Number))));
  if (rows.length !== wanted.length) throw new ScimError(400, 'A member value is not a user id of this organization.', 'invalidValue');
  return rows.map((r) => r.id);
}

const memberValues = (v: unknown): string[] => {
  const list = Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
  return list.map((m) => String(typeof m === 'object' && m !== null ? (m as { value?: unknown }).value : m));
};

function displayNameOf(v: unknown): string {
  const name = typeof v === 'string' ? v.trim() : '';
  if (!name || name.length > 100) throw new ScimError(400, 'displayName is required (at most 100 characters).', 'invalidValue');
  return name;
}

interface Change {
  displayName?: string;
  set?: string[];
  add?: string[];
  remove?: string[];
}

async function apply(tx: DbOrTx, s: ScimScope, role: Role, change: Change): Promise<void> {
  if (role.builtIn) throw new ScimError(400, 'The built-in administrator role is managed in the console only.', 'mutability');
  const before = (await tx.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, role.id))).map((r) => r.id);
  let after = new Set(before);
  if (change.set) after = new Set(await ownUsers(tx, s.organizationId, change.set));
  if (change.add) for (const id of await ownUsers(tx, s.organizationId, change.add)) after.add(id);
  // Removing someone who is not a member is no error (the provider's view may be older than ours).
  for (const id of change.remove ?? []) after.delete(Number(id));
  const added = [...after].filter((id) => !before.includes(id));
  const removed = before.filter((id) => !after.has(id));
  const renamed = change.displayName !== undefined && change.displayName !== role.name;
  // The identity provider acts as the token's maker (docs/decisions/0102): it gives or takes away only roles within
  // their keys, and only from people who hold nothing beyond them.
  if (added.length || removed.length) {
    await assertMayGrantRoles(tx, s.organizationId, s.actorId, [role.id]);
    await assertMayChangeAccounts(tx, s.organizationId, s.actorId, [...added, ...removed]);
  }
  if (added.length) await tx.insert(userRoles).values(added.map((userId) => ({ userId, roleId: role.id })));
  if (removed.length) await tx.delete(userRoles).where(and(eq(userRoles.roleId, role.id), inArray(userRoles.userId, removed)));
  if (renamed) await tx.update(roles).set({ name: change.displayName, updatedAt: new Date() }).where(eq(roles.id, role.id));
  if (added.length || removed.length || renamed) {
    await writeAudit(tx, {
      organizationId: s.organizationId,
      userId: null,
      action: 'update-by-scim',
      entity: 'role',
      entityId: role.id,
      before: { name: role.name, member_ids: before },
      after: { name: renamed ? change.displayName : role.name, added, removed },
    });
  }
}

const uniqueness = () => new ScimError(409, 'A group (role) with this displayName already exists.', 'uniqueness');

async function inTransaction<T>(s: ScimScope, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await s.db.transaction((tx) => underRoleGuard(tx, s.organizationId, () => fn(tx)));
  } catch (err) {
    if (isUniqueViolation(err)) throw uniqueness();
    throw err;
  }
}

export async function createGroup(s: ScimScope, body: unknown) {
  const b = (body ?? {}) as Record<string, unknown>;
  const name = displayNameOf(b.displayName);
  const id = await inTransaction(s, async (tx) => {
    const [role] = await tx.insert(roles).values({ organizationId: s.organizationId, name, description: 'Provisioned by SCIM' }).returning();
    await writeAudit(tx, { organizationId: s.organizationId, userId: null, action: 'create-by-scim', entity: 'role', entityId: role.id, after: { name } });
    await apply(tx, s, role, { set: memberValues(b.members) });
    return role.id;
  });
  return getGroup(s, String(id));
}

export async function replaceGroup(s: ScimScope, id: string, body: unknown) {
  const b = (body ?? {}) as Record<string, unknown>;
  await inTransaction(s, async (tx) =>
    apply(tx, s, await load(tx, s.organizationId, id), { displayName: displayNameOf(b.displayName), set: memberValues(b.members) }),
  );
  return getGroup(s, id);
}

/**
 * PATCH in the shapes Entra ID and Okta send: `{"op":"Add","path":"members","value":[{"value":"12"}]}`,
 * `{"op":"Remove","path":"members","value":[…]}`, `{"op":"remove","path":"members[value eq \"12\"]"}`,
 * `{"op":"replace","path":"members","value":[…]}` and `{"op":"replace","value":{"id":"3","displayName":"…"}}`.
 */
export async function patchGroup(s: ScimScope, id: string, body: unknown) {
  const ops = patchOperations(body);
  const change: Change = {};
  for (const op of ops) {
    const path = op.path?.toLowerCase() ?? null;
    const filtered = op.path ? /^members\[\s*value\s+eq\s+"([^"]*)"\s*\]$/i.exec(op.path) : null;
    if (path === 'members' || filtered) {
      const values = filtered ? [filtered[1]] : memberValues(op.value);
      if (op.op === 'add') change.add = [...(change.add ?? []), ...values];
      else if (op.op === 'remove') change.remove = [...(change.remove ?? []), ...(filtered || op.value !== undefined ? values : await currentMembers(s, id))];
      else change.set = values;
    } else if (path === 'displayname') change.displayName = displayNameOf(op.value);
    else if (path === null && typeof op.value === 'object' && op.value !== null) {
      const v = op.value as Record<string, unknown>;
      if ('displayName' in v) change.displayName = displayNameOf(v.displayName);
      if ('members' in v) change[op.op === 'add' ? 'add' : 'set'] = memberValues(v.members);
    } else if (path !== 'externalid') throw new ScimError(400, `The path "${op.path}" is not supported on a group.`, 'invalidPath');
  }
  await inTransaction(s, async (tx) => apply(tx, s, await load(tx, s.organizationId, id), change));
  return getGroup(s, id);
}

async function currentMembers(s: ScimScope, id: string): Promise<string[]> {
  const role = await load(s.db, s.organizationId, id);
  return (await s.db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, role.id))).map((r) => String(r.id));
}

/** DELETE empties the group (its members lose the role); the role itself stays with its keys, for the console to decide. */
export async function deleteGroup(s: ScimScope, id: string): Promise<void> {
  await inTransaction(s, async (tx) => apply(tx, s, await load(tx, s.organizationId, id), { set: [] }));
}
