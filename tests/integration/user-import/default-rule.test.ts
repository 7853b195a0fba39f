// One default route rule for every way a user is made (spec 000 §6 'Default user role is admin', decision 0118):
// the user form's schema, single sign-on and SCIM (provision.createUser) and the user import all give the same one.
import { describe, expect, it } from 'vitest';
import { commitImport } from '../../../src/features/user-import/server/import-users';
import { createUser as provisionUser } from '../../../src/features/sso/server/provision';
import { UserCreateSchema } from '../../../src/features/user/schemas';
import { DEFAULT_ROUTE_RULE } from '../../../src/lib/permissions';
import { withTestDb } from '../../setup/test-db';
import { csv, setup, userByEmail } from './helpers';

const t = withTestDb();

describe('the default route rule', { timeout: 60_000 }, () => {
  it("is the spec's admin, declared once", () => {
    expect(DEFAULT_ROUTE_RULE).toBe('admin');
  });

  it('is what an imported user gets, as the user form, single sign-on and SCIM give', async () => {
    const s = await setup(t.db);
    await commitImport({
      db: t.db,
      organizationId: s.org.id,
      userId: s.admin.id,
      bytes: csv('Rina Imported,rina@rule.test,,,,,,Learner,'),
      filename: 'users.csv',
    });
    const imported = await userByEmail(t.db, s.org.id, 'rina@rule.test');

    const form = UserCreateSchema.parse({ full_name: 'Rina Form', email: 'rina.form@rule.test', password: 'a-Long-passphrase-42' });
    const bySso = await provisionUser(t.db, {
      organizationId: s.org.id,
      email: 'rina.sso@rule.test',
      fullName: 'Rina Sso',
      status: 'active',
      roleIds: [],
      source: 'oidc',
    });
    const byScim = await provisionUser(t.db, {
      organizationId: s.org.id,
      email: 'rina.scim@rule.test',
      fullName: 'Rina Scim',
      status: 'active',
      roleIds: [],
      source: 'scim',
    });

    expect({ imported: imported.rule, form: form.rule, sso: bySso.rule, scim: byScim.rule }).toEqual({
      imported: DEFAULT_ROUTE_RULE,
      form: DEFAULT_ROUTE_RULE,
      sso: DEFAULT_ROUTE_RULE,
      scim: DEFAULT_ROUTE_RULE,
    });
  });
});
