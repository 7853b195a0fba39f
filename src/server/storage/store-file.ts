import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { files } from '@/db/schema';
import { AppError } from '../http/app-error';
import { storageDriver } from './drivers';
import { imageSize, MIME, sniff, type FileKind } from './sniff';

export interface UploadPolicy {
  /** Kinds accepted, judged by content. */
  kinds: FileKind[];
  maxBytes: number;
  maxWidth?: number;
  maxHeight?: number;
  /** Messages of the spec where it has them. */
  messages?: { type?: string; size?: string; dimensions?: string; unreadable?: string };
}

export interface StoredFile {
  id: number;
  full_path: string;
  name: string;
  mime_type: string;
  size: number;
  width: number | null;
  height: number | null;
}

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
  const m = policy.messages ?? {};
  if (bytes.length === 0) throw new AppError('VALIDATION', "There's no any file to be uploaded");
  if (bytes.length > policy.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', m.size ?? `The file is larger than ${Math.round(policy.maxBytes / 1024 / 1024)} MB.`);
  const kind = await sniff(bytes);
  if (!policy.kinds.includes(kind)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', m.type ?? 'Mime types not accepted');
  let size: { width: number; height: number } | null = null;
  if (kind === 'png' || kind === 'jpeg') {
    size = imageSize(bytes);
    if (!size && (policy.maxWidth || policy.maxHeight)) throw new AppError('VALIDATION', m.unreadable ?? 'Unable to validate image resolution');
    if (size && ((policy.maxWidth && size.width > policy.maxWidth) || (policy.maxHeight && size.height > policy.maxHeight))) {
      throw new AppError('VALIDATION', m.dimensions ?? `Image resolution exceeds ${policy.maxWidth}x${policy.maxHeight}`);
    }
  }
  const now = new Date();
  const ext = EXT[kind] ?? kind;
  const key = `${organization.orgCode}/${options.folder}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(16).toString('hex')}.${ext}`;
  const cleanName = options.name.replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 200) || `file.${ext}`;
  await storageDriver(db).put(key, bytes);
  const [row] = await db
    .insert(files)
    .values({
      organizationId: organization.id,
      folder: options.folder,
      storageKey: key,
      originalName: cleanName,
      mimeType: MIME[kind],
      sizeBytes: bytes.length,
      width: size?.width ?? null,
      height: size?.height ?? null,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      uploadedBy: options.userId,
    })
    .returning();
  return { id: row.id, full_path: FILE_URL_PREFIX + key, name: cleanName, mime_type: row.mimeType, size: row.sizeBytes, width: row.width, height: row.height };
}

/** A stored file of the caller's organisation, with its bytes; another organisation's key is a 404. */
export async function readStoredFile(db: DbOrTx, organizationId: number, key: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.storageKey, key), eq(files.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', 'File not found');
  const bytes = await storageDriver(db).get(key);
  if (!bytes) throw new AppError('NOT_FOUND', 'File not found');
  return { row, bytes };
}
