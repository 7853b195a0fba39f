import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { placements, sections } from '@/db/schema';
import { writeAudit } from '@/server/audit';
import { classroomMessages as M } from '../messages';
import type { ClassroomContents, ContentType } from '../schemas';
import { contentTitles } from './content-registry';
import { invalid, loadClassroom } from './load-classroom';
import { markStep } from './save-general';

interface Wanted {
  type: ContentType;
  id: number;
  title: string;
}

/**
 * Makes a section's placements exactly `wanted`, in order: an item already placed keeps its placement (its id is
 * the relation_id that attempts and results refer to), a new one gets one (it then shows in the item's associate
 * list and blocks its delete), one taken out loses it (which frees it). settings.position keeps the order.
 */
export async function syncPlacements(
  tx: DbOrTx,
  where: { organizationId: number; moduleId: number; batchId: number | null; sectionId: number | null; dayId: number | null },
  existing: (typeof placements.$inferSelect)[],
  wanted: Wanted[],
) {
  const keep = new Map<string, typeof placements.$inferSelect>();
  for (const p of existing) {
    const key = `${p.contentType}:${p.contentId}`;
    if (!keep.has(key) && wanted.some((w) => `${w.type}:${w.id}` === key)) keep.set(key, p);
  }
  const drop = existing.filter((p) => keep.get(`${p.contentType}:${p.contentId}`) !== p).map((p) => p.id);
  if (drop.length) await tx.delete(placements).where(inArray(placements.id, drop));
  for (const [position, w] of wanted.entries()) {
    const had = keep.get(`${w.type}:${w.id}`);
    if (had) {
      await tx
        .update(placements)
        .set({ title: w.title, dayId: where.dayId, settings: { ...had.settings, position } })
        .where(eq(placements.id, had.id));
    } else {
      await tx.insert(placements).values({ ...where, contentType: w.type, contentId: w.id, title: w.title, settings: { position } });
    }
  }
}

/**
 * POST /cms/classrooms/{id}/contents (step 2): the classroom's sessions (sections of the module outside any batch
 * day) and their ordered contents, replaced as a whole in one transaction. Every item must be the organisation's.
 */
export async function saveContents(options: { db: Db; organizationId: number; userId: number; id: number; input: ClassroomContents }) {
  const { db, organizationId, userId, id, input } = options;
  return db.transaction(async (tx) => {
    await loadClassroom(tx, organizationId, id);
    const titles = await contentTitles(
      tx,
      organizationId,
      input.sessions.flatMap((s) => s.contents),
    );
    input.sessions.forEach((s, i) =>
      s.contents.forEach((c, j) => {
        if (!titles.has(`${c.type}:${c.id}`)) throw invalid(`sessions.${i}.contents.${j}.id`, M.contentNotFound);
      }),
    );
    const current = await tx
      .select()
      .from(sections)
      .where(and(eq(sections.moduleId, id), isNull(sections.dayId)));
    const currentIds = new Set(current.map((s) => s.id));
    input.sessions.forEach((s, i) => {
      if (s.id !== undefined && !currentIds.has(s.id)) throw invalid(`sessions.${i}.id`, 'Session not found');
    });
    const keptIds = new Set(input.sessions.map((s) => s.id).filter((x): x is number => x !== undefined));
    const removed = current.filter((s) => !keptIds.has(s.id)).map((s) => s.id);
    if (removed.length) {
      await tx.delete(placements).where(and(eq(placements.moduleId, id), inArray(placements.sectionId, removed)));
      await tx.delete(sections).where(inArray(sections.id, removed));
    }
    for (const [i, s] of input.sessions.entries()) {
      let sectionId = s.id;
      if (sectionId === undefined) {
        const [row] = await tx
          .insert(sections)
          .values({ moduleId: id, title: s.title, position: i + 1 })
          .returning();
        sectionId = row.id;
      } else {
        await tx
          .update(sections)
          .set({ title: s.title, position: i + 1 })
          .where(eq(sections.id, sectionId));
      }
      const existing = await tx
        .select()
        .from(placements)
        .where(and(eq(placements.moduleId, id), isNull(placements.batchId), eq(placements.sectionId, sectionId)));
      await syncPlacements(
        tx,
        { organizationId, moduleId: id, batchId: null, sectionId, dayId: null },
        existing,
        s.contents.map((c) => ({ ...c, title: titles.get(`${c.type}:${c.id}`)! })),
      );
    }
    await markStep(tx, id, userId, 2);
    await writeAudit(tx, { organizationId, userId, action: 'update', entity: 'classroom-contents', entityId: id, after: input });
    return { id };
  });
}
