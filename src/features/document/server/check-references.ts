import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { files } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { AppError } from '@/server/http/app-error';
import { storageDriver } from '@/server/storage/drivers';
import { rangeReader } from '@/server/storage/read-range';
import { TYPE_LABEL, type DocumentArea, type DocumentType } from '../kinds';
import { documentMessages as M } from '../messages';
import { isPowerPointOle } from './file-tools';

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

const PDF_MIME = 'application/pdf';
const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const OLE_MIME = 'application/x-ole-storage';

/** The area keeps this type (/pdf keeps PDFs only). */
export function checkType(area: DocumentArea, type: DocumentType): void {
  if (!area.types.includes(type)) throw invalid('type', M.typeNotAllowed);
}

/** The category is one of the organisation's. */
export async function checkCategory(db: DbOrTx, organizationId: number, categoryId: number): Promise<void> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.organizationId, organizationId)));
  if (!row) throw invalid('category_id', M.categoryNotFound);
}

/**
 * The file is an upload of the organisation whose bytes (judged when it was stored) are of the document's type: a
 * PDF for pdf; a PPTX, or an OLE file holding a PowerPoint stream, for ppt (a Word or Excel 97 file is refused). Only
 * an OLE file is read again, and only its header and directory, by range (never the whole file).
 */
export async function checkFile(db: DbOrTx, organizationId: number, type: DocumentType, fileId: number): Promise<void> {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.organizationId, organizationId)));
  const wrong = invalid('file_id', M.fileWrongType(TYPE_LABEL[type]));
  if (!file) throw wrong;
  if (type === 'pdf' && file.mimeType !== PDF_MIME) throw wrong;
  if (type === 'ppt') {
    if (file.mimeType === PPTX_MIME) return;
    if (file.mimeType !== OLE_MIME) throw wrong;
    if (!(await isPowerPointOle(rangeReader(storageDriver(db), file.storageKey), file.sizeBytes))) throw invalid('file_id', M.fileNotPowerPoint);
  }
}
