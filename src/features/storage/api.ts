import { endpoint, endpoints } from '@/lib/endpoint';
import { StoredFileSchema } from '@/lib/file-ref';
import { platformApi } from '@/lib/platform-api';
import { UPLOADS_PATH, uploadRoutes } from './routes';
import { UploadKeyParamsSchema, UploadStateSchema } from './schemas';

const UPLOAD = `${UPLOADS_PATH}/:key`;

export const storageApi = endpoints({
  // The upload and the badges are declared with the platform's calls (widgets call them; src/lib/platform-api.ts).
  upload: platformApi.upload,
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
    ...uploadRoutes.uploadedFile,
    params: UploadKeyParamsSchema,
    access: 'signed-in',
    rule: 'admin',
    summary: 'The stored file of a complete upload (id, full_path, name, mime_type, size, width, height)',
    response: StoredFileSchema,
  }),
  badges: platformApi.badges,
  createBadge: platformApi.createBadge,
});
