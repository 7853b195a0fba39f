import type { Db } from '@/db/client';
import { categories } from '@/db/schema/category';
import { isUniqueViolation } from '@/server/db-errors';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import type { CategoryUpdateSchema } from '../schemas';
import type { z } from 'zod';
import { checkIcon, checkPlacement, loadCategory, nameTaken } from './load-category';
import { nextPosition } from './create-category';

const versioned: Versioned<typeof categories> = {
  table: categories,
  entity: 'category',
  load: loadCategory,
  snapshot: (c) => ({ name: c.name, description: c.description, parent_id: c.parentId, icon: c.icon, is_active: c.isActive, position: c.position }),
};

/**
 * PATCH: nothing changed answers `changed: false` and writes nothing; a stale updated_at is a 409. A new parent
 * passes the tree rules and puts the category at the end of its new level.
 */
export async function updateCategory(options: { db: Db; organizationId: number; userId: number; id: number; input: z.output<typeof CategoryUpdateSchema> }) {
  const { organizationId, userId, id, input } = options;
  try {
    const result = await optimisticUpdate(versioned, {
      ...options,
      startedFrom: input.updated_at,
      next: { name: input.name, description: input.description, parent_id: input.parent_id, icon: input.icon, is_active: input.is_active },
      changes: async (tx, before) => {
        const moved = input.parent_id !== before.parentId;
        if (moved) await checkPlacement(tx, organizationId, id, input.parent_id);
        if (input.icon !== before.icon) await checkIcon(tx, organizationId, input.icon);
        const position = moved ? await nextPosition(tx, organizationId, input.parent_id) : before.position;
        return {
          name: input.name,
          description: input.description,
          parentId: input.parent_id,
          icon: input.icon,
          isActive: input.is_active,
          position,
          updatedBy: userId,
        };
      },
    });
    return { id, changed: result.changed, updated_at: result.updated_at };
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}
