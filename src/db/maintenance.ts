import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { candidates, schemaTables, type Candidate } from './upkeep-tables';
import { quiet, requests, trackRequests } from './upkeep-requests';

/**
 * What autovacuum does, for PGlite, which has none (docs/decisions/0101), without ever holding a request up for long
 * (docs/decisions/0119).
 *
 * Without a VACUUM a table's visibility map stays empty and without an ANALYZE its statistics stay as they were. The
 * planner then prices an index probe above a sequential scan that it expects to stop early: a list's per-row
 * "has any attempt" probe read all 50,000 attempts for each quiz without one (66 ms for a page of ten at 1,000
 * quizzes, 0.3 ms after a VACUUM). Keyword searches need the statistics too (0100).
 *
 * Which tables: the same rule as autovacuum's defaults. VACUUM a table once more than 50 + 20 % of its rows are dead,
 * or 1,000 + 20 % were inserted since its last vacuum; ANALYZE it once 50 + 10 % changed since its last analyse. Plus
 * what survives a restart (below).
 *
 * How: PGlite runs in the server's thread and a statement cannot be interrupted, so a request that arrives while one
 * runs waits for the rest of it. The work is cut into statements that each fit HOLD_PLAN_MS (0119 has the figures):
 * the GIN indexes' pending lists one by one, the heap without the indexes, the indexes, the statistics (on a sample
 * sized to fit). A statement starts only once no request is in flight; one predicted above the plan (the indexes of a
 * large table after many updates) waits until the server has been idle for IDLE_MS.
 */

/** What a statement costs on the machine the figures were taken on, idle (0119): per page, or per sampled row. */
const RATE = { heap: 0.08, indexes: 0.025, analyse: 0.025 } as const;
type Kind = keyof typeof RATE | 'pending' | 'catalogue';
/** Tables looked at per statement (upkeep-tables.ts). */
const CATALOGUE_CHUNK = 4;
/** A statement's own cost whatever the table (parsing, the catalogue, the commit). */
const FIXED_MS = 3;
/** The statistics target PostgreSQL samples 300 rows per unit of (default_statistics_target). */
const FULL_TARGET = 100;
const MIN_TARGET = 10;
/** The probe of the machine's speed (below) takes this long where RATE was measured. */
const PROBE_REFERENCE_MS = 6;

/**
 * What a statement beside requests is planned to take. A request may wait 250 ms at most behind the upkeep (issue 28
 * item 4): the rest is margin for a prediction off by two.
 */
const HOLD_PLAN_MS = 120;
/** A statement predicted above the plan runs once no request has been seen for this long. */
const IDLE_MS = 5_000;
/** A statement starts only once no request is in flight and none started or ended for this long. */
const SETTLE_MS = 25;
/** How often a PGlite server looks for tables to vacuum or analyse. */
const MAINTENANCE_INTERVAL_MS = 10 * 60_000;
/** The first pass waits for the first request served, or for this long. */
const FIRST_PASS_AFTER_MS = 60_000;

/** One statement the upkeep ran: how long it held the database (and the thread). */
export interface Hold {
  table: string;
  kind: Kind;
  ms: number;
  /** Whether it waited for the server to be idle (predicted above the plan). */
  idle: boolean;
}

export interface UpkeepOptions {
  /** The most a planned statement may be predicted to take (HOLD_PLAN_MS). */
  planMs?: number;
  idleMs?: number;
  intervalMs?: number;
  firstPassAfterMs?: number;
  /** Called for every statement, as it ends. */
  onHold?: (hold: Hold) => void;
  /** Whether statements wait for a quiet server (false: one pass runs everything at once, as vacuumWhatChanged). */
  gated?: boolean;
}

/** A statement's hold, named (kind and table). */
const none = () => ({ ms: 0, what: '' });

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** A statement of the plan, with what it is predicted to cost. */
interface Step {
  table: string;
  kind: Kind;
  run: () => Promise<unknown>;
  /** Pages (heap, indexes) or sampled rows (analyse) it works through. */
  units: number;
}

class Upkeep {
  /** Learned ms per unit, per table and kind, at a machine speed of 1 (the probe's). */
  private learned = new Map<string, number>();
  private speed = 1;
  private stopped = false;
  private current: Promise<unknown> = Promise.resolve();
  /** The longest statements of the last pass: beside requests, and those that waited for an idle server. */
  longest = { busy: none(), idle: none() };

  constructor(
    private db: Db,
    private options: UpkeepOptions,
  ) {}

  async stop(): Promise<void> {
    this.stopped = true;
    await this.current.catch(() => undefined);
  }

  private get planMs() {
    return this.options.planMs ?? HOLD_PLAN_MS;
  }

  private predict(step: Step): number {
    if (step.kind === 'pending' || step.kind === 'catalogue') return FIXED_MS;
    const rate = this.learned.get(`${step.table}:${step.kind}`) ?? Math.max(RATE[step.kind], this.learned.get(`*:${step.kind}`) ?? 0);
    return FIXED_MS + rate * this.speed * step.units;
  }

  /** How fast the machine is now, against where RATE was measured (a loaded machine is slower: plans shrink). */
  private async probe(): Promise<void> {
    let best = Infinity;
    for (let i = 0; i < 2; i++) {
      await this.gate(false);
      const t0 = performance.now();
      await this.db.execute(sql`select count(*) from generate_series(1, 50000)`);
      best = Math.min(best, performance.now() - t0);
    }
    this.speed = Math.max(0.5, best / PROBE_REFERENCE_MS);
  }

  /** Waits until a statement may start: no request in flight (and, for a long one, none for IDLE_MS). */
  private async gate(idle: boolean): Promise<void> {
    if (this.options.gated === false) return;
    const quietMs = idle ? (this.options.idleMs ?? IDLE_MS) : SETTLE_MS;
    while (!this.stopped && !quiet(quietMs)) await sleep(idle ? 100 : 5);
  }

  /** Runs one statement once the gate opens; measures and learns its cost; then leaves the thread as long again. */
  private async exec(step: Step, idle: boolean): Promise<boolean> {
    await this.gate(idle);
    if (this.stopped) return false;
    const t0 = performance.now();
    const running = step.run();
    this.current = running;
    await running;
    const ms = performance.now() - t0;
    if (step.units >= 1000 && step.kind !== 'pending' && step.kind !== 'catalogue') {
      const rate = Math.max(0, ms - FIXED_MS) / step.units / this.speed;
      this.learned.set(`${step.table}:${step.kind}`, rate);
      this.learned.set(`*:${step.kind}`, Math.max(rate, this.learned.get(`*:${step.kind}`) ?? 0));
    }
    const longest = idle ? this.longest.idle : this.longest.busy;
    if (ms > longest.ms) Object.assign(longest, { ms, what: `${step.kind}${step.table ? ` ${step.table}` : ''}` });
    this.options.onHold?.({ table: step.table, kind: step.kind, ms, idle });
    // Half the thread at most: the requests that queued meanwhile go first, and as long again.
    if (this.options.gated !== false) await sleep(Math.max(SETTLE_MS, ms));
    return true;
  }

  /** Runs a statement now if it fits the plan, else once the server is idle (and says so in `done.idle`). */
  private async fit(step: Step, done: { idle: string[] }): Promise<boolean> {
    const idle = this.options.gated !== false && this.predict(step) > this.planMs;
    if (idle && !done.idle.includes(step.table)) done.idle.push(step.table);
    return this.exec(step, idle);
  }

  /** One pass over the tables the rule picks, table by table. */
  async pass(): Promise<{ vacuumed: string[]; analysed: string[]; idle: string[] }> {
    const done = { vacuumed: [] as string[], analysed: [] as string[], idle: [] as string[] };
    this.longest = { busy: none(), idle: none() };
    const gated = this.options.gated !== false;
    if (gated) await this.probe();
    let names: string[] = [];
    const look: Step = { table: '', kind: 'catalogue', units: 0, run: async () => (names = await schemaTables(this.db)) };
    if (!(await this.exec(look, false))) return done;
    const tables: Candidate[] = [];
    for (let i = 0; i < names.length; i += CATALOGUE_CHUNK) {
      const chunk = names.slice(i, i + CATALOGUE_CHUNK);
      const step: Step = { ...look, run: async () => tables.push(...(await candidates(this.db, chunk))) };
      if (!(await this.exec(step, false))) return done;
    }
    for (const t of tables) {
      if (this.stopped) break;
      const table = sql.identifier(t.name);
      if (t.vacuum) {
        // What a bulk insert left in each GIN index's pending list (at most 128 kB: GIN_PENDING_LIST_KB), one by one.
        for (const index of t.gin)
          await this.exec(
            { table: t.name, kind: 'pending', units: 0, run: () => this.db.execute(sql`select gin_clean_pending_list(${index}::regclass)`) },
            false,
          );
        // The heap alone: dead rows pruned, pages marked all-visible; then, if dead row pointers are left on more than
        // 2 % of the pages (PostgreSQL skips the indexes below that, as here), the indexes. Each one now if it fits the
        // plan, else once the server is idle.
        const heap: Step = {
          table: t.name,
          kind: 'heap',
          units: t.pages - t.visible,
          run: () => this.db.execute(sql`vacuum (index_cleanup off) ${table}`),
        };
        if (!(await this.fit(heap, done))) break;
        const { rows } = (await this.db.execute(
          sql`select relpages::int as pages, relallvisible::int as visible from pg_class where oid = ${t.name}::regclass`,
        )) as unknown as { rows: Array<{ pages: number; visible: number }> };
        const after = rows[0];
        if (after && after.pages >= 8 && after.visible < 0.98 * after.pages) {
          const indexes: Step = {
            table: t.name,
            kind: 'indexes',
            units: after.pages - after.visible + t.indexPages,
            run: () => this.db.execute(sql`vacuum ${table}`),
          };
          if (!(await this.fit(indexes, done))) break;
        }
        done.vacuumed.push(t.name);
      }
      // The statistics, on PostgreSQL's sample (300 rows per unit of target, 30,000 by default). When that is
      // predicted above the plan, a smaller sample now and the whole one once idle.
      const sampled = (target: number) => Math.min(t.rows, 300 * target);
      const full: Step = { table: t.name, kind: 'analyse', units: sampled(FULL_TARGET), run: () => this.db.execute(sql`analyze ${table}`) };
      if (!gated || this.predict(full) <= this.planMs) {
        if (!(await this.exec(full, false))) break;
      } else {
        const perRow = (this.predict(full) - FIXED_MS) / full.units;
        const target = Math.floor((this.planMs - FIXED_MS) / perRow / 300);
        if (target >= MIN_TARGET) {
          const smaller: Step = {
            table: t.name,
            kind: 'analyse',
            units: sampled(target),
            run: () =>
              this.db.transaction(async (tx) => {
                await tx.execute(sql.raw(`set local default_statistics_target = ${target}`));
                await tx.execute(sql`analyze ${table}`);
              }),
          };
          if (!(await this.exec(smaller, false))) break;
        }
        if (!(await this.exec(full, true))) break;
        if (!done.idle.includes(t.name)) done.idle.push(t.name);
      }
      done.analysed.push(t.name);
    }
    return done;
  }
}

/**
 * One pass now, every statement at once (the tests; nothing waits for a quiet server). Returns the tables vacuumed
 * (and analysed with it) and those only analysed.
 */
export async function vacuumWhatChanged(db: Db): Promise<{ vacuumed: string[]; analysed: string[] }> {
  const { vacuumed, analysed } = await new Upkeep(db, { gated: false }).pass();
  return { vacuumed, analysed: analysed.filter((t) => !vacuumed.includes(t)) };
}

/** A running upkeep: a pass on demand (the tests), and its stop. */
export interface PgliteUpkeep {
  /** Resolves when the pass under way (or a new one) has ended. */
  pass(): Promise<{ vacuumed: string[]; analysed: string[]; idle: string[] }>;
  stop(): Promise<void>;
}

/**
 * For a PGlite database: a first pass once the server has served its first request (or after FIRST_PASS_AFTER_MS),
 * then one every MAINTENANCE_INTERVAL_MS. `PGLITE_MAINTENANCE=0` turns it off. Returns null when off.
 */
export function startPgliteMaintenance(db: Db, options: UpkeepOptions = {}): PgliteUpkeep | null {
  if (process.env.PGLITE_MAINTENANCE === '0') return null;
  trackRequests();
  const upkeep = new Upkeep(db, options);
  let running: Promise<{ vacuumed: string[]; analysed: string[]; idle: string[] }> | null = null;
  const pass = () =>
    (running ??= (async () => {
      const t0 = performance.now();
      try {
        const done = await upkeep.pass();
        const { busy, idle } = upkeep.longest;
        // One line a pass that did something; the bench reads its longest holds (bench/upkeep.bench.mjs).
        if (done.vacuumed.length || done.analysed.length)
          console.log(
            `[db] PGlite upkeep in ${Math.round(performance.now() - t0)} ms: vacuumed ${done.vacuumed.join(', ') || 'none'}; analysed ${done.analysed.join(', ') || 'none'}; ` +
              `longest hold ${Math.round(busy.ms)} ms (${busy.what})${idle.what ? `, once idle ${Math.round(idle.ms)} ms (${idle.what})` : ''}`,
          );
        return done;
      } catch (err) {
        console.warn(`[db] PGlite upkeep failed: ${(err as Error).message}`);
        return { vacuumed: [], analysed: [], idle: [] };
      } finally {
        running = null;
      }
    })());
  const served = requests.served;
  const startedAt = performance.now();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  void (async () => {
    const after = options.firstPassAfterMs ?? FIRST_PASS_AFTER_MS;
    while (!stopped && requests.served === served && performance.now() - startedAt < after) await sleep(50);
    if (stopped) return;
    // A pass reports its own failure (the catch above), so the timer has nothing to wait for.
    timer = setInterval(() => void pass(), options.intervalMs ?? MAINTENANCE_INTERVAL_MS).unref();
    await pass();
  })();
  return {
    pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await upkeep.stop();
      await running;
    },
  };
}
