import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN, baseUrl, call, demo, tokenFor } from '../../setup/http';

// Test answers are read loosely; the envelope's data shape is asserted by each test.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export async function json(res: Response) {
  return (await res.json()) as { success: boolean; message: unknown; error?: string; data: Loose };
}

const jsonHeaders = (method?: string): Record<string, string> => (method && method !== 'GET' ? { 'content-type': 'application/json' } : {});

export async function adminCall(p: string, options: { method?: string; body?: unknown } = {}) {
  return call(p, { ...options, token: await tokenFor(ADMIN), headers: jsonHeaders(options.method) });
}

export async function acmeCall(p: string, options: { method?: string; body?: unknown } = {}) {
  const token = await tokenFor(demo.otherOrganization.email, demo.otherOrganization.orgCode);
  return call(p, { ...options, token, host: 'console.acme.example', headers: jsonHeaders(options.method) });
}

/** Uploads a demo media file through the multipart storage call, as the form's file field does. */
export async function upload(folder: string, name: string): Promise<Response> {
  const form = new FormData();
  form.append('folder', folder);
  form.append('file', new Blob([await readFile(path.join('src/db/seed/media', name))]), name);
  return fetch(`${baseUrl()}/api/storage/upload`, { method: 'POST', headers: { authorization: `Bearer ${await tokenFor(ADMIN)}` }, body: form });
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

export const messagesOf = async (res: Response) => {
  const m = (await json(res)).message;
  return Array.isArray(m) ? m.map((x: { field?: string; message: string }) => x.message) : [m];
};
