import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { batchParticipants, batches } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { classroomBatches, classroomParticipants, classrooms } from '@/db/schema/classroom';
import type { SeedContext } from '@/db/seed/context';

/**
 * The classroom area's demo content: the demo structure's Leadership Essentials Bootcamp becomes a published
 * classroom (its general values, its batches' extra sections, its participants' statuses), so the list, the
 * wizard and the detail show it. Its sessions and placements stay as the shell and the content areas seed them.
 */
export async function seedClassrooms(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people, learning } = ctx;
  const { module } = learning.classroom;
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.organizationId, org.id), isNull(categories.parentId)))
    .orderBy(categories.position)
    .limit(1);
  await tx.insert(classrooms).values({
    moduleId: module.id,
    organizationId: org.id,
    description: '<p>A three-day, in-person bootcamp for new team leaders: self awareness, coaching conversations and feedback practice.</p>',
    categoryId: category?.id ?? null,
    status: 'published',
    step: 4,
    createdBy: people.admin.id,
    updatedBy: people.admin.id,
    createdAt: new Date(Date.now() - 12 * 86_400_000),
    updatedAt: new Date(Date.now() - 2 * 86_400_000),
  });
  const rows = await tx.select().from(batches).where(eq(batches.moduleId, module.id));
  for (const b of rows) {
    await tx.insert(classroomBatches).values({
      batchId: b.id,
      description: 'Bring your laptop and your last performance review.',
      address: b.locationName ?? '',
      capacity: 24,
      highlightedInformation: 'Lunch and coffee breaks are provided. Dress code: smart casual.',
    });
    const invited = await tx.select().from(batchParticipants).where(eq(batchParticipants.batchId, b.id));
    if (invited.length)
      await tx
        .insert(classroomParticipants)
        .values(invited.map((p) => ({ batchId: b.id, userId: p.userId, status: p.invitation === 'invited' ? ('invited' as const) : ('confirmed' as const) })));
  }
}
