import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import type { z } from 'zod';
import { AppError } from './app-error';
import { readMultipartFile, readMultipartForm, type MultipartOptions } from './multipart';
import { parseBodyText } from './parse';

/**
 * The context of every /api and /scim/v2 request (docs/decisions/0109): what the one entry (src/api-entry.ts), the
 * guards, the cross-site and Host checks, the dispatcher and every handler read of a request, and the cookies they
 * set. It is made from Node's request by the entry that scripts/serve.mjs calls, or under `astro dev` from Astro's
 * Web `Request` (`contextOfWebRequest`): one type, whatever carried the request. The body is read once, by one of
 * `text`, `json`, `form`, `file` or `stream`, each within a cap.
 */

/** A request's headers: names are case-insensitive, a repeated header reads as its values joined by ', '. */
export interface RequestHeaders {
  get(name: string): string | null;
  has(name: string): boolean;
}

/** The method and headers of a request: what a file answer reads of it (Range, If-None-Match, HEAD). */
export interface RequestHead {
  method: string;
  headers: RequestHeaders;
}

/**
 * The most bytes a raw body (`stream`, the tus PATCH) may carry; past it the body is cut off and the client resumes
 * (the resumable upload field sends 8 MiB chunks: docs/decisions/0081). The other readers have smaller caps.
 */
export const MAX_STREAM_BYTES = 30 * 1024 * 1024;
/** A JSON (or urlencoded) body's cap unless the endpoint declares its own (`maxBodyBytes`). */
const MAX_JSON_BYTES = 1024 * 1024;

export interface CookieOptions {
  domain?: string;
  expires?: Date;
  httpOnly?: boolean;
  maxAge?: number;
  path?: string;
  sameSite?: boolean | 'lax' | 'strict' | 'none';
  secure?: boolean;
}

/** Set-Cookie as Astro's cookies (and the `cookie` package under them) write it, so pages and the API agree. */
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

/** The request's cookies (parsed on first use) and the ones to set; the entry adds `outgoing` to the answer. */
export class ApiCookies {
  #incoming: Map<string, string> | null = null;
  readonly outgoing: string[] = [];

  constructor(private readonly header: string | null) {}

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

/** What a request is made of, whatever carried it. */
export interface RequestSource {
  method: string;
  /** The request's URL, its path decoded and its repeated slashes collapsed as Astro does for pages. */
  url: URL;
  headers: RequestHeaders;
  /** The socket's peer (client-address.ts decides whether to believe X-Forwarded-For). */
  clientAddress: string;
  /** The body, as Node's stream; null when the request has none to read (GET, HEAD). */
  body: Readable | null;
}

export class ApiContext {
  readonly method: string;
  readonly url: URL;
  readonly headers: RequestHeaders;
  readonly clientAddress: string;
  readonly cookies: ApiCookies;
  /** db, org, auth: filled in by the organisation and session step (src/api-request.ts) before a handler runs. */
  readonly locals = {} as App.Locals;
  /** The path params of the matched endpoint (ids parsed), for handlers that parse their own request. */
  readonly params: Record<string, unknown> = {};
  #body: Readable | null;
  #text: Promise<string> | null = null;
  /**
   * Reading stopped before the body's end (a cap, a refused upload): the rest is never read, so the connection
   * cannot carry another request and the answer closes it.
   */
  bodyAbandoned = false;

  constructor(source: RequestSource) {
    this.method = source.method;
    this.url = source.url;
    this.headers = source.headers;
    this.clientAddress = source.clientAddress;
    this.cookies = new ApiCookies(source.headers.get('cookie'));
    this.#body = source.body;
  }

  /** Whether the request says it carries a body (a length above 0, or chunked). */
  get hasBody(): boolean {
    return Number(this.headers.get('content-length') ?? 0) > 0 || this.headers.has('transfer-encoding');
  }

  /** The body, to one reader only. */
  #take(): Readable | null {
    const body = this.#body;
    this.#body = null;
    return body;
  }

  #abandon(body: Readable): void {
    if (!body.readableEnded) this.bodyAbandoned = true;
  }

  /** The body as text, at most `maxBytes` (413 past it, whatever the body declares); read once, then remembered. */
  text(maxBytes = MAX_JSON_BYTES): Promise<string> {
    return (this.#text ??= this.#readText(maxBytes));
  }

  async #readText(maxBytes: number): Promise<string> {
    if (Number(this.headers.get('content-length') ?? 0) > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
    const body = this.#take();
    if (!body) return '';
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > maxBytes) {
        this.#abandon(body);
        throw new AppError('PAYLOAD_TOO_LARGE');
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks, size).toString('utf8');
  }

  /** A JSON body (or a urlencoded form) within `maxBytes`, parsed with the endpoint's zod schema (400, 413, 415). */
  async json<S extends z.ZodType>(schema: S, maxBytes = MAX_JSON_BYTES): Promise<z.infer<S>> {
    const text = await this.text(maxBytes);
    return parseBodyText(this.headers.get('content-type'), text, schema);
  }

  /** A multipart/form-data body, streamed through busboy within its caps (multipart.ts). */
  form(maxBytes: number, options?: MultipartOptions): Promise<FormData> {
    return readMultipartForm(this.#multipart(), maxBytes, options);
  }

  /** Exactly one file in the multipart `file` field, within `maxBytes`. */
  file(options: { maxBytes: number; missingMessage?: string }): Promise<{ file: File; bytes: Buffer; form: FormData }> {
    return readMultipartFile(this.#multipart(), options);
  }

  #multipart() {
    const body = this.#take();
    return { headers: this.headers, body, abandon: () => body && this.#abandon(body) };
  }

  /**
   * The raw body as a Web stream (the tus PATCH), cut off past MAX_STREAM_BYTES; null without a body. Cancelling it
   * stops reading without reading the rest.
   */
  stream(): ReadableStream<Uint8Array> | null {
    const body = this.#take();
    if (!body) return null;
    const chunks = body.iterator({ destroyOnReturn: false }) as AsyncIterator<Uint8Array>;
    let size = 0;
    const stop = () => {
      this.#abandon(body);
      return chunks.return?.();
    };
    return new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        try {
          const { value, done } = await chunks.next();
          if (done) return controller.close();
          size += value.length;
          if (size > MAX_STREAM_BYTES) {
            await stop();
            return controller.error(new Error(`The request body is larger than ${MAX_STREAM_BYTES} bytes.`));
          }
          controller.enqueue(value);
        } catch (err) {
          controller.error(err);
        }
      },
      cancel: async () => {
        await stop();
      },
    });
  }
}

/**
 * The context of a Web `Request`: Astro's under `astro dev` (src/api-dev-route.ts, with Astro's normalised URL and
 * peer address), and the unit tests'. The one adapter between Astro and the entry.
 */
export function contextOfWebRequest(request: Request, clientAddress: string, url: URL = new URL(request.url)): ApiContext {
  const bodyless = request.method === 'GET' || request.method === 'HEAD' || !request.body;
  return new ApiContext({
    method: request.method,
    url: new URL(url),
    headers: request.headers,
    clientAddress,
    body: bodyless ? null : Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>),
  });
}
