import type { IncomingMessage, ServerResponse } from 'node:http';
import { rawJsonOf } from '@/server/http/envelope';
import { etagMatches } from './public-branding';

/**
 * The learner site's public reads kept in memory (issue 31 "Performance", docs/decisions/0137): the branding and the
 * landing, home and login pages of an organisation, each answer as the API's own route made it (its JSON, ETag,
 * Cache-Control, CORS and security headers), answered again from here by scripts/serve.mjs's API entry
 * (src/api-entry.ts) without the request pipeline (Host lookup, session, guard, dispatch, queries), which cost ten
 * times the read itself.
 *
 * - An answer is kept per request line and the request headers the route reads: Host (the organisation served, the
 *   images' origin), Origin (CORS), https (HSTS; X-Forwarded-Proto with the peer it came from). Only a plain GET of
 *   one of the four paths, without a query, a cookie or an Authorization header, and only a 200 (never a 404 or a
 *   refusal, so an unknown organisation or a draft is never kept).
 * - A 304 is answered from the kept ETag, with the 200's headers less its Content-Type, as the route does.
 * - Kept TTL_MS (5 s, as the organisation-by-host cache), well inside the max-age=60 the answers already carry: another
 *   instance's publish shows here within that. A branding save or a publish in this process forgets them all at once
 *   (forgetPublicReads), and an answer read while one committed is not kept (the generation).
 * - At most MAX_ENTRIES (the Host and Origin are the caller's to choose): past it the oldest goes.
 */
interface Kept {
  at: number;
  etag: string;
  headers: Record<string, string>;
  body: string;
}
type Store = { entries: Map<string, Kept>; generation: number };
// One store per process, shared through globalThis (the pages' bundle and the API entry each have their own copy of
// this module, decision 0109): a save from either reaches the fast path.
const STORE_KEY = Symbol.for('console.public-reads');
const shared = globalThis as { [STORE_KEY]?: Store };
const store: Store = (shared[STORE_KEY] ??= { entries: new Map(), generation: 0 });
const TTL_MS = 5_000;
const MAX_ENTRIES = 512;
const PUBLIC_READ = /^\/api\/public\/organizations\/[A-Za-z0-9_-]+\/(?:branding|landing-page|home-page|login-page)$/;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(', ') : (v ?? ''));

/** The key of a request whose answer may be kept; null for any other request. */
function keyOf(req: IncomingMessage): string | null {
  if (req.method !== 'GET' || !PUBLIC_READ.test(req.url ?? '')) return null;
  const h = req.headers;
  // A session's request goes the whole way: its ended session's cookie is dropped on the answer (Set-Cookie).
  if (h.authorization !== undefined || h.cookie !== undefined) return null;
  const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  // Whether a proxy's X-Forwarded-Proto is believed depends on the peer it came from (TRUSTED_PROXIES).
  const proto = h['x-forwarded-proto'] === undefined ? '' : `${one(h['x-forwarded-proto'])} ${req.socket.remoteAddress ?? ''}`;
  return `${req.url}\n${one(h.host)}\n${one(h.origin)}\n${encrypted ? 'tls' : ''}\n${proto}`;
}

/** Answers a kept public read (200, or 304 on a matching If-None-Match) and says true; false when there is none. */
export function answerKeptPublicRead(req: IncomingMessage, res: ServerResponse): boolean {
  const key = keyOf(req);
  if (key === null) return false;
  const kept = store.entries.get(key);
  if (!kept) return false;
  if (Date.now() - kept.at >= TTL_MS) {
    store.entries.delete(key);
    return false;
  }
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, kept.etag)) {
    const { 'content-type': _type, ...headers } = kept.headers;
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  res.writeHead(200, kept.headers);
  res.end(kept.body);
  return true;
}

/** The generation a request starts in: an answer is kept only if no save came between its start and its end. */
export function publicReadGeneration(): number {
  return store.generation;
}

/** Keeps the route's 200 answer to a public read (see above), as it is sent. */
export function keepPublicRead(req: IncomingMessage, response: Response, generation: number): void {
  if (response.status !== 200 || generation !== store.generation) return;
  const key = keyOf(req);
  const body = rawJsonOf(response);
  const etag = response.headers.get('etag');
  if (key === null || body === null || etag === null || response.headers.has('set-cookie')) return;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  if (store.entries.size >= MAX_ENTRIES && !store.entries.has(key)) store.entries.delete(store.entries.keys().next().value!);
  store.entries.set(key, { at: Date.now(), etag, headers, body });
}

/** An organisation's branding or a page was saved or published: every kept answer goes (the next read is fresh). */
export function forgetPublicReads(): void {
  store.generation++;
  store.entries.clear();
}
