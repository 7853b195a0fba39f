import { createClient } from '@/lib/api-client';
import type { StoredFileRef } from '@/lib/file-ref';
import { platformCalls } from '@/lib/platform-paths';

const api = createClient(platformCalls);

/**
 * Uploads one file to the storage module: POST /api/storage/upload, multipart `file` + `folder` (the folder's policy
 * judges the bytes and the size), answering the stored file. `name` names a Blob (a video frame drawn on a canvas).
 */
export async function uploadStoredFile(file: Blob, folder: string, name?: string): Promise<StoredFileRef> {
  const form = new FormData();
  if (name === undefined) form.append('file', file);
  else form.append('file', file, name);
  form.append('folder', folder);
  return (await api.upload({ body: form })).data;
}

/**
 * Uploads one file and answers its URL (`data.full_path`, spec 001 §7). Folders in use: 'image' (editor),
 * 'quiz/images' (options), 'badges', 'pictures'.
 */
export async function uploadFile(file: File, folder: string): Promise<string> {
  return (await uploadStoredFile(file, folder)).full_path;
}
