import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { ListQuerySchema } from '@/lib/list';
import { listResultSchema } from '@/lib/list-schema';
import { BADGES_PATH, STORAGE_UPLOAD_PATH } from '@/lib/platform-paths';
import { BadgeInputSchema, BadgeSchema, UploadedFileSchema } from './schemas';

export const storageApi = endpoints({
  upload: endpoint({
    method: 'POST',
    path: STORAGE_UPLOAD_PATH,
    access: 'signed-in',
    rule: 'admin',
    summary: 'Upload a file (multipart: file, folder); checked by content; answers data.full_path',
    body: 'multipart',
    response: UploadedFileSchema,
  }),
  file: endpoint({ method: 'GET', path: '/api/storage/files/:key(.+)', access: 'signed-in', summary: "A stored file of the caller's organisation", raw: true }),
  badges: endpoint({
    method: 'GET',
    path: BADGES_PATH,
    access: 'signed-in',
    summary: "The organisation's badges (list contract)",
    query: ListQuerySchema,
    response: listResultSchema(BadgeSchema),
  }),
  // Like the upload it follows, for the admin rule only (learners have the editor rule and no keys).
  createBadge: endpoint({
    method: 'POST',
    path: BADGES_PATH,
    access: 'signed-in',
    rule: 'admin',
    summary: 'Save an uploaded image as a badge (file_url of a JPG or PNG image)',
    body: BadgeInputSchema,
    response: z.object({ id: z.number(), file_url: z.string() }).loose(),
  }),
});
