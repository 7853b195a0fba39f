import { ADMIN, baseUrl, call, demo, tokenFor } from '../../setup/http';

export const P = '/api/channels';

// Test answers are read loosely; the envelope's data shape is asserted by each test.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export async function json(res: Response) {
  return (await res.json()) as { success: boolean; message: unknown; error?: string; data: Loose };
}

const jsonHeaders = (method?: string): Record<string, string> => (method && method !== 'GET' ? { 'content-type': 'application/json' } : {});

export async function adminCall(path: string, options: { method?: string; body?: unknown } = {}) {
  return call(path, { ...options, token: await tokenFor(ADMIN), headers: jsonHeaders(options.method) });
}

export async function acmeCall(path: string, options: { method?: string; body?: unknown } = {}) {
  const token = await tokenFor(demo.otherOrganization.email, demo.otherOrganization.orgCode);
  return call(path, { ...options, token, host: 'console.acme.example', headers: jsonHeaders(options.method) });
}

/** Field → message of a 400's per-field messages. */
export async function fieldMessages(res: Response): Promise<Record<string, string>> {
  const body = (await json(res)) as { message: { field?: string; message: string }[] | string };
  return Array.isArray(body.message) ? Object.fromEntries(body.message.map((m) => [m.field ?? '', m.message])) : { '': body.message };
}

/** Uploads a picture as the admin to the given folder and answers the stored file (the cover field's value). */
export async function uploadCover(bytes: Buffer, name: string, folder = 'covers') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  form.set('folder', folder);
  const res = await fetch(`${baseUrl()}/api/storage/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${await tokenFor(ADMIN)}`, origin: baseUrl() },
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: Loose }).data;
}

/** The first demo videos (id, title), for channel items. */
export async function demoVideos(count: number): Promise<{ id: number; title: string }[]> {
  return (await json(await adminCall(`${P}/content?type=video&page_size=${count}`))).data.results;
}
