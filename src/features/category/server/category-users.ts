import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { categories } from '@/db/schema/category';
import { declaredContents } from '@/features/contents';

/**
 * What may use a category, so that it cannot be deleted while used (docs/decisions/0070): its subcategories, then
 * every content the areas declare with a category column in their manifests (`contents[].category`, docs/decisions/
 * 0107), in the areas' order. The list's can_delete, the detail page and the delete refusal all read this.
 */
interface CategoryUser {
  table: PgTable;
  organizationId: PgColumn;
  column: PgColumn;
  /** The noun for one and for several: '1 subcategory', '2 subcategories'. */
  label: [one: string, many: string];
}

const subcategories: CategoryUser = {
  table: categories,
  organizationId: categories.organizationId,
  column: categories.parentId,
  label: ['subcategory', 'subcategories'],
};

export interface CategoryUse {
  label: string;
  count: number;
}

/**
 * Per category id, what uses it (empty: it may be deleted), in one query: a UNION ALL of every user's rows naming one
 * of the ids in the organisation (each by its table's category index), counted per category and user.
 */
export async function categoryUses(db: DbOrTx, organizationId: number, ids: number[]): Promise<Map<number, CategoryUse[]>> {
  const uses = new Map<number, CategoryUse[]>(ids.map((id) => [id, []]));
  if (!ids.length) return uses;
  const users = [subcategories, ...(await declaredContents()).categoryUsers()];
  // Ids are integers (the list's rows, a path id): written in, so that each branch does not repeat the parameters.
  const idList = sql.raw(ids.map((n) => Number(n) | 0).join(','));
  const branches = users.map(
    (u, i) =>
      sql`select ${u.column} as category_id, ${sql.raw(String(i))} as used_by from ${u.table} where ${u.organizationId} = ${organizationId} and ${u.column} in (${idList})`,
  );
  const result = await db.execute(
    sql`select u.category_id, u.used_by, count(*)::int as n from (${sql.join(branches, sql` union all `)}) as u group by u.category_id, u.used_by order by u.used_by`,
  );
  for (const r of (result as unknown as { rows: { category_id: number; used_by: number; n: number }[] }).rows) {
    const n = Number(r.n);
    uses.get(Number(r.category_id))?.push({ label: users[Number(r.used_by)].label[n === 1 ? 0 : 1], count: n });
  }
  return uses;
}

export const describeUses = (uses: CategoryUse[]) => uses.map((u) => `${u.count} ${u.label}`).join(', ');
