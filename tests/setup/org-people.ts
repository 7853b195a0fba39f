import type { DbOrTx } from '../../src/db/client';
import { insertUser } from '../../src/features/account/testing';
import { insertOrganization } from '../../src/features/organization/testing';

/** A fresh organisation with an administrator and a learner (an editor-rule account), for use-case tests: their ids. */
export async function insertOrgWithPeople(db: DbOrTx): Promise<{ orgId: number; adminId: number; learnerId: number }> {
  const orgId = (await insertOrganization(db)).id;
  const adminId = (await insertUser(db, { organizationId: orgId })).id;
  const learnerId = (await insertUser(db, { organizationId: orgId, rule: 'editor' })).id;
  return { orgId, adminId, learnerId };
}
