import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { StoredFileRef } from '@/lib/file-ref';
import { files } from '@/db/schema';
import { failpoint } from '../failpoints';
import { AppError } from '../http/app-error';
import { storageDriver } from './drivers';
import { areaOfFolder } from './file-access';
import { imageSize, MIME, sniff, sniffFile, SNIFF_BYTES, type FileKind } from './sniff';

export interface UploadPolicy {
  /** Kinds accepted, judged by content. */
  kinds: FileKind[];
  maxBytes: number;
  maxWidth?: number;
  maxHeight?: number;
  /** Messages of the spec where it has them. */
  messages?: { type?: string; size?: string; dimensions?: string; unreadable?: string };
}

/** A stored file as the API answers it: its one declaration is StoredFileSchema (src/lib/file-ref.ts). */
export type StoredFile = StoredFileRef;

export const FILE_URL_PREFIX = '/api/storage/files/';
const EXT: Partial<Record<FileKind, string>> = { jpeg: 'jpg', text: 'txt', ole: 'bin' };

/** Checks an upload by its bytes against the policy, stores it and records it. Nothing is stored when a check fails. */
export async function storeFile(options: {
  db: DbOrTx;
  organization: { id: number; orgCode: string };
  userId: number | null;
  folder: string;
  name: string;
  bytes: Buffer;
  policy: UploadPolicy;
}): Promise<StoredFile> {
  const { db, organization, bytes, policy } = options;
  checkLength(bytes.length, policy);
  const kind = checkKind(await sniff(bytes), policy);
  const size = checkImageSize(kind, bytes, policy);
  const key = storageKeyFor(organization.orgCode, options.folder, kind);
  const cleanName = cleanFileName(options.name, kind);
  await storageDriver(db).put(key, bytes);
  return recordFile(db, {
    organizationId: organization.id,
    folder: options.folder,
    key,
    name: cleanName,
    kind,
    size: bytes.length,
    image: size,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    userId: options.userId,
  });
}

/**
 * storeFile for a file on this machine's disk (LibreOffice's PDF of a presentation): the same checks, from its first
 * bytes (a zip's entries one by one), and streamed into storage with its hash, so it is never held whole in memory.
 */
export async function storeLocalFile(options: {
  db: DbOrTx;
  organization: { id: number; orgCode: string };
  userId: number | null;
  folder: string;
  name: string;
  filePath: string;
  policy: UploadPolicy;
}): Promise<StoredFile> {
  const { db, organization, filePath, policy } = options;
  const handle = await open(filePath, 'r');
  let head: Buffer;
  try {
    const length = (await handle.stat()).size;
    checkLength(length, policy);
    head = Buffer.alloc(Math.min(SNIFF_BYTES, length));
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  const kind = checkKind(await sniffFile(filePath), policy);
  const image = checkImageSize(kind, head, policy);
  return streamLocalFile(db, { organization, folder: options.folder, name: options.name, kind, image, userId: options.userId, filePath });
}

/**
 * Streams a checked file on this machine's disk into storage (1 MiB reads, hashed on the way) and records it; a
 * failed write or record removes what was stored. Shared by storeLocalFile and the resumable upload's finalize, which
 * chooses the key itself (it records the key before the first byte is written, to roll a dead write back).
 */
export async function streamLocalFile(
  db: DbOrTx,
  options: {
    organization: { id: number; orgCode: string };
    folder: string;
    name: string;
    kind: FileKind;
    image: { width: number; height: number } | null;
    userId: number | null;
    filePath: string;
    key?: string;
  },
): Promise<StoredFile> {
  const { organization, folder, kind } = options;
  const key = options.key ?? storageKeyFor(organization.orgCode, folder, kind);
  const hash = createHash('sha256');
  const length = (await stat(options.filePath)).size;
  async function* hashed() {
    let read = 0;
    for await (const chunk of createReadStream(options.filePath, { highWaterMark: 1024 * 1024 })) {
      // The crash tests kill the server here: all but the last MiB handed to the driver, the write half done.
      if (read > 0 && read + (chunk as Buffer).length >= length) await failpoint('store-before-last-mib');
      read += (chunk as Buffer).length;
      hash.update(chunk as Buffer);
      yield chunk as Buffer;
    }
  }
  const driver = storageDriver(db);
  try {
    const size = await driver.putStream(key, hashed(), { contentType: MIME[kind] });
    return await recordFile(db, {
      organizationId: organization.id,
      folder,
      key,
      name: cleanFileName(options.name, kind),
      kind,
      size,
      image: options.image,
      sha256: hash.digest('hex'),
      userId: options.userId,
    });
  } catch (err) {
    await driver.remove(key).catch(() => undefined);
    throw err;
  }
}

function checkLength(length: number, policy: UploadPolicy): void {
  if (length === 0) throw new AppError('VALIDATION', "There's no any file to be uploaded");
  if (length > policy.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', policy.messages?.size ?? `The file is larger than ${Math.round(policy.maxBytes / 1024 / 1024)} MB.`);
}

function checkKind(kind: FileKind, policy: UploadPolicy): FileKind {
  if (!policy.kinds.includes(kind)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', policy.messages?.type ?? 'Mime types not accepted');
  return kind;
}

/** Checks an image's width and height against the policy (what storeFile does for a PNG or JPEG). */
export function checkImageSize(kind: FileKind, head: Buffer, policy: UploadPolicy): { width: number; height: number } | null {
  if (kind !== 'png' && kind !== 'jpeg') return null;
  const m = policy.messages ?? {};
  const size = imageSize(head);
  if (!size && (policy.maxWidth || policy.maxHeight)) throw new AppError('VALIDATION', m.unreadable ?? 'Unable to validate image resolution');
  if (size && ((policy.maxWidth && size.width > policy.maxWidth) || (policy.maxHeight && size.height > policy.maxHeight))) {
    throw new AppError('VALIDATION', m.dimensions ?? `Image resolution exceeds ${policy.maxWidth}x${policy.maxHeight}`);
  }
  return size;
}

/** An unguessable key under the organisation and folder: 'DEMO/video/2026/11/3f9c…e1.mp4'. */
export function storageKeyFor(orgCode: string, folder: string, kind: FileKind): string {
  const now = new Date();
  const ext = EXT[kind] ?? kind;
  return `${orgCode}/${folder}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(16).toString('hex')}.${ext}`;
}

const cleanFileName = (name: string, kind: FileKind) => name.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 200) || `file.${EXT[kind] ?? kind}`;

/** Records a stored file in `files`, with the area its folder gives it (file-access.ts), and answers it as the upload calls answer it. */
export async function recordFile(
  db: DbOrTx,
  f: {
    organizationId: number;
    folder: string;
    key: string;
    name: string;
    kind: FileKind;
    size: number;
    image: { width: number; height: number } | null;
    sha256: string;
    userId: number | null;
  },
): Promise<StoredFile> {
  const [row] = await db
    .insert(files)
    .values({
      organizationId: f.organizationId,
      folder: f.folder,
      area: areaOfFolder(f.folder),
      storageKey: f.key,
      originalName: f.name,
      mimeType: MIME[f.kind],
      sizeBytes: f.size,
      width: f.image?.width ?? null,
      height: f.image?.height ?? null,
      sha256: f.sha256,
      uploadedBy: f.userId,
    })
    .returning();
  return toStoredFile(row);
}

/** A files row as the API shows it (every answer that names a stored file maps it here). */
export const toStoredFile = (row: typeof files.$inferSelect): StoredFile => ({
  id: row.id,
  full_path: FILE_URL_PREFIX + row.storageKey,
  name: row.originalName,
  mime_type: row.mimeType,
  size: row.sizeBytes,
  width: row.width,
  height: row.height,
});

/** A stored file's row of the caller's organisation; another organisation's key is a 404. */
export async function findStoredFile(db: DbOrTx, organizationId: number, key: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.storageKey, key), eq(files.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', 'File not found');
  return row;
}

/** A stored file of the caller's organisation, with its bytes; another organisation's key is a 404. */
export async function readStoredFile(db: DbOrTx, organizationId: number, key: string) {
  const row = await findStoredFile(db, organizationId, key);
  const bytes = await storageDriver(db).get(key);
  if (!bytes) throw new AppError('NOT_FOUND', 'File not found');
  return { row, bytes };
}
