import { defineMiddleware } from 'astro:middleware';
import { matchRoute } from './features/registry';
import { isApiPath, normalizePath } from './lib/routes';
import { hostRefusal, resolveVisitor, securityHeaders, servesNoOrganization } from './api-request';
import { decidePage, ERROR_404 } from './server/access/guard';
import { isHttpsRequest } from './server/auth/client-address';
import { crossSiteForbidden, isForbiddenCrossSite } from './server/auth/cross-site';
import { SESSION_COOKIE } from './server/auth/session';
import { isMalformedHost } from './server/host';
import { withReasonPhrase } from './server/http/reason-phrase';

const PASS_THROUGH = /^\/(_astro\/|favicon\.(svg|ico)$|logo\.svg$|robots\.txt$)/;
const ERROR_500 = '/pages/error-500';

/**
 * org → session → guard, on every page request (docs/architecture.md "A request"). The API and SCIM are not pages: in
 * production scripts/serve.mjs hands them to the one API entry (src/api-entry.ts) before Astro; under `astro dev` they
 * pass through to the route that adapts Astro's request to the same entry (src/api-dev-route.ts), which runs every
 * check.
 */
export const onRequest = defineMiddleware(async (ctx, next) => {
  const raw = ctx.url.pathname;
  if (isApiPath(raw)) return next();
  const headers = ctx.request.headers;
  const host = headers.get('host');
  // A Host header that is no host at all (scripts/serve.mjs refuses it before Astro; this is for astro dev).
  if (isMalformedHost(host)) return securityHeaders(hostRefusal('malformed-host', false), false);
  if (PASS_THROUGH.test(raw)) return next();
  const request = { method: ctx.request.method, url: ctx.url, headers, clientAddress: ctx.clientAddress };
  const https = isHttpsRequest(request);
  // A host that selects no organisation is a 404 whatever the path, before any redirect (docs/decisions/0105).
  if (await servesNoOrganization(host, raw)) return securityHeaders(hostRefusal('unknown-host', false), https);
  // Cookie-carried mutations must come from this origin (server/auth/cross-site).
  if (isForbiddenCrossSite(request)) return crossSiteForbidden(request.method);
  const path = normalizePath(raw);
  if (path === null) return ctx.redirect(ERROR_404, 302);
  const lower = path.toLowerCase();
  // Only canonical spellings reach a page, so the guard and the router always agree.
  if (raw !== lower) return new Response(null, { status: 301, headers: { location: lower + ctx.url.search } });
  if (lower === ERROR_500) return securityHeaders(withReasonPhrase(await next()), https);

  const visitor = await resolveVisitor({ ...request, cookies: ctx.cookies, locals: ctx.locals }, ctx.cookies.get(SESSION_COOKIE)?.value ?? null);
  if ('refused' in visitor) {
    if (visitor.refused === 'unavailable') return ctx.redirect(ERROR_500, 302);
    return securityHeaders(hostRefusal(visitor.refused, false), https);
  }
  const { viewer } = visitor;

  const match = matchRoute(lower);
  const decision = decidePage({ path: lower, match, viewer, flags: ctx.locals.org.features, search: ctx.url.search });
  if (decision.action === 'redirect') return ctx.redirect(decision.to, 302);
  ctx.locals.route = match;
  const response = withReasonPhrase(await next());
  response.headers.set('cache-control', 'private, no-store');
  return securityHeaders(response, https);
});
