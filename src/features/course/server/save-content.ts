import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { sections } from '@/db/schema';
import { courseContents } from '@/db/schema/course';
import { declaredContents, type DeclaredContents } from '@/features/contents';
import { withConditions } from '@/lib/content-settings';
import { AppError } from '@/server/http/app-error';
import { placeContent, placementsWithResults, removePlacements, updatePlacement } from '@/server/placements';
import { courseMessages as M } from '../messages';
import type { ContentSettings, CourseContentValues, StepSaved } from '../schemas';
import { courseSource, titlesOf } from './content-sources';
import { invalid } from './load-course';
import { saveStep, type StepOptions } from './save-step';

/** What a placement carries of a content's settings (the reports read pass_grade and due_date). */
const placementSettings = (s: ContentSettings, types: DeclaredContents, type: string) => withConditions({}, types.of(type), s);

/** Every content must be of a type an area serves, an item of the organisation, and in the course once. */
async function checkContents(tx: DbOrTx, organizationId: number, input: CourseContentValues, types: DeclaredContents): Promise<void> {
  const byType = new Map<string, number[]>();
  const seen = new Set<string>();
  for (const [si, s] of input.sections.entries())
    for (const [ci, c] of s.contents.entries()) {
      const path = `sections.${si}.contents.${ci}`;
      if (!(await courseSource(c.content_type))) throw invalid(`${path}.content_type`, M.contentUnavailable(types.label(c.content_type)));
      const key = `${c.content_type}:${c.ref_id}`;
      if (seen.has(key)) throw invalid(`${path}.ref_id`, M.contentDuplicate);
      seen.add(key);
      byType.set(c.content_type, [...(byType.get(c.content_type) ?? []), c.ref_id]);
    }
  for (const [type, ids] of byType) {
    const found = await titlesOf(tx, organizationId, (await courseSource(type))!, ids);
    const missing = ids.find((i) => !found.has(i));
    if (missing) throw invalid('sections', M.contentMissing(types.label(type)));
  }
}

/** Placements with learner results cannot be dropped: their attempts, submissions or check-ins would go with them. */
async function assertNoResults(tx: DbOrTx, placementIds: number[], types: DeclaredContents): Promise<void> {
  if ((await placementsWithResults(tx, placementIds, types.resultTables())).size) throw new AppError('CONFLICT', M.contentHasResults);
}

/**
 * Step 2, Content (POST /cms/v2/course-content and PATCH /{id}): the course's whole ordered structure, saved in one
 * transaction. Sections and contents keep their ids; a quiz, presence or assignment gets its placement in the
 * course's section (the bridge its reports read), a moved one keeps it, a removed one frees its item.
 */
export async function saveCourseContent(options: StepOptions<CourseContentValues>): Promise<StepSaved> {
  const { organizationId, id, input } = options;
  const types = await declaredContents();
  return saveStep(options, 2, async (tx, course) => {
    await checkContents(tx, organizationId, input, types);
    const oldSections = await tx.select({ id: sections.id }).from(sections).where(eq(sections.moduleId, course.moduleId));
    const oldContents = await tx.select().from(courseContents).where(eq(courseContents.courseId, id));
    const sectionIds = new Set(oldSections.map((s) => s.id));
    const contentById = new Map(oldContents.map((c) => [c.id, c]));
    for (const s of input.sections) {
      if (s.id && !sectionIds.has(s.id)) throw invalid('sections', M.stale);
      for (const c of s.contents) if (c.id && !contentById.has(c.id)) throw invalid('sections', M.stale);
    }

    // What leaves: contents no longer listed, and those whose item changed (they are placed anew).
    const kept = new Map(input.sections.flatMap((s) => s.contents.filter((c) => c.id).map((c) => [c.id!, c] as const)));
    const leaving = oldContents.filter((c) => {
      const next = kept.get(c.id);
      return !next || next.content_type !== c.contentType || next.ref_id !== c.refId;
    });
    const freed = leaving.flatMap((c) => (c.placementId ? [c.placementId] : []));
    await assertNoResults(tx, freed, types);
    await removePlacements(tx, organizationId, freed);
    if (leaving.length)
      await tx.delete(courseContents).where(
        inArray(
          courseContents.id,
          leaving.map((c) => c.id),
        ),
      );
    const leavingIds = new Set(leaving.map((c) => c.id));
    const keptSectionIds = new Set(input.sections.flatMap((s) => (s.id ? [s.id] : [])));
    const droppedSections = oldSections.filter((s) => !keptSectionIds.has(s.id)).map((s) => s.id);
    if (droppedSections.length) await tx.delete(sections).where(inArray(sections.id, droppedSections));

    for (const [si, s] of input.sections.entries()) {
      let sectionId = s.id;
      if (sectionId)
        await tx
          .update(sections)
          .set({ title: s.title, position: si + 1 })
          .where(eq(sections.id, sectionId));
      else
        [{ id: sectionId }] = await tx
          .insert(sections)
          .values({ moduleId: course.moduleId, title: s.title, position: si + 1 })
          .returning({ id: sections.id });
      for (const [ci, c] of s.contents.entries()) {
        const settings = c.settings;
        const position = ci + 1;
        if (c.id && !leavingIds.has(c.id)) {
          await tx.update(courseContents).set({ sectionId, position, title: c.title, settings }).where(eq(courseContents.id, c.id));
          const placementId = contentById.get(c.id)!.placementId;
          if (placementId)
            await updatePlacement(tx, organizationId, placementId, { sectionId, title: c.title, settings: placementSettings(settings, types, c.content_type) });
          continue;
        }
        const placedAs = types.of(c.content_type)?.placement;
        const placement = placedAs
          ? await placeContent(tx, {
              organizationId,
              moduleId: course.moduleId,
              batchId: course.batchId,
              sectionId,
              contentType: placedAs,
              contentId: c.ref_id,
              title: c.title,
              settings: placementSettings(settings, types, c.content_type),
            })
          : null;
        await tx.insert(courseContents).values({
          courseId: id,
          sectionId,
          position,
          contentType: c.content_type,
          refId: c.ref_id,
          title: c.title,
          settings,
          placementId: placement?.id ?? null,
        });
      }
    }
    return {
      set: { restricted: input.restricted },
      audit: { step: 'content', sections: input.sections.length, contents: input.sections.reduce((n, s) => n + s.contents.length, 0) },
    };
  });
}
