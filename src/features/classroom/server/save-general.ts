import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { files, learningModules } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { classrooms } from '@/db/schema/classroom';
import { writeAudit } from '@/server/audit';
import { statusToStore } from '@/server/content-defaults';
import { AppError } from '@/server/http/app-error';
import { sanitizeRichText } from '@/server/sanitize';
import { classroomMessages as M } from '../messages';
import type { ClassroomGeneral } from '../schemas';
import { invalid, loadClassroom } from './load-classroom';

const THUMBNAIL_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** The category and the thumbnail must be the organisation's (the thumbnail a stored image). */
async function checkReferences(db: DbOrTx, organizationId: number, input: ClassroomGeneral) {
  if (input.category_id !== null) {
    const [c] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, input.category_id), eq(categories.organizationId, organizationId)));
    if (!c) throw invalid('category_id', M.categoryInvalid);
  }
  if (input.thumbnail_file_id !== null) {
    const [f] = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, input.thumbnail_file_id), eq(files.organizationId, organizationId), inArray(files.mimeType, THUMBNAIL_TYPES)));
    if (!f) throw invalid('thumbnail_file_id', M.thumbnailInvalid);
  }
}

/** The row's columns from step 1; `status` is the one to store (publishing may go to review first). */
const columnsOf = (input: ClassroomGeneral, status: ClassroomGeneral['status']) => ({
  description: sanitizeRichText(input.description),
  categoryId: input.category_id,
  thumbnailFileId: input.thumbnail_file_id,
  status,
});

/**
 * Step 1 on create: the learning module (the classroom's id and title) and its own row, in one transaction. Published
 * by a user outside the review role while the organisation requires review, it is stored in review (decision 0132).
 */
export async function createClassroom(options: { db: Db; organizationId: number; userId: number; input: ClassroomGeneral }) {
  const { db, organizationId, userId, input } = options;
  return db.transaction(async (tx) => {
    await checkReferences(tx, organizationId, input);
    const status = await statusToStore(tx, options, input.status, null);
    const [module] = await tx.insert(learningModules).values({ organizationId, moduleType: 'classroom', title: input.title }).returning();
    await tx.insert(classrooms).values({ moduleId: module.id, organizationId, ...columnsOf(input, status), step: 1, createdBy: userId, updatedBy: userId });
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'classroom', entityId: module.id, after: { ...input, status } });
    return { id: module.id, status };
  });
}

/**
 * Step 1 on edit: a stale updated_at is a 409; nothing changed answers changed: false and writes nothing. Publishing
 * goes to review as on create; a classroom already published stays so (one without its row counts as published).
 */
export async function updateClassroom(options: {
  db: Db;
  organizationId: number;
  userId: number;
  id: number;
  input: ClassroomGeneral & { updated_at?: string };
}) {
  const { db, organizationId, userId, id } = options;
  const { updated_at: startedFrom, ...input } = options.input;
  return db.transaction(async (tx) => {
    const { module, classroom } = await loadClassroom(tx, organizationId, id);
    if (startedFrom && classroom && new Date(startedFrom).getTime() !== classroom.updatedAt.getTime()) throw new AppError('CONFLICT', M.staleEdit);
    const cols = columnsOf(input, await statusToStore(tx, options, input.status, classroom?.status ?? 'published'));
    const same =
      classroom &&
      module.title === input.title &&
      classroom.description === cols.description &&
      classroom.categoryId === cols.categoryId &&
      classroom.thumbnailFileId === cols.thumbnailFileId &&
      classroom.status === cols.status;
    if (same) return { id, changed: false, status: cols.status, updated_at: classroom.updatedAt.toISOString() };
    await checkReferences(tx, organizationId, input);
    await tx.update(learningModules).set({ title: input.title }).where(eq(learningModules.id, id));
    const now = new Date();
    await tx
      .insert(classrooms)
      .values({ moduleId: id, organizationId, ...cols, step: 4, createdBy: userId, updatedBy: userId, updatedAt: now })
      .onConflictDoUpdate({ target: classrooms.moduleId, set: { ...cols, updatedBy: userId, updatedAt: now } });
    await writeAudit(tx, { organizationId, userId, action: 'update', entity: 'classroom', entityId: id, after: { ...input, status: cols.status } });
    return { id, changed: true, status: cols.status, updated_at: now.toISOString() };
  });
}

/** Records that a later wizard step was saved (the list resumes from it); also touches updated_at. */
export async function markStep(tx: DbOrTx, id: number, userId: number, step: number) {
  const [row] = await tx.select({ step: classrooms.step }).from(classrooms).where(eq(classrooms.moduleId, id));
  if (!row) return;
  await tx
    .update(classrooms)
    .set({ step: Math.max(row.step, step), updatedBy: userId, updatedAt: new Date() })
    .where(eq(classrooms.moduleId, id));
}
