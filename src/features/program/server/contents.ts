import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { batchDays, placements, sections, type PlacementContentType } from '@/db/schema';
import { programBatches, programs } from '@/db/schema/program';
import { declaredContents } from '@/features/contents';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { placeableTitles, placedTypes, syncPlacements } from '@/server/placed-contents';
import { contentMessages as C } from '../messages';
import type { ProgramContents, ProgramContentsView } from '../schemas';
import { programContentTypes, sources } from './content-sources';
import { getProgram, lockProgram } from './get-program';

type Placement = typeof placements.$inferSelect;
const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

/** The program's batch ids, oldest first: every one carries the same contents. */
const batchIdsOf = async (db: DbOrTx, organizationId: number, programId: number) =>
  (
    await db
      .select({ id: programBatches.batchId })
      .from(programBatches)
      .where(and(eq(programBatches.programId, programId), eq(programBatches.organizationId, organizationId)))
      .orderBy(asc(programBatches.batchId))
  ).map((r) => r.id);

const positionOf = (p: Placement) => Number(p.settings.position ?? 0);

/** One batch's structure: its days in order, each day's sections in order, each section's placements in order. */
async function structureOf(db: DbOrTx, batchId: number) {
  const days = await db.select().from(batchDays).where(eq(batchDays.batchId, batchId)).orderBy(asc(batchDays.position), asc(batchDays.id));
  const dayIds = days.map((d) => d.id);
  const secs = dayIds.length ? await db.select().from(sections).where(inArray(sections.dayId, dayIds)).orderBy(asc(sections.position), asc(sections.id)) : [];
  const placed = await db.select().from(placements).where(eq(placements.batchId, batchId));
  placed.sort((a, b) => positionOf(a) - positionOf(b) || a.id - b.id);
  return {
    days: days.map((d) => ({
      row: d,
      sections: secs.filter((s) => s.dayId === d.id).map((s) => ({ row: s, placements: placed.filter((p) => p.sectionId === s.id) })),
    })),
    placed,
  };
}

/** GET /programs/{id}/contents: the days, sections and contents every batch of the program carries. */
export async function readProgramContents(options: { db: DbOrTx; organizationId: number; id: number }): Promise<ProgramContentsView> {
  const { db, organizationId, id } = options;
  await lockProgramRead(db, organizationId, id);
  const ids = await batchIdsOf(db, organizationId, id);
  if (!ids.length) return { days: [], batches: 0 };
  const { days, placed } = await structureOf(db, ids[0]);
  const typeOf = await placedTypes(db, await sources(), placed);
  return {
    days: days.map((d, i) => ({
      title: `Day ${i + 1}`,
      sections: d.sections.map((s) => ({
        title: s.row.title,
        contents: s.placements.map((p) => ({ type: typeOf.get(p.id)!, id: p.contentId, title: p.title })),
      })),
    })),
    batches: ids.length,
  };
}

async function lockProgramRead(db: DbOrTx, organizationId: number, id: number) {
  const [row] = await db
    .select({ id: programs.id, moduleId: programs.moduleId })
    .from(programs)
    .where(and(eq(programs.id, id), eq(programs.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', 'Program not found');
  return row;
}

/** A content as one batch is to hold it. */
interface Wanted {
  placedAs: PlacementContentType;
  id: number;
  title: string;
  day: number;
  section: number;
  position: number;
}

/**
 * Makes one batch hold exactly the program's days, sections and contents: its days and sections are kept by their
 * order (renamed, added, the extra ones removed), an item already placed keeps its placement wherever it moves (its id
 * is the relation_id results refer to), a new one is placed (it then names this batch in its associate list and cannot
 * be deleted), one taken out is freed; one holding learner results refuses the whole save.
 */
async function syncBatch(tx: DbOrTx, where: { organizationId: number; moduleId: number; batchId: number }, design: ProgramContents, wanted: Wanted[]) {
  const types = await declaredContents();
  const current = await structureOf(tx, where.batchId);
  // Days and sections by their order.
  const sectionIds: number[][] = [];
  const dayIds: number[] = [];
  const extraSections: number[] = [];
  for (const [d, day] of design.days.entries()) {
    const had = current.days[d];
    let dayId: number;
    if (had) {
      dayId = had.row.id;
      await tx
        .update(batchDays)
        .set({ title: `Day ${d + 1}`, position: d + 1 })
        .where(eq(batchDays.id, dayId));
    } else {
      const [row] = await tx
        .insert(batchDays)
        .values({ batchId: where.batchId, title: `Day ${d + 1}`, position: d + 1 })
        .returning({ id: batchDays.id });
      dayId = row.id;
    }
    dayIds.push(dayId);
    const ids: number[] = [];
    for (const [s, section] of day.sections.entries()) {
      const old = had?.sections[s];
      if (old) {
        await tx
          .update(sections)
          .set({ title: section.title, position: s + 1 })
          .where(eq(sections.id, old.row.id));
        ids.push(old.row.id);
      } else {
        const [row] = await tx
          .insert(sections)
          .values({ moduleId: where.moduleId, dayId, title: section.title, position: s + 1 })
          .returning({ id: sections.id });
        ids.push(row.id);
      }
    }
    extraSections.push(...(had?.sections.slice(day.sections.length).map((s) => s.row.id) ?? []));
    sectionIds.push(ids);
  }
  await syncPlacements(
    tx,
    where,
    current.placed,
    wanted.map((w) => ({
      placedAs: w.placedAs,
      id: w.id,
      title: w.title,
      dayId: dayIds[w.day],
      sectionId: sectionIds[w.day][w.section],
      position: w.position,
    })),
    {
      tables: types.resultTables(),
      refusal: (held) =>
        new AppError(
          'CONFLICT',
          C.hasResults(held.map((p) => C.resultHolder(types.label(p.contentType), p.title, types.activity(p.contentType)?.noun ?? 'results')).join(', ')),
        ),
    },
  );
  if (extraSections.length) await tx.delete(sections).where(inArray(sections.id, extraSections));
  const extraDays = current.days.slice(design.days.length).map((d) => d.row.id);
  if (extraDays.length) await tx.delete(batchDays).where(inArray(batchDays.id, extraDays));
}

/** The wanted placements of a design, each with its item's title; an unknown type or item, or one twice, is a 400. */
async function resolve(tx: DbOrTx, organizationId: number, design: ProgramContents): Promise<Wanted[]> {
  const types = await declaredContents();
  const all = await sources();
  const flat = design.days.flatMap((day, d) =>
    day.sections.flatMap((section, s) =>
      section.contents.map((c, k) => ({ ...c, day: d, section: s, position: k, path: `days.${d}.sections.${s}.contents.${k}` })),
    ),
  );
  for (const c of flat) if (!all.some((x) => x.type === c.type)) throw invalid(`${c.path}.type`, C.typeUnknown);
  const titles = await placeableTitles(tx, all, organizationId, flat);
  const seen = new Set<string>();
  return flat.map((c) => {
    const title = titles.get(`${c.type}:${c.id}`);
    if (title === undefined) throw invalid(`${c.path}.id`, C.notFound);
    const placedAs = types.of(c.type)!.placement!;
    if (seen.has(`${placedAs}:${c.id}`)) throw invalid(`${c.path}.id`, C.twice);
    seen.add(`${placedAs}:${c.id}`);
    return { placedAs, id: c.id, title, day: c.day, section: c.section, position: c.position };
  });
}

/**
 * PUT /programs/{id}/contents (Manage Content): the program's days, sections and contents, replaced as a whole in one
 * transaction and written to every batch of the program through the placement bridge. A program without a batch has
 * nowhere to place them (409), an empty design excepted.
 */
export async function saveProgramContents(options: { db: Db; organizationId: number; userId: number; id: number; input: ProgramContents }) {
  const { db, organizationId, userId, id, input } = options;
  return db.transaction(async (tx) => {
    const program = await lockProgram(tx, organizationId, id);
    const wanted = await resolve(tx, organizationId, input);
    const ids = await batchIdsOf(tx, organizationId, id);
    if (!ids.length && input.days.length) throw new AppError('CONFLICT', C.noBatch);
    for (const batchId of ids) await syncBatch(tx, { organizationId, moduleId: program.moduleId, batchId }, input, wanted);
    await writeAudit(tx, { organizationId, userId, action: 'update', entity: 'program-contents', entityId: id, after: input });
    return { id };
  });
}

/** A batch created in a program that has contents gets them too (in the batch's transaction). */
export async function copyContentsTo(tx: DbOrTx, options: { organizationId: number; programId: number; moduleId: number; batchId: number }) {
  const { organizationId, programId, moduleId, batchId } = options;
  const source = (await batchIdsOf(tx, organizationId, programId)).find((b) => b !== batchId);
  if (source === undefined) return;
  const { days } = await structureOf(tx, source);
  const design: ProgramContents = { days: days.map((d) => ({ sections: d.sections.map((s) => ({ title: s.row.title, contents: [] })) })) };
  const wanted: Wanted[] = days.flatMap((d, di) =>
    d.sections.flatMap((s, si) =>
      s.placements.map((p, k) => ({ placedAs: p.contentType, id: p.contentId, title: p.title, day: di, section: si, position: k })),
    ),
  );
  await syncBatch(tx, { organizationId, moduleId, batchId }, design, wanted);
}

/** /program/detail/{id}/contents: the program, its contents and the types it holds. */
export async function getContentsPage(scope: { db: DbOrTx; organizationId: number; id: number }) {
  const [program, contents, types] = await Promise.all([getProgram(scope), readProgramContents(scope), programContentTypes()]);
  return { program, contents, types };
}
