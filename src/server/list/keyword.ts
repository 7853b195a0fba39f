import { getTableName, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { escapeLike } from '@/server/sql';
import { allQueries } from '@/db/all-queries';

/**
 * A keyword search over trigram-indexed columns whose cost follows the rows it finds, not the table
 * (docs/decisions/0100).
 *
 * A trigram index answers `title ILIKE '%Quiz 123%'` by intersecting the posting lists of every trigram of the
 * keyword. When a word of it is in most titles ("Quiz" in a quiz list), those lists hold most of the table and the
 * intersection walks them: at 100,000 quizzes the index scan took 1.6 ms for 112 rows, at 100,000 courses 2.7–4 ms,
 * and it grows with the table. A rare part of the keyword alone ('% 123%') finds the same rows and a few more in
 * 0.1 ms; the whole keyword then filters those rows exactly.
 *
 * Which part is rare comes from PostgreSQL's own statistics of the column (pg_stats: its most common values and its
 * histogram bounds, a sample of up to about 200 values that ANALYZE, or autovacuum, keeps). Without statistics
 * (a table never analysed) or without a clearly rare part, the keyword is searched as it is. The rewrite never changes
 * what is found: the part is a substring of the keyword, so every row the keyword matches also matches the part.
 */

/** A part found in at most this share of the sample is rare enough to drive the index alone. */
const RARE = 0.02;
/** …and it is only worth it when a word of the keyword is this common (otherwise every trigram list is short). */
const COMMON = 0.1;
/** Fewer values than this are no sample (a table too small or barely analysed). */
const MIN_SAMPLE = 20;
/** How long a column's sample is used before it is read again. */
const SAMPLE_TTL_MS = 10 * 60_000;

interface Sample {
  values: string[];
  at: number;
}
const samples = new Map<string, Sample>();
const loading = new Map<string, Promise<string[]>>();

/** The column's sample from pg_stats, lower-cased, kept for SAMPLE_TTL_MS; empty when the column has no statistics. */
async function sampleOf(db: DbOrTx, column: PgColumn): Promise<string[]> {
  const table = getTableName(column.table);
  const key = `${table}.${column.name}`;
  const known = samples.get(key);
  if (known && Date.now() - known.at < SAMPLE_TTL_MS) return known.values;
  const pending = loading.get(key);
  if (pending) return pending;
  const load = (async () => {
    try {
      const result = (await db.execute(
        sql`select coalesce(most_common_vals::text::text[], '{}') || coalesce(histogram_bounds::text::text[], '{}') as v
            from pg_stats where schemaname = current_schema() and tablename = ${table} and attname = ${column.name}`,
      )) as unknown as { rows: Array<{ v: string[] | null }> };
      const values = (result.rows[0]?.v ?? []).map((v) => v.toLowerCase());
      samples.set(key, { values, at: Date.now() });
      return values;
    } finally {
      loading.delete(key);
    }
  })();
  loading.set(key, load);
  return load;
}

/**
 * The parts of a keyword that may drive the index alone: each word (letters and digits, at least three) with the
 * character on each side of it when the keyword has one (a space before '123' makes '% 123%' match only words that
 * start with 123, as the trigram index sees them), beside the word itself.
 */
export function keywordParts(keyword: string): Array<{ part: string; word: string }> {
  const parts = new Map<string, string>();
  for (const m of keyword.matchAll(/[\p{L}\p{N}]{3,}/gu)) {
    const start = Math.max(0, m.index - 1);
    const end = Math.min(keyword.length, m.index + m[0].length + 1);
    parts.set(keyword.slice(start, end), m[0]);
  }
  return [...parts].map(([part, word]) => ({ part, word }));
}

/**
 * The rare part of the keyword to search the column's index by, or null to search by the keyword itself. A part is
 * rare when few values of the sample contain it as it will be searched; the rewrite is worth it when another word of
 * the keyword is common (its trigrams are what make the whole keyword's index scan walk the table): 'person' in
 * 'Person 1234' is in every e-mail address of person…@…, even though 'Person ' with its space is in none.
 */
export function rarePart(keyword: string, sample: readonly string[]): string | null {
  if (sample.length < MIN_SAMPLE) return null;
  const parts = keywordParts(keyword);
  if (parts.length < 2) return null;
  const share = (text: string) => {
    const p = text.toLowerCase();
    let n = 0;
    for (const v of sample) if (v.includes(p)) n++;
    return n / sample.length;
  };
  // The rarest as searched; between equally rare ones, the one whose word alone is rarer (its trigrams are), then the longer.
  const scored = parts.map(({ part, word }) => ({ part, share: share(part), wordShare: share(word) }));
  const rarest = scored.sort((a, b) => a.share - b.share || a.wordShare - b.wordShare || b.part.length - a.part.length)[0];
  const commonest = Math.max(...scored.map((p) => p.wordShare));
  return rarest.share <= RARE && commonest >= COMMON ? rarest.part : null;
}

const like = (text: string) => `%${escapeLike(text)}%`;

/**
 * The condition "the keyword is in one of these columns" (case-insensitive, literal), each column with a trigram
 * index. When a column's statistics show a rare part of the keyword, that column's index is searched by the part and
 * the rows it finds are filtered by the whole keyword on an expression no index serves (`column || ''`), so the
 * planner cannot fold the keyword back into the index scan.
 */
export async function keywordSearch(db: DbOrTx, columns: readonly PgColumn[], keyword: string): Promise<SQL> {
  const whole = like(keyword);
  const parts = await allQueries(db, ...columns.map((c) => async () => rarePart(keyword, await sampleOf(db, c))));
  if (parts.every((p) => p === null)) return or(...columns.map((c) => sql`${c} ilike ${whole}`))!;
  const index = or(...columns.map((c, i) => sql`${c} ilike ${parts[i] === null ? whole : like(parts[i]!)}`))!;
  const exact = or(...columns.map((c) => sql`(${c} || '') ilike ${whole}`))!;
  return sql`(${index}) and (${exact})`;
}

/** Forgets the samples (tests that analyse a table and search it at once). */
export function forgetKeywordSamples(): void {
  samples.clear();
}
