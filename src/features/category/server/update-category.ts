import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { categories } from '@/db/schema/category';
import { AppError } from '@/server/http/app-error';
import { writeAudit } from '@/server/audit';
import { isUniqueViolation } from '@/server/db-errors';
import { sameInstant } from '@/server/sql';
import type { CategoryUpdateSchema } from '../schemas';
import type { z } from 'zod';
import { checkIcon, checkPlacement, loadCategory, nameTaken } from './load-category';
import { nextPosition } from './create-category';

/**
 * PATCH: nothing changed answers `changed: false` and writes nothing; a stale updated_at is a 409. A new parent
 * passes the tree rules and puts the category at the end of its new level.
 */
export async function updateCategory(options: { db: Db; organizationId: number; userId: number; id: number; input: z.output<typeof CategoryUpdateSchema> }) {
  const { db, organizationId, userId, id, input } = options;
  try {
    return await db.transaction(async (tx) => {
      const before = await loadCategory(tx, organizationId, id);
      if (input.updated_at && new Date(input.updated_at).getTime() !== before.updatedAt.getTime()) throw new AppError('CONFLICT');
      const after = { name: input.name, description: input.description, parentId: input.parent_id, icon: input.icon, isActive: input.is_active };
      const unchanged = (Object.keys(after) as (keyof typeof after)[]).every((k) => after[k] === before[k]);
      if (unchanged) return { id, changed: false, updated_at: before.updatedAt.toISOString() };
      const moved = after.parentId !== before.parentId;
      if (moved) await checkPlacement(tx, organizationId, id, after.parentId);
      if (after.icon !== before.icon) await checkIcon(tx, organizationId, after.icon);
      const position = moved ? await nextPosition(tx, organizationId, after.parentId) : before.position;
      const [row] = await tx
        .update(categories)
        .set({ ...after, position, updatedBy: userId, updatedAt: new Date() })
        .where(and(eq(categories.id, id), eq(categories.organizationId, organizationId), sameInstant(categories.updatedAt, before.updatedAt)))
        .returning();
      if (!row) throw new AppError('CONFLICT');
      await writeAudit(tx, {
        organizationId,
        userId,
        action: 'update',
        entity: 'category',
        entityId: id,
        before: {
          name: before.name,
          description: before.description,
          parent_id: before.parentId,
          icon: before.icon,
          is_active: before.isActive,
          position: before.position,
        },
        after: { name: row.name, description: row.description, parent_id: row.parentId, icon: row.icon, is_active: row.isActive, position: row.position },
      });
      return { id, changed: true, updated_at: row.updatedAt.toISOString() };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}
