import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { sections } from '@/db/schema';
import { courseContents } from '@/db/schema/course';
import { aiCourseContents, aiGenerations } from '@/db/schema/course-ai';
import { AppError } from '@/server/http/app-error';
import { CourseOtherSchema, type StepSaved } from '@/features/course/schemas';
import { loadCourse } from '@/features/course/server/load-course';
import { saveCourseContent } from '@/features/course/server/save-content';
import { createCourseGeneral, updateCourseGeneral } from '@/features/course/server/save-general';
import { saveCourseOther } from '@/features/course/server/save-other';
import { aiMessages as M } from '../messages';
import type { AiCourseSaveSchema, GeneratedCourse } from '../schemas';
import type { z } from 'zod';

type Input = z.output<typeof AiCourseSaveSchema>;
interface Caller {
  db: Db;
  organizationId: number;
  userId: number;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The generated description is plain text; the course keeps rich text, one paragraph per blank-line block. */
const descriptionHtml = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');

const generalOf = (input: Input) => ({
  title: input.course.title,
  description: descriptionHtml(input.course.description),
  category_id: input.category_id,
  level: input.level,
  thumbnail_default: input.thumbnail_default,
  thumbnail_file_id: null,
  status: input.status,
  confidentiality: 'public' as const,
  provider_id: null,
  instructional_model: null,
});

/** Replaces the course's generated contents: section i of the input goes to the course's section i. */
async function writeContents(tx: DbOrTx, courseId: number, moduleId: number, course: GeneratedCourse): Promise<void> {
  const stored = await tx.select({ id: sections.id }).from(sections).where(eq(sections.moduleId, moduleId)).orderBy(asc(sections.position));
  await tx.delete(aiCourseContents).where(eq(aiCourseContents.courseId, courseId));
  const rows = course.sections.flatMap((s, si) =>
    s.contents.map((c, ci) => ({
      courseId,
      sectionId: stored[si].id,
      position: ci + 1,
      contentType: c.type,
      title: c.title,
      body: { text: c.text, items: c.items },
    })),
  );
  if (rows.length) await tx.insert(aiCourseContents).values(rows);
}

/**
 * POST /cms/v2/course-ai: the edited result becomes a course through the regular wizard's three use cases (General,
 * Content with the sections, Others with their defaults), in one transaction, and the generation marks it an AI course.
 */
export async function createAiCourse(options: Caller & { input: Input }): Promise<StepSaved> {
  const { db, organizationId, userId, input } = options;
  return db.transaction(async (tx) => {
    const same = tx as unknown as Db;
    const [gen] = input.generation_id
      ? await tx
          .select()
          .from(aiGenerations)
          .where(and(eq(aiGenerations.id, input.generation_id), eq(aiGenerations.organizationId, organizationId)))
          .for('update')
      : [];
    if (!gen) throw new AppError('NOT_FOUND', M.generationNotFound);
    if (gen.courseId) throw new AppError('CONFLICT', 'This generation has already been saved as a course.');
    const caller = { db: same, organizationId, userId };
    const { id } = await createCourseGeneral({ ...caller, input: generalOf(input) });
    await saveCourseContent({ ...caller, id, input: { restricted: false, sections: input.course.sections.map((s) => ({ title: s.title, contents: [] })) } });
    // Step 3 with its defaults (unlimited access, sequential, no achievement): the admin may change them in the wizard.
    const saved = await saveCourseOther({ ...caller, id, input: CourseOtherSchema.parse({}) });
    const course = await loadCourse(tx, organizationId, id);
    await writeContents(tx, id, course.moduleId, input.course);
    await tx.update(aiGenerations).set({ courseId: id, language: input.language }).where(eq(aiGenerations.id, gen.id));
    return saved;
  });
}

/** PATCH /cms/v2/course-ai/{id}: the AI course edited (steps 1 and 2 through their use cases; a stale version is 409). */
export async function updateAiCourse(options: Caller & { id: number; input: Input }): Promise<StepSaved> {
  const { db, organizationId, userId, id, input } = options;
  return db.transaction(async (tx) => {
    const same = tx as unknown as Db;
    const course = await loadCourse(tx, organizationId, id, true);
    const [gen] = await tx.select().from(aiGenerations).where(eq(aiGenerations.courseId, id));
    if (!gen) throw new AppError('NOT_FOUND', M.notAiCourse);
    const caller = { db: same, organizationId, userId };
    const general = await updateCourseGeneral({ ...caller, id, input: generalOf(input), startedFrom: input.updated_at });
    const stored = await tx.select({ id: sections.id }).from(sections).where(eq(sections.moduleId, course.moduleId)).orderBy(asc(sections.position));
    // Section i keeps its id (and its regular contents, if the regular wizard added any) while there is one.
    const regular = await loadRegular(tx, id);
    const saved = await saveCourseContent({
      ...caller,
      id,
      input: {
        restricted: course.restricted,
        sections: input.course.sections.map((s, i) => ({ id: stored[i]?.id, title: s.title, contents: stored[i] ? (regular.get(stored[i].id) ?? []) : [] })),
      },
      startedFrom: general.updated_at,
    });
    await writeContents(tx, id, course.moduleId, input.course);
    await tx.update(aiGenerations).set({ language: input.language }).where(eq(aiGenerations.id, gen.id));
    return saved;
  });
}

/** The regular contents of the course by section, as step 2 takes them back (so saving the AI editor keeps them). */
async function loadRegular(tx: DbOrTx, courseId: number) {
  const rows = await tx.select().from(courseContents).where(eq(courseContents.courseId, courseId)).orderBy(asc(courseContents.position));
  const bySection = new Map<
    number,
    { id: number; content_type: (typeof rows)[number]['contentType']; ref_id: number; title: string; settings: (typeof rows)[number]['settings'] }[]
  >();
  for (const r of rows)
    bySection.set(r.sectionId, [
      ...(bySection.get(r.sectionId) ?? []),
      { id: r.id, content_type: r.contentType, ref_id: r.refId, title: r.title, settings: r.settings },
    ]);
  return bySection;
}
