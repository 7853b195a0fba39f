import type { DbOrTx } from '@/db/client';
import { writeAudit } from './audit';
import { AppError } from './http/app-error';

type Snapshot = Record<string, unknown>;

export interface OptimisticUpdate<Row extends { updatedAt: Date }> {
  /** The stored row, read inside the update's transaction. */
  before: Row;
  /** The `updated_at` the edit started from; absent: the caller asked for no check. */
  startedFrom?: string | null;
  /** The 409's text (the area's message); the default says someone else changed it. */
  conflictMessage?: string;
  /** What the audit entry records of a row (and what `next` is compared with). */
  snapshot: (row: Row) => Snapshot;
  /** The edited fields, under the same names as the snapshot. */
  next: Snapshot;
  /** false: a save that changes nothing is still written (an assignment resets on every save). Default true. */
  skipUnchanged?: boolean;
  /**
   * Writes the change; answers the new row, or none when the stored version moved meanwhile (the write's WHERE
   * carries `sameInstant(table.updatedAt, before.updatedAt)`), which is a 409 too.
   */
  write: () => Promise<Row | undefined>;
  audit: { organizationId: number; userId: number; entity: string; entityId: number };
}

/** A stale `updated_at` (not the stored instant, at millisecond precision) is a 409: nothing is silently overwritten. */
export function assertFresh(startedFrom: string | null | undefined, stored: Date, message?: string): void {
  if (startedFrom && new Date(startedFrom).getTime() !== stored.getTime()) throw new AppError('CONFLICT', message);
}

const same = (a: unknown, b: unknown) => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);

/**
 * The edit of one row with optimistic concurrency (DESIGN.md "Concurrent edits"): a stale version is a 409, an
 * edit that changes nothing answers `changed: false` and writes nothing (spec 002 §5, also on the server), and
 * a written change leaves an audit entry with the row before and after. Call it inside the update's transaction.
 */
export async function optimisticUpdate<Row extends { updatedAt: Date }>(tx: DbOrTx, update: OptimisticUpdate<Row>) {
  const { before, snapshot, next } = update;
  assertFresh(update.startedFrom, before.updatedAt, update.conflictMessage);
  const old = snapshot(before);
  if (update.skipUnchanged !== false && Object.keys(next).every((k) => same(next[k], old[k]))) {
    return { changed: false, row: before, updated_at: before.updatedAt.toISOString() };
  }
  const row = await update.write();
  if (!row) throw new AppError('CONFLICT', update.conflictMessage);
  await writeAudit(tx, { ...update.audit, action: 'update', before: old, after: snapshot(row) });
  return { changed: true, row, updated_at: row.updatedAt.toISOString() };
}
