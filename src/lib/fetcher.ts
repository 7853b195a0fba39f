/** The fetcher under the islands' typed client (docs/architecture.md "The kits"; spec 000 §5, §8). */
import { isPlainObject } from './api-error';
import { toApiError } from './api-response';
import { queryString } from './endpoint';

export { ApiError, DEFAULT_ERROR_TITLE, joinMessages, toErrorInfo } from './api-error';
export { navigation, toApiError } from './api-response';

export interface SuccessEnvelope<T> {
  success: true;
  message: string;
  data: T;
}

/** Drops empty strings, null and undefined from the top level of a JSON body (a query's are dropped by queryString). */
export function compact<T extends Record<string, unknown>>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Empty values are dropped (spec 000 §5); an array repeats its key. */
  query?: Record<string, unknown>;
  /** A JSON object (empty values dropped at the top level) or a FormData sent as multipart. */
  body?: object | FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls the API at an endpoint's own path, `/api` included as the declaration writes it (`/api/cms/presences/7`), and
 * returns the whole success envelope; any failure (status or success:false) throws ApiError. Islands do not call it:
 * they call the typed client (src/lib/api-client.ts), which fills the path and gives the answer its declared type.
 * Native fetch (no client library), so the islands that only list and delete stay small (issue 11's page budget).
 */
export async function callApi(path: string, options: RequestOptions = {}): Promise<SuccessEnvelope<unknown>> {
  if (!path.startsWith('/api/')) throw new Error(`Not an API path: ${path}`);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(isPlainObject(options.body) ? compact(options.body) : options.body);
  }
  let res: Response;
  try {
    res = await fetch(path + queryString(options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw toApiError(0, undefined, 'Network error. Please check your connection.');
  }
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: an error page or a proxy's answer
  }
  if (!res.ok) throw toApiError(res.status, parsed);
  if (!isPlainObject(parsed) || parsed.success !== true) throw toApiError(200, parsed);
  return parsed as unknown as SuccessEnvelope<unknown>;
}
