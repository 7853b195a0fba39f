import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';

/** Escapes LIKE wildcards so that a search for '50%' or 'a_b' matches the text literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `column = instant` at millisecond precision. PostgreSQL keeps microseconds but a JavaScript Date only
 * milliseconds, so a version check against a timestamp read back into JavaScript must compare at that precision.
 */
export function sameInstant(column: PgColumn, instant: Date): SQL {
  return sql`date_trunc('milliseconds', ${column}) = ${instant.toISOString()}::timestamptz`;
}

const preparedByHandle = new WeakMap<object, Map<string, unknown>>();
const preparedNames = new Set<string>();

/**
 * A query built once per database handle and run as a named prepared statement: a list's row query is the same text
 * on every request, so neither this process (the query builder) nor the database (parse and plan: a few joins cost
 * more to plan than to run; the session lookup runs on every request) repeats the work. Its values are placeholders (`ids`, `org`, …) given at execution; a
 * value written into the query itself would be frozen at the first call, so the builder must not close over any.
 */
export function preparedQuery<Q>(name: string, build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  if (preparedNames.has(name)) throw new Error(`prepared query ${name} is declared twice`);
  preparedNames.add(name);
  return (db) => {
    let byName = preparedByHandle.get(db);
    if (!byName) preparedByHandle.set(db, (byName = new Map()));
    let q = byName.get(name) as Q | undefined;
    if (!q) byName.set(name, (q = build(db)));
    return q;
  };
}
