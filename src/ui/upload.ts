import { api } from '@/lib/fetcher';
import { STORAGE_UPLOAD_PATH } from '@/lib/platform-paths';

/**
 * Uploads one file to the storage module: POST /api/storage/upload, multipart `file` + `folder`,
 * answering `data.full_path` (spec 001 §7). Folders in use: 'image' (editor), 'quiz/images' (options), 'badges', 'pictures'.
 */
export async function uploadFile(file: File, folder: string): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('folder', folder);
  const data = await api<{ full_path: string }>(STORAGE_UPLOAD_PATH.replace(/^\/api/, ''), { method: 'POST', body: form });
  return data.full_path;
}
