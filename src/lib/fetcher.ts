/** The typed API client for islands (DESIGN.md "API contract"; spec 000 §5, §8). */

export interface SuccessEnvelope<T> {
  success: true;
  message: string;
  data: T;
}

const LOGIN_PATH = '/pages/login';
export const DEFAULT_ERROR_TITLE = 'Error';
const EXPIRED_TOKEN = 'Expired token';

/** Navigation goes through here so tests (and jsdom) can observe it instead of leaving the page. */
export const navigation = {
  assign(href: string): void {
    window.location.assign(href);
  },
};

/** The error an island catches: `title` is the envelope's error, `message` its text(s) joined with ', '. */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly fields: { message: string; field?: string }[];
  /** True when the client is already on its way to the login page; no dialog is needed. */
  readonly redirecting: boolean;

  constructor(init: { status: number; title?: string; message: string; fields?: { message: string; field?: string }[]; redirecting?: boolean }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.title = init.title || DEFAULT_ERROR_TITLE;
    this.fields = init.fields ?? [];
    this.redirecting = init.redirecting ?? false;
  }
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Drops empty strings, null and undefined (and, for queries, empty arrays) from the top level of an object. */
export function compact<T extends Record<string, unknown>>(obj: T, options: { dropEmptyArrays?: boolean } = {}): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) {
    if (isBlank(value)) continue;
    if (options.dropEmptyArrays && Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out as Partial<T>;
}

/** A message or a list of `{ message }` as one text, joined with ', '. */
export function joinMessages(message: unknown): string {
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) {
    return message
      .map((m) => (typeof m === 'string' ? m : isPlainObject(m) && typeof m.message === 'string' ? m.message : ''))
      .filter(Boolean)
      .join(', ');
  }
  return '';
}

function isExpired(body: unknown): boolean {
  if (!isPlainObject(body)) return false;
  const m = body.message;
  return m === EXPIRED_TOKEN || (Array.isArray(m) && m.some((x) => isPlainObject(x) && x.message === EXPIRED_TOKEN));
}

/** Builds the ApiError for a response body; sends the browser to login on 401 or 'Expired token'. */
export function toApiError(status: number, body: unknown, fallbackMessage = ''): ApiError {
  const redirecting = status === 401 || isExpired(body);
  if (redirecting) navigation.assign(LOGIN_PATH);
  const env = isPlainObject(body) ? body : {};
  const fields = Array.isArray(env.message)
    ? env.message.filter((m): m is { message: string; field?: string } => isPlainObject(m) && typeof m.message === 'string')
    : [];
  return new ApiError({
    status,
    title: typeof env.error === 'string' ? env.error : undefined,
    message: joinMessages(env.message) || fallbackMessage,
    fields,
    redirecting,
  });
}

const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * { title, message } for any thrown value, for the error dialog. The server's text is preferred;
 * `fallback` (the screen's own message, e.g. 'Failed get quizzes') stands in when the server gave none
 * or the failure is not an API answer.
 */
export function toErrorInfo(err: unknown, fallback?: string): { title: string; message: string } {
  if (err instanceof ApiError) return { title: err.title, message: err.message || fallback || GENERIC_ERROR_MESSAGE };
  const own = err instanceof Error ? err.message : joinMessages(err);
  return { title: DEFAULT_ERROR_TITLE, message: fallback || own || GENERIC_ERROR_MESSAGE };
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

/** The URL of an API path under /api with the query's non-empty values. */
function apiUrl(path: string, query?: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(compact(query ?? {}, { dropEmptyArrays: true }))) {
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.set(key, String(value));
  }
  const qs = params.toString();
  return `/api${path.startsWith('/') ? '' : '/'}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * Calls the API and returns the whole success envelope; any failure (status or success:false) throws ApiError.
 * Native fetch (no client library), so the islands that only list and delete stay small (issue 11's page budget).
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<SuccessEnvelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(isPlainObject(options.body) ? compact(options.body) : options.body);
  }
  let res: Response;
  try {
    res = await fetch(apiUrl(path, options.query), { method: options.method ?? 'GET', headers, body, credentials: 'same-origin', signal: options.signal });
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
  return parsed as unknown as SuccessEnvelope<T>;
}

/** Calls the API and returns the envelope's `data`. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await request<T>(path, options)).data;
}
