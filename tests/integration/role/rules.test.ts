import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, userRoles } from '../../../src/db/schema';
import { insertOrganization } from '../../../src/features/organization/testing';
import { assignRole, insertRole, insertUser } from '../../../src/features/account/testing';
import { createRole } from '../../../src/features/role/server/create-role';
import { updateRole } from '../../../src/features/role/server/update-role';
import { deleteRole } from '../../../src/features/role/server/delete-role';
import { findRoles } from '../../../src/features/role/server/find-roles';
import { getRole } from '../../../src/features/role/server/get-role';
import { keysOf, loadRole } from '../../../src/features/role/server/load-role';
import { hasWayBackIntoRoleManagement, LAST_WAY_BACK_MESSAGE } from '../../../src/server/access/role-management-guard';
import { createSession, resolveSession } from '../../../src/server/auth/session';
import type { PermissionKey } from '../../../src/lib/permissions';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();

/** An organisation with its built-in administrator role and one active admin in it. */
async function orgWithAdmin() {
  const org = await insertOrganization(t.db);
  const adminRole = await insertRole(t.db, { organizationId: org.id, name: 'Super Admin', keys: ['account-role', 'account-user'], builtIn: true });
  const admin = await insertUser(t.db, { organizationId: org.id, rule: 'admin' });
  await assignRole(t.db, admin.id, adminRole.id);
  const caller = { db: t.db, organizationId: org.id, userId: admin.id };
  return { org, adminRole, admin, caller };
}

const edit = async (caller: { db: typeof t.db; organizationId: number; userId: number }, id: number, patch: { name?: string; keys?: PermissionKey[] }) => {
  const role = await loadRole(t.db, caller.organizationId, id);
  return updateRole({
    ...caller,
    id,
    input: {
      name: patch.name ?? role.name,
      description: role.description ?? '',
      keys: patch.keys ?? (await keysOf(t.db, id)),
      updated_at: role.updatedAt.toISOString(),
    },
  });
};

const reject = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (err: { code: string; message: string; details?: { field?: string }[] }) => err,
  );

describe('role rules (use cases)', () => {
  it("applies a key change to a member's very next request (the session reads the keys per request)", async () => {
    const { org, caller } = await orgWithAdmin();
    const { id } = await createRole({ ...caller, input: { name: 'Coordinators', description: '', keys: ['content-video'] } });
    const member = await insertUser(t.db, { organizationId: org.id });
    await assignRole(t.db, member.id, id);
    const { token } = await createSession(t.db, { userId: member.id, organizationId: org.id });
    const first = await resolveSession(t.db, token, org.id);
    expect(first.status === 'active' && [...first.auth.keys]).toEqual(['content-video']);

    await edit(caller, id, { keys: ['presence', 'content-quiz-v4'] });
    const next = await resolveSession(t.db, token, org.id);
    expect(next.status === 'active' && [...next.auth.keys].sort()).toEqual(['content-quiz-v4', 'presence']);
  });

  it('keeps account-role on the built-in role and never deletes it', async () => {
    const { adminRole, caller } = await orgWithAdmin();
    const err = await reject(edit(caller, adminRole.id, { keys: ['account-user'] }));
    expect(err.code).toBe('VALIDATION');
    expect(err.details?.[0]?.field).toBe('keys');
    expect(await keysOf(t.db, adminRole.id)).toEqual(['account-user', 'account-role']);
    // Renaming it and adding keys are fine.
    expect((await edit(caller, adminRole.id, { name: 'Administrators', keys: ['account-user', 'account-role', 'presence'] })).changed).toBe(true);
    expect((await reject(deleteRole({ ...caller, id: adminRole.id }))).code).toBe('CONFLICT');
  });

  it('refuses to remove the last way back into role management, counting only active admins', async () => {
    const org = await insertOrganization(t.db);
    const managers = await insertRole(t.db, { organizationId: org.id, name: 'Managers', keys: ['account-role'] });
    const admin = await insertUser(t.db, { organizationId: org.id, rule: 'admin' });
    await assignRole(t.db, admin.id, managers.id);
    // An inactive admin and an editor-rule user with the key are no way back.
    for (const extra of [{ status: 'inactive' as const }, { rule: 'editor' as const }]) {
      const u = await insertUser(t.db, { organizationId: org.id, ...extra });
      await assignRole(t.db, u.id, managers.id);
    }
    const caller = { db: t.db, organizationId: org.id, userId: admin.id };
    const err = await reject(edit(caller, managers.id, { keys: ['account-user'] }));
    expect(err).toMatchObject({ code: 'CONFLICT', message: LAST_WAY_BACK_MESSAGE });
    expect(await keysOf(t.db, managers.id)).toEqual(['account-role']);
    expect(await hasWayBackIntoRoleManagement(t.db, org.id)).toBe(true);

    // With a second way in (another role holding the key, with an active admin), the same change is allowed.
    const backup = await insertRole(t.db, { organizationId: org.id, name: 'Backup', keys: ['account-role'] });
    const second = await insertUser(t.db, { organizationId: org.id, rule: 'admin' });
    await assignRole(t.db, second.id, backup.id);
    expect((await edit(caller, managers.id, { keys: ['account-user'] })).changed).toBe(true);
    // ...but deleting the backup (moving its admin to the role without the key) is refused.
    const refused = await reject(deleteRole({ ...caller, id: backup.id, moveTo: managers.id }));
    expect(refused.message).toBe(LAST_WAY_BACK_MESSAGE);
  });

  it('moves the members and deletes in one transaction: all or nothing', async () => {
    const { org, caller } = await orgWithAdmin();
    const target = await insertRole(t.db, { organizationId: org.id, name: 'Target', keys: [] });
    const leaving = await insertRole(t.db, { organizationId: org.id, name: 'Leaving', keys: ['presence'] });
    const a = await insertUser(t.db, { organizationId: org.id });
    const b = await insertUser(t.db, { organizationId: org.id });
    await assignRole(t.db, a.id, leaving.id);
    await assignRole(t.db, b.id, leaving.id);
    await assignRole(t.db, b.id, target.id); // already in the target: keeps one membership

    expect(await reject(deleteRole({ ...caller, id: leaving.id }))).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('2 members') });
    expect((await reject(deleteRole({ ...caller, id: leaving.id, moveTo: leaving.id }))).code).toBe('VALIDATION');
    const elsewhere = await insertOrganization(t.db);
    const foreign = await insertRole(t.db, { organizationId: elsewhere.id, keys: [] });
    expect((await reject(deleteRole({ ...caller, id: leaving.id, moveTo: foreign.id }))).code).toBe('VALIDATION');

    expect(await deleteRole({ ...caller, id: leaving.id, moveTo: target.id })).toEqual({ moved: 2 });
    expect((await reject(loadRole(t.db, org.id, leaving.id))).code).toBe('NOT_FOUND');
    const members = await t.db.select().from(userRoles).where(eq(userRoles.roleId, target.id));
    expect(members.map((m) => m.userId).sort()).toEqual([a.id, b.id].sort());

    // A delete whose move would lock everyone out changes nothing at all.
    const solo = await insertOrganization(t.db);
    const soloRole = await insertRole(t.db, { organizationId: solo.id, name: 'Only Way', keys: ['account-role'] });
    const soloEmpty = await insertRole(t.db, { organizationId: solo.id, name: 'Empty', keys: [] });
    const soloAdmin = await insertUser(t.db, { organizationId: solo.id });
    await assignRole(t.db, soloAdmin.id, soloRole.id);
    const soloCaller = { db: t.db, organizationId: solo.id, userId: soloAdmin.id };
    expect((await reject(deleteRole({ ...soloCaller, id: soloRole.id, moveTo: soloEmpty.id }))).message).toBe(LAST_WAY_BACK_MESSAGE);
    expect(await loadRole(t.db, solo.id, soloRole.id)).toMatchObject({ name: 'Only Way' });
    expect((await t.db.select().from(userRoles).where(eq(userRoles.roleId, soloRole.id))).map((m) => m.userId)).toEqual([soloAdmin.id]);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.roleId, soloEmpty.id))).toEqual([]);
  });

  it('counts members per role and audits every change with the key sets before and after', async () => {
    const { org, caller, adminRole } = await orgWithAdmin();
    const { id } = await createRole({ ...caller, input: { name: 'Auditors', description: 'Read reports', keys: ['reporting-course', 'account-role'] } });
    for (let i = 0; i < 3; i++) await assignRole(t.db, (await insertUser(t.db, { organizationId: org.id })).id, id);
    const list = await findRoles({ db: t.db, organizationId: org.id, query: { page: 1, page_size: 10, order_by: 'member_count', order_type: 'desc' } });
    expect(list.results.map((r) => [r.name, r.member_count, r.can_delete])).toEqual([
      ['Auditors', 3, false],
      ['Super Admin', 1, false],
    ]);
    expect(adminRole.builtIn).toBe(true);

    await edit(caller, id, { keys: ['reporting-course', 'reporting-program'] });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    const update = entries.find((e) => e.action === 'update')!;
    expect(update.before).toMatchObject({ keys: ['account-role', 'reporting-course'] });
    expect(update.after).toMatchObject({ keys: ['reporting-course', 'reporting-program'] });
    const detail = await getRole({ db: t.db, organizationId: org.id, id });
    expect(detail.audit[0]).toMatchObject({ action: 'update', added: ['reporting-program'], removed: ['account-role'] });
    expect(detail.audit.at(-1)).toMatchObject({ action: 'create' });
    expect(detail.members).toHaveLength(3);

    const elsewhere = await insertOrganization(t.db);
    expect((await reject(getRole({ db: t.db, organizationId: elsewhere.id, id }))).code).toBe('NOT_FOUND');
    const foreign = { ...caller, organizationId: elsewhere.id, id };
    expect((await reject(updateRole({ ...foreign, input: { name: 'Taken over', description: '', keys: [] } }))).code).toBe('NOT_FOUND');
    expect((await reject(deleteRole(foreign))).code).toBe('NOT_FOUND');
  });
});
