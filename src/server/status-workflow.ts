import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { writeAudit } from './audit';
import { AppError } from './http/app-error';
import type { VersionedTable } from './optimistic-update';
import { sameInstant } from './sql';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A status workflow of one area's rows (draft → review → publish and the like): declared once beside its use case. */
export interface StatusWorkflow<S extends string, T extends VersionedTable, R extends { status: S; updatedAt: Date }> {
  table: T;
  /** The audit entry's entity name. */
  entity: string;
  /** The caller's organisation's row (another organisation's id is a 404). */
  load: (tx: Tx, organizationId: number, id: number) => Promise<R>;
  /** The statuses each status may move to. */
  steps: Record<S, readonly S[]>;
  /** The 409's text and title for a move the workflow does not have from the row's current status. */
  refused: (from: S, to: S) => { message: string; title?: string };
  /** The 409's text for a stale updated_at; the default says someone else changed it. */
  conflictMessage?: string;
  /** The columns that record who moved it and when, besides status and updated_at. */
  stamp: (userId: number, now: Date) => Record<string, unknown>;
  /** Checks of the row itself beyond the step (e.g. a link it needs before it is published): throw to refuse. */
  check?: (before: R, to: S) => void;
}

/**
 * Refuses a move `steps` does not allow from `from`. The request is well formed (the status is one of the workflow's,
 * the schema checked that); it is the row's current state that rules it out, usually because the screen offered the
 * move from a status that has changed since. That is a 409, as a closed quiz attempt or a stale edit is
 * (docs/decisions/0095).
 */
export function assertStatusStep<S extends string>(steps: Record<S, readonly S[]>, from: S, to: S, refused: { message: string; title?: string }): void {
  if (!steps[from].includes(to)) throw new AppError('CONFLICT', refused.message, { title: refused.title });
}

/**
 * Moves one row along its workflow in one transaction: 404 for another organisation's row, 409 for a stale
 * updated_at or a move the workflow does not have from the current status (also when the row changes between the read
 * and the write), the area's own checks, then the new status with who and when, and an audit entry.
 */
export async function moveStatus<S extends string, T extends VersionedTable, R extends { status: S; updatedAt: Date }>(
  workflow: StatusWorkflow<S, T, R>,
  options: { db: Db; organizationId: number; userId: number; id: number; to: S; startedFrom?: string | null },
): Promise<{ id: number; status: S; updated_at: string }> {
  const { table, entity, conflictMessage } = workflow;
  const { db, organizationId, userId, id, to, startedFrom } = options;
  return db.transaction(async (tx) => {
    const before = await workflow.load(tx, organizationId, id);
    if (startedFrom && new Date(startedFrom).getTime() !== before.updatedAt.getTime()) throw new AppError('CONFLICT', conflictMessage);
    assertStatusStep(workflow.steps, before.status, to, workflow.refused(before.status, to));
    workflow.check?.(before, to);
    const now = new Date();
    const [row] = (await tx
      .update(table)
      .set({ ...workflow.stamp(userId, now), status: to, updatedAt: now } as never)
      .where(and(eq(table.id, id), eq(table.organizationId, organizationId), sameInstant(table.updatedAt, before.updatedAt)))
      .returning()) as { updatedAt: Date }[];
    if (!row) throw new AppError('CONFLICT', conflictMessage);
    await writeAudit(tx, { organizationId, userId, action: 'status', entity, entityId: id, before: { status: before.status }, after: { status: to } });
    return { id, status: to, updated_at: row.updatedAt.toISOString() };
  });
}
