import type { Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { idpTemplates } from '@/db/schema/idp';
import { PickerQuerySchema } from './schemas';
import { pickCoaches, pickFormal } from './server/sources';

/** The demo's IDP templates (docs/decisions/0134): a formal one over the demo's first courses, a social one with a coach and a mentor. */
export async function seedIdpTemplates(tx: Tx, ctx: SeedContext): Promise<void> {
  const scope = { db: tx, organizationId: ctx.org.id, query: PickerQuerySchema.parse({ page_size: 2 }) };
  const by = { organizationId: ctx.org.id, createdBy: ctx.people.admin.id, updatedBy: ctx.people.admin.id };
  const courses = (await pickFormal({ ...scope, kind: 'course' })).results;
  const coaches = (await pickCoaches(scope)).results;
  if (courses.length)
    await tx.insert(idpTemplates).values({
      ...by,
      tab: 'formal',
      title: 'New supervisor foundations',
      description: 'The courses a newly promoted supervisor takes in the first quarter.',
      topics: ['leadership', 'onboarding'],
      objectives: [2, 3],
      thumbnail: 1,
      learnings: courses.map((c) => ({ group: 'course', id: c.id, title: c.title })),
    });
  if (coaches.length >= 2)
    await tx.insert(idpTemplates).values({
      ...by,
      tab: 'social',
      title: 'Guided growth',
      description: 'A coach for the day-to-day and a mentor for the longer view.',
      topics: ['coaching'],
      objectives: [5],
      thumbnail: 4,
      learnings: [
        { group: 'coaching', id: coaches[0].id, title: coaches[0].full_name },
        { group: 'mentoring', id: coaches[1].id, title: coaches[1].full_name },
      ],
    });
}
