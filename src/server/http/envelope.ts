import { AppError } from './app-error';
import { keepRawJson } from './node-context';

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
