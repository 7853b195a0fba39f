// The import gives roles like the user form does: an importer without account-role gives none beyond their own keys.
import { describe, expect, it } from 'vitest';
import { userRoles } from '../../../src/db/schema';
import { insertRole, insertUser } from '../../../src/features/account/testing';
import { commitImport, previewImport } from '../../../src/features/user-import/server/import-users';
import { withTestDb } from '../../setup/test-db';
import { csv, setup, usersOf } from './helpers';

const t = withTestDb();

describe('user import: nobody gives away more than they hold', { timeout: 60_000 }, () => {
  it('refuses a file that gives a role beyond the importer’s own keys, writes nothing, and takes one within them', async () => {
    const s = await setup(t.db);
    const clerkRole = await insertRole(t.db, { organizationId: s.org.id, name: 'Account Clerk', keys: ['account-user', 'content-video'] });
    const clerk = await insertUser(t.db, { organizationId: s.org.id, email: `clerk-${s.org.id}@import.test`, nik: null });
    await t.db.insert(userRoles).values({ userId: clerk.id, roleId: clerkRole.id });
    const run = (bytes: Buffer) => ({ db: t.db, organizationId: s.org.id, userId: clerk.id, bytes, filename: 'users.csv' });
    const before = await usersOf(t.db, s.org.id);
    await expect(commitImport(run(csv('Ok Person,ok@import.test,,,,,,Mentor,', 'Boss,boss@import.test,,,,,,Administrator,')))).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: "You can only give or take away roles whose permissions you hold yourself: the role Administrator has permissions you don't have.",
    });
    expect(await usersOf(t.db, s.org.id)).toEqual(before);
    // Mentor holds content-video only, which the clerk holds too.
    await expect(commitImport(run(csv('Ok Person,ok@import.test,,,,,,Mentor,')))).resolves.toMatchObject({ created: 1 });
  });

  it('refuses rows that would change someone holding keys beyond the importer: a row error in the preview, nothing written', async () => {
    const s = await setup(t.db);
    const clerkRole = await insertRole(t.db, { organizationId: s.org.id, name: 'Account Clerk', keys: ['account-user', 'content-video'] });
    const bossRole = await insertRole(t.db, { organizationId: s.org.id, name: 'Identity Admin', keys: ['setting-authentication'] });
    const clerk = await insertUser(t.db, { organizationId: s.org.id, email: `clerk2-${s.org.id}@import.test`, nik: null });
    const boss = await insertUser(t.db, { organizationId: s.org.id, email: `boss2-${s.org.id}@import.test`, nik: null, fullName: 'Identity Boss' });
    await t.db.insert(userRoles).values([
      { userId: clerk.id, roleId: clerkRole.id },
      { userId: boss.id, roleId: bossRole.id },
    ]);
    const run = (bytes: Buffer) => ({ db: t.db, organizationId: s.org.id, userId: clerk.id, bytes, filename: 'users.csv' });
    // The clerk would move the boss's e-mail to an address of their own, then reset the password there.
    const file = csv(`Identity Boss,boss2-${s.org.id}@import.test,,,,,,,inactive`);
    const preview = await previewImport(run(file));
    expect(preview.errors).toEqual([
      {
        row: 2,
        column: null,
        message: "You can only change the account of someone whose permissions you hold yourself: Identity Boss has permissions you don't have.",
      },
    ]);
    const before = await usersOf(t.db, s.org.id);
    await expect(commitImport(run(file))).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await usersOf(t.db, s.org.id)).toEqual(before);
  });
});
