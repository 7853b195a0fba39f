import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { documents, type DocumentRow } from '@/db/schema/document';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import { sanitizeRichText } from '@/server/sanitize';
import { DOCUMENT_ENTITY, type DocumentArea } from '../kinds';
import { documentMessages as M } from '../messages';
import type { DocumentUpdate, DocumentValues } from '../schemas';
import { checkCategory, checkFile, checkType } from './check-references';
import { loadDocument } from './document-rows';
import { queueDocumentProcessing } from './process-document';

interface Caller {
  db: Db;
  area: DocumentArea;
  organizationId: number;
  userId: number;
}

const snapshot = (d: DocumentRow) => ({
  type: d.kind,
  title: d.title,
  description: d.description,
  category_id: d.categoryId,
  file_id: d.fileId,
  status: d.status,
});

/** A new document of a type the area keeps; its file is processed by a background job once the row is committed. */
export async function createDocument(options: Caller & { input: DocumentValues }) {
  const { db, area, organizationId, userId, input } = options;
  checkType(area, input.type);
  const fileId = input.file_id!;
  const row = await db.transaction(async (tx) => {
    await checkCategory(tx, organizationId, input.category_id!);
    await checkFile(tx, organizationId, input.type, fileId);
    const [created] = await tx
      .insert(documents)
      .values({
        organizationId,
        kind: input.type,
        title: input.title,
        description: sanitizeRichText(input.description),
        categoryId: input.category_id,
        fileId,
        status: input.status,
        createdBy: userId,
        updatedBy: userId,
      })
      .returning();
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: DOCUMENT_ENTITY, entityId: created.id, after: snapshot(created) });
    return created;
  });
  await queueDocumentProcessing(db, { organizationId, userId, documentId: row.id, fileId });
  return { id: row.id };
}

/**
 * PATCH: nothing changed answers `changed: false`; a stale updated_at is a 409. The type is fixed; a new file is
 * checked like a new document's and processed again.
 */
export async function updateDocument(options: Caller & { id: number; input: DocumentUpdate }) {
  const { db, area, organizationId, userId, id, input } = options;
  const versioned: Versioned<typeof documents> = {
    table: documents,
    entity: DOCUMENT_ENTITY,
    load: (tx, org, docId) => loadDocument(tx, area, org, docId),
    snapshot,
  };
  const description = sanitizeRichText(input.description);
  const next = { type: input.type, title: input.title, description, category_id: input.category_id, file_id: input.file_id, status: input.status };
  let before: DocumentRow | undefined;
  const result = await optimisticUpdate(versioned, {
    db,
    organizationId,
    userId,
    id,
    startedFrom: input.updated_at,
    next,
    changes: async (tx, row) => {
      before = row;
      if (input.type !== row.kind) throw new AppError('VALIDATION', M.typeFixed, { details: [{ field: 'type', message: M.typeFixed }] });
      if (input.category_id !== row.categoryId) await checkCategory(tx, organizationId, input.category_id!);
      if (input.file_id !== row.fileId) await checkFile(tx, organizationId, row.kind, input.file_id!);
      return { title: input.title, description, categoryId: input.category_id, fileId: input.file_id!, status: input.status, updatedBy: userId };
    },
  });
  if (result.changed && before && before.fileId !== input.file_id) {
    await db
      .update(documents)
      .set({ pageCount: null, thumbnailFileId: null, previewFileId: null })
      .where(and(eq(documents.id, id), eq(documents.fileId, input.file_id!)));
    await queueDocumentProcessing(db, { organizationId, userId, documentId: id, fileId: input.file_id! });
  }
  return { id, changed: result.changed, updated_at: result.updated_at };
}

/** Deletes a document (its files stay in storage, as every other area's uploads do). */
export async function deleteDocument(options: Caller & { id: number }) {
  const { db, area, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadDocument(tx, area, organizationId, id);
    await tx.delete(documents).where(and(eq(documents.id, id), eq(documents.organizationId, organizationId)));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: DOCUMENT_ENTITY, entityId: id, before: snapshot(before) });
  });
}
