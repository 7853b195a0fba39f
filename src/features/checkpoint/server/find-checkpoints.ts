import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { allQueries } from '@/db/all-queries';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import {
  checkpointBatches,
  checkpointCompetencies,
  checkpointCriteria,
  checkpointInvitees,
  checkpointListCounts,
  checkpoints,
  checkpointScores,
} from '@/db/schema/checkpoint';
import type { ListResult } from '@/lib/list';
import { contentListTable, contentPage } from '@/server/list/content-list';
import { inPageOrder, listResult } from '@/server/list/query';
import { AppError } from '@/server/http/app-error';
import { checkpointMessages as M } from '../messages';
import { CHECKPOINT_SORT_COLUMNS, type CheckpointDetail, type CheckpointListQuery, type CheckpointRow } from '../schemas';
import { loadParts } from './load-checkpoint';

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

const LIST = contentListTable<(typeof CHECKPOINT_SORT_COLUMNS)[number]>(checkpoints, {
  counter: checkpointListCounts,
  sorts: { status: { column: checkpoints.status, cast: 'text' } },
});

/** The checkpoints with these ids with their counts and the people who created and edited them. */
async function selectCheckpoints(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  const batchesOf = sql`(select b.id from ${checkpointBatches} b where b.checkpoint_id = ${checkpoints.id})`;
  return db
    .select({
      checkpoint: checkpoints,
      createdBy: creator.fullName,
      updatedBy: updater.fullName,
      competencies: sql<number>`(select count(*)::int from ${checkpointCompetencies} c where c.checkpoint_id = ${checkpoints.id})`,
      batches: sql<number>`(select count(*)::int from ${checkpointBatches} b where b.checkpoint_id = ${checkpoints.id})`,
      invited: sql<number>`(select count(distinct i.user_id)::int from ${checkpointInvitees} i where i.batch_id in ${batchesOf})`,
      scored: sql<boolean>`exists (select 1 from ${checkpointScores} s where s.batch_id in ${batchesOf})`,
    })
    .from(checkpoints)
    .leftJoin(creator, eq(creator.id, checkpoints.createdBy))
    .leftJoin(updater, eq(updater.id, checkpoints.updatedBy))
    .where(inArray(checkpoints.id, ids));
}

type Selected = Awaited<ReturnType<typeof selectCheckpoints>>[number];

function toRow({ checkpoint: c, createdBy, competencies, batches, invited, scored }: Selected): CheckpointRow {
  return {
    id: c.id,
    title: c.title,
    status: c.status,
    privacy: c.privacy,
    final_score: c.finalScore,
    total_competencies: Number(competencies),
    total_batches: Number(batches),
    total_invited: Number(invited),
    created_by: { id: c.createdBy, full_name: createdBy ?? '-' },
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    can_delete: !scored,
  };
}

/** The organisation's checkpoints, one page at a time (the list contract), last updated first unless asked otherwise. */
export async function findCheckpoints(options: { db: DbOrTx; organizationId: number; query: CheckpointListQuery }): Promise<ListResult<CheckpointRow>> {
  const { db, organizationId, query } = options;
  const { ids, total } = await contentPage({
    db,
    list: LIST,
    table: checkpoints,
    organizationId,
    query,
    sortColumns: CHECKPOINT_SORT_COLUMNS,
    filter: { equal: { status: checkpoints.status, privacy: checkpoints.privacy } },
  });
  const rows = await selectCheckpoints(db, ids);
  return listResult(inPageOrder(ids, rows, (r) => r.checkpoint.id).map(toRow), total, query.page, query.page_size);
}

/** The criteria of a checkpoint with their ids, in competency then criterion order (GET /checkpoints/{id}/criteria). */
export function criteriaOf(db: DbOrTx, checkpointId: number) {
  return db
    .select({
      id: checkpointCriteria.id,
      competency_id: checkpointCriteria.competencyId,
      competency_code: checkpointCompetencies.code,
      description: checkpointCriteria.description,
    })
    .from(checkpointCriteria)
    .innerJoin(checkpointCompetencies, eq(checkpointCompetencies.id, checkpointCriteria.competencyId))
    .where(eq(checkpointCompetencies.checkpointId, checkpointId))
    .orderBy(asc(checkpointCompetencies.position), asc(checkpointCriteria.position));
}

/** One checkpoint with everything its form edits and its detail shows (GET /checkpoints/{id}). */
export async function getCheckpoint(options: { db: DbOrTx; organizationId: number; id: number }): Promise<CheckpointDetail> {
  const { db, organizationId, id } = options;
  const [row] = await selectCheckpoints(db, [id]);
  if (!row || row.checkpoint.organizationId !== organizationId) throw new AppError('NOT_FOUND', M.notFound);
  const [parts, criteria, scored] = await allQueries(
    db,
    () => loadParts(db, id),
    () => criteriaOf(db, id),
    () =>
      db
        .selectDistinct({ batchId: checkpointScores.batchId, competencyId: checkpointScores.competencyId })
        .from(checkpointScores)
        .innerJoin(checkpointBatches, eq(checkpointBatches.id, checkpointScores.batchId))
        .where(eq(checkpointBatches.checkpointId, id)),
  );
  const people = [...new Set([...parts.assessor_ids, ...parts.batches.flatMap((b) => b.user_ids)])];
  const found = people.length
    ? await db.select({ id: users.id, full_name: users.fullName, email: users.email }).from(users).where(inArray(users.id, people)).orderBy(asc(users.fullName))
    : [];
  const named = (ids: number[]) => {
    const wanted = new Set(ids);
    return found.filter((p) => wanted.has(p.id));
  };
  return {
    ...toRow(row),
    description: row.checkpoint.description,
    competencies: parts.competencies.map((c) => ({
      id: c.id!,
      code: c.code,
      name: c.name,
      required_level: c.required_level,
      criteria: criteria.filter((k) => k.competency_id === c.id).map((k) => ({ id: k.id, description: k.description })),
      scored: scored.some((s) => s.competencyId === c.id),
    })),
    assessors: named(parts.assessor_ids),
    batches: parts.batches.map((b) => ({
      id: b.id!,
      title: b.title,
      start_date: b.start_date,
      end_date: b.end_date,
      total_invited: b.user_ids.length,
      invited: named(b.user_ids),
      scored: scored.some((s) => s.batchId === b.id),
    })),
    updated_by: { id: row.checkpoint.updatedBy, full_name: row.updatedBy ?? '-' },
  };
}
