import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { files } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import { sanitizeRichText } from '@/server/sanitize';
import { enqueueJob, type JobHandler } from '@/server/jobs/runner';
import { moveStatus } from '@/server/status-workflow';
import { STATUS_LABELS, STATUS_STEPS, type MediaStatus } from '@/lib/media-library';
import { canDelete, loadMedia, type MediaConfig } from './library';
import { readStoredDuration, UnreadableMediaError } from './media-file';

/** The form's values after parsing (mediaInputSchema). */
export interface MediaValues {
  title: string;
  description: string;
  category_id: number | null;
  file_id: number;
  thumbnail: string | null;
}

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * What the server checks beyond the schema: the category and the files belong to the caller's organisation, the
 * media file is of the kind's types (sniffed when it was uploaded) and an uploaded thumbnail is an image.
 */
async function checkReferences(db: DbOrTx, config: MediaConfig, organizationId: number, values: MediaValues, before?: MediaValues) {
  const { messages: M, info } = config;
  if (values.category_id !== null && values.category_id !== before?.category_id) {
    const [c] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, values.category_id), eq(categories.organizationId, organizationId)));
    if (!c) throw invalid('category_id', M.categoryMissing);
  }
  if (values.file_id !== before?.file_id) {
    const [f] = await db
      .select({ mimeType: files.mimeType })
      .from(files)
      .where(and(eq(files.id, values.file_id), eq(files.organizationId, organizationId)));
    if (!f || !info.mimeTypes.includes(f.mimeType)) throw invalid('file_id', M.fileWrongKind(info.formats));
  }
  if (values.thumbnail?.startsWith('/api/storage/files/') && values.thumbnail !== before?.thumbnail) {
    const key = values.thumbnail.slice('/api/storage/files/'.length);
    const [f] = await db
      .select({ mimeType: files.mimeType })
      .from(files)
      .where(and(eq(files.storageKey, key), eq(files.organizationId, organizationId)));
    if (!f || !IMAGE_TYPES.includes(f.mimeType)) throw invalid('thumbnail', M.thumbnailInvalid);
  }
}

const columnsOf = (v: MediaValues) => ({
  title: v.title,
  description: sanitizeRichText(v.description),
  categoryId: v.category_id,
  fileId: v.file_id,
  thumbnail: v.thumbnail,
});

/** An item as the audit records it and as an edit is compared (the form's field names). */
const snapshot = (v: { title: string; description: string | null; categoryId: number | null; fileId: number | null; thumbnail: string | null }) => ({
  title: v.title,
  description: v.description ?? '',
  category_id: v.categoryId,
  file_id: v.fileId,
  thumbnail: v.thumbnail,
});

/** Queues the job that reads the duration of the item's file (not inside the request: a big file takes a while). */
async function queueDuration(tx: DbOrTx, config: MediaConfig, organizationId: number, userId: number | null, id: number) {
  const job = await enqueueJob(tx as Db, { organizationId, userId, kind: config.durationJob, payload: { id } });
  await tx.update(config.table).set({ durationJobId: job.id }).where(eq(config.table.id, id));
}

/** A new item, in draft; its description sanitised; audited and its duration job queued in the same transaction. */
export async function createMedia(options: { db: Db; config: MediaConfig; organizationId: number; userId: number; input: MediaValues }) {
  const { db, config, organizationId, userId, input } = options;
  return db.transaction(async (tx) => {
    await checkReferences(tx, config, organizationId, input);
    const [row] = await tx
      .insert(config.table)
      .values({ organizationId, ...columnsOf(input), status: 'draft', createdBy: userId, updatedBy: userId })
      .returning();
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: config.entity, entityId: row.id, after: snapshot(row) });
    await queueDuration(tx, config, organizationId, userId, row.id);
    return { id: row.id };
  });
}

/** PATCH: nothing changed answers `changed: false`; a stale updated_at is a 409; a new file reads its duration again. */
export async function updateMedia(options: {
  db: Db;
  config: MediaConfig;
  organizationId: number;
  userId: number;
  id: number;
  input: MediaValues & { updated_at?: string };
}) {
  const { db, config, organizationId, userId, id, input } = options;
  const { updated_at: startedFrom, ...values } = input;
  const versioned: Versioned<MediaConfig['table']> = {
    table: config.table,
    entity: config.entity,
    load: (tx, org, rowId) => loadMedia(tx, config, org, rowId),
    snapshot,
    conflictMessage: config.messages.conflict,
  };
  const next = { ...values, description: sanitizeRichText(values.description) };
  const result = await optimisticUpdate(versioned, {
    db,
    organizationId,
    userId,
    id,
    startedFrom,
    next,
    changes: async (tx, before) => {
      await checkReferences(tx, config, organizationId, values, snapshot(before) as MediaValues);
      if (values.file_id !== before.fileId) await queueDuration(tx, config, organizationId, userId, id);
      return { ...columnsOf(values), ...(values.file_id !== before.fileId ? { durationSeconds: 0 } : {}), updatedBy: userId };
    },
  });
  return { id, changed: result.changed, updated_at: result.updated_at };
}

/**
 * Moves the item along the workflow (draft → review → publish; back to draft), recording who did it and when on the
 * row and in the audit log; a step the workflow does not have from the current status is a 409, as a stale
 * updated_at is (server/status-workflow.ts, docs/decisions/0095).
 */
export async function setMediaStatus(options: {
  db: Db;
  config: MediaConfig;
  organizationId: number;
  userId: number;
  id: number;
  input: { status: MediaStatus; updated_at?: string };
}) {
  const { db, config, organizationId, userId, id, input } = options;
  const M = config.messages;
  return moveStatus(
    {
      table: config.table,
      entity: config.entity,
      load: (tx, org, rowId) => loadMedia(tx, config, org, rowId),
      steps: STATUS_STEPS,
      refused: (from, to) => ({ message: M.statusStep(STATUS_LABELS[from], STATUS_LABELS[to]), title: M.statusFailed }),
      conflictMessage: M.conflict,
      stamp: (by, now) => ({ statusChangedBy: by, statusChangedAt: now, updatedBy: by }),
    },
    { db, organizationId, userId, id, to: input.status, startedFrom: input.updated_at },
  );
}

/** Deletes an item that is not published (409 otherwise); its stored file stays with the storage module. */
export async function deleteMedia(options: { db: Db; config: MediaConfig; organizationId: number; userId: number; id: number }) {
  const { db, config, organizationId, userId, id } = options;
  await db.transaction(async (tx) => {
    const before = await loadMedia(tx, config, organizationId, id);
    if (!canDelete(before.status)) throw new AppError('CONFLICT', config.messages.publishedNoDelete, { title: config.messages.deleteFailedTitle });
    await tx.delete(config.table).where(and(eq(config.table.id, id), eq(config.table.organizationId, organizationId)));
    await writeAudit(tx, {
      organizationId,
      userId,
      action: 'delete',
      entity: config.entity,
      entityId: id,
      before: { ...snapshot(before), status: before.status },
    });
  });
}

/** The duration job: reads the item's stored file and writes its length; an item deleted meanwhile is nothing to do. */
export function durationJob(config: MediaConfig): JobHandler {
  return async ({ db, job, progress }) => {
    const id = Number((job.payload as { id?: number }).id);
    const t = config.table;
    const [item] = await db
      .select({ fileId: t.fileId })
      .from(t)
      .where(and(eq(t.id, id), eq(t.organizationId, job.organizationId)));
    if (!item?.fileId) return { duration: null };
    await progress(10, 'Reading the file');
    const duration = await readStoredDuration(db, job.organizationId, item.fileId).catch((err: unknown) => {
      // The page shows the plain message; the parser's own words are for whoever reads the server's log.
      if (err instanceof UnreadableMediaError && err.cause) console.warn(`[jobs] ${job.kind} #${job.id}: ${String(err.cause)}`);
      throw err;
    });
    // Only if the file is still the one read (an edit may have replaced it meanwhile); updated_at stays: no edit conflicts.
    await db
      .update(t)
      .set({ durationSeconds: duration })
      .where(and(eq(t.id, id), inArray(t.fileId, [item.fileId])));
    return { duration };
  };
}
