import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * What autovacuum does, for PGlite, which has none (docs/decisions/0101).
 *
 * Without a VACUUM a table's visibility map stays empty and without an ANALYZE its statistics stay as they were. The
 * planner then prices an index probe above a sequential scan that it expects to stop early: a list's per-row
 * "has any attempt" probe read all 50,000 attempts for each quiz without one (66 ms for a page of ten at 1,000
 * quizzes, 0.3 ms after a VACUUM). Keyword searches need the statistics too (0100).
 *
 * The same rule as autovacuum's defaults: VACUUM (ANALYZE) a table once more than 50 + 20 % of its rows are dead, or
 * 1,000 + 20 % were inserted since its last vacuum; ANALYZE it once 50 + 10 % changed since its last analyse. Plus
 * what survives a restart (below).
 */
export async function vacuumWhatChanged(db: Db): Promise<{ vacuumed: string[]; analysed: string[] }> {
  // PGlite's counters reach the statistics views when flushed; flush them now rather than at its next chance.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  // PGlite does not keep those counters across a restart, so what the table itself shows counts too: a table of
  // 8 pages or more is vacuumed when under 80 % of its pages are marked all-visible, and analysed when its size moved
  // by more than 10 % from what the last vacuum or analyse recorded (pg_class.relpages).
  const { rows } = (await db.execute(sql`
    with t as (
      select c.relname as name, c.relpages as recorded, c.relallvisible as visible,
             pg_relation_size(c.oid) / current_setting('block_size')::int as pages,
             coalesce(s.n_live_tup, 0) as live, coalesce(s.n_dead_tup, 0) as dead,
             coalesce(s.n_ins_since_vacuum, 0) as inserted, coalesce(s.n_mod_since_analyze, 0) as changed
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_stat_user_tables s on s.relid = c.oid
      where c.relkind = 'r' and n.nspname = current_schema()
    ), d as (
      select name,
             (dead > 50 + 0.2 * live or inserted > 1000 + 0.2 * live or (pages >= 8 and visible < 0.8 * pages)) as do_vacuum,
             (changed > 50 + 0.1 * live or (pages >= 8 and (recorded = 0 or abs(pages - recorded) > 0.1 * recorded))) as do_analyse
      from t
    )
    select name, do_vacuum, do_analyse from d where do_vacuum or do_analyse order by name`)) as unknown as {
    rows: Array<{ name: string; do_vacuum: boolean; do_analyse: boolean }>;
  };
  const vacuumed: string[] = [];
  const analysed: string[] = [];
  for (const r of rows) {
    const table = sql.identifier(r.name);
    if (r.do_vacuum) {
      await db.execute(sql`vacuum (analyze) ${table}`);
      vacuumed.push(r.name);
    } else {
      await db.execute(sql`analyze ${table}`);
      analysed.push(r.name);
    }
  }
  return { vacuumed, analysed };
}

/** How often a PGlite server looks for tables to vacuum or analyse. */
const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/**
 * For a PGlite database: one pass now (after the migrations and the seed; the server answers once it is done, so it
 * never serves with a table left unvacuumed by an import or a bulk load) and one every MAINTENANCE_INTERVAL_MS. PGlite
 * runs in the server's thread, so a pass holds requests up while it runs: it only touches tables past the
 * thresholds (docs/decisions/0101 has the times).
 */
export async function startPgliteMaintenance(db: Db): Promise<void> {
  if (process.env.PGLITE_MAINTENANCE === '0') return;
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    const t0 = performance.now();
    try {
      const { vacuumed, analysed } = await vacuumWhatChanged(db);
      if (vacuumed.length || analysed.length)
        console.log(
          `[db] PGlite upkeep in ${Math.round(performance.now() - t0)} ms: vacuumed ${vacuumed.length ? vacuumed.join(', ') : 'none'}; analysed ${analysed.length ? analysed.join(', ') : 'none'}`,
        );
    } catch (err) {
      console.warn(`[db] PGlite upkeep failed: ${(err as Error).message}`);
    } finally {
      running = false;
    }
  };
  await pass();
  // A pass reports its own failure (the catch above), so the timer has nothing to wait for.
  setInterval(() => void pass(), MAINTENANCE_INTERVAL_MS).unref();
}
