// Spec 002 §9's page sizes of the IDP pickers on a database of their own: IDP lists 8 a page, CBA and job content 9.
import { describe, expect, it } from 'vitest';
import { withTestDb } from '../../setup/test-db';
import { insertOrgWithPeople } from '../../setup/org-people';
import { checkpointCompetencies, checkpoints } from '../../../src/db/schema/checkpoint';
import { ContentQuerySchema, PickerQuerySchema } from '../../../src/features/idp/schemas';
import { pickCbaContent, pickRecommendedCategories } from '../../../src/features/idp/server/sources';
import { getDraft, saveDraft } from '../../../src/features/idp/server/drafts';

const t = withTestDb();

describe('IDP picker page sizes', () => {
  it('serves 8 categories and 9 contents a page by default', async () => {
    const { orgId } = await insertOrgWithPeople(t.db);
    const made = await t.db
      .insert(checkpoints)
      .values(Array.from({ length: 10 }, (_, i) => ({ organizationId: orgId, title: `Checkpoint ${String(i + 1).padStart(2, '0')}` })))
      .returning();
    await t.db
      .insert(checkpointCompetencies)
      .values(
        Array.from({ length: 11 }, (_, i) => ({ checkpointId: made[0].id, position: i + 1, code: `C${i + 1}`, name: `Competency ${i + 1}`, requiredLevel: 3 })),
      );
    const scope = { db: t.db, organizationId: orgId };
    const categories = await pickRecommendedCategories({ ...scope, kind: 'cba-category', query: PickerQuerySchema.parse({}) });
    expect(categories.results).toHaveLength(8);
    expect(categories.pagination).toEqual({ current_page: 1, total_pages: 2, total_data: 10 });
    const contents = await pickCbaContent({ ...scope, id: made[0].id, query: ContentQuerySchema.parse({}) });
    expect(contents.results).toHaveLength(9);
    expect(contents.results[0]).toEqual({ id: expect.any(Number), title: 'Competency 1', subtitle: 'C1' });
    expect((await pickCbaContent({ ...scope, id: made[0].id, query: ContentQuerySchema.parse({ page: 2 }) })).results).toHaveLength(2);
    const other = await insertOrgWithPeople(t.db);
    await expect(pickCbaContent({ db: t.db, organizationId: other.orgId, id: made[0].id, query: ContentQuerySchema.parse({}) })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('resumes a draft with a CBA competency in the cart, kept once however often it is added', async () => {
    const { orgId, adminId } = await insertOrgWithPeople(t.db);
    const [cp] = await t.db.insert(checkpoints).values({ organizationId: orgId, title: 'Floor check' }).returning();
    const [c] = await t.db
      .insert(checkpointCompetencies)
      .values({ checkpointId: cp.id, position: 1, code: 'G1', name: 'Greeting', requiredLevel: 2 })
      .returning();
    const key = { db: t.db, organizationId: orgId, userId: adminId };
    const learning = { group: 'cba' as const, id: c.id, title: '', category_id: cp.id };
    await saveDraft({ ...key, input: { tab: 'recommended', template_id: 0, learnings: [learning, learning] } });
    const draft = await getDraft({ ...key, tab: 'recommended', templateId: 0 });
    expect(draft.learnings).toEqual([{ group: 'cba', id: c.id, title: 'Greeting', category_id: cp.id }]);
    expect((await getDraft({ ...key, userId: (await insertOrgWithPeople(t.db)).adminId, tab: 'recommended', templateId: 0 })).learnings).toEqual([]);
  });
});
