import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, notExists, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { batchDays, batches, learningModules, placements, schedules, sections, type PlacementContentType } from '@/db/schema';
import { readSort, type ListQuery } from '@/lib/list';
import { escapeLike } from './sql';
import { allQueries } from '@/db/all-queries';

/** The columns an associated-module table sorts by (spec 001 and 002: associated quiz / assignment lists). */
const ASSOCIATE_SORT_COLUMNS = ['title', 'module_type', 'batch_title', 'day_title', 'section_title', 'content_title'] as const;

const COLUMN = {
  title: learningModules.title,
  module_type: learningModules.moduleType,
  batch_title: batches.title,
  day_title: batchDays.title,
  section_title: sections.title,
  content_title: placements.title,
} as const;

export interface PlacementFilter {
  keyword?: string;
  module_type?: string;
  master_id?: number;
  batch_id?: number;
  day_id?: number;
  section_id?: number;
  content_id?: number;
}

/**
 * Where one piece of content is placed (module, batch, day, section), one page at a time: the shared query behind
 * the quiz and assignment 'Associate … List' tabs. Scoped to the organisation.
 */
export async function findPlacements(options: {
  db: DbOrTx;
  organizationId: number;
  contentType: PlacementContentType;
  contentId: number;
  query: ListQuery & PlacementFilter;
}) {
  const { db, query } = options;
  const sort = readSort(query, ASSOCIATE_SORT_COLUMNS, { column: 'title', direction: 'asc' });
  const filters: SQL[] = [
    eq(placements.organizationId, options.organizationId),
    eq(placements.contentType, options.contentType),
    eq(placements.contentId, options.contentId),
  ];
  if (query.keyword) {
    const like = `%${escapeLike(query.keyword)}%`;
    filters.push(or(ilike(learningModules.title, like), ilike(batches.title, like), ilike(placements.title, like))!);
  }
  if (query.module_type) filters.push(eq(learningModules.moduleType, query.module_type as never));
  if (query.master_id) filters.push(eq(placements.moduleId, query.master_id));
  if (query.batch_id) filters.push(eq(placements.batchId, query.batch_id));
  if (query.day_id) filters.push(eq(placements.dayId, query.day_id));
  if (query.section_id) filters.push(eq(placements.sectionId, query.section_id));
  if (query.content_id) filters.push(eq(placements.id, query.content_id));
  const where = and(...filters);
  const order = sort.direction === 'asc' ? asc(COLUMN[sort.column]) : desc(COLUMN[sort.column]);
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select({
          placement: placements,
          moduleTitle: learningModules.title,
          moduleType: learningModules.moduleType,
          batchTitle: batches.title,
          dayTitle: batchDays.title,
          sectionTitle: sections.title,
        })
        .from(placements)
        .innerJoin(learningModules, eq(learningModules.id, placements.moduleId))
        .leftJoin(batches, eq(batches.id, placements.batchId))
        .leftJoin(batchDays, eq(batchDays.id, placements.dayId))
        .leftJoin(sections, eq(sections.id, placements.sectionId))
        .where(where)
        .orderBy(order, asc(placements.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () =>
      db
        .select({ total: count() })
        .from(placements)
        .innerJoin(learningModules, eq(learningModules.id, placements.moduleId))
        .leftJoin(batches, eq(batches.id, placements.batchId))
        .where(where),
  );
  return { rows, total };
}

/** What a structure (a course section, a classroom session) places: the item and how the reports name it. */
export interface PlacementInput {
  organizationId: number;
  moduleId: number;
  batchId?: number | null;
  dayId?: number | null;
  sectionId?: number | null;
  contentType: PlacementContentType;
  contentId: number;
  title: string;
  settings?: Record<string, unknown>;
}

/** The start and end of a placement's own schedule, when its settings carry both (src/lib/content-settings.ts). */
function ownScheduleOf(settings: Record<string, unknown>): { startsAt: Date; endsAt: Date } | null {
  const { schedule_start: start, schedule_end: end } = settings;
  if (typeof start !== 'string' || typeof end !== 'string') return null;
  const startsAt = new Date(start);
  const endsAt = new Date(end);
  return Number.isNaN(startsAt.getTime()) || Number.isNaN(endsAt.getTime()) ? null : { startsAt, endsAt };
}

/**
 * A placement whose settings carry a schedule (a presence placed in a course, whose one batch has no rundown:
 * docs/decisions/0115) has that schedule as a row of its batch, its own (`placement_id`), named after it: check-ins
 * are made at it as at a classroom session, and it goes with the placement. Settings without one leave it as it is.
 */
async function keepOwnSchedule(tx: DbOrTx, p: { id: number; batchId: number | null; title: string; settings: Record<string, unknown> }) {
  const own = ownScheduleOf(p.settings);
  if (!own || p.batchId === null) return;
  const [row] = await tx.select({ id: schedules.id }).from(schedules).where(eq(schedules.placementId, p.id));
  if (row)
    await tx
      .update(schedules)
      .set({ title: p.title, ...own })
      .where(eq(schedules.id, row.id));
  else await tx.insert(schedules).values({ batchId: p.batchId, placementId: p.id, title: p.title, ...own });
}

/**
 * The bridge (issue 17): placing a quiz, presence or assignment in a learning structure creates the placement row
 * that its associate list shows and that makes its can_delete false, and its own schedule when its settings carry
 * one. Runs inside the structure's transaction.
 */
export async function placeContent(tx: DbOrTx, input: PlacementInput) {
  const [row] = await tx
    .insert(placements)
    .values({ ...input, settings: input.settings ?? {} })
    .returning();
  await keepOwnSchedule(tx, row);
  return row;
}

/**
 * Moves or renames a placement (its section, title or settings changed); the placement keeps its id (relation_id),
 * and its own schedule follows its title and settings.
 */
export async function updatePlacement(
  tx: DbOrTx,
  organizationId: number,
  id: number,
  patch: { sectionId?: number | null; dayId?: number | null; batchId?: number | null; title?: string; settings?: Record<string, unknown> },
) {
  const [row] = await tx
    .update(placements)
    .set(patch)
    .where(and(eq(placements.id, id), eq(placements.organizationId, organizationId)))
    .returning();
  if (row) await keepOwnSchedule(tx, row);
}

/** Removing an item from the structure frees it: its placement goes (its reports' rows keep their own history). */
export async function removePlacements(tx: DbOrTx, organizationId: number, ids: number[]) {
  if (!ids.length) return;
  await tx.delete(placements).where(and(eq(placements.organizationId, organizationId), inArray(placements.id, ids)));
}

/**
 * Where learner results are kept, by what they refer to: the areas declare them with their placement types
 * (src/features/contents.ts `resultTables`), so that this module names none.
 */
export interface ResultTables {
  /** Rows that refer to their placement (attempts, submissions): they go with it. */
  byPlacement: { table: PgTable; placementId: PgColumn }[];
  /** Rows that refer to an item of a placement type and the schedule they were made at (check-ins). */
  bySchedule: { placementType: PlacementContentType; table: PgTable; itemId: PgColumn; scheduleId: PgColumn }[];
}

/** A placement reaches a batch directly, or every batch of its module when it names none (as presence reads it). */
const reachesBatch = (p: { batchId: PgColumn; moduleId: PgColumn }) => or(eq(p.batchId, batches.id), and(isNull(p.batchId), eq(p.moduleId, batches.moduleId)));

/**
 * The placements among `ids` that hold learner results, which removing them would lose: the rows that refer to a
 * placement (attempts, submissions) are deleted with it; a placement of an item whose results refer to schedules
 * (a presence's check-ins) holds those made at the schedules of the batches it reaches, unless another placement of
 * the item, not among `ids`, still reaches that batch. A structure (a course's contents, a classroom's sessions or
 * batch) refuses to remove these (docs/decisions/0087).
 */
export async function placementsWithResults(db: DbOrTx, ids: number[], held: ResultTables): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const other = alias(placements, 'other');
  const one = { one: sql`1` };
  const rows = await db
    .select({ id: placements.id })
    .from(placements)
    .where(
      and(
        inArray(placements.id, ids),
        or(
          sql`false`,
          ...held.byPlacement.map((r) => exists(db.select(one).from(r.table).where(eq(r.placementId, placements.id)))),
          ...held.bySchedule.map((r) =>
            and(
              eq(placements.contentType, r.placementType),
              exists(
                db
                  .select(one)
                  .from(r.table)
                  .innerJoin(schedules, eq(schedules.id, r.scheduleId))
                  .innerJoin(batches, eq(batches.id, schedules.batchId))
                  .where(
                    and(
                      eq(r.itemId, placements.contentId),
                      reachesBatch(placements),
                      notExists(
                        db
                          .select(one)
                          .from(other)
                          .where(
                            and(
                              eq(other.contentType, r.placementType),
                              eq(other.contentId, placements.contentId),
                              notInArray(other.id, ids),
                              reachesBatch(other),
                            ),
                          ),
                      ),
                    ),
                  ),
              ),
            ),
          ),
        ),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** The schedules among `ids` that learners made results at (checked in to): removing one would delete them. */
export async function schedulesWithCheckIns(db: DbOrTx, ids: number[], held: ResultTables): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const found = new Set<number>();
  // One after the other: this runs inside a step's transaction, on one connection.
  for (const r of held.bySchedule)
    for (const row of await db.selectDistinct({ id: r.scheduleId }).from(r.table).where(inArray(r.scheduleId, ids))) found.add(Number(row.id));
  return found;
}
