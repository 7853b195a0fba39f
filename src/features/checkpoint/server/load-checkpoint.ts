import { and, asc, eq, inArray } from 'drizzle-orm';
import { allQueries } from '@/db/all-queries';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import {
  checkpointAssessors,
  checkpointBatches,
  checkpointCompetencies,
  checkpointCriteria,
  checkpointInvitees,
  checkpoints,
  checkpointScores,
  type Checkpoint,
} from '@/db/schema/checkpoint';
import { AppError } from '@/server/http/app-error';
import { checkpointMessages as M } from '../messages';
import type { CheckpointValues } from '../schemas';

/** What a checkpoint's form edits beyond its own row, under the form's names (what an edit compares and the audit records). */
export interface CheckpointParts {
  competencies: { id: number | null; code: string; name: string; required_level: number; criteria: string[] }[];
  assessor_ids: number[];
  batches: { id: number | null; title: string; start_date: string; end_date: string; user_ids: number[] }[];
}
export type CheckpointWithParts = Checkpoint & { parts?: CheckpointParts };

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** The caller's organisation's checkpoint, or 404: another organisation's id is never data. */
export async function loadCheckpointRow(db: DbOrTx, organizationId: number, id: number): Promise<Checkpoint> {
  const [row] = await db
    .select()
    .from(checkpoints)
    .where(and(eq(checkpoints.id, id), eq(checkpoints.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/** The checkpoint's competencies (with criteria), assessors and batches (with invited people), in their order. */
export async function loadParts(db: DbOrTx, checkpointId: number): Promise<CheckpointParts> {
  const [competencies, criteria, assessors, batches, invitees] = await allQueries(
    db,
    () => db.select().from(checkpointCompetencies).where(eq(checkpointCompetencies.checkpointId, checkpointId)).orderBy(asc(checkpointCompetencies.position)),
    () =>
      db
        .select({ competencyId: checkpointCriteria.competencyId, description: checkpointCriteria.description })
        .from(checkpointCriteria)
        .innerJoin(checkpointCompetencies, eq(checkpointCompetencies.id, checkpointCriteria.competencyId))
        .where(eq(checkpointCompetencies.checkpointId, checkpointId))
        .orderBy(asc(checkpointCriteria.position)),
    () => db.select({ userId: checkpointAssessors.userId }).from(checkpointAssessors).where(eq(checkpointAssessors.checkpointId, checkpointId)),
    () => db.select().from(checkpointBatches).where(eq(checkpointBatches.checkpointId, checkpointId)).orderBy(asc(checkpointBatches.position)),
    () =>
      db
        .select({ batchId: checkpointInvitees.batchId, userId: checkpointInvitees.userId })
        .from(checkpointInvitees)
        .innerJoin(checkpointBatches, eq(checkpointBatches.id, checkpointInvitees.batchId))
        .where(eq(checkpointBatches.checkpointId, checkpointId)),
  );
  return {
    competencies: competencies.map((c) => ({
      id: c.id,
      code: c.code,
      name: c.name,
      required_level: c.requiredLevel,
      criteria: criteria.filter((k) => k.competencyId === c.id).map((k) => k.description),
    })),
    assessor_ids: sorted(assessors.map((a) => a.userId)),
    batches: batches.map((b) => ({
      id: b.id,
      title: b.title,
      start_date: b.startDate,
      end_date: b.endDate,
      user_ids: sorted(invitees.filter((i) => i.batchId === b.id).map((i) => i.userId)),
    })),
  };
}

/** The checkpoint with its parts (what optimisticUpdate loads). */
export async function loadCheckpoint(db: DbOrTx, organizationId: number, id: number): Promise<CheckpointWithParts> {
  const row = await loadCheckpointRow(db, organizationId, id);
  return { ...row, parts: await loadParts(db, id) };
}

/** The form's parts as they are compared and recorded (ids sorted: their order means nothing). */
export const partsOf = (input: CheckpointValues): CheckpointParts => ({
  competencies: input.competencies.map((c) => ({ id: c.id, code: c.code, name: c.name, required_level: c.required_level, criteria: c.criteria })),
  assessor_ids: sorted(input.assessor_ids),
  batches: input.batches.map((b) => ({ id: b.id, title: b.title, start_date: b.start_date, end_date: b.end_date, user_ids: sorted(b.user_ids) })),
});

export const columnsOf = (input: CheckpointValues) => ({
  title: input.title,
  description: input.description,
  status: input.status,
  privacy: input.privacy,
  finalScore: input.final_score,
});

/** A checkpoint as the audit records it and as an edit is compared (the form's names). */
export const checkpointSnapshot = (c: Checkpoint, parts: CheckpointParts) => ({
  title: c.title,
  description: c.description,
  status: c.status,
  privacy: c.privacy,
  final_score: c.finalScore,
  ...parts,
});

export const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

/** Assessors and invited people are active people of the organisation. */
export async function checkPeople(db: DbOrTx, organizationId: number, input: CheckpointValues): Promise<void> {
  const active = async (ids: number[]) => {
    if (!ids.length) return new Set<number>();
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.organizationId, organizationId), eq(users.status, 'active')));
    return new Set(found.map((f) => f.id));
  };
  const assessors = await active(input.assessor_ids);
  if (assessors.size !== input.assessor_ids.length) throw invalid('assessor_ids', M.assessorUnknown);
  for (const [i, b] of input.batches.entries()) {
    const invited = await active(b.user_ids);
    if (invited.size !== b.user_ids.length) throw invalid(`batches.${i}.user_ids`, M.inviteeUnknown);
  }
}

/** Which of these competencies, batches or (batch, person) pairs have scores. */
async function scoredIds(db: DbOrTx, checkpointId: number) {
  const rows = await db
    .selectDistinct({ batchId: checkpointScores.batchId, competencyId: checkpointScores.competencyId, userId: checkpointScores.userId })
    .from(checkpointScores)
    .innerJoin(checkpointBatches, eq(checkpointBatches.id, checkpointScores.batchId))
    .where(eq(checkpointBatches.checkpointId, checkpointId));
  return {
    competencies: new Set(rows.map((r) => r.competencyId)),
    batches: new Set(rows.map((r) => r.batchId)),
    people: new Set(rows.map((r) => `${r.batchId}:${r.userId}`)),
  };
}

/**
 * Writes the parts of a checkpoint: kept competencies and batches (by id) are updated, new ones inserted, the rest
 * removed. What already has scores is never removed (409): competencies, batches and the people scored in a batch.
 */
export async function saveParts(db: DbOrTx, checkpointId: number, input: CheckpointValues, before: CheckpointParts | null): Promise<void> {
  const scored = before ? await scoredIds(db, checkpointId) : null;
  const old = {
    competencies: new Map((before?.competencies ?? []).map((c) => [c.id!, c])),
    batches: new Map((before?.batches ?? []).map((b) => [b.id!, b])),
  };
  input.competencies.forEach((c, i) => {
    if (c.id !== null && !old.competencies.has(c.id)) throw invalid(`competencies.${i}`, M.competencyUnknown);
  });
  input.batches.forEach((b, i) => {
    if (b.id !== null && !old.batches.has(b.id)) throw invalid(`batches.${i}`, M.batchNotFound);
  });
  const keptCompetencies = new Set(input.competencies.map((c) => c.id));
  const keptBatches = new Set(input.batches.map((b) => b.id));
  for (const c of old.competencies.values()) {
    if (keptCompetencies.has(c.id)) continue;
    if (scored?.competencies.has(c.id!)) throw new AppError('CONFLICT', M.competencyScored(c.code));
    await db.delete(checkpointCompetencies).where(eq(checkpointCompetencies.id, c.id!));
  }
  for (const b of old.batches.values()) {
    if (keptBatches.has(b.id)) continue;
    if (scored?.batches.has(b.id!)) throw new AppError('CONFLICT', M.batchScored(b.title));
    await db.delete(checkpointBatches).where(eq(checkpointBatches.id, b.id!));
  }

  for (const [i, c] of input.competencies.entries()) {
    const columns = { position: i + 1, code: c.code, name: c.name, requiredLevel: c.required_level };
    let id = c.id;
    if (id === null)
      [{ id }] = await db
        .insert(checkpointCompetencies)
        .values({ checkpointId, ...columns })
        .returning({ id: checkpointCompetencies.id });
    else {
      await db.update(checkpointCompetencies).set(columns).where(eq(checkpointCompetencies.id, id));
      await db.delete(checkpointCriteria).where(eq(checkpointCriteria.competencyId, id));
    }
    await db.insert(checkpointCriteria).values(c.criteria.map((description, j) => ({ competencyId: id!, position: j + 1, description })));
  }

  await db.delete(checkpointAssessors).where(eq(checkpointAssessors.checkpointId, checkpointId));
  if (input.assessor_ids.length)
    await db.insert(checkpointAssessors).values(input.assessor_ids.map((userId, i) => ({ checkpointId, userId, position: i + 1 })));

  for (const [i, b] of input.batches.entries()) {
    const columns = { position: i + 1, title: b.title, startDate: b.start_date, endDate: b.end_date };
    let id = b.id;
    if (id === null)
      [{ id }] = await db
        .insert(checkpointBatches)
        .values({ checkpointId, ...columns })
        .returning({ id: checkpointBatches.id });
    else {
      await db.update(checkpointBatches).set(columns).where(eq(checkpointBatches.id, id));
      const invited = new Set(b.user_ids);
      const dropped = old.batches.get(id)!.user_ids.filter((u) => !invited.has(u));
      if (dropped.some((u) => scored?.people.has(`${id}:${u}`))) throw new AppError('CONFLICT', M.inviteeScored(b.title));
      if (dropped.length) await db.delete(checkpointInvitees).where(and(eq(checkpointInvitees.batchId, id), inArray(checkpointInvitees.userId, dropped)));
    }
    if (b.user_ids.length) {
      await db
        .insert(checkpointInvitees)
        .values(b.user_ids.map((userId) => ({ batchId: id!, userId })))
        .onConflictDoNothing();
    }
  }
}

/** Whether the checkpoint has any score (then it cannot be deleted). */
export async function hasScores(db: DbOrTx, checkpointId: number): Promise<boolean> {
  const found = await db
    .select({ id: checkpointScores.id })
    .from(checkpointScores)
    .innerJoin(checkpointBatches, eq(checkpointBatches.id, checkpointScores.batchId))
    .where(eq(checkpointBatches.checkpointId, checkpointId))
    .limit(1);
  return found.length > 0;
}
