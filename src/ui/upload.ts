import { createClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
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

/** What a failed upload is told when the server gave no reason: no answer at all (a dropped connection), or a bare status. */
const NO_ANSWER = 'The connection was interrupted. Check it and choose the file again.';
const NO_REASON = 'The server could not store the file. Try again in a moment.';

/**
 * The reason a person reads under a failed upload's toast ('Image was failed to upload', spec 000 §8): the server's own
 * message (the folder policy's 'Mime types not accepted', 'File size exceeds 2MB', …), else what happened in words.
 */
export function uploadFailureReason(err: unknown): string {
  if (!(err instanceof ApiError)) return NO_ANSWER;
  return err.message || NO_REASON;
}
