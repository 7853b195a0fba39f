// Waiting in tests on a machine that may be busy (issue 26 item 7): a wait is for a condition, with a deadline that
// stretches with the machine's load, never a fixed count of fixed sleeps. On an idle machine the deadlines are the
// ones given; at a load of 20 on 2 cores they are ten times as long.
import os from 'node:os';

/** How many times slower than idle this machine runs now: its 1-minute load per core, at least 1. */
export function slowdown(): number {
  return Math.max(1, os.loadavg()[0] / os.availableParallelism());
}

/** A time budget meant for an idle machine, stretched by its load now. */
export function underLoad(ms: number): number {
  return Math.round(ms * slowdown());
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Probes until `done` holds and answers that value; throws with the last value seen once the deadline passes
 * (`within`, an idle machine's budget, stretched by the load as it is while waiting).
 */
export async function until<T>(probe: () => Promise<T> | T, done: (value: T) => boolean, options: { within?: number; every?: number } = {}): Promise<T> {
  const { within = 15_000, every = 250 } = options;
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() - started > underLoad(within)) throw new Error(`the condition never held; last seen: ${describe(value)}`);
    await sleep(every);
  }
}

function describe(value: unknown): string {
  if (value instanceof Response) return `HTTP ${value.status}`;
  try {
    return JSON.stringify(value)?.slice(0, 500) ?? String(value);
  } catch {
    return String(value);
  }
}
