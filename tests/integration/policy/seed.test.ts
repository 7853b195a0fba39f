// The policy area's demo content (issue 30): a fresh `npm start` shows a published terms and conditions, a published
// user policy and an FAQ, made through the area's use cases (the seed runs in the demo seed's transaction).
import { describe, expect, it } from 'vitest';
import type { Organization, User } from '../../../src/db/schema';
import type { SeedContext } from '../../../src/db/seed/context';
import { organizations, users } from '../../../src/db/schema';
import { eq } from 'drizzle-orm';
import { seedPolicies } from '../../../src/features/policy/seed';
import { getLearnerPolicies } from '../../../src/features/policy/server/acceptances';
import { getPolicyOverview } from '../../../src/features/policy/server/documents';
import { getFaq, getFooter } from '../../../src/features/policy/server/faq';
import { insertOrgWithPeople } from '../../setup/org-people';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();

describe('policy demo seed', () => {
  it('publishes version 1 of the terms and the user policy and saves an FAQ the footer serves', async () => {
    const { orgId, adminId, learnerId } = await insertOrgWithPeople(t.db);
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, orgId));
    const [admin] = await t.db.select().from(users).where(eq(users.id, adminId));
    const ctx = { org: org as Organization, people: { admin: admin as User } } as unknown as SeedContext;
    await t.db.transaction((tx) => seedPolicies(tx, ctx));

    const scope = { db: t.db, organizationId: orgId, userId: adminId };
    for (const kind of ['term_and_condition', 'user_policy'] as const) {
      const o = await getPolicyOverview({ ...scope, kind });
      expect(o.current).toMatchObject({ version: 1, status: 'publish' });
      expect(o.draft).toBeNull();
    }
    expect((await getPolicyOverview({ ...scope, kind: 'term_and_condition' })).current?.body).toContain('Terms and Conditions');
    const faq = await getFaq(scope);
    expect(faq.items.length).toBe(4);
    expect(faq.items[0].question).toBe('How do I reset my password?');
    expect(JSON.parse((await getFooter({ db: t.db, organizationId: orgId, id: orgId })).faq)).toHaveLength(4);
    // A learner of the organisation is asked to accept both.
    expect((await getLearnerPolicies({ db: t.db, organizationId: orgId, userId: learnerId })).documents.map((d) => d.must_accept)).toEqual([true, true]);
  });
});
