import { ADMIN, call, demo, tokenFor } from '../../setup/http';

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

export async function as(email: string, path: string, options: { method?: string; body?: unknown } = {}) {
  return call(path, { ...options, token: await tokenFor(email), headers: jsonHeaders(options.method) });
}

export async function acmeCall(path: string, options: { method?: string; body?: unknown } = {}) {
  const token = await tokenFor(demo.otherOrganization.email, demo.otherOrganization.orgCode);
  return call(path, { ...options, token, host: 'console.acme.example', headers: jsonHeaders(options.method) });
}

/** The messages of a failure, as a list (a validation failure answers one per field). */
export const messagesOf = async (res: Response) => {
  const m = (await json(res)).message;
  return Array.isArray(m) ? m.map((x: { message: string }) => x.message) : [m];
};

/** A code no other test uses (the files of the suite share one database). */
let n = 0;
export const uniqueCode = (prefix: string) => `${prefix}${process.pid % 1000}${Date.now() % 100000}${(n += 1)}`;

/** Creates a row through the API and answers its id. */
export async function created(path: string, body: unknown): Promise<number> {
  const res = await adminCall(path, { method: 'POST', body });
  if (res.status !== 201) throw new Error(`create ${path}: ${res.status} ${await res.text()}`);
  return (await json(res)).data.id as number;
}
