import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vacuumWhatChanged } from '../../../src/db/maintenance';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
const rows = async (q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('the upkeep PGlite needs without autovacuum (docs/decisions/0101)', () => {
  it('vacuums a table after many inserts, so the planner probes an index per row instead of scanning the table, and leaves it alone after', async () => {
    // Items, and 20,000 events on a few of them (as quizzes and their attempts): the probe must find an item without events fast.
    await t.db.execute(sql`create table upkeep_items (id serial primary key)`);
    await t.db.execute(sql`create table upkeep_events (id serial primary key, item_id int not null)`);
    await t.db.execute(sql`create index upkeep_events_item_idx on upkeep_events (item_id)`);
    await t.db.execute(sql`insert into upkeep_items select from generate_series(1, 200)`);
    await t.db.execute(sql`insert into upkeep_events (item_id) select 1 + g % 20 from generate_series(1, 20000) g`);

    const first = await vacuumWhatChanged(t.db);
    expect(first.vacuumed).toEqual(expect.arrayContaining(['upkeep_events']));
    const [stats] = await rows(sql`select last_vacuum is not null or last_autovacuum is not null as vacuumed,
      last_analyze is not null or last_autoanalyze is not null as analysed from pg_stat_user_tables where relname = 'upkeep_events'`);
    expect(stats).toEqual({ vacuumed: true, analysed: true });

    // Nothing changed since: nothing to do.
    const second = await vacuumWhatChanged(t.db);
    expect(second.vacuumed).not.toContain('upkeep_events');
    expect(second.analysed).not.toContain('upkeep_events');

    // PGlite forgets the counters on a restart (as pg_stat_reset does here): what the table shows still counts.
    await t.db.execute(sql`insert into upkeep_events (item_id) select 1 + g % 20 from generate_series(1, 10000) g`);
    await t.db.execute(sql`select pg_stat_reset()`);
    expect((await vacuumWhatChanged(t.db)).vacuumed).toContain('upkeep_events');

    // The probe a list runs per row (hasAny), for an item without events: an index, not 20,000 rows.
    const plan = (
      await rows(sql`explain select ((select 1 from upkeep_events e where e.item_id = i.id limit 1) is not null) from upkeep_items i where i.id = 150`)
    )
      .map((r) => String(Object.values(r)[0]))
      .join('\n');
    expect(plan).toMatch(/Index (Only )?Scan using upkeep_events_item_idx/);
  });
});
