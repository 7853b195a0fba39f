import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { MAX_DEPTH } from '../tree';
import type { CategoryRow } from '../schemas';

/**
 * The organisation's categories walked as a tree (recursive CTE, bounded by the depth limit): each row carries its
 * depth, its ancestors' names and its tree-order key (positions from the top), so that a page of the list can be
 * cut in tree order, by name or by date with one query.
 */
export function treeRows(organizationId: number, where: SQL, order: SQL, limit: number, offset: number): SQL {
  return sql`
    with recursive tree as (
      select c.id, c.name, array[c.position, c.id] as sort_path, array[]::text[] as path, 1 as depth
      from categories c where c.organization_id = ${organizationId} and c.parent_id is null
      union all
      select c.id, c.name, t.sort_path || array[c.position, c.id], t.path || t.name, t.depth + 1
      from categories c join tree t on c.parent_id = t.id
      where t.depth < ${MAX_DEPTH + 2}
    )
    select c.*, t.path, t.depth, cu.full_name as created_by_name, uu.full_name as updated_by_name,
      (select count(*) from categories k where k.parent_id = c.id)::int as children_count
    from tree t
    join categories c on c.id = t.id
    left join users cu on cu.id = c.created_by
    left join users uu on uu.id = c.updated_by
    where ${where}
    order by ${order}
    limit ${limit} offset ${offset}`;
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
