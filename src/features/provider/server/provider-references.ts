import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';

/**
 * What references a provider, so that a provider that supplies content cannot be deleted (docs/decisions/0075).
 * The rule is the database's own: every foreign key that points at `providers` (a course's provider_id, a
 * digital book's partner, …) is found in the catalogue and its rows are counted. An area that attaches content to
 * a provider only declares its column with `.references(() => providers.id)`; the list's can_delete, the detail
 * page and the delete refusal then count it, and the foreign key itself refuses a delete that slips past the check.
 * Today no table references providers, so every provider can be deleted.
 */
export interface ProviderReference {
  /** The referencing table, schema-qualified only outside public. */
  schema: string;
  table: string;
  column: string;
}

export interface ProviderUse {
  label: string;
  count: number;
}

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = async (db: DbOrTx, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows).rows;

/** Every single-column foreign key onto providers(id), from the catalogue (cheap: a handful of catalogue rows). */
export async function providerReferences(db: DbOrTx): Promise<ProviderReference[]> {
  const rows = await rowsOf(
    db,
    sql`select n.nspname as schema, t.relname as "table", a.attname as "column"
        from pg_constraint c
        join pg_class t on t.oid = c.conrelid
        join pg_namespace n on n.oid = t.relnamespace
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.confrelid = 'public.providers'::regclass and cardinality(c.conkey) = 1
        order by t.relname, a.attname`,
  );
  return rows.map((r) => ({ schema: String(r.schema), table: String(r.table), column: String(r.column) }));
}

/** A table's name as a person reads it: 'course_partners' → 'course partners'. */
const labelOf = (ref: ProviderReference) => ref.table.replace(/_/g, ' ');

/** Per provider id, what references it (empty: it may be deleted). */
export async function providerUses(db: DbOrTx, ids: number[]): Promise<Map<number, ProviderUse[]>> {
  const uses = new Map<number, ProviderUse[]>(ids.map((id) => [id, []]));
  if (!ids.length) return uses;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  for (const ref of await providerReferences(db)) {
    const column = sql.identifier(ref.column);
    const table = sql`${sql.identifier(ref.schema)}.${sql.identifier(ref.table)}`;
    const counts = await rowsOf(db, sql`select ${column} as id, count(*)::int as n from ${table} where ${column} in (${list}) group by ${column}`);
    for (const r of counts) uses.get(Number(r.id))?.push({ label: labelOf(ref), count: Number(r.n) });
  }
  return uses;
}

export const describeUses = (uses: ProviderUse[]) => uses.map((u) => `${u.label}: ${u.count}`).join(', ');
