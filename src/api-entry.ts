import type { IncomingMessage, ServerResponse } from 'node:http';
import { guardApi, hostRefusal, securityHeaders, servesNoOrganization } from './api-request';
import { getDb } from './bootstrap';
import { dispatch } from './features/api-registry';
import { answerKeptPublicRead, keepPublicRead, publicReadGeneration } from './features/branding/server/public-reads';
import { handleScim } from './features/sso/server/scim/route';
import { UPLOADS_PATH } from './features/storage/routes';
import { tusDiscovery } from './features/storage/server/resumable-http';
import { isApiPath, isScimPath, normalizePath } from './lib/routes';
import { isHttpsRequest } from './server/auth/client-address';
import { crossSiteForbidden, isForbiddenCrossSite } from './server/auth/cross-site';
import type { ApiContext } from './server/http/api-context';
import { errorResponse, fail } from './server/http/envelope';
import { contextOfNode, requestUrlOf, writeNodeResponse } from './server/http/node-io';
import { isMalformedHost } from './server/host';

// scripts/serve.mjs stops with them: the jobs under way end, then the database closes (docs/decisions/0113).
export { closeDatabase, stopJobs } from './bootstrap';

/**
 * The one entry of every /api and /scim/v2 request (docs/architecture.md "A request"; docs/decisions/0109).
 * scripts/serve.mjs imports this module from the build (dist/server/api-entry.mjs, emitted by scripts/api-entry.mjs)
 * and hands it every such request from Node, reads and writes, JSON, multipart and tus uploads alike, without Astro's
 * page pipeline; under `astro dev` Astro's request is adapted to the same context (src/api-dev-route.ts). In order: the
 * Host rule (0105), the cross-site rule (0048), SCIM's own token, the canonical path, organisation → session → guard,
 * the dispatcher; every answer gets the security headers and the cookies the steps set.
 */

/** The answer to one API or SCIM request. Never throws: an unexpected failure is the 500 envelope. */
export async function answerApi(ctx: ApiContext): Promise<Response> {
  const host = ctx.headers.get('host');
  const malformed = isMalformedHost(host);
  // A Host that is no host at all names no address to be https on (scripts/serve.mjs refuses it before this).
  const https = !malformed && isHttpsRequest(ctx);
  let response: Response;
  try {
    response = malformed ? hostRefusal('malformed-host', !isScimPath(ctx.url.pathname)) : await route(ctx, host);
  } catch (err) {
    response = errorResponse(err);
  }
  for (const cookie of ctx.cookies.outgoing) response.headers.append('set-cookie', cookie);
  return securityHeaders(response, https);
}

async function route(ctx: ApiContext, host: string | null): Promise<Response> {
  const raw = ctx.url.pathname;
  // SCIM is outside /api: its refusals for the Host are the plain page, as for any page.
  const api = !isScimPath(raw);
  // A host that selects no organisation is a 404 whatever the path, before any redirect (docs/decisions/0105).
  if (await servesNoOrganization(host, raw)) return hostRefusal('unknown-host', api);
  // Cookie-carried mutations must come from this origin; bearer-authenticated clients need no Origin (0048).
  if (isForbiddenCrossSite(ctx)) return crossSiteForbidden(ctx.method);
  if (!api) {
    // SCIM provisioning (features/sso): its own bearer token names the organisation; no session, no guard, and its
    // resource names keep their case (/scim/v2/Users).
    try {
      ctx.locals.db = await getDb();
    } catch (err) {
      console.error('[api] database unavailable', err);
      return new Response(null, { status: 503 });
    }
    return handleScim(ctx);
  }
  const path = normalizePath(raw);
  if (path === null) return fail(400, 'Bad Request', 'The request path is not valid.');
  // Only canonical spellings reach an endpoint, so the guard and the dispatcher always agree.
  if (raw !== path) return new Response(null, { status: 308, headers: { location: path + ctx.url.search } });
  if (ctx.method === 'OPTIONS' && path === UPLOADS_PATH) return tusDiscovery();
  return (await guardApi(ctx, path)) ?? (await dispatch(ctx));
}

/**
 * scripts/serve.mjs: serves an API or SCIM request from Node's request and answers true; false for any other path
 * (the build's files and the pages, which serve.mjs and Astro answer).
 */
export function serveApi(req: IncomingMessage, res: ServerResponse): boolean {
  // The learner site's public reads, answered again as the route last answered them (docs/decisions/0137).
  if (answerKeptPublicRead(req, res)) return true;
  const url = requestUrlOf(req);
  if (!isApiPath(url.pathname)) return false;
  const ctx = contextOfNode(req, url);
  const generation = publicReadGeneration();
  answerApi(ctx)
    .then((response) => {
      keepPublicRead(req, response, generation);
      return writeNodeResponse(response, res, ctx.bodyAbandoned);
    })
    .catch((err: unknown) => {
      console.error('[api] the answer could not be written', err);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal server error');
    });
  return true;
}

/**
 * Answers 400 to a request whose Host header is no host at all (docs/decisions/0105), before anything else reads it:
 * Astro's adapter fails on some (a Host with user information is a 500 before the middleware runs) and makes up
 * `localhost` for others. scripts/serve.mjs asks this first for every request, the build's files and the pages
 * included, so every path answers alike; the pages' middleware checks again for `astro dev`.
 */
export function refuseMalformedHost(req: IncomingMessage, res: ServerResponse): boolean {
  if (!isMalformedHost(req.headers.host)) return false;
  const path = (req.url ?? '/').replace(/\/{2,}/g, '/');
  const api = isApiPath(path) && !isScimPath(path);
  writeNodeResponse(securityHeaders(hostRefusal('malformed-host', api), false), res).catch((err: unknown) => res.destroy(err as Error));
  return true;
}
