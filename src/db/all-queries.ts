import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Results<T extends readonly (() => unknown)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * The queries' results in order, as Promise.all answers them: side by side on the pool, but one after another on a
 * transaction, which is one connection and runs one query at a time (pg 8 queues the others with a deprecation
 * warning, pg 9 refuses them; issue 28 item 8). Each query is given as a function, so that none starts before its
 * turn (a Drizzle query starts when it is awaited, a use case when it is called).
 */
export async function allQueries<const T extends readonly (() => unknown)[]>(db: DbOrTx, ...queries: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(queries.map((q) => q()))) as Results<T>;
  const results: unknown[] = [];
  for (const q of queries) results.push(await q());
  return results as Results<T>;
}
