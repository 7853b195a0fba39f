import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** A table the rule picked, with what the plan of its statements needs. */
export interface Candidate {
  name: string;
  vacuum: boolean;
  analyse: boolean;
  /** Pages on disk, pages marked all-visible, pages of all its indexes; rows it holds (an estimate). */
  pages: number;
  visible: number;
  indexPages: number;
  rows: number;
  /** Its GIN indexes (their pending lists are merged one by one). */
  gin: string[];
}

type Rows<T> = { rows: T[] };

/**
 * The schema's tables, by name; and PGlite's counters flushed to the statistics views (they reach them when flushed:
 * now rather than at its next chance).
 */
export async function schemaTables(db: Db): Promise<string[]> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const { rows } = (await db.execute(sql`select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname = current_schema() order by c.relname`)) as unknown as Rows<{ name: string }>;
  return rows.map((r) => r.name);
}

/**
 * Which of these tables the rule picks (docs/decisions/0101), with what the plan of their statements needs. A few
 * tables at a time: the first look at a table after a start builds its entries in the catalogue cache and reads its
 * files' sizes (all 87 tables at once held the thread 1.4 s on a loaded machine).
 */
export async function candidates(db: Db, tables: string[]): Promise<Candidate[]> {
  // PGlite does not keep those counters across a restart, so what the table itself shows counts too: a table of
  // 8 pages or more is vacuumed when under 80 % of its pages are marked all-visible, and analysed when its size moved
  // by more than 10 % from what the last vacuum or analyse recorded (pg_class.relpages).
  const { rows } = (await db.execute(sql`
    with t as (
      select c.oid, c.relname as name, c.relpages as recorded, c.relallvisible as visible, c.reltuples as tuples,
             pg_relation_size(c.oid) / current_setting('block_size')::int as pages,
             coalesce(s.n_live_tup, 0) as live, coalesce(s.n_dead_tup, 0) as dead,
             coalesce(s.n_ins_since_vacuum, 0) as inserted, coalesce(s.n_mod_since_analyze, 0) as changed
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_stat_user_tables s on s.relid = c.oid
      where c.relkind = 'r' and n.nspname = current_schema() and c.relname in (${sql.join(
        tables.map((t) => sql`${t}`),
        sql`, `,
      )})
    ), d as (
      select *,
             (dead > 50 + 0.2 * live or inserted > 1000 + 0.2 * live or (pages >= 8 and visible < 0.8 * pages)) as do_vacuum,
             (changed > 50 + 0.1 * live or (pages >= 8 and (recorded = 0 or abs(pages - recorded) > 0.1 * recorded))) as do_analyse
      from t
    )
    select name, do_vacuum, do_analyse, pages::int as pages, least(visible, pages)::int as visible,
           greatest(live + dead, tuples, 0)::float8 as rows,
           coalesce((select sum(pg_relation_size(i.indexrelid)) / current_setting('block_size')::int
                     from pg_index i where i.indrelid = d.oid), 0)::int as index_pages,
           coalesce((select array_agg(ic.relname::text order by ic.relname) from pg_index i
                     join pg_class ic on ic.oid = i.indexrelid join pg_am a on a.oid = ic.relam
                     where i.indrelid = d.oid and a.amname = 'gin'), '{}') as gin
    from d where do_vacuum or do_analyse order by name`)) as unknown as Rows<{
    name: string;
    do_vacuum: boolean;
    do_analyse: boolean;
    pages: number;
    visible: number;
    rows: number;
    index_pages: number;
    gin: string[];
  }>;
  return rows.map((r) => ({
    name: r.name,
    vacuum: r.do_vacuum,
    analyse: r.do_analyse,
    pages: Number(r.pages),
    visible: Number(r.visible),
    indexPages: Number(r.index_pages),
    // A table never analysed since a bulk load by another process shows no count: about 80 rows a page.
    rows: Math.max(Number(r.rows), Number(r.pages) * 80),
    gin: r.gin,
  }));
}
