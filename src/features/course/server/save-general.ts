import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { batches, files, learningModules } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { courses } from '@/db/schema/course';
import { providers } from '@/db/schema/provider';
import { writeAudit } from '@/server/audit';
import { sanitizeRichText } from '@/server/sanitize';
import { contentDefaults, statusToStore } from '@/server/content-defaults';
import { courseMessages as M } from '../messages';
import type { CourseGeneral as ParsedGeneral, StepSaved } from '../schemas';

/**
 * Step 1's values. The API requires a category (schemas.ts); the use case also takes none, for the demo seed's
 * course that the platform builds before the category area seeds its tree (the course seed sets it then).
 */
type CourseGeneral = Omit<ParsedGeneral, 'category_id'> & { category_id: number | null };
import { assertFresh, invalid, loadCourse } from './load-course';

interface Caller {
  db: Db;
  organizationId: number;
  userId: number;
}

/** The references of step 1 must be the organisation's: category, uploaded JPG/PNG thumbnail, active provider. */
async function checkGeneral(tx: DbOrTx, organizationId: number, input: CourseGeneral): Promise<void> {
  if (input.category_id !== null) {
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, input.category_id), eq(categories.organizationId, organizationId)));
    if (!category) throw invalid('category_id', M.categoryUnknown);
  }
  if (input.thumbnail_file_id) {
    const [file] = await tx
      .select({ mimeType: files.mimeType })
      .from(files)
      .where(and(eq(files.id, input.thumbnail_file_id), eq(files.organizationId, organizationId)));
    if (!file || !['image/png', 'image/jpeg', 'image/webp'].includes(file.mimeType)) throw invalid('thumbnail_file_id', M.thumbnailNotImage);
  }
  if (input.provider_id) {
    const [provider] = await tx
      .select({ id: providers.id })
      .from(providers)
      .where(and(eq(providers.id, input.provider_id), eq(providers.organizationId, organizationId)));
    if (!provider) throw invalid('provider_id', M.providerUnknown);
  }
}

const columnsOf = (input: CourseGeneral) => ({
  title: input.title,
  description: sanitizeRichText(input.description),
  categoryId: input.category_id,
  level: input.level,
  thumbnailDefault: input.thumbnail_default,
  thumbnailFileId: input.thumbnail_file_id,
  status: input.status,
  confidentiality: input.confidentiality,
  providerId: input.provider_id,
  instructionalModel: input.instructional_model,
});

/**
 * POST /cms/v2/course-general: a new course from step 1, in one transaction: its learning module (type course, what
 * placements hang from), its enrolment batch (participants, access period) and the course row.
 */
export async function createCourseGeneral(options: Caller & { input: CourseGeneral }): Promise<StepSaved> {
  const { db, organizationId, userId, input } = options;
  return db.transaction(async (tx) => {
    await checkGeneral(tx, organizationId, input);
    const status = await statusToStore(tx, options, input.status, null);
    // The learning order starts as the organisation's default (step 3 shows it).
    const { learning_order: learningOrder } = await contentDefaults(tx, organizationId);
    const [module] = await tx.insert(learningModules).values({ organizationId, moduleType: 'course', title: input.title }).returning();
    const [batch] = await tx.insert(batches).values({ moduleId: module.id, title: 'Self-paced' }).returning();
    const [row] = await tx
      .insert(courses)
      .values({
        organizationId,
        moduleId: module.id,
        batchId: batch.id,
        ...columnsOf(input),
        status,
        learningOrder,
        stepsDone: 1,
        createdBy: userId,
        updatedBy: userId,
      })
      .returning();
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'course', entityId: row.id, after: { ...input, status } });
    return { id: row.id, updated_at: row.updatedAt.toISOString(), steps_done: row.stepsDone, status: row.status };
  });
}

/** PATCH /cms/v2/course-general/{id}: step 1 again (a stale updated_at is a 409); the module's title follows. */
export async function updateCourseGeneral(options: Caller & { id: number; input: CourseGeneral; startedFrom?: string }): Promise<StepSaved> {
  const { db, organizationId, userId, id, input } = options;
  return db.transaction(async (tx) => {
    const before = await loadCourse(tx, organizationId, id, true);
    assertFresh(before, options.startedFrom);
    await checkGeneral(tx, organizationId, input);
    const status = await statusToStore(tx, options, input.status, before.status);
    const [row] = await tx
      .update(courses)
      .set({ ...columnsOf(input), status, updatedBy: userId, updatedAt: new Date() })
      .where(eq(courses.id, id))
      .returning();
    await tx.update(learningModules).set({ title: input.title }).where(eq(learningModules.id, before.moduleId));
    await writeAudit(tx, {
      organizationId,
      userId,
      action: 'update',
      entity: 'course',
      entityId: id,
      before: { title: before.title },
      after: { ...input, status },
    });
    return { id, updated_at: row.updatedAt.toISOString(), steps_done: row.stepsDone, status: row.status };
  });
}
