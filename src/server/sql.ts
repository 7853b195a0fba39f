import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Escapes LIKE wildcards so that a search for '50%' or 'a_b' matches the text literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `column = instant` at millisecond precision. PostgreSQL keeps microseconds but a JavaScript Date only
 * milliseconds, so a version check against a timestamp read back into JavaScript must compare at that precision.
 */
export function sameInstant(column: PgColumn, instant: Date): SQL {
  return sql`date_trunc('milliseconds', ${column}) = ${instant.toISOString()}::timestamptz`;
}
