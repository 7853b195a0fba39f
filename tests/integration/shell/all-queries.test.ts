// allQueries (src/db/all-queries.ts): Promise.all over queries, but one query at a time on a transaction, which is one
// connection (issue 28 item 8: pg 8 warns when a connection is given a query while it runs another, pg 9 refuses).
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { allQueries } from '../../../src/db/all-queries';
import type { DbOrTx } from '../../../src/db/client';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
const warnings: Error[] = [];
const onWarning = (w: Error) => warnings.push(w);
process.on('warning', onWarning);
afterEach(() => {
  expect(warnings.map((w) => w.message)).toEqual([]);
});

/** A query that takes a little while and says when it started and ended, by the database's clock. */
const timed = (db: DbOrTx, n: number) => async () => {
  const { rows } = (await db.execute(
    sql`select ${n}::int as n, clock_timestamp() as started, pg_sleep(0.05)::text as slept, clock_timestamp() as ended`,
  )) as unknown as { rows: { n: number; started: string; ended: string }[] };
  return { n: rows[0].n, started: new Date(rows[0].started).getTime(), ended: new Date(rows[0].ended).getTime() };
};

describe('allQueries', () => {
  it('runs the queries of a transaction one after another and answers their results in order', async () => {
    const results = await t.db.transaction((tx) => allQueries(tx, timed(tx, 1), timed(tx, 2), timed(tx, 3), () => [] as string[]));
    expect(results.slice(0, 3).map((r) => (r as { n: number }).n)).toEqual([1, 2, 3]);
    expect(results[3]).toEqual([]);
    const [a, b, c] = results as { started: number; ended: number }[];
    expect(b.started).toBeGreaterThanOrEqual(a.ended);
    expect(c.started).toBeGreaterThanOrEqual(b.ended);
  });

  it('answers in order outside a transaction too', async () => {
    const results = await allQueries(t.db, timed(t.db, 1), timed(t.db, 2));
    expect(results.map((r) => r.n)).toEqual([1, 2]);
  });
});
