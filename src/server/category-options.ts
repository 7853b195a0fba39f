import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { categories } from '@/db/schema/category';
import type { SelectOptionData } from '@/lib/list-kit';

/**
 * The /categories tree as options in tree order, each label indented by its depth ('— ' per level), active
 * categories only: the Category field of the course wizard, the AI course builder and the program form.
 */
export async function categoryOptions(db: DbOrTx, organizationId: number): Promise<SelectOptionData[]> {
  const result = await db.execute(sql`
    with recursive tree as (
      select id, name, 0 as depth, array[position, id] as path from ${categories}
        where organization_id = ${organizationId} and parent_id is null and is_active
      union all
      select c.id, c.name, t.depth + 1, t.path || array[c.position, c.id] from ${categories} c
        join tree t on c.parent_id = t.id where c.is_active
    )
    select id, name, depth from tree order by path`);
  // db.execute answers { rows } on both PGlite and node-postgres.
  const list = (result as unknown as { rows: { id: number; name: string; depth: number }[] }).rows;
  return list.map((r) => ({ value: String(r.id), label: `${'— '.repeat(Number(r.depth))}${r.name}` }));
}
