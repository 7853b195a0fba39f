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
