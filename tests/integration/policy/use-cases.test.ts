// The policy use cases on a database of their own (docs/decisions/0125): one version per publish when two publish
// at once, and re-acceptance per version.
import { describe, expect, it } from 'vitest';
import { withTestDb } from '../../setup/test-db';
import { insertOrgWithPeople } from '../../setup/org-people';
import { acceptPolicy, getLearnerPolicies, getUserAcceptances } from '../../../src/features/policy/server/acceptances';
import { getPolicyOverview } from '../../../src/features/policy/server/documents';
import { publishDraft, saveDraft } from '../../../src/features/policy/server/save-draft';

const t = withTestDb();

describe('publishing a version', () => {
  it('publishes a draft once when two publish it at the same time', async () => {
    const { orgId, adminId } = await insertOrgWithPeople(t.db);
    const scope = { db: t.db, organizationId: orgId, userId: adminId, kind: 'term_and_condition' as const };
    const draft = await saveDraft({ ...scope, input: { body: '<p>One</p>', change_note: '', updated_at: null } });
    const results = await Promise.allSettled([
      publishDraft({ ...scope, updatedAt: draft.updated_at }),
      publishDraft({ ...scope, updatedAt: draft.updated_at }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect([404, 409]).toContain(refused.reason.status);
    const o = await getPolicyOverview(scope);
    expect(o.versions.map((v) => v.version)).toEqual([1]);
    expect(o.draft).toBeNull();
  });

  it('asks for acceptance again after each version, per document, and keeps every acceptance', async () => {
    const { orgId, adminId, learnerId } = await insertOrgWithPeople(t.db);
    const admin = { db: t.db, organizationId: orgId, userId: adminId };
    const learner = { db: t.db, organizationId: orgId, userId: learnerId };
    const publish = async (kind: 'term_and_condition' | 'user_policy', text: string) => {
      const d = await saveDraft({ ...admin, kind, input: { body: `<p>${text}</p>`, change_note: '', updated_at: null } });
      return publishDraft({ ...admin, kind, updatedAt: d.updated_at });
    };
    expect(await getLearnerPolicies(learner)).toMatchObject({ must_accept: false });
    await publish('term_and_condition', 'T1');
    expect((await getLearnerPolicies(learner)).must_accept).toBe(true);
    await acceptPolicy({ ...learner, kind: 'term_and_condition', version: 1 });
    expect((await getLearnerPolicies(learner)).must_accept).toBe(false);
    await publish('user_policy', 'P1');
    expect((await getLearnerPolicies(learner)).documents.map((d) => d.must_accept)).toEqual([false, true]);
    await acceptPolicy({ ...learner, kind: 'user_policy', version: 1 });
    await publish('term_and_condition', 'T2');
    expect((await getLearnerPolicies(learner)).documents.map((d) => d.must_accept)).toEqual([true, false]);
    await expect(acceptPolicy({ ...learner, kind: 'term_and_condition', version: 1 })).rejects.toMatchObject({ status: 409 });
    await acceptPolicy({ ...learner, kind: 'term_and_condition', version: 2 });
    const seen = await getUserAcceptances({ db: t.db, organizationId: orgId, id: learnerId });
    expect(seen.map((d) => [d.kind, d.current_version, d.must_accept, d.accepted.map((a) => a.version)])).toEqual([
      ['term_and_condition', 2, false, [2, 1]],
      ['user_policy', 1, false, [1]],
    ]);
    await expect(getUserAcceptances({ db: t.db, organizationId: orgId + 1_000_000, id: learnerId })).rejects.toMatchObject({ status: 404 });
  });
});
