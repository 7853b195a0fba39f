import { createHash } from 'node:crypto';
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
 * `args` shape the statement, not its values, and are the same on every call (the areas' declared tables, read
 * once per process): the statement is built from the first call's.
 */
export function preparedQuery<Q, A extends unknown[] = []>(name: string, build: (db: DbOrTx, ...args: A) => Q): (db: DbOrTx, ...args: A) => Q {
  if (preparedNames.has(name)) throw new Error(`prepared query ${name} is declared twice`);
  preparedNames.add(name);
  return (db, ...args) => {
    let byName = preparedByHandle.get(db);
    if (!byName) preparedByHandle.set(db, (byName = new Map()));
    let q = byName.get(name) as Q | undefined;
    if (!q) byName.set(name, (q = build(db, ...args)));
    return q;
  };
}

/** What of Drizzle's database object runs a statement under a name (its `execute` always runs it unnamed). */
interface NamedRunner {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  _: {
    session: { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): { execute(): Promise<unknown> } };
  };
}
const namesByText = new Map<string, string>();
/**
 * Distinct statement texts kept as named statements per process (a list, its sort, page size and offset within the
 * first anchor step); past it, unnamed. Each is kept by every pooled connection that ran it.
 */
const MAX_NAMED = 200;

/**
 * Runs a statement built per request whose text repeats (a list's unfiltered page for a sort: the organisation,
 * anchor are parameters, the limit and offset written in) as a named prepared statement named by a hash of its text,
 * so that the database parses it once per connection and, after its first runs, keeps a generic plan instead of
 * planning it on every request (planning an unfiltered page cost four times running it, issue 12). Only for
 * statements whose best plan does not depend on the values: a keyword search is planned with its pattern, so it
 * stays unnamed.
 */
export async function executeNamed(db: DbOrTx, query: SQL): Promise<Record<string, unknown>[]> {
  const runner = db as unknown as NamedRunner;
  const built = runner.dialect.sqlToQuery(query);
  let name = namesByText.get(built.sql);
  if (!name && namesByText.size < MAX_NAMED) {
    name = `q_${createHash('sha1').update(built.sql).digest('hex').slice(0, 24)}`;
    namesByText.set(built.sql, name);
  }
  const result = name ? await runner._.session.prepareQuery(built, undefined, name, false).execute() : await db.execute(query);
  return (result as { rows: Record<string, unknown>[] }).rows;
}
