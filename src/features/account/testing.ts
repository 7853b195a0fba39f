import type { DbOrTx } from '@/db/client';
import { rolePermissions, roles, userRoles, users } from '@/db/schema';
import type { PermissionKey } from '@/lib/permissions';
import { hashPassword } from '@/server/auth/password';

type NewUser = typeof users.$inferInsert;
let seq = 0;
const hashes = new Map<string, Promise<string>>();
/** Hashing is deliberately slow; builders reuse one hash per distinct password. */
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export const TEST_PASSWORD = 'correct horse battery';

function buildUser(overrides: Partial<NewUser> & { organizationId: number }): Omit<NewUser, 'passwordHash'> {
  seq += 1;
  const n = `${seq}${Math.random().toString(36).slice(2, 6)}`;
  return {
    fullName: `Test User ${n}`,
    email: `user${n}@example.test`,
    nik: `9${String(seq).padStart(7, '0')}${Math.floor(Math.random() * 90 + 10)}`,
    position: 'Staff',
    picture: null,
    phone: null,
    status: 'active',
    rule: 'admin',
    ...overrides,
  };
}

export async function insertUser(db: DbOrTx, overrides: Partial<NewUser> & { organizationId: number; password?: string }) {
  const { password = TEST_PASSWORD, ...rest } = overrides;
  const [row] = await db
    .insert(users)
    .values({ ...buildUser(rest), passwordHash: rest.passwordHash ?? (await hashOnce(password)) })
    .returning();
  return row;
}

export async function insertRole(db: DbOrTx, input: { organizationId: number; name?: string; keys: readonly PermissionKey[]; builtIn?: boolean }) {
  seq += 1;
  const [role] = await db
    .insert(roles)
    .values({ organizationId: input.organizationId, name: input.name ?? `Role ${seq}`, description: null, builtIn: input.builtIn ?? false })
    .returning();
  if (input.keys.length) await db.insert(rolePermissions).values(input.keys.map((k) => ({ roleId: role.id, permissionKey: k })));
  return role;
}

export async function assignRole(db: DbOrTx, userId: number, roleId: number) {
  await db.insert(userRoles).values({ userId, roleId });
}

/** A user holding exactly these keys, through a role of their own. */
export async function insertUserWithKeys(db: DbOrTx, input: Partial<NewUser> & { organizationId: number; keys: readonly PermissionKey[]; password?: string }) {
  const { keys, ...rest } = input;
  const user = await insertUser(db, rest);
  const role = await insertRole(db, { organizationId: input.organizationId, keys });
  await assignRole(db, user.id, role.id);
  return user;
}
