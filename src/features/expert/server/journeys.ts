import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '@/db/client';
import { users } from '@/db/schema';
import { checkpoints } from '@/db/schema/checkpoint';
import { courses } from '@/db/schema/course';
import { expertLevels } from '@/db/schema/directory-extra';
import { expertJourneyMembers, expertJourneySteps, expertJourneys, experts, type ExpertJourney } from '@/db/schema/expert';
import { paginate, type ListResult } from '@/lib/list';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import { escapeLike } from '@/server/sql';
import { journeyMessages as M } from '../messages';
import type { JourneyDetail, JourneyListQuery, JourneyRow, JourneyUpdateSchema, JourneyValues } from '../schemas';
import { stepsOf } from './journey-progress';
import { progressOf, stepTitles, stepLabel, type StepRow } from './progress';

type Parts = { steps: StepRow[]; expertIds: number[] };
type JourneyWithParts = ExpertJourney & { parts?: Parts };

async function membersOf(db: DbOrTx, journeyIds: number[]) {
  if (!journeyIds.length) return [];
  return db
    .select({
      journeyId: expertJourneyMembers.journeyId,
      expertId: experts.id,
      userId: experts.userId,
      name: sql<string>`coalesce(${users.fullName}, ${experts.name})`,
    })
    .from(expertJourneyMembers)
    .innerJoin(experts, eq(experts.id, expertJourneyMembers.expertId))
    .leftJoin(users, eq(users.id, experts.userId))
    .where(inArray(expertJourneyMembers.journeyId, journeyIds))
    .orderBy(asc(sql`coalesce(${users.fullName}, ${experts.name})`), asc(experts.id));
}

async function loadParts(db: DbOrTx, id: number): Promise<Parts> {
  const [steps, members] = await Promise.all([stepsOf(db, [id]), membersOf(db, [id])]);
  return { steps: steps.get(id) ?? [], expertIds: members.map((m) => m.expertId).sort((a, b) => a - b) };
}

async function loadJourney(db: DbOrTx, organizationId: number, id: number): Promise<JourneyWithParts> {
  const [row] = await db
    .select()
    .from(expertJourneys)
    .where(and(eq(expertJourneys.id, id), eq(expertJourneys.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return { ...row, parts: await loadParts(db, id) };
}

/** The organisation's expert journeys, last updated first, 10 a page, each with how many of its experts are certified. */
export async function findJourneys(options: { db: DbOrTx; organizationId: number; query: JourneyListQuery }): Promise<ListResult<JourneyRow>> {
  const { db, organizationId, query } = options;
  const where: SQL | undefined = and(
    eq(expertJourneys.organizationId, organizationId),
    query.keyword ? ilike(expertJourneys.title, `%${escapeLike(query.keyword)}%`) : undefined,
    query.status ? eq(expertJourneys.status, query.status) : undefined,
  );
  const sortKey = query.order_by ?? query.sort_by;
  const column = sortKey === 'title' ? expertJourneys.title : sortKey === 'status' ? expertJourneys.status : expertJourneys.updatedAt;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(expertJourneys).where(where),
    db
      .select({ row: expertJourneys, level: expertLevels.title })
      .from(expertJourneys)
      .leftJoin(expertLevels, eq(expertLevels.id, expertJourneys.expertLevelId))
      .where(where)
      .orderBy(query.order_type === 'asc' ? asc(column) : desc(column), desc(expertJourneys.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  const ids = rows.map((r) => r.row.id);
  const [steps, members] = await Promise.all([stepsOf(db, ids), membersOf(db, ids)]);
  const results: JourneyRow[] = [];
  for (const { row, level } of rows) {
    const list = steps.get(row.id) ?? [];
    const mine = members.filter((m) => m.journeyId === row.id);
    const progress = await progressOf(db, organizationId, list, mine);
    results.push({
      id: row.id,
      title: row.title,
      level_title: level ?? '',
      steps: list.length,
      experts: mine.length,
      certified: progress.filter((p) => p.certified).length,
      status: row.status,
      updated_at: row.updatedAt.toISOString(),
      can_delete: true,
    });
  }
  return paginate(results, total, query.page, query.page_size);
}

/** One journey with its steps and each of its experts' progress; another organisation's is a 404. */
export async function getJourney(options: { db: DbOrTx; organizationId: number; id: number }): Promise<JourneyDetail> {
  const { db, organizationId, id } = options;
  const j = await loadJourney(db, organizationId, id);
  const [level] = j.expertLevelId ? await db.select({ title: expertLevels.title }).from(expertLevels).where(eq(expertLevels.id, j.expertLevelId)) : [];
  const members = await membersOf(db, [id]);
  const steps = j.parts!.steps;
  const [titles, progress] = await Promise.all([stepTitles(db, organizationId, steps), progressOf(db, organizationId, steps, members)]);
  return {
    id: j.id,
    title: j.title,
    description: j.description,
    expert_level_id: j.expertLevelId,
    level_title: level?.title ?? '',
    status: j.status,
    steps: steps.length,
    experts: members.length,
    certified: progress.filter((p) => p.certified).length,
    updated_at: j.updatedAt.toISOString(),
    can_delete: true,
    step_list: steps.map((s) => ({ kind: s.kind, ref_id: s.refId, sessions: s.sessions, label: stepLabel(s, titles) })),
    expert_ids: members.map((m) => m.expertId),
    progress,
  };
}

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

/** Every course, checkpoint, level and expert named must be the organisation's; experts must be people of it. */
async function checkRefs(tx: DbOrTx, organizationId: number, v: JourneyValues) {
  const ids = (kind: 'course' | 'checkpoint') => [...new Set(v.steps.flatMap((s) => (s.kind === kind && s.ref_id ? [s.ref_id] : [])))];
  const courseIds = ids('course');
  const checkpointIds = ids('checkpoint');
  if (courseIds.length) {
    const found = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.organizationId, organizationId), inArray(courses.id, courseIds)));
    if (found.length !== courseIds.length) throw invalid('steps', M.courseUnknown);
  }
  if (checkpointIds.length) {
    const found = await tx
      .select({ id: checkpoints.id })
      .from(checkpoints)
      .where(and(eq(checkpoints.organizationId, organizationId), inArray(checkpoints.id, checkpointIds)));
    if (found.length !== checkpointIds.length) throw invalid('steps', M.checkpointUnknown);
  }
  if (v.expert_level_id) {
    const [l] = await tx
      .select({ id: expertLevels.id })
      .from(expertLevels)
      .where(and(eq(expertLevels.id, v.expert_level_id), eq(expertLevels.organizationId, organizationId)));
    if (!l) throw invalid('expert_level_id', M.levelUnknown);
  }
  const expertIds = [...new Set(v.expert_ids)];
  if (expertIds.length) {
    const found = await tx
      .select({ id: experts.id, userId: experts.userId })
      .from(experts)
      .where(and(eq(experts.organizationId, organizationId), inArray(experts.id, expertIds)));
    if (found.length !== expertIds.length) throw invalid('expert_ids', M.expertUnknown);
    if (found.some((e) => e.userId === null)) throw invalid('expert_ids', M.expertExternal);
  }
}

const partsOf = (v: JourneyValues): Parts => ({
  steps: v.steps.map((s) => (s.kind === 'sessions' ? { kind: s.kind, refId: null, sessions: s.sessions } : { kind: s.kind, refId: s.ref_id, sessions: null })),
  expertIds: [...new Set(v.expert_ids)].sort((a, b) => a - b),
});
const columnsOf = (v: JourneyValues) => ({ title: v.title, description: v.description, expertLevelId: v.expert_level_id, status: v.status });
const snapshot = (row: Pick<ExpertJourney, 'title' | 'description' | 'expertLevelId' | 'status'>, parts: Parts) => ({
  title: row.title,
  description: row.description,
  expert_level_id: row.expertLevelId,
  status: row.status,
  steps: parts.steps.map((s) => ({ kind: s.kind, ref_id: s.refId, sessions: s.sessions })),
  expert_ids: parts.expertIds,
});

async function saveParts(tx: DbOrTx, id: number, parts: Parts) {
  await tx.delete(expertJourneySteps).where(eq(expertJourneySteps.journeyId, id));
  await tx.delete(expertJourneyMembers).where(eq(expertJourneyMembers.journeyId, id));
  await tx.insert(expertJourneySteps).values(parts.steps.map((s, i) => ({ journeyId: id, position: i + 1, ...s })));
  if (parts.expertIds.length) await tx.insert(expertJourneyMembers).values(parts.expertIds.map((expertId) => ({ journeyId: id, expertId })));
}

export function createJourney(options: { db: Db; organizationId: number; userId: number; input: JourneyValues }) {
  const { db, organizationId, userId, input } = options;
  return db.transaction(async (tx) => {
    await checkRefs(tx, organizationId, input);
    const [row] = await tx
      .insert(expertJourneys)
      .values({ organizationId, ...columnsOf(input), createdBy: userId, updatedBy: userId })
      .returning();
    const parts = partsOf(input);
    await saveParts(tx, row.id, parts);
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'expert_journey', entityId: row.id, after: snapshot(row, parts) });
    return { id: row.id };
  });
}

export async function updateJourney(options: { db: Db; organizationId: number; userId: number; id: number; input: z.output<typeof JourneyUpdateSchema> }) {
  const { updated_at: startedFrom, ...values } = options.input;
  const parts = partsOf(values);
  const versioned: Versioned<typeof expertJourneys> = {
    table: expertJourneys,
    entity: 'expert_journey',
    load: loadJourney,
    snapshot: (row) => snapshot(row, (row as JourneyWithParts).parts ?? parts),
  };
  const result = await optimisticUpdate(versioned, {
    ...options,
    startedFrom,
    next: snapshot(columnsOf(values), parts),
    changes: async (tx: Tx) => {
      await checkRefs(tx, options.organizationId, values);
      await saveParts(tx, options.id, parts);
      return { ...columnsOf(values), updatedBy: options.userId };
    },
  });
  return { id: options.id, changed: result.changed, updated_at: result.updated_at };
}

/** Deletes a journey: its steps and members go with it (progress is never stored, so nothing else is lost). */
export async function deleteJourney(options: { db: Db; organizationId: number; userId: number; id: number }) {
  const { db, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadJourney(tx, organizationId, id);
    await tx.delete(expertJourneys).where(eq(expertJourneys.id, id));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'expert_journey', entityId: id, before: snapshot(before, before.parts!) });
  });
}
