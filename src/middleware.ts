import { defineMiddleware } from 'astro:middleware';
import { getDb } from './bootstrap';
import { matchApi } from './features/api-registry';
import { matchRoute } from './features/registry';
import { normalizePath } from './lib/routes';
import { decideApi, decidePage, ERROR_404, type Viewer } from './server/access/guard';
import { isHttpsRequest } from './server/auth/client-address';
import { crossSiteForbidden, isForbiddenCrossSite } from './server/auth/cross-site';
import { resolveSession, SESSION_COOKIE } from './server/auth/session';
import { AppError } from './server/http/app-error';
import { errorResponse, fail } from './server/http/envelope';
import { resolveOrganization } from './server/org';

const PASS_THROUGH = /^\/(_astro\/|favicon\.(svg|ico)$|logo\.svg$|robots\.txt$)/;
const ERROR_500 = '/pages/error-500';
const SCIM = /^\/scim\/v2(\/|$)/i;

function bearer(request: Request): string | null {
  const h = request.headers.get('authorization');
  return h && /^bearer /i.test(h) ? h.slice(7).trim() : null;
}

/** Once a browser has seen the console over https it keeps to https (HSTS_MAX_AGE seconds, one year by default). */
const HSTS = `max-age=${Number(process.env.HSTS_MAX_AGE ?? 31_536_000)}`;

function securityHeaders(response: Response, https: boolean): Response {
  const h = response.headers;
  h.set('x-content-type-options', 'nosniff');
  h.set('referrer-policy', 'same-origin');
  if (!h.has('x-frame-options')) h.set('x-frame-options', 'SAMEORIGIN');
  // Only over https (directly, or from a proxy in TRUSTED_PROXIES): browsers ignore it on http anyway.
  if (https) h.set('strict-transport-security', HSTS);
  return response;
}

/** org → session → guard, on every page and API request (DESIGN.md, Access). */
export const onRequest = defineMiddleware(async (ctx, next) => {
  // Cookie-carried mutations must come from this origin; bearer-authenticated API clients need no Origin (server/auth/cross-site).
  if (isForbiddenCrossSite(ctx.request, ctx.url)) return crossSiteForbidden(ctx.request);
  const raw = ctx.url.pathname;
  if (PASS_THROUGH.test(raw)) return next();
  const https = isHttpsRequest(ctx);
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
  const isApi = /^\/api(\/|$)/i.test(raw.replace(/\/{2,}/g, '/'));
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

  let db, org;
  try {
    db = await getDb();
    org = await resolveOrganization(db, ctx.request.headers.get('host'));
  } catch (err) {
    console.error('[middleware] organisation configuration could not be loaded', err);
    return isApi ? errorResponse(new AppError('INTERNAL', 'The organization configuration could not be loaded.')) : ctx.redirect(ERROR_500, 302);
  }
  ctx.locals.db = db;
  ctx.locals.org = org;

  const token = (isApi ? bearer(ctx.request) : null) ?? ctx.cookies.get(SESSION_COOKIE)?.value ?? null;
  const lookup = await resolveSession(db, token, org.id);
  const auth = lookup.status === 'active' ? lookup.auth : null;
  if (lookup.status === 'expired' || (token && !auth)) ctx.cookies.delete(SESSION_COOKIE, { path: '/' });
  ctx.locals.auth = auth;
  const viewer: Viewer | null = auth ? { rule: auth.user.rule, keys: auth.keys } : null;

  if (isApi) {
    const decision = decideApi({
      method: ctx.request.method,
      candidates: matchApi(lower),
      viewer,
      sessionExpired: lookup.status === 'expired' || Boolean(token),
    });
    ctx.locals.route = null;
    if (decision.action === 'deny') {
      if (decision.code === 'METHOD_NOT_ALLOWED') return fail(405, 'Method Not Allowed', 'This method is not allowed here.');
      // A plain HTML form of the shell (Logout, Frontpage) posted after the session ended: the browser is
      // navigating, so it goes to the sign-in page (spec 000 §8) instead of showing the JSON envelope.
      if ((decision.code === 'UNAUTHENTICATED' || decision.code === 'EXPIRED') && isFormNavigation(ctx.request)) return ctx.redirect('/pages/login', 303);
      return errorResponse(new AppError(decision.code));
    }
    return securityHeaders(await next(), https);
  }

  const match = matchRoute(lower);
  const decision = decidePage({ path: lower, match, viewer, flags: org.features, search: ctx.url.search });
  if (decision.action === 'redirect') return ctx.redirect(decision.to, 302);
  ctx.locals.route = match;
  const response = await next();
  response.headers.set('cache-control', 'private, no-store');
  return securityHeaders(response, https);
});

/** A browser submitting an HTML form as a page navigation (not fetch): urlencoded or multipart, mode navigate. */
function isFormNavigation(request: Request): boolean {
  if (request.method !== 'POST') return false;
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const form = type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
  return form && request.headers.get('sec-fetch-mode') === 'navigate';
}
