import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

/**
 * The request context of an API read served straight from Node's request (scripts/serve.mjs → src/api-request.ts),
 * without Astro's pipeline (docs/decisions/0099). It carries what the middleware and the handlers use of Astro's
 * `APIContext`: `url`, `locals`, `params`, `cookies`, `clientAddress` and `request`. The Web `Request` is only made
 * when something asks for it (a handler reading a header): most reads never do, and building one costs more than the
 * list query behind the answer.
 */

/** An answer's JSON text, kept beside its `Response` so that it is written as it is, without reading the body back. */
const RAW_JSON = Symbol.for('console.raw-json');

export function keepRawJson(response: Response, text: string): Response {
  Reflect.set(response, RAW_JSON, text);
  return response;
}

export interface CookieOptions {
  domain?: string;
  expires?: Date;
  httpOnly?: boolean;
  maxAge?: number;
  path?: string;
  sameSite?: boolean | 'lax' | 'strict' | 'none';
  secure?: boolean;
}

/** Set-Cookie as Astro's cookies (and the `cookie` package under them) write it. */
export function serializeCookie(name: string, value: string, o: CookieOptions = {}): string {
  let out = `${name}=${encodeURIComponent(value)}`;
  if (o.maxAge !== undefined) out += `; Max-Age=${Math.floor(o.maxAge)}`;
  if (o.domain) out += `; Domain=${o.domain}`;
  if (o.path) out += `; Path=${o.path}`;
  if (o.expires) out += `; Expires=${o.expires.toUTCString()}`;
  if (o.httpOnly) out += '; HttpOnly';
  if (o.secure) out += '; Secure';
  if (o.sameSite) {
    const s = o.sameSite === true ? 'strict' : o.sameSite;
    out += `; SameSite=${s[0].toUpperCase()}${s.slice(1)}`;
  }
  return out;
}

/** The part of Astro's `AstroCookies` the console uses: get, has, set, delete; what is set goes out as Set-Cookie. */
export class NodeCookies {
  #incoming: Map<string, string> | null = null;
  readonly outgoing: string[] = [];

  constructor(private readonly header: string | undefined) {}

  #parsed(): Map<string, string> {
    if (this.#incoming) return this.#incoming;
    const map = new Map<string, string>();
    for (const part of (this.header ?? '').split(';')) {
      const eq = part.indexOf('=');
      if (eq < 0) continue;
      const name = part.slice(0, eq).trim();
      if (!name || map.has(name)) continue;
      let value = part.slice(eq + 1).trim();
      if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
      try {
        value = decodeURIComponent(value);
      } catch {
        /* kept as sent */
      }
      map.set(name, value);
    }
    return (this.#incoming = map);
  }

  get(name: string): { value: string } | undefined {
    const value = this.#parsed().get(name);
    return value === undefined ? undefined : { value };
  }

  has(name: string): boolean {
    return this.#parsed().has(name);
  }

  set(name: string, value: string, options?: CookieOptions): void {
    this.outgoing.push(serializeCookie(name, value, options));
  }

  delete(name: string, options?: Omit<CookieOptions, 'expires' | 'maxAge'>): void {
    this.outgoing.push(serializeCookie(name, 'deleted', { ...options, expires: new Date(0) }));
  }
}

function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return headers;
}

/**
 * The request's URL from its Host header; `localhost` when the header makes none, as Astro's adapter does, so that
 * the guard (src/api-request.ts) is the one to refuse the malformed Host, on this path as on Astro's.
 */
function requestUrl(path: string, scheme: string, host: string | undefined): URL {
  try {
    return new URL(path, `${scheme}://${host ?? 'localhost'}`);
  } catch {
    return new URL(path, `${scheme}://localhost`);
  }
}

export class NodeApiContext {
  readonly url: URL;
  readonly method: string;
  readonly cookies: NodeCookies;
  readonly clientAddress: string;
  readonly params: Record<string, unknown> = {};
  readonly locals = {} as App.Locals;
  #request: Request | null = null;

  constructor(readonly incoming: IncomingMessage) {
    this.method = incoming.method ?? 'GET';
    const encrypted = 'encrypted' in incoming.socket && Boolean(incoming.socket.encrypted);
    this.url = requestUrl(incoming.url ?? '/', encrypted ? 'https' : 'http', incoming.headers.host);
    this.cookies = new NodeCookies(incoming.headers.cookie);
    this.clientAddress = incoming.socket.remoteAddress ?? '';
  }

  /** One request header (the first of repeated ones), without building the Web Request. */
  header(name: string): string | null {
    const v = this.incoming.headers[name.toLowerCase()];
    return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
  }

  /** The Web Request, made on first use: a read has no body, so it carries the method, URL and headers. */
  get request(): Request {
    return (this.#request ??= new Request(this.url, { method: this.method, headers: toHeaders(this.incoming.headers) }));
  }

  redirect(location: string, status = 302): Response {
    return new Response(null, { status, headers: { location } });
  }
}

/**
 * Writes an answer to Node's response: the JSON text kept by `keepRawJson` as it is, any other body streamed with
 * back-pressure (a download stops being read when the client goes away).
 */
export async function writeNodeResponse(response: Response, res: ServerResponse, cookies: string[]): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const setCookie = [...response.headers.getSetCookie(), ...cookies];
  if (setCookie.length) headers['set-cookie'] = setCookie;
  if (response.statusText) res.writeHead(response.status, response.statusText, headers);
  else res.writeHead(response.status, headers);
  const raw: unknown = Reflect.get(response, RAW_JSON);
  if (typeof raw === 'string' && !response.bodyUsed) {
    res.end(raw);
    return;
  }
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  let closed = false;
  res.once('close', () => {
    closed = true;
    reader.cancel().catch(() => undefined);
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || closed) break;
      if (!res.write(value)) await new Promise<void>((resolve) => (res.once('drain', resolve), res.once('close', resolve)));
    }
    res.end();
  } catch (err) {
    res.destroy(err instanceof Error ? err : undefined);
  }
}
