// The import gives roles like the user form does: an importer without account-role gives none beyond their own keys.
import { describe, expect, it } from 'vitest';
import { userRoles } from '../../../src/db/schema';
import { insertRole, insertUser } from '../../../src/features/account/testing';
import { commitImport } from '../../../src/features/user-import/server/import-users';
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
});
