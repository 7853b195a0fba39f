import type { Db, Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { declaredContents } from '@/features/contents';
import { pickItems } from '@/server/content-items';
import { IssueCreateSchema } from './schemas';
import { createLearnerIssue } from './server/learner-issues';

/**
 * The reporting area's demo content, made through the learner's own use case (decision 0143): one active learner
 * reports a problem with the first content item of the organisation (in the declared order of the content types),
 * so the issue report has an open issue (id 1 on a fresh database) to read and move on.
 */
export async function seedReporting(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people } = ctx;
  const learner = people.learners.find((l) => l.status === 'active');
  if (!learner) return;
  for (const declared of (await declaredContents()).all) {
    if (!declared.items) continue;
    const [item] = (await pickItems(tx, declared.items, org.id, { page: 1, pageSize: 1, order: 'title' })).rows;
    if (!item) continue;
    await createLearnerIssue({
      db: tx as unknown as Db,
      organizationId: org.id,
      userId: learner.id,
      input: IssueCreateSchema.parse({
        content_type: declared.type,
        content_id: item.id,
        category: 'other',
        description: 'The page stops loading half-way on the training-centre laptops; it works on my phone.',
      }),
    });
    return;
  }
}
