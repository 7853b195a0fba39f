import { api } from '@/lib/fetcher';
import { STORAGE_UPLOAD_PATH } from '@/lib/platform-paths';
import type { MediaFile } from '@/lib/media-library';

/** POST STORAGE_UPLOAD_PATH (multipart file + folder): the stored file, checked by its bytes on the server. */
export async function uploadStored(file: Blob, name: string, folder: string): Promise<MediaFile> {
  const form = new FormData();
  form.append('file', file, name);
  form.append('folder', folder);
  return api<MediaFile>(STORAGE_UPLOAD_PATH.replace(/^\/api/, ''), { method: 'POST', body: form });
}
