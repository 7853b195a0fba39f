import { request as httpRequest } from 'node:http';
import { inject } from 'vitest';
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
export async function call(path: string, options: CallOptions = {}): Promise<Response> {
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
  const url = new URL(baseUrl() + path);
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
