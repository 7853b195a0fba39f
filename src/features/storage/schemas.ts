import { z } from 'zod';
import { StoredFileSchema } from '@/lib/file-ref';
import { UPLOAD_FOLDERS } from './policies';

export const UploadFolderSchema = z.enum(Object.keys(UPLOAD_FOLDERS) as [string, ...string[]], { message: 'Folder is not valid' });

/** An upload's key: the tus id, 32 hex characters (anything else names nothing: 404). */
export const UploadKeyParamsSchema = z.object({ key: z.string().regex(/^[0-9a-f]{32}$/) });

export const UploadStateSchema = z.object({
  key: z.string(),
  folder: z.string(),
  name: z.string(),
  length: z.number(),
  offset: z.number(),
  expires_at: z.string(),
  file: StoredFileSchema.nullable(),
});

export type UploadState = z.infer<typeof UploadStateSchema>;
