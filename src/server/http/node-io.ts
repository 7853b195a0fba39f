import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { ApiContext, type RequestHeaders } from './api-context';
import { rawJsonOf } from './envelope';

/**
 * Node's request into the API's context and the answer back into Node's response, for the one API entry
 * (src/api-entry.ts, called by scripts/serve.mjs; docs/decisions/0109). Nothing of Astro's pipeline is in between:
 * no Web `Request` is made unless a handler streams the body onwards (tus), and a JSON answer is written as the
 * text it was made from.
 */

/** Node's request headers as the context's: no Web `Headers` copy of them is made. */
class NodeHeaders implements RequestHeaders {
  constructor(private readonly raw: IncomingHttpHeaders) {}

  get(name: string): string | null {
    const v = this.raw[name.toLowerCase()];
    return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
  }

  has(name: string): boolean {
    return this.raw[name.toLowerCase()] !== undefined;
  }
}

const MAX_DECODES = 10;

/**
 * The request's URL as Astro makes it for its pages, so that the API and the pages see the same path: from the Host
 * header (`localhost` when it makes none; a malformed Host is refused before this), the path decoded with decodeURI
 * until it no longer changes and its repeated slashes collapsed. The API's own canonical-path rule (src/api-entry.ts)
 * applies after this, as the middleware's did.
 */
export function requestUrlOf(req: IncomingMessage): URL {
  const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  const origin = `${encrypted ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
  const url = URL.parse(origin + (req.url ?? '/')) ?? URL.parse(origin) ?? new URL(`${encrypted ? 'https' : 'http'}://localhost`);
  let path = url.pathname;
  if (!path.includes('%') && !path.includes('//')) return url;
  try {
    for (let i = 0; i < MAX_DECODES; i++) {
      const next = decodeURI(path);
      if (next === path) break;
      path = next;
    }
  } catch {
    /* kept as far as it decodes, as Astro does */
  }
  url.pathname = path.replace(/\/{2,}/g, '/');
  return url;
}

/** The context of a request that Node's server received, with its URL from `requestUrlOf`. */
export function contextOfNode(req: IncomingMessage, url: URL): ApiContext {
  const method = req.method ?? 'GET';
  return new ApiContext({
    method,
    url,
    headers: new NodeHeaders(req.headers),
    clientAddress: req.socket.remoteAddress ?? '',
    body: method === 'GET' || method === 'HEAD' ? null : req,
  });
}

/**
 * Writes an answer to Node's response: the JSON text `ok`/`fail` made it from as it is, any other body streamed with
 * back-pressure (a download stops being read when the client goes away). `close`: the request's body was left
 * unread part-way (ApiContext.bodyAbandoned), so the connection ends with this answer.
 */
export async function writeNodeResponse(response: Response, res: ServerResponse, close = false): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const setCookie = response.headers.getSetCookie();
  if (setCookie.length) headers['set-cookie'] = setCookie;
  if (close) headers.connection = 'close';
  if (response.statusText) res.writeHead(response.status, response.statusText, headers);
  else res.writeHead(response.status, headers);
  const raw = rawJsonOf(response);
  if (raw !== null) {
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
      if (!res.write(value)) await drained(res);
    }
    res.end();
  } catch (err) {
    res.destroy(err instanceof Error ? err : undefined);
  }
}

/**
 * Until the response can take more (or is gone). Both listeners go once either fires: a long download waits here
 * once per chunk the socket could not take, and kept listeners piled up (MaxListenersExceededWarning).
 */
function drained(res: ServerResponse): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}
