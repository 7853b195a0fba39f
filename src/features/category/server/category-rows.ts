import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { CategoryRow } from '../schemas';

/**
 * Categories by id with what a row shows (docs/decisions/0128): its depth and its ancestors' names come from its stored
 * tree key (`sort_path`, [position, id] from the top down: the ancestors are its even entries but the last), so a row
 * costs a few primary-key probes whatever the size of the tree, and its children are counted by the tree index.
 */
export function categoryRows(organizationId: number, ids: number[]): SQL {
  // Ids are integers (a page's ids, a path id): written in, so that the statement has no array parameter to parse.
  const idList = sql.raw(`array[${ids.map((n) => Number(n) | 0).join(',')}]::int[]`);
  return sql`
    select c.*, cardinality(c.sort_path) / 2 as depth,
      array(select a.name from unnest(c.sort_path[1:cardinality(c.sort_path) - 2]) with ordinality as s(id, i)
            join categories a on a.id = s.id where s.i % 2 = 0 order by s.i)::text[] as path,
      cu.full_name as created_by_name, uu.full_name as updated_by_name,
      (select count(*) from categories k where k.organization_id = c.organization_id and k.parent_id = c.id)::int as children_count
    from categories c
    left join users cu on cu.id = c.created_by
    left join users uu on uu.id = c.updated_by
    where c.organization_id = ${organizationId} and c.id = any(${idList})`;
}

/** db.execute answers { rows } on both PGlite and node-postgres. */
export async function rowsOf(db: DbOrTx, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

const iso = (v: unknown) => new Date(v as string).toISOString();

export function toCategoryRow(r: Record<string, unknown>, canDelete: boolean): CategoryRow {
  return {
    id: Number(r.id),
    name: String(r.name),
    description: String(r.description ?? ''),
    parent_id: r.parent_id === null ? null : Number(r.parent_id),
    parent_name: ((r.path as string[] | null) ?? []).at(-1) ?? null,
    path: (r.path as string[] | null) ?? [],
    depth: Number(r.depth),
    position: Number(r.position),
    icon: (r.icon as string | null) ?? null,
    is_active: Boolean(r.is_active),
    children_count: Number(r.children_count),
    created_by: { full_name: (r.created_by_name as string | null) ?? '-' },
    updated_by: { full_name: (r.updated_by_name as string | null) ?? '-' },
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    can_delete: canDelete,
  };
}
