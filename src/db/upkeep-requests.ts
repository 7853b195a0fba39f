import { subscribe } from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';

/** A request in flight for longer than this (an upload, a download) no longer defers the upkeep. */
const LONG_REQUEST_MS = 2_000;

/** The requests this process is serving (Node's own http diagnostics channel: the built server and astro dev alike). */
export const requests = { inFlight: new Map<ServerResponse, number>(), lastAt: 0, served: 0 };
let tracking = false;
export function trackRequests(): void {
  if (tracking) return;
  tracking = true;
  subscribe('http.server.request.start', (message) => {
    const { response } = message as { response: ServerResponse };
    const now = performance.now();
    requests.inFlight.set(response, now);
    requests.lastAt = now;
    response.once('close', () => {
      requests.inFlight.delete(response);
      requests.lastAt = performance.now();
      requests.served++;
    });
  });
}

/** No request that may be waiting on the database: none in flight (but long ones), none for quietMs. */
export function quiet(quietMs: number): boolean {
  const now = performance.now();
  if (now - requests.lastAt < quietMs) return false;
  for (const started of requests.inFlight.values()) if (now - started < LONG_REQUEST_MS) return false;
  return true;
}
