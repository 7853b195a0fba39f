import { defineMiddleware } from 'astro:middleware';
import { getDb } from './bootstrap';
import { matchRoute } from './features/registry';
import { normalizePath } from './lib/routes';
import { guardApi, hostRefusal, resolveVisitor, securityHeaders, servesNoOrganization } from './api-request';
import { decidePage, ERROR_404 } from './server/access/guard';
import { isHttpsRequest } from './server/auth/client-address';
import { crossSiteForbidden, isForbiddenCrossSite } from './server/auth/cross-site';
import { SESSION_COOKIE } from './server/auth/session';
import { fail } from './server/http/envelope';
import { isMalformedHost } from './server/host';

const PASS_THROUGH = /^\/(_astro\/|favicon\.(svg|ico)$|logo\.svg$|robots\.txt$)/;
const ERROR_500 = '/pages/error-500';
const SCIM = /^\/scim\/v2(\/|$)/i;

/** org → session → guard, on every page and API request (DESIGN.md, Access). */
export const onRequest = defineMiddleware(async (ctx, next) => {
  const raw = ctx.url.pathname;
  const isApi = /^\/api(\/|$)/i.test(raw.replace(/\/{2,}/g, '/'));
  const host = ctx.request.headers.get('host');
  // A Host header that is no host at all (scripts/serve.mjs refuses it before Astro; this is for other servers).
  if (isMalformedHost(host)) return securityHeaders(hostRefusal('malformed-host', isApi), false);
  if (PASS_THROUGH.test(raw)) return next();
  const https = isHttpsRequest(ctx);
  // A host that selects no organisation is a 404 whatever the path, before any redirect (docs/decisions/0105).
  if (await servesNoOrganization(host, raw)) return securityHeaders(hostRefusal('unknown-host', isApi), https);
  // Cookie-carried mutations must come from this origin; bearer-authenticated API clients need no Origin (server/auth/cross-site).
  if (isForbiddenCrossSite(ctx.request, ctx.url)) return crossSiteForbidden(ctx.request);
  // SCIM provisioning (features/sso): its own bearer token names the organisation; no session, no page guard, and
  // its resource names keep their case (/scim/v2/Users).
  if (SCIM.test(raw)) {
    try {
      ctx.locals.db = await getDb();
    } catch (err) {
      console.error('[middleware] database unavailable', err);
      return new Response(null, { status: 503 });
    }
    return securityHeaders(await next(), https);
  }
  const path = normalizePath(raw);
  if (path === null) {
    return isApi ? fail(400, 'Bad Request', 'The request path is not valid.') : ctx.redirect(ERROR_404, 302);
  }
  const lower = path.toLowerCase();
  // Only canonical spellings reach a page or an endpoint, so the guard and the router always agree.
  if (isApi ? raw !== path : raw !== lower) {
    const target = (isApi ? path : lower) + ctx.url.search;
    return new Response(null, { status: isApi ? 308 : 301, headers: { location: target } });
  }
  if (!isApi && lower === ERROR_500) return securityHeaders(await next(), https);

  const requestContext = {
    url: ctx.url,
    method: ctx.request.method,
    header: (n: string) => ctx.request.headers.get(n),
    cookies: ctx.cookies,
    locals: ctx.locals,
  };
  if (isApi) {
    const denied = await guardApi(requestContext, path);
    return denied ?? securityHeaders(await next(), https);
  }

  const visitor = await resolveVisitor(requestContext, ctx.cookies.get(SESSION_COOKIE)?.value ?? null);
  if ('refused' in visitor) {
    if (visitor.refused === 'unavailable') return ctx.redirect(ERROR_500, 302);
    return securityHeaders(hostRefusal(visitor.refused, false), https);
  }
  const { viewer } = visitor;

  const match = matchRoute(lower);
  const decision = decidePage({ path: lower, match, viewer, flags: ctx.locals.org.features, search: ctx.url.search });
  if (decision.action === 'redirect') return ctx.redirect(decision.to, 302);
  ctx.locals.route = match;
  const response = await next();
  response.headers.set('cache-control', 'private, no-store');
  return securityHeaders(response, https);
});
