import { STATUS_CODES } from 'node:http';

/**
 * A page that sets its status (403 on /pages/not-authorized, the 404 and 500 pages) keeps the reason phrase of the
 * 200 it started from, and Node answered '403 OK' under `astro dev`; scripts/serve.mjs mends it in production as
 * well. The phrase of the status itself, then (src/middleware.ts, on every page). Astro attaches the cookies to
 * whatever response the middleware returns, so a new one loses none.
 */
export function withReasonPhrase(response: Response): Response {
  const reason = STATUS_CODES[response.status];
  if (response.status === 200 || !reason || (response.statusText && response.statusText !== 'OK')) return response;
  return new Response(response.body, { status: response.status, statusText: reason, headers: response.headers });
}
