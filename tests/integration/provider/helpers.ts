import { ADMIN, baseUrl, call, demo, tokenFor } from '../../setup/http';

export const P = '/api/providers';

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

/** Creates a provider through the API and answers its detail. */
export async function createProvider(body: Record<string, unknown> & { name: string }) {
  const res = await adminCall(P, { method: 'POST', body });
  if (res.status !== 201) throw new Error(`create ${body.name}: ${res.status} ${await res.text()}`);
  const { id } = (await json(res)).data as { id: number };
  return (await json(await adminCall(`${P}/${id}`))).data as { id: number; name: string; updated_at: string; is_active: boolean; logo: string | null };
}

/** Field → message of a 400's per-field messages. */
export async function fieldMessages(res: Response): Promise<Record<string, string>> {
  const body = (await json(res)) as { message: { field?: string; message: string }[] | string };
  return Array.isArray(body.message) ? Object.fromEntries(body.message.map((m) => [m.field ?? '', m.message])) : { '': body.message };
}

/** Uploads an image as the admin (the shared storage upload) and answers its address. */
export async function uploadImage(bytes: Buffer, name: string) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  form.set('folder', 'image');
  const res = await fetch(`${baseUrl()}/api/storage/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${await tokenFor(ADMIN)}`, origin: baseUrl() },
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { full_path: string } }).data.full_path;
}
