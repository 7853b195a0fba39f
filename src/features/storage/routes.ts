import type { ApiRouteDef } from '@/server/access/guard';
import { BadgeInputSchema, BadgeSchema, UploadedFileSchema } from './schemas';

export const storageApiRoutes: ApiRouteDef[] = [
  { method: 'POST', path: '/api/storage/upload', access: 'signed-in', rule: 'admin', doc: { summary: 'Upload a file (multipart: file, folder); checked by content; answers data.full_path', response: UploadedFileSchema } },
  { method: 'GET', path: '/api/storage/files/:key(.+)', access: 'signed-in', doc: { summary: "A stored file of the caller's organisation" } },
  { method: 'GET', path: '/api/badges', access: 'signed-in', doc: { summary: "The organisation's badges (list contract)", response: BadgeSchema } },
  // Like the upload it follows, for the admin rule only (learners have the editor rule and no keys).
  { method: 'POST', path: '/api/badges', access: 'signed-in', rule: 'admin', doc: { summary: 'Save an uploaded image as a badge (file_url of a JPG or PNG image)', body: BadgeInputSchema } },
];
