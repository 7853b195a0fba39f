import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { categories } from '@/db/schema/category';
import { AppError } from '@/server/http/app-error';
import { writeAudit } from '@/server/audit';
import { categoryMessages as M } from '../messages';
import { categoryUses, describeUses } from './category-users';
import { loadCategory } from './load-category';

/** Deletes a category nothing uses; otherwise 409 naming what uses it (the row's can_delete). */
export async function deleteCategory(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    // Lock the row so that a subcategory created meanwhile under it waits and then fails its foreign key.
    const before = await loadCategory(tx, organizationId, id);
    await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('update');
    const uses = (await categoryUses(tx, organizationId, [id])).get(id) ?? [];
    if (uses.length) throw new AppError('CONFLICT', M.inUse(describeUses(uses)), { title: M.deleteFailedTitle });
    await tx.delete(categories).where(and(eq(categories.id, id), eq(categories.organizationId, organizationId)));
    await writeAudit(tx, {
      organizationId,
      userId,
      action: 'delete',
      entity: 'category',
      entityId: id,
      before: { name: before.name, parent_id: before.parentId },
    });
  });
}
