import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { categories, type Category } from '@/db/schema/category';
import { isOwnImage } from '@/server/file-refs';
import { AppError } from '@/server/http/app-error';
import { categoryMessages as M } from '../messages';
import { MAX_DEPTH, placementProblem, type ParentMap } from '../tree';
import { BUILTIN_PREFIX } from '../icons';

/** The caller's organisation's category, or 404: another organisation's id is never data. */
export async function loadCategory(db: DbOrTx, organizationId: number, id: number): Promise<Category> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/** Every category of the organisation as id → parent (the tree rules run on these; an organisation has hundreds at most). */
async function loadParents(db: DbOrTx, organizationId: number): Promise<ParentMap> {
  const rows = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(eq(categories.organizationId, organizationId));
  return new Map(rows.map((r) => [r.id, r.parentId]));
}

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

/** Refuses a parent that is missing, the category itself or below it, or too deep (400 on parent_id). */
export async function checkPlacement(db: DbOrTx, organizationId: number, id: number | null, parentId: number | null): Promise<void> {
  const problem = placementProblem(await loadParents(db, organizationId), id, parentId);
  if (!problem) return;
  const text = { 'parent-missing': M.parentNotFound, 'own-parent': M.ownParent, 'own-ancestor': M.ownAncestor, 'too-deep': M.tooDeep(MAX_DEPTH) }[problem];
  throw invalid('parent_id', text);
}

/** An uploaded icon must be an image file of this organisation; a built-in one was checked by the schema. */
export async function checkIcon(db: DbOrTx, organizationId: number, icon: string | null): Promise<void> {
  if (!icon || icon.startsWith(BUILTIN_PREFIX)) return;
  if (!(await isOwnImage(db, organizationId, icon))) throw invalid('icon', M.iconNotImage);
}

export const nameTaken = () => invalid('name', M.nameTaken);
