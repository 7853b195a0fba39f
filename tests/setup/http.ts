import { request as httpRequest } from 'node:http';
import { expect, inject } from 'vitest';
import { until } from './wait';
import demo from '../../src/db/seed/demo-accounts.json' with { type: 'json' };

export { demo };
export const baseUrl = () => inject('baseUrl');

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  host?: string;
}

/** Calls the running console without following redirects, so that the guards' answers can be read. */
export function call(path: string, options: CallOptions = {}): Promise<Response> {
  return callAt(baseUrl(), path, options);
}

/** Calls a console at `base` (the shared one, or one a test started with its own database), redirects not followed. */
export function callAt(base: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.host) headers.host = options.host;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  // node:http rather than fetch: fetch may not set Host, and the organisation is resolved from it.
  const url = new URL(base + path);
  return new Promise<Response>((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) {
          if (Array.isArray(v)) v.forEach((x) => h.append(k, x));
          else if (v !== undefined) h.set(k, String(v));
        }
        const status = res.statusCode ?? 500;
        resolve(
          new Response([101, 204, 205, 304].includes(status) ? null : Buffer.concat(chunks), { status, statusText: res.statusMessage ?? '', headers: h }),
        );
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const tokens = new Map<string, Promise<string>>();

/** A bearer token for a demo account (one sign-in per account per test file), signed in at its organisation's host. */
export function tokenFor(email: string, orgCode = demo.orgCode): Promise<string> {
  const host = orgCode === demo.otherOrganization.orgCode ? demo.otherOrganization.host : undefined;
  const key = `${orgCode}:${email}`;
  if (!tokens.has(key)) {
    tokens.set(
      key,
      call('/api/v3/cms/auth/login', { method: 'POST', host, body: { username: email, password: demo.password, org_code: orgCode } }).then(async (res) => {
        const json = await res.json();
        if (!res.ok) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(json)}`);
        return json.data.token as string;
      }),
    );
  }
  return tokens.get(key)!;
}

export const cookieFor = async (email: string) => `console_session=${await tokenFor(email)}`;

export const ADMIN = demo.accounts[0].email;
export const EDITOR = demo.accounts[1].email;
export const RESTRICTED = demo.accounts[2].email;
export const RESTRICTED_KEYS = demo.roles[demo.accounts[2].role as keyof typeof demo.roles] as string[];
export const EDITOR_KEYS = demo.roles[demo.accounts[1].role as keyof typeof demo.roles] as string[];

// ---- The calls and readers every area's integration tests share (issue 26 item 7: one module, no copies). ----

// Test answers are read loosely; each test asserts the shape it needs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

/** The console's answer envelope. */
export interface Envelope {
  success: boolean;
  message: unknown;
  error?: string;
  data: Loose;
}

/** The envelope of an answer. */
export async function json(res: Response): Promise<Envelope> {
  return (await res.json()) as Envelope;
}

export const ACME_HOST = demo.otherOrganization.host;
/** The demo organisation's administrator's token. */
export const adminToken = () => tokenFor(ADMIN);
/** The other organisation's (ACME) administrator's token, signed in at its host. */
export const acmeToken = () => tokenFor(demo.otherOrganization.email, demo.otherOrganization.orgCode);

export interface ApiOptions {
  method?: string;
  body?: unknown;
}

/**
 * A write declares JSON even without a body, as the islands do: Astro's origin check treats a typeless write as a
 * cross-site form post.
 */
function jsonCall(path: string, options: CallOptions): Promise<Response> {
  const write = options.method !== undefined && options.method !== 'GET';
  return call(path, { ...options, headers: write ? { 'content-type': 'application/json', ...options.headers } : options.headers });
}

/** A call as the demo administrator. */
export async function adminCall(path: string, options: ApiOptions = {}): Promise<Response> {
  return jsonCall(path, { ...options, token: await adminToken() });
}

/** A call as the other organisation's administrator, at its host. */
export async function acmeCall(path: string, options: ApiOptions = {}): Promise<Response> {
  return jsonCall(path, { ...options, token: await acmeToken(), host: ACME_HOST });
}

/** A call as a demo account of the demo organisation. */
export async function callAs(email: string, path: string, options: ApiOptions = {}): Promise<Response> {
  return jsonCall(path, { ...options, token: await tokenFor(email) });
}

/** A call (any caller: token, cookie, host) answering its status and its JSON body (null when it is not JSON). */
export async function answer(path: string, options: CallOptions = {}): Promise<{ status: number; body: Loose }> {
  const res = await jsonCall(path, options);
  const body = res.headers.get('content-type')?.includes('json') ? ((await res.json()) as Loose) : null;
  return { status: res.status, body };
}

type Messages = { message: { field?: string; message: string }[] | string | unknown };

/** Field → message of a body's per-field messages (a single message is under ''). */
export function fieldsOf(body: Messages): Record<string, string> {
  const m = body.message;
  return Array.isArray(m) ? Object.fromEntries(m.map((x: { field?: string; message: string }) => [x.field ?? '', x.message])) : { '': m as string };
}

/** Field → message of a 400's per-field messages. */
export async function fieldMessages(res: Response): Promise<Record<string, string>> {
  return fieldsOf(await json(res));
}

/** The messages of a failure, as a list (a validation failure answers one per field). */
export async function messagesOf(res: Response): Promise<string[]> {
  const m = (await json(res)).message;
  return Array.isArray(m) ? m.map((x: { message: string }) => x.message) : [m as string];
}

export interface FormPart {
  name: string;
  value: Buffer | string;
  filename?: string;
}

/**
 * A multipart post (files and fields) with a same-origin Origin, as the console's islands send it. The server reads
 * one spreadsheet per user at a time and answers 429 to the next until it is done; test files share the demo
 * administrator (the user import's, the question import's and Grade All's files run side by side), so that 429 is
 * waited out as a client would: until the server is free, within a deadline that stretches with the machine's load.
 */
export async function postMultipart(path: string, parts: FormPart[], options: { token?: string; host?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${options.token ?? (await adminToken())}`, origin: baseUrl() };
  if (options.host) headers.host = options.host;
  const send = () => {
    const form = new FormData();
    for (const p of parts) {
      if (typeof p.value === 'string') form.append(p.name, p.value);
      else form.append(p.name, new Blob([new Uint8Array(p.value)]), p.filename ?? 'file.bin');
    }
    return fetch(`${baseUrl()}${path}`, { method: 'POST', body: form, headers });
  };
  const attempt = async () => {
    const res = await send();
    return { status: res.status, busy: res.status === 429 && (await res.clone().text()).includes('previous spreadsheet is still being read'), res };
  };
  return (await until(attempt, (a) => !a.busy, { within: 30_000, every: 500 })).res;
}

/** A multipart post answering its status and JSON body (see postMultipart). */
export async function postForm(path: string, token: string, parts: FormPart[], host?: string): Promise<{ status: number; body: Loose }> {
  const res = await postMultipart(path, parts, { token, host });
  return { status: res.status, body: (await res.json()) as Loose };
}

/** Uploads a file to a storage folder (the multipart storage upload the forms' file fields use): the response, as it came. */
export function upload(bytes: Buffer, name: string, folder: string, token?: string): Promise<Response> {
  return postMultipart(
    '/api/storage/upload',
    [
      { name: 'file', value: bytes, filename: name },
      { name: 'folder', value: folder },
    ],
    { token },
  );
}

/** Uploads as the admin and answers the stored file ({ id, full_path, … }: a file field's value). */
export async function stored(bytes: Buffer, name: string, folder: string): Promise<{ id: number; full_path: string; mime_type: string } & Loose> {
  const res = await upload(bytes, name, folder);
  if (res.status !== 201) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: Loose }).data;
}

/**
 * Each call answers 401 without a session and 403 to the restricted and the editor accounts: the admin rule and the
 * area's key. A mutation sends `body` (a JSON body; without one the cross-site check would answer first).
 */
export async function expectGuarded(calls: readonly (readonly ['GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string])[], body: unknown = {}): Promise<void> {
  for (const [method, path] of calls) {
    const sent = method === 'POST' || method === 'PATCH' || method === 'PUT' ? body : undefined;
    const headers: Record<string, string> = method === 'GET' ? {} : { 'content-type': 'application/json' };
    expect((await call(path, { method, body: sent, headers })).status, `${method} ${path} without a session`).toBe(401);
    for (const who of [RESTRICTED, EDITOR])
      expect((await call(path, { method, body: sent, headers, token: await tokenFor(who) })).status, `${method} ${path} as ${who}`).toBe(403);
  }
}
