// PGlite's upkeep beside a stream of requests (issue 28 item 4, docs/decisions/0119). PGlite runs in this thread, so
// a statement of the upkeep holds every request that arrives while it runs: the requests here are served by this
// thread (a small HTTP server on the test's database) and sent and timed by a worker thread, whose clock the held
// thread cannot stop.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteMaintenance, type Hold } from '../../../src/db/maintenance';
import { onPostgres } from '../../setup/databases';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
const ROWS = 100_000;
/** The most a request may wait behind the upkeep (issue 28 item 4). */
const BUDGET_MS = 250;

type Row = Record<string, unknown>;
const rows = async (q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: Row[] }).rows;
const stats = async () =>
  (await rows(sql`select vacuum_count::int as vacuums, analyze_count::int as analyses from pg_stat_user_tables where relname = 'upkeep_stream'`))[0];

/** A stream of requests from a worker: one every `gapMs` after the last answer; each one's time to answer. */
function stream(url: string, gapMs: number) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const times = []; let stop = false;
     parentPort.on('message', () => { stop = true; });
     (async () => {
       while (!stop) {
         const t0 = performance.now();
         const res = await fetch(workerData.url);
         await res.text();
         times.push({ at: Date.now(), ms: performance.now() - t0, status: res.status });
         await new Promise((r) => setTimeout(r, workerData.gapMs));
       }
       parentPort.postMessage(times);
     })();`,
    { eval: true, workerData: { url, gapMs } },
  );
  return {
    async end(): Promise<Array<{ at: number; ms: number; status: number }>> {
      const done = new Promise<Array<{ at: number; ms: number; status: number }>>((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      const times = await done;
      await worker.terminate();
      return times;
    },
  };
}

/** Every row updated once: dead rows, pages to mark all-visible again, indexes to clean, statistics out of date. */
const rewrite = () => t.db.execute(sql`update upkeep_stream set n = n + 1, at = at + interval '1 second'`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(onPostgres())('PGlite upkeep beside a stream of requests (issue 28 item 4, docs/decisions/0119)', () => {
  let server: http.Server;
  let url = '';
  beforeAll(async () => {
    // 100,000 rows with a trigram index and four b-trees (each test then updates every row).
    await t.db.execute(
      sql`create table upkeep_stream (id serial primary key, title text not null, code text not null, n int not null, at timestamptz not null)`,
    );
    await t.db.execute(sql`create index upkeep_stream_title_trgm on upkeep_stream using gin (title gin_trgm_ops)`);
    await t.db.execute(sql`create index upkeep_stream_code_idx on upkeep_stream (code)`);
    await t.db.execute(sql`create index upkeep_stream_n_idx on upkeep_stream (n, id)`);
    await t.db.execute(sql`create index upkeep_stream_at_idx on upkeep_stream (at, id)`);
    await t.db.execute(sql`create index upkeep_stream_title_idx on upkeep_stream (lower(title), id)`);
    await t.db.execute(sql`insert into upkeep_stream (title, code, n, at)
      select (array['Leadership','Safety','Onboarding','Compliance','Sales'])[1 + g % 5] || ' item ' || g, md5(g::text), g % 1000, now() - (g || ' minutes')::interval
      from generate_series(1, ${ROWS}) g`);
    // What a request does: a small indexed read of that table.
    server = http.createServer((req, res) => {
      const n = Number(new URL(req.url!, 'http://x').searchParams.get('n') ?? 1);
      t.db
        .execute(sql`select count(*)::int as c from upkeep_stream where n = ${n % 1000}`)
        .then(() => res.end('ok'))
        .catch(() => ((res.statusCode = 500), res.end()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/?n=7`;
  }, 300_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  it('waits for the first request served before its first statement', async () => {
    await rewrite();
    const before = await stats();
    const holds: Hold[] = [];
    const upkeep = startPgliteMaintenance(t.db, { intervalMs: 3_600_000, idleMs: 60_000, onHold: (h) => holds.push(h) });
    try {
      await sleep(1_000);
      // Nothing yet: no request has been served.
      expect(holds).toEqual([]);
      expect(await stats()).toEqual(before);
      // One request served: the pass begins (its first statements run; what waits for an idle server waits).
      expect((await fetch(url)).status).toBe(200);
      for (let i = 0; i < 100 && !holds.some((h) => h.table === 'upkeep_stream'); i++) await sleep(100);
      expect(holds.some((h) => h.table === 'upkeep_stream')).toBe(true);
    } finally {
      await upkeep?.stop?.(); // (`?.()`: on main this was a promise, and the assertion above is the failure to see)
    }
  }, 60_000);

  it('runs beside a stream of requests and no request waits more than 250 ms behind it', async () => {
    await rewrite();
    // The stream alone first: how long a request takes on this machine now, without the upkeep.
    const alone = stream(url, 50);
    await sleep(2_000);
    const baseline = await alone.end();
    const slowestAlone = Math.max(...baseline.map((r) => r.ms));

    const holds: Array<Hold & { at: number }> = [];
    const beside = stream(url, 50);
    const upkeep = startPgliteMaintenance(t.db, {
      intervalMs: 3_600_000,
      idleMs: 1_000,
      onHold: (h) => holds.push({ ...h, at: Date.now() }),
    });
    let times: Awaited<ReturnType<ReturnType<typeof stream>['end']>> = [];
    try {
      // The stream runs while the upkeep does what fits between its requests…
      await sleep(8_000);
      times = await beside.end();
      const streamEnded = Date.now();
      // No request waited more than 250 ms behind it (beyond the slowest request of the stream alone).
      expect(times.every((r) => r.status === 200)).toBe(true);
      expect(times.length).toBeGreaterThan(20);
      const late = times.filter((r) => r.ms > BUDGET_MS + slowestAlone);
      expect(late).toEqual([]);

      // …and once it has ended and the server is idle, the rest.
      await upkeep!.pass();
      const during = holds.filter((h) => h.at <= streamEnded);
      console.info(
        `[upkeep test] ${times.length} requests, slowest ${Math.round(Math.max(...times.map((r) => r.ms)))} ms (alone: ${Math.round(slowestAlone)} ms); ` +
          `beside them: ${during.map((h) => `${h.kind} ${h.table} ${Math.round(h.ms)} ms`).join(', ')}; after: ${holds
            .filter((h) => h.at > streamEnded)
            .map((h) => `${h.kind} ${h.table} ${Math.round(h.ms)} ms${h.idle ? ' (idle)' : ''}`)
            .join(', ')}`,
      );
      // The upkeep worked beside the stream: statements on the table ran while the requests came.
      expect(during.filter((h) => h.table === 'upkeep_stream' && !h.idle).length).toBeGreaterThan(0);

      // And by the end the table is vacuumed (every page all-visible) and analysed on the whole sample.
      const [table] = await rows(
        sql`select c.relallvisible::int as visible, c.relpages::int as pages, s.last_vacuum is not null as vacuumed, s.last_analyze is not null as analysed
            from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'upkeep_stream'`,
      );
      expect(table).toMatchObject({ vacuumed: true, analysed: true });
      expect(Number(table.visible)).toBeGreaterThanOrEqual(0.98 * Number(table.pages));
      const [sampled] = await rows(
        sql`select array_length(histogram_bounds::text::text[], 1) as bounds from pg_stats where tablename = 'upkeep_stream' and attname = 'title'`,
      );
      expect(Number(sampled.bounds)).toBe(101);
    } finally {
      if (!times.length) await beside.end().catch(() => undefined);
      await upkeep?.stop?.(); // (`?.()`: on main this was a promise, and the assertion above is the failure to see)
    }
  }, 120_000);
});
