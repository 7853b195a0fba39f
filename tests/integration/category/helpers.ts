import { ADMIN, call, demo, tokenFor } from '../../setup/http';

export const C = '/api/categories';

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

/** Creates a category through the API and answers its detail. */
export async function createCategory(body: { name: string; parent_id?: number | null; description?: string; icon?: string | null; is_active?: boolean }) {
  const res = await adminCall(C, { method: 'POST', body });
  if (res.status !== 201) throw new Error(`create ${body.name}: ${res.status} ${await res.text()}`);
  const { id } = (await json(res)).data as { id: number };
  return (await json(await adminCall(`${C}/${id}`))).data as { id: number; name: string; updated_at: string; position: number; parent_id: number | null };
}

export const messagesOf = async (res: Response) => {
  const m = (await json(res)).message;
  return Array.isArray(m) ? m.map((x: { message: string }) => x.message) : [m];
};
