import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { categories } from '@/db/schema/category';
import { AppError } from '@/server/http/app-error';
import { writeAudit } from '@/server/audit';
import { categoryMessages as M } from '../messages';
import type { CategoryMove } from '../schemas';
import { reorder } from '../tree';
import { loadCategory } from './load-category';
import { siblingsOf } from './create-category';

/**
 * Moves a category among its siblings and renumbers the level 1..n in one transaction (the level's rows are locked,
 * so two moves at once are applied one after the other). A move past an end is a 409 that changes nothing.
 */
export async function moveCategory(options: { db: Db; organizationId: number; userId: number; id: number; move: CategoryMove }) {
  const { db, organizationId, userId, id, move } = options;
  return db.transaction(async (tx) => {
    const category = await loadCategory(tx, organizationId, id);
    const siblings = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(siblingsOf(organizationId, category.parentId))
      .orderBy(asc(categories.position), asc(categories.id))
      .for('update');
    const order = reorder(
      siblings.map((s) => s.id),
      id,
      move,
    );
    if (!order) throw new AppError('CONFLICT', M.cannotMove, { title: M.moveFailed });
    const cases = sql.join(
      order.map((sid, i) => sql`when ${sid}::int then ${i + 1}::int`),
      sql` `,
    );
    await tx
      .update(categories)
      .set({ position: sql`case ${categories.id} ${cases} end` })
      .where(and(eq(categories.organizationId, organizationId), inArray(categories.id, order)));
    await writeAudit(tx, { organizationId, userId, action: 'reorder', entity: 'category', entityId: id, before: siblings.map((s) => s.id), after: order });
    return { order };
  });
}
