import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { categories } from '@/db/schema/category';
import { AppError } from '@/server/http/app-error';
import { categoryMessages as M } from '../messages';
import type { CategoryDetail } from '../schemas';
import { categoryUses } from './category-users';
import { categoryRows, rowsOf, toCategoryRow } from './category-rows';

/** One category with its path, children and what uses it (the detail page, the edit form and GET /categories/{id}). */
export async function getCategory(options: { db: DbOrTx; organizationId: number; id: number }): Promise<CategoryDetail> {
  const { db, organizationId, id } = options;
  const [row] = await rowsOf(db, categoryRows(organizationId, [id]));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  const used = (await categoryUses(db, organizationId, [id])).get(id) ?? [];
  const children = await db
    .select({ id: categories.id, name: categories.name, position: categories.position, is_active: categories.isActive })
    .from(categories)
    .where(and(eq(categories.organizationId, organizationId), eq(categories.parentId, id)))
    .orderBy(asc(categories.position), asc(categories.id));
  const [{ siblings }] = await db
    .select({ siblings: count() })
    .from(categories)
    .where(
      and(eq(categories.organizationId, organizationId), row.parent_id === null ? isNull(categories.parentId) : eq(categories.parentId, Number(row.parent_id))),
    );
  return { ...toCategoryRow(row, used.length === 0), siblings, children, used_by: used };
}
