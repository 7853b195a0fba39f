import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { allQueries } from '@/db/all-queries';
import type { Db, DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { checkpointAssessors, checkpointBatches, checkpointCompetencies, checkpointInvitees, checkpointScores, type Checkpoint } from '@/db/schema/checkpoint';
import type { ListResult } from '@/lib/list';
import { emitLearningEvent } from '@/features/learning-events';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { keywordLike, listResult } from '@/server/list/query';
import { checkpointMessages as M } from '../messages';
import type { CheckpointBatch, InvitedQuery, InvitedUser, ScoreInput } from '../schemas';
import { invalid, loadCheckpointRow } from './load-checkpoint';

type Scope = { db: DbOrTx; organizationId: number; id: number };

/** The competency code list of a checkpoint, in order (GET /checkpoints/{id}/question/competencies). */
export async function findCompetencies({ db, organizationId, id }: Scope) {
  await loadCheckpointRow(db, organizationId, id);
  return competenciesOf(db, id);
}

const competenciesOf = (db: DbOrTx, checkpointId: number) =>
  db
    .select({
      id: checkpointCompetencies.id,
      code: checkpointCompetencies.code,
      name: checkpointCompetencies.name,
      required_level: checkpointCompetencies.requiredLevel,
    })
    .from(checkpointCompetencies)
    .where(eq(checkpointCompetencies.checkpointId, checkpointId))
    .orderBy(asc(checkpointCompetencies.position));

/** The batches of a checkpoint with how many people each invites (GET /v2/checkpoints/{id}/batch). */
export async function findBatches({ db, organizationId, id }: Scope): Promise<CheckpointBatch[]> {
  await loadCheckpointRow(db, organizationId, id);
  const rows = await db
    .select({
      id: checkpointBatches.id,
      title: checkpointBatches.title,
      start_date: checkpointBatches.startDate,
      end_date: checkpointBatches.endDate,
      total_invited: sql<number>`(select count(*)::int from ${checkpointInvitees} i where i.batch_id = ${checkpointBatches.id})`,
    })
    .from(checkpointBatches)
    .where(eq(checkpointBatches.checkpointId, id))
    .orderBy(asc(checkpointBatches.position));
  return rows.map((r) => ({ ...r, total_invited: Number(r.total_invited) }));
}

/** The checkpoint of the caller's organisation and its batch, or 404 for either. */
async function loadBatch(db: DbOrTx, organizationId: number, id: number, batchId: number) {
  const checkpoint = await loadCheckpointRow(db, organizationId, id);
  const [batch] = await db
    .select()
    .from(checkpointBatches)
    .where(and(eq(checkpointBatches.id, batchId), eq(checkpointBatches.checkpointId, id)));
  if (!batch) throw new AppError('NOT_FOUND', M.batchNotFound);
  return { checkpoint, batch };
}

/** Each person's final score per competency by the checkpoint's rule: the last entry or the highest. */
async function finalScores(db: DbOrTx, checkpoint: Checkpoint, batchId: number, userIds: number[]) {
  if (!userIds.length) return [];
  const final =
    checkpoint.finalScore === 'max_score'
      ? sql<number>`max(${checkpointScores.level})::int`
      : sql<number>`((array_agg(${checkpointScores.level} order by ${checkpointScores.scoredAt} desc, ${checkpointScores.id} desc))[1])::int`;
  return db
    .select({
      userId: checkpointScores.userId,
      competencyId: checkpointScores.competencyId,
      level: final,
      entries: count(),
      last: sql<string>`max(${checkpointScores.scoredAt})`,
    })
    .from(checkpointScores)
    .where(and(eq(checkpointScores.batchId, batchId), inArray(checkpointScores.userId, userIds)))
    .groupBy(checkpointScores.userId, checkpointScores.competencyId);
}

/** A batch's invited people, matched by name, e-mail or NIK when a keyword is given. */
function invitedWhere(batchId: number, keyword?: string) {
  const where = [eq(checkpointInvitees.batchId, batchId)];
  if (keyword) where.push(or(keywordLike(users.fullName, keyword), keywordLike(users.email, keyword), keywordLike(users.nik, keyword))!);
  return and(...where)!;
}

/**
 * A batch's invited people, by name, with each competency's final score against its required level (met / not met)
 * (GET /v2/checkpoints/{id}/batch/{batch_id}/invited-users); `all` reads every person (the download).
 */
export async function findInvited(options: Scope & { batchId: number; query: InvitedQuery; all?: boolean }): Promise<ListResult<InvitedUser>> {
  const { db, organizationId, id, batchId, query } = options;
  const { checkpoint } = await loadBatch(db, organizationId, id, batchId);
  const where = invitedWhere(batchId, query.keyword);
  const base = db
    .select({ id: users.id, nik: users.nik, name: users.fullName, email: users.email, position: users.position })
    .from(checkpointInvitees)
    .innerJoin(users, eq(users.id, checkpointInvitees.userId))
    .where(where)
    .orderBy(asc(users.fullName), asc(users.id));
  const [rows, [{ total }], competencies] = await allQueries(
    db,
    () => (options.all ? base : base.limit(query.page_size).offset((query.page - 1) * query.page_size)),
    () => db.select({ total: count() }).from(checkpointInvitees).innerJoin(users, eq(users.id, checkpointInvitees.userId)).where(where),
    () => competenciesOf(db, id),
  );
  const scores = await finalScores(
    db,
    checkpoint,
    batchId,
    rows.map((r) => r.id),
  );
  const results = rows.map((r): InvitedUser => {
    const mine = scores.filter((s) => s.userId === r.id);
    const per = competencies.map((c) => {
      const s = mine.find((x) => x.competencyId === c.id);
      const level = s ? Number(s.level) : null;
      return {
        competency_id: c.id,
        code: c.code,
        required_level: c.required_level,
        level,
        met: level === null ? null : level >= c.required_level,
        entries: s ? Number(s.entries) : 0,
      };
    });
    const last = mine.map((s) => new Date(s.last).getTime()).sort((a, b) => b - a)[0];
    return {
      user_id: r.id,
      nik: r.nik,
      name: r.name,
      email: r.email,
      position: r.position,
      scores: per,
      met_all: per.length && per.every((p) => p.met !== null) ? per.every((p) => p.met) : null,
      last_scored_at: last === undefined ? null : new Date(last).toISOString(),
    };
  });
  return listResult(results, Number(total), query.page, options.all ? Math.max(1, Number(total)) : query.page_size);
}

/** Whether the person meets every competency of the checkpoint in this batch (each final score at its required level). */
async function meetsAll(db: DbOrTx, checkpoint: Checkpoint, batchId: number, userId: number, competencies: { id: number; required_level: number }[]) {
  const scores = await finalScores(db, checkpoint, batchId, [userId]);
  return competencies.length > 0 && competencies.every((c) => scores.some((s) => s.competencyId === c.id && Number(s.level) >= c.required_level));
}

/**
 * An assessor's scores for one invited person, one entry per competency scored, each kept (never overwritten) and
 * audited. Only the checkpoint's assessors may score (403), only a published checkpoint (409), only its competencies
 * and the batch's invited people (400). An entry that makes the person meet the checkpoint (every competency at its
 * required level, in this batch) when they did not before emits 'checkpoint_met' in the same transaction (decision
 * 0149): a journey whose last step is the checkpoint completes then.
 */
export async function enterScores(options: { db: Db; organizationId: number; userId: number; id: number; batchId: number; input: ScoreInput }) {
  const { db, organizationId, userId, id, batchId, input } = options;
  return db.transaction(async (tx) => {
    const { checkpoint } = await loadBatch(tx, organizationId, id, batchId);
    const [assessor, invitee, competencies] = await allQueries(
      tx,
      () =>
        tx
          .select({ id: checkpointAssessors.userId })
          .from(checkpointAssessors)
          .where(and(eq(checkpointAssessors.checkpointId, id), eq(checkpointAssessors.userId, userId))),
      () =>
        tx
          .select({ id: checkpointInvitees.userId })
          .from(checkpointInvitees)
          .where(and(eq(checkpointInvitees.batchId, batchId), eq(checkpointInvitees.userId, input.user_id))),
      () => competenciesOf(tx, id),
    );
    if (!assessor.length) throw new AppError('FORBIDDEN', M.notAssessor);
    if (checkpoint.status !== 'publish') throw new AppError('CONFLICT', M.notPublished);
    if (!invitee.length) throw invalid('user_id', M.notInvited);
    const known = new Set(competencies.map((c) => c.id));
    const seen = new Set<number>();
    input.scores.forEach((s, i) => {
      if (!known.has(s.competency_id) || seen.has(s.competency_id)) throw invalid(`scores.${i}.competency_id`, M.competencyUnknown);
      seen.add(s.competency_id);
    });
    const metBefore = await meetsAll(tx, checkpoint, batchId, input.user_id, competencies);
    const rows = await tx
      .insert(checkpointScores)
      .values(
        input.scores.map((s) => ({ batchId, competencyId: s.competency_id, userId: input.user_id, level: s.level, note: input.note, assessorId: userId })),
      )
      .returning();
    for (const r of rows) {
      await writeAudit(tx, {
        organizationId,
        userId,
        action: 'score',
        entity: 'checkpoint_score',
        entityId: r.id,
        after: { checkpoint_id: id, batch_id: batchId, user_id: r.userId, competency_id: r.competencyId, level: r.level, note: r.note },
      });
    }
    if (!metBefore && (await meetsAll(tx, checkpoint, batchId, input.user_id, competencies))) {
      await emitLearningEvent(tx, {
        kind: 'checkpoint_met',
        organizationId,
        userId: input.user_id,
        source: { type: 'checkpoint', id },
        reason: `Met the checkpoint ${checkpoint.title}`,
        at: rows[0].scoredAt,
      });
    }
    return { user_id: input.user_id, entries: rows.length };
  });
}
