import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { categories } from '@/db/schema/category';
import type { SeedContext } from '@/db/seed/context';
import { createProgram } from './server/save-program';

/**
 * The demo program (docs/decisions/0146, after 0097), made through the same use case as Create Program: a published
 * multi-week curriculum for newly promoted managers, in the category Team Leadership. It is the organisation's first
 * program, so its id is 1 (the access walk's sample id).
 */
export async function seedPrograms(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people } = ctx;
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.organizationId, org.id), eq(categories.name, 'Team Leadership')))
    .limit(1);
  if (!category) throw new Error('The demo program needs the category Team Leadership (the category seed runs first).');
  await createProgram({
    db: tx as unknown as Db,
    organizationId: org.id,
    userId: people.admin.id,
    input: {
      title: 'New Manager Program',
      description:
        '<p>A six-month curriculum for newly promoted managers across the group: managing performance, coaching and leading change, delivered to each company in its own batch.</p>',
      category_id: category.id,
      level: 'intermediate',
      thumbnail_default: 3,
      thumbnail_file_id: null,
      status: 'publish',
    },
  });
}
