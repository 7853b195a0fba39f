import { z } from 'zod';
import { UPLOAD_FOLDERS } from './policies';

export const UploadFolderSchema = z.enum(Object.keys(UPLOAD_FOLDERS) as [string, ...string[]], { message: 'Folder is not valid' });

export const UploadedFileSchema = z.object({
  id: z.number(),
  full_path: z.string(),
  name: z.string(),
  mime_type: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});

export const BadgeInputSchema = z.strictObject({
  file_url: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .regex(/^\/api\/storage\/files\//, 'Upload the badge first'),
  name: z.string().trim().max(120).optional(),
});
export const BadgeSchema = z.object({ id: z.number(), name: z.string().nullable(), file_url: z.string() });

/** The resumable uploads (tus 1.0, docs/decisions/0081): POST here, then HEAD/PATCH/DELETE /api/uploads/<key>. */
export const UPLOADS_PATH = '/api/uploads';

/** An upload's key: the tus id, 32 hex characters (anything else names nothing: 404). */
export const UploadKeyParamsSchema = z.object({ key: z.string().regex(/^[0-9a-f]{32}$/) });

export const UploadStateSchema = z.object({
  key: z.string(),
  folder: z.string(),
  name: z.string(),
  length: z.number(),
  offset: z.number(),
  expires_at: z.string(),
  file: UploadedFileSchema.nullable(),
});

export type UploadedFile = z.infer<typeof UploadedFileSchema>;
export type UploadState = z.infer<typeof UploadStateSchema>;
