import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { categories } from '@/db/schema/category';
import { digilibItems, type DigilibItem } from '@/db/schema/digilib';
import { ownFile } from '@/server/file-refs';
import { AppError } from '@/server/http/app-error';
import { digilibMessages as M } from '../messages';
import type { DigilibValues } from '../schemas';

/** The caller's organisation's item, or 404: another organisation's id is never data. */
export async function loadItem(db: DbOrTx, organizationId: number, id: number): Promise<DigilibItem> {
  const [row] = await db
    .select()
    .from(digilibItems)
    .where(and(eq(digilibItems.id, id), eq(digilibItems.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

/** The category, the cover (covers folder) and the e-book (ebooks folder) must be the organisation's own. */
export async function checkItem(db: DbOrTx, organizationId: number, input: DigilibValues): Promise<void> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, input.category_id ?? 0), eq(categories.organizationId, organizationId)));
  if (!category) throw invalid('category_id', M.categoryUnknown);
  if (input.cover && !(await ownFile(db, organizationId, input.cover.id, ['covers']))) throw invalid('cover', M.coverInvalid);
  if (input.ebook && !(await ownFile(db, organizationId, input.ebook.id, ['ebooks']))) throw invalid('ebook', M.fileInvalid);
}

/** The columns of an item from the form's values (the schema already emptied the other types' fields). */
export const columnsOf = (input: DigilibValues) => ({
  type: input.type,
  title: input.title,
  description: input.description,
  author: input.author,
  publisher: input.publisher,
  isbn: input.isbn,
  categoryId: input.category_id,
  coverFileId: input.cover?.id ?? null,
  ebookFileId: input.ebook?.id ?? null,
  location: input.location,
  stock: input.stock,
  borrowed: input.borrowed,
  partnerUrl: input.partner_url,
});

/** An item as the audit records it and as an edit is compared (the form's names, files by id). */
export const itemSnapshot = (i: Pick<DigilibItem, keyof ReturnType<typeof columnsOf>>) => ({
  type: i.type,
  title: i.title,
  description: i.description,
  author: i.author,
  publisher: i.publisher,
  isbn: i.isbn,
  category_id: i.categoryId,
  cover_id: i.coverFileId,
  ebook_id: i.ebookFileId,
  location: i.location,
  stock: i.stock,
  borrowed: i.borrowed,
  partner_url: i.partnerUrl,
});
