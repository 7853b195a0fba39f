import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { ListQuerySchema } from '@/lib/list';
import { listResultSchema } from '@/lib/list-schema';
import { BADGES_PATH, STORAGE_UPLOAD_PATH } from '@/lib/platform-paths';
import { BadgeInputSchema, BadgeSchema, UPLOADS_PATH, UploadedFileSchema, UploadKeyParamsSchema, UploadStateSchema } from './schemas';

const UPLOAD = `${UPLOADS_PATH}/:key`;

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
  file: endpoint({
    method: 'GET',
    path: '/api/storage/files/:key(.+)',
    access: 'signed-in',
    summary: "A stored file of the caller's organisation: Range requests (206, 416), inline or ?download=1",
    raw: true,
  }),
  // Resumable uploads (tus 1.0: creation, termination, expiration; docs/decisions/0081), for the admin rule like the
  // multipart upload. Every request is checked against the session, the organisation and the user who started it.
  createUpload: endpoint({
    method: 'POST',
    path: UPLOADS_PATH,
    access: 'signed-in',
    rule: 'admin',
    summary: 'Start a resumable upload (tus): Upload-Length, Upload-Metadata folder and filename; answers 201 with Location',
    raw: true,
  }),
  // HEAD (tus: Upload-Offset) is served by this GET, which answers the upload's state as JSON.
  uploadState: endpoint({
    method: 'GET',
    path: UPLOAD,
    params: UploadKeyParamsSchema,
    access: 'signed-in',
    rule: 'admin',
    summary: "A resumable upload's state; HEAD answers its offset (tus)",
    response: UploadStateSchema,
  }),
  appendUpload: endpoint({
    method: 'PATCH',
    path: UPLOAD,
    params: UploadKeyParamsSchema,
    access: 'signed-in',
    rule: 'admin',
    summary: 'Append bytes at Upload-Offset (tus; application/offset+octet-stream); the first bytes are judged by content',
    raw: true,
  }),
  cancelUpload: endpoint({
    method: 'DELETE',
    path: UPLOAD,
    params: UploadKeyParamsSchema,
    access: 'signed-in',
    rule: 'admin',
    summary: 'Abandon an upload (tus termination)',
    raw: true,
  }),
  uploadedFile: endpoint({
    method: 'GET',
    path: `${UPLOAD}/file`,
    params: UploadKeyParamsSchema,
    access: 'signed-in',
    rule: 'admin',
    summary: 'The stored file of a complete upload (id, full_path, name, mime_type, size, width, height)',
    response: UploadedFileSchema,
  }),
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
