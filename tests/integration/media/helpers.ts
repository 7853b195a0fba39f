import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN, baseUrl, tokenFor } from '../../setup/http';

export { acmeCall, adminCall, fieldMessages, json } from '../provider/helpers';

/** The bytes of one of the seed's real demo media files. */
export const demoMedia = (name: string) => readFileSync(path.join(process.cwd(), 'src/db/seed/media', name));

/** Uploads a file as the admin to a storage folder (the multipart upload): the response, as it came. */
export async function upload(bytes: Buffer, name: string, folder: string, token?: string) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  form.set('folder', folder);
  return fetch(`${baseUrl()}/api/storage/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token ?? (await tokenFor(ADMIN))}`, origin: baseUrl() },
  });
}

/** Uploads and answers the stored file ({ id, full_path, … }). */
export async function stored(bytes: Buffer, name: string, folder: string) {
  const res = await upload(bytes, name, folder);
  if (res.status !== 201) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { id: number; full_path: string; mime_type: string } }).data;
}

export const until = async <T>(probe: () => Promise<T>, done: (v: T) => boolean, tries = 60): Promise<T> => {
  let v = await probe();
  for (let i = 0; i < tries && !done(v); i++) {
    await new Promise((r) => setTimeout(r, 250));
    v = await probe();
  }
  return v;
};
