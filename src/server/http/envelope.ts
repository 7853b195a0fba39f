import { AppError } from './app-error';

/** An answer's JSON text, kept beside its `Response` so that the entry writes it as it is, without reading it back. */
const RAW_JSON = Symbol.for('console.raw-json');

function keepRawJson(response: Response, text: string): Response {
  Reflect.set(response, RAW_JSON, text);
  return response;
}

/** The JSON text `ok` or `fail` made this answer from, while its body is unread; null for any other answer. */
export function rawJsonOf(response: Response): string | null {
  const raw: unknown = Reflect.get(response, RAW_JSON);
  return typeof raw === 'string' && !response.bodyUsed ? raw : null;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function ok<T>(data: T, message = 'Success', status = 200, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify({ success: true, message, data });
  return keepRawJson(new Response(text, { status, headers: { ...JSON_HEADERS, ...headers } }), text);
}

export function fail(status: number, error: string, message: string | { message: string; field?: string }[], headers: Record<string, string> = {}): Response {
  const text = JSON.stringify({ success: false, error, message });
  return keepRawJson(new Response(text, { status, headers: { ...JSON_HEADERS, ...headers } }), text);
}

export function errorResponse(err: unknown): Response {
  if (err instanceof AppError) {
    const message = err.details?.length ? err.details : err.message;
    return fail(err.status, err.title, message, err.headers);
  }
  console.warn('[api] unexpected error', err);
  const e = new AppError('INTERNAL');
  return fail(e.status, e.title, e.message);
}

/** Wraps an endpoint so that every thrown error becomes the envelope with its real status. */
export function handle<C>(fn: (ctx: C) => Promise<Response>): (ctx: C) => Promise<Response> {
  return async (ctx) => {
    try {
      return await fn(ctx);
    } catch (err) {
      return errorResponse(err);
    }
  };
}
