import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client';

/** A logged statement: its text with $n placeholders, and its parameters. */
export interface Statement {
  text: string;
  params: unknown[];
}

/** One node of an EXPLAIN (FORMAT JSON) plan. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** The statements one call runs on `db`, with their parameters (Drizzle's logger, for the duration of the call). */
export async function statementsOf(db: DbOrTx, call: () => Promise<unknown>): Promise<Statement[]> {
  const session = (db as unknown as { _: { session: { logger: unknown } } })._.session;
  const before = session.logger;
  const seen: Statement[] = [];
  session.logger = { logQuery: (text: string, params: unknown[]) => seen.push({ text, params }) };
  try {
    await call();
  } finally {
    session.logger = before;
  }
  return seen;
}

/** EXPLAIN ANALYZE of a logged statement on `db`: its plan's nodes, flattened. */
export async function planOf(db: DbOrTx, statement: Statement): Promise<PlanNode[]> {
  const parts = statement.text.split(/\$(\d+)\b/);
  const query = sql.join(
    parts.map((p, i) => (i % 2 ? sql`${statement.params[Number(p) - 1]}` : sql.raw(p))),
    sql``,
  );
  const result = (await db.execute(sql`explain (analyze, format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
  const raw = result.rows[0]['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  const out: PlanNode[] = [];
  const walk = (n: PlanNode) => {
    out.push(n);
    n.Plans?.forEach(walk);
  };
  walk(plan[0].Plan);
  return out;
}
