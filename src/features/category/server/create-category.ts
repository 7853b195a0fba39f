import { and, eq, isNull, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { categories } from '@/db/schema/category';
import { writeAudit } from '@/server/audit';
import { isUniqueViolation } from '@/server/db-errors';
import type { CategoryValues } from '../schemas';
import { checkIcon, checkPlacement, nameTaken } from './load-category';

export const siblingsOf = (organizationId: number, parentId: number | null) =>
  and(eq(categories.organizationId, organizationId), parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId));

/** The next position at the end of a level. */
export async function nextPosition(db: DbOrTx, organizationId: number, parentId: number | null): Promise<number> {
  const [{ last }] = await db
    .select({ last: max(categories.position) })
    .from(categories)
    .where(siblingsOf(organizationId, parentId));
  return (last ?? 0) + 1;
}

/** A new category at the end of its level, after the tree rules, the icon and the sibling name are checked. */
export async function createCategory(options: { db: Db; organizationId: number; userId: number; input: CategoryValues }) {
  const { db, organizationId, userId, input } = options;
  try {
    return await db.transaction(async (tx) => {
      await checkPlacement(tx, organizationId, null, input.parent_id);
      await checkIcon(tx, organizationId, input.icon);
      const position = await nextPosition(tx, organizationId, input.parent_id);
      const [row] = await tx
        .insert(categories)
        .values({
          organizationId,
          parentId: input.parent_id,
          name: input.name,
          description: input.description,
          icon: input.icon,
          isActive: input.is_active,
          position,
          createdBy: userId,
          updatedBy: userId,
        })
        .returning();
      await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'category', entityId: row.id, after: { ...input, position } });
      return { id: row.id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}
