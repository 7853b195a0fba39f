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
 * 1,000 + 20 % were inserted since its last vacuum; ANALYZE it once 50 + 10 % changed since its last analyse.
 */
export async function vacuumWhatChanged(db: Db): Promise<{ vacuumed: string[]; analysed: string[] }> {
  // PGlite's counters reach the statistics views when flushed; flush them now rather than at its next chance.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const { rows } = (await db.execute(sql`
    select relname as name,
           (n_dead_tup > 50 + 0.2 * n_live_tup or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup) as vacuum,
           (n_mod_since_analyze > 50 + 0.1 * n_live_tup) as analyse
    from pg_stat_user_tables
    where schemaname = current_schema()
      and (n_dead_tup > 50 + 0.2 * n_live_tup or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup or n_mod_since_analyze > 50 + 0.1 * n_live_tup)
    order by relname`)) as unknown as { rows: Array<{ name: string; vacuum: boolean; analyse: boolean }> };
  const vacuumed: string[] = [];
  const analysed: string[] = [];
  for (const r of rows) {
    const table = sql.identifier(r.name);
    if (r.vacuum) {
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
export const MAINTENANCE_INTERVAL_MS = 10 * 60_000;

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
  setInterval(pass, MAINTENANCE_INTERVAL_MS).unref();
}
