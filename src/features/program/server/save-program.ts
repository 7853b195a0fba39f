import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { files, learningModules } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { programs } from '@/db/schema/program';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { sanitizeRichText } from '@/server/sanitize';
import { programMessages as M } from '../messages';
import type { ProgramValues } from '../schemas';
import { lockProgram } from './get-program';

const THUMBNAIL_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

/** The category and the uploaded thumbnail must be the organisation's (the thumbnail a stored image). */
async function checkReferences(db: DbOrTx, organizationId: number, input: ProgramValues) {
  const [c] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, input.category_id), eq(categories.organizationId, organizationId)));
  if (!c) throw invalid('category_id', M.categoryInvalid);
  if (input.thumbnail_file_id !== null) {
    const [f] = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, input.thumbnail_file_id), eq(files.organizationId, organizationId), inArray(files.mimeType, THUMBNAIL_TYPES)));
    if (!f) throw invalid('thumbnail_file_id', M.thumbnailInvalid);
  }
}

const columnsOf = (input: ProgramValues) => ({
  title: input.title,
  description: sanitizeRichText(input.description),
  categoryId: input.category_id,
  level: input.level,
  thumbnailDefault: input.thumbnail_default,
  thumbnailFileId: input.thumbnail_file_id,
  status: input.status,
});

/** Create: the learning module its contents are placed in (module_type program) and the program's row, in one transaction. */
export async function createProgram(options: { db: Db; organizationId: number; userId: number; input: ProgramValues }) {
  const { db, organizationId, userId, input } = options;
  return db.transaction(async (tx) => {
    await checkReferences(tx, organizationId, input);
    const [module] = await tx
      .insert(learningModules)
      .values({ organizationId, moduleType: 'program', title: input.title })
      .returning({ id: learningModules.id });
    const [row] = await tx
      .insert(programs)
      .values({ moduleId: module.id, organizationId, ...columnsOf(input), createdBy: userId, updatedBy: userId })
      .returning({ id: programs.id });
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'program', entityId: row.id, after: input });
    return { id: row.id };
  });
}

/** Edit: a stale updated_at is a 409; nothing changed answers changed: false and writes nothing. */
export async function updateProgram(options: { db: Db; organizationId: number; userId: number; id: number; input: ProgramValues & { updated_at?: string } }) {
  const { db, organizationId, userId, id } = options;
  const { updated_at: startedFrom, ...input } = options.input;
  return db.transaction(async (tx) => {
    const row = await lockProgram(tx, organizationId, id);
    if (startedFrom && new Date(startedFrom).getTime() !== row.updatedAt.getTime()) throw new AppError('CONFLICT', M.staleEdit);
    const cols = columnsOf(input);
    const same = (Object.keys(cols) as (keyof typeof cols)[]).every((k) => row[k] === cols[k]);
    if (same) return { id, changed: false, updated_at: row.updatedAt.toISOString() };
    await checkReferences(tx, organizationId, input);
    const now = new Date();
    await tx.update(learningModules).set({ title: input.title }).where(eq(learningModules.id, row.moduleId));
    await tx
      .update(programs)
      .set({ ...cols, updatedBy: userId, updatedAt: now })
      .where(eq(programs.id, id));
    await writeAudit(tx, { organizationId, userId, action: 'update', entity: 'program', entityId: id, before: fromRow(row), after: input });
    return { id, changed: true, updated_at: now.toISOString() };
  });
}

const fromRow = (row: typeof programs.$inferSelect): ProgramValues => ({
  title: row.title,
  description: row.description,
  category_id: row.categoryId ?? 0,
  level: row.level,
  thumbnail_default: row.thumbnailDefault,
  thumbnail_file_id: row.thumbnailFileId,
  status: row.status,
});
