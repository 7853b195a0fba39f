import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { categories } from '@/db/schema/category';
import type { SeedContext } from '@/db/seed/context';
import { getClassroom } from './server/get-classroom';
import { updateClassroom } from './server/save-general';

/**
 * The classroom area's demo content, through the wizard's General step: the platform's demo classroom (built through
 * the wizard before the category tree existed, see src/db/seed/demo-classroom.ts) gets the first category and is
 * published, so the list, the wizard and the detail show it. Its contents are placed by the content areas' seeds.
 */
export async function seedClassrooms(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people, learning } = ctx;
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.organizationId, org.id), isNull(categories.parentId)))
    .orderBy(categories.position)
    .limit(1);
  const classroom = await getClassroom({ db: tx, organizationId: org.id, id: learning.classroom.module.id });
  await updateClassroom({
    db: tx as unknown as Db,
    organizationId: org.id,
    userId: people.admin.id,
    id: classroom.id,
    input: {
      title: classroom.title,
      description: classroom.description,
      category_id: category?.id ?? null,
      thumbnail_file_id: classroom.thumbnail_file_id,
      status: 'published',
    },
  });
}
