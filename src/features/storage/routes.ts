import type { RoutesOf } from '@/lib/endpoint';
import type { storageApi } from './api';

/** The resumable uploads (tus 1.0, docs/decisions/0081): POST here, then HEAD/PATCH/DELETE /api/uploads/<key>. */
export const UPLOADS_PATH = '/api/uploads';

/** The method and path of the call the upload field makes itself once tus is done: api.ts declares it with these. */
export const uploadRoutes = { uploadedFile: { method: 'GET', path: `${UPLOADS_PATH}/:key/file` } } as const;

/** The same typed by its declaration, for the typed client (the upload field loads none of the storage contract). */
export const uploadCalls: RoutesOf<Pick<typeof storageApi, 'uploadedFile'>> = { ...uploadRoutes };
