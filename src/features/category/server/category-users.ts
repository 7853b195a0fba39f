import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { videos } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { podcasts } from '@/db/schema/podcast';
import { webinars } from '@/db/schema/webinar';
import { digilibItems } from '@/db/schema/digilib';
import { documents } from '@/db/schema/document';
import { courses } from '@/db/schema/course';
import { classrooms } from '@/db/schema/classroom';

/**
 * What may use a category, so that it cannot be deleted while used (docs/decisions/0070). Each entry counts, for
 * some category ids of one organisation, the rows that use them. Subcategories are the first; an area whose
 * content gets a category column (courses, videos, …) adds one entry here counting its own table, so the list's
 * can_delete, the detail page and the delete refusal all learn about it at once. Videos and podcasts have one (docs/decisions/0082).
 */
export interface CategoryUser {
  /** The noun for one and for several: '1 subcategory', '2 subcategories'. */
  label: [one: string, many: string];
  count: (db: DbOrTx, organizationId: number, ids: number[]) => Promise<Map<number, number>>;
}

const subcategories: CategoryUser = {
  label: ['subcategory', 'subcategories'],
  async count(db, organizationId, ids) {
    const rows = await db
      .select({ id: categories.parentId, n: count() })
      .from(categories)
      .where(and(eq(categories.organizationId, organizationId), inArray(categories.parentId, ids)))
      .groupBy(categories.parentId);
    return new Map(rows.map((r) => [r.id!, r.n]));
  },
};

/** Content of one table whose `category_id` names the category (an area's content table; its schema file only). */
function contentUser(label: CategoryUser['label'], table: PgTable & { organizationId: PgColumn; categoryId: PgColumn }): CategoryUser {
  return {
    label,
    async count(db, organizationId, ids) {
      const rows = await db
        .select({ id: table.categoryId, n: count() })
        .from(table)
        .where(and(eq(table.organizationId, organizationId), inArray(table.categoryId, ids)))
        .groupBy(table.categoryId);
      return new Map(rows.map((r) => [Number(r.id), r.n]));
    },
  };
}

export const categoryUsers: CategoryUser[] = [
  subcategories,
  contentUser(['video', 'videos'], videos),
  contentUser(['podcast', 'podcasts'], podcasts),
  contentUser(['webinar', 'webinars'], webinars),
  contentUser(['digital library item', 'digital library items'], digilibItems),
  contentUser(['document', 'documents'], documents),
  contentUser(['course', 'courses'], courses),
  contentUser(['classroom', 'classrooms'], classrooms),
];

export interface CategoryUse {
  label: string;
  count: number;
}

/** Per category id, what uses it (empty: it may be deleted). */
export async function categoryUses(
  db: DbOrTx,
  organizationId: number,
  ids: number[],
  users: CategoryUser[] = categoryUsers,
): Promise<Map<number, CategoryUse[]>> {
  const uses = new Map<number, CategoryUse[]>(ids.map((id) => [id, []]));
  if (!ids.length) return uses;
  for (const user of users) {
    const counts = await user.count(db, organizationId, ids);
    for (const [id, n] of counts) if (n > 0) uses.get(id)?.push({ label: user.label[n === 1 ? 0 : 1], count: n });
  }
  return uses;
}

export const describeUses = (uses: CategoryUse[]) => uses.map((u) => `${u.count} ${u.label}`).join(', ');
