import { ADMIN, baseUrl, tokenFor } from '../setup/http';

/** Uploads a file to a storage folder as the admin (the shared multipart upload) and answers the stored file. */
export async function uploadTo(folder: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  form.set('folder', folder);
  const headers = { authorization: `Bearer ${await tokenFor(ADMIN)}`, origin: baseUrl() };
  const res = await fetch(`${baseUrl()}/api/storage/upload`, { method: 'POST', body: form, headers });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return (
    (await res.json()) as {
      data: { id: number; full_path: string; name: string; mime_type: string; size: number; width: number | null; height: number | null };
    }
  ).data;
}
