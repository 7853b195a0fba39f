import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { writeAudit } from './audit';
import { AppError } from './http/app-error';
import { sameInstant } from './sql';

type Snapshot = Record<string, unknown>;
type Tx = Parameters<Parameters<DbOrTx['transaction']>[0]>[0];
/** A table of organisation-owned rows versioned by `updated_at`. */
export type VersionedTable = PgTable & { id: PgColumn; organizationId: PgColumn; updatedAt: PgColumn; $inferSelect: { updatedAt: Date } };

/** Column values, or SQL computed by the database. */
type Changes<T extends VersionedTable> = { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL };

/** How an area's rows are edited: declared once per area beside its update use case. */
export interface Versioned<T extends VersionedTable> {
  table: T;
  /** The audit entry's entity name, e.g. the area's name. */
  entity: string;
  /** The caller's organisation's row (another organisation's id is a 404). */
  load: (tx: Tx, organizationId: number, id: number) => Promise<T['$inferSelect']>;
  /** What the audit entry records of a row (and what an edit's `next` is compared with). */
  snapshot: (row: T['$inferSelect']) => Snapshot;
  /** The 409's text (the area's message); the default says someone else changed it. */
  conflictMessage?: string;
  /** false: a save that changes nothing is still written (an assignment resets on every save). Default true. */
  skipUnchanged?: boolean;
}

export interface Edit<T extends VersionedTable> {
  db: DbOrTx;
  organizationId: number;
  userId: number;
  id: number;
  /** The `updated_at` the edit started from; absent: the caller asked for no check. */
  startedFrom?: string | null;
  /** The edited fields under the snapshot's names. */
  next: Snapshot;
  /** The columns to write (checks that need the stored row run here, after the nothing-changed test). */
  changes: (tx: Tx, before: T['$inferSelect']) => Promise<Changes<T>> | Changes<T>;
}

/** A stale `updated_at` (not the stored instant, at millisecond precision) is a 409: nothing is silently overwritten. */
function assertFresh(startedFrom: string | null | undefined, stored: Date, message?: string): void {
  if (startedFrom && new Date(startedFrom).getTime() !== stored.getTime()) throw new AppError('CONFLICT', message);
}

const same = (a: unknown, b: unknown) => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);

/**
 * The edit of one row with optimistic concurrency (DESIGN.md "Concurrent edits"), in one transaction: a stale
 * version is a 409 (also when the row moves between the read and the write), an edit that changes nothing answers
 * `changed: false` and writes nothing (spec 002 §5, also on the server), and a written change moves updated_at
 * forward and leaves an audit entry with the row before and after.
 */
export async function optimisticUpdate<T extends VersionedTable>(versioned: Versioned<T>, edit: Edit<T>) {
  const { table, snapshot, conflictMessage } = versioned;
  const { organizationId, id, next } = edit;
  return edit.db.transaction(async (tx) => {
    const before = await versioned.load(tx, organizationId, id);
    assertFresh(edit.startedFrom, before.updatedAt, conflictMessage);
    const old = snapshot(before);
    if (versioned.skipUnchanged !== false && Object.keys(next).every((k) => same(next[k], old[k]))) {
      return { changed: false, row: before, updated_at: before.updatedAt.toISOString() };
    }
    const values = { updatedAt: new Date(), ...(await edit.changes(tx, before)) };
    const [row] = (await tx
      .update(table)
      .set(values as never)
      .where(and(eq(table.id, id), eq(table.organizationId, organizationId), sameInstant(table.updatedAt, before.updatedAt)))
      .returning()) as T['$inferSelect'][];
    if (!row) throw new AppError('CONFLICT', conflictMessage);
    await writeAudit(tx, { organizationId, userId: edit.userId, action: 'update', entity: versioned.entity, entityId: id, before: old, after: snapshot(row) });
    return { changed: true, row, updated_at: row.updatedAt.toISOString() };
  });
}
