import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { adminCall, json, upload as storageUpload } from '../../setup/http';

/** Uploads a demo media file through the multipart storage call, as the form's file field does. */
export async function upload(folder: string, name: string): Promise<Response> {
  return storageUpload(await readFile(path.join('src/db/seed/media', name)), name, folder);
}

export async function uploadedId(folder: string, name: string): Promise<number> {
  const res = await upload(folder, name);
  if (res.status !== 201) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
  return (await json(res)).data.id;
}

/** A category of the demo organisation (the seeded tree). */
export async function anyCategoryId(): Promise<number> {
  return (await json(await adminCall('/api/categories/options'))).data[0].value;
}
