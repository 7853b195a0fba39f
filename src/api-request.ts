import { getDb } from './bootstrap';
import { matchApi } from './features/api-registry';
import { decideApi, type Viewer } from './server/access/guard';
import { resolveSession, SESSION_COOKIE } from './server/auth/session';
import { AppError } from './server/http/app-error';
import { errorResponse, fail, ok } from './server/http/envelope';
import { resolveOrganization } from './server/org';

/**
 * Organisation → session → guard (docs/architecture.md "A request"), shared by the pages' middleware
 * (src/middleware.ts) and the one API entry (src/api-entry.ts), so that a page and an API call are answered by the same
 * rules.
 */

/** What the organisation, session and guard steps read of a request: the API's context, or a page's from Astro's. */
export interface ApiGuardContext {
  url: URL;
  method: string;
  headers: { get(name: string): string | null };
  cookies: { get(name: string): { value: string } | undefined; delete(name: string, options?: { path?: string }): void };
  locals: App.Locals;
}

function bearer(header: string | null): string | null {
  return header && /^bearer /i.test(header) ? header.slice(7).trim() : null;
}

/** Once a browser has seen the console over https it keeps to https (HSTS_MAX_AGE seconds, one year by default). */
const HSTS = `max-age=${Number(process.env.HSTS_MAX_AGE ?? 31_536_000)}`;

export function securityHeaders(response: Response, https: boolean): Response {
  const h = response.headers;
  h.set('x-content-type-options', 'nosniff');
  h.set('referrer-policy', 'same-origin');
  if (!h.has('x-frame-options')) h.set('x-frame-options', 'SAMEORIGIN');
  // Only over https (directly, or from a proxy in TRUSTED_PROXIES): browsers ignore it on http anyway.
  if (https) h.set('strict-transport-security', HSTS);
  return response;
}

/** What the organisation and session step found: the viewer for the guards, and how the session lookup ended. */
export interface Visitor {
  viewer: Viewer | null;
  /** The token named a session that has ended (idle or absolute limit, or its user deactivated). */
  expired: boolean;
}

/**
 * Why a request is served by no organisation (docs/decisions/0105): its Host header is no host at all (400), or
 * one that selects no organisation (404); or the organisation configuration could not be loaded (500).
 */
export interface Refusal {
  refused: 'malformed-host' | 'unknown-host' | 'unavailable';
}

const HOST_ANSWERS = {
  'malformed-host': { status: 400, title: 'Bad Request', message: 'The Host header is not valid.' },
  'unknown-host': { status: 404, title: 'Not Found', message: 'No organisation is served at this address.' },
} as const;

/**
 * The answer to a request refused for its Host: the envelope on the API, otherwise a plain page (the console's own
 * pages are an organisation's, themed and titled by it, and there is none to show).
 */
export function hostRefusal(reason: keyof typeof HOST_ANSWERS, api: boolean): Response {
  const { status, title, message } = HOST_ANSWERS[reason];
  if (api) return fail(status, title, message);
  const html = `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${message}</p></body></html>\n`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'" },
  });
}

/**
 * Whether a request's well-formed Host selects no organisation, so that the pages' middleware and the API entry
 * answer 404 on every path before they redirect or guard anything. The liveness check is answered on any host (see guardApi). False
 * when the database cannot tell: resolveVisitor then answers that its own way.
 */
export async function servesNoOrganization(host: string | null, path: string): Promise<boolean> {
  if (path === LIVENESS) return false;
  try {
    return (await resolveOrganization(await getDb(), host)).status === 'unknown';
  } catch {
    return false;
  }
}

/**
 * Organisation → session for a page or an API call (docs/architecture.md "A request"): fills `locals` (db, org, auth),
 * drops the session cookie when its token no longer names an active session, and returns the viewer; or why the request
 * is served by no organisation (the caller answers its own way).
 */
export async function resolveVisitor(ctx: ApiGuardContext, token: string | null): Promise<Visitor | Refusal> {
  let db, host;
  try {
    db = await getDb();
    host = await resolveOrganization(db, ctx.headers.get('host'));
  } catch (err) {
    console.error('[middleware] organisation configuration could not be loaded', err);
    return { refused: 'unavailable' };
  }
  if (host.status === 'malformed') return { refused: 'malformed-host' };
  if (host.status === 'unknown') return { refused: 'unknown-host' };
  const { org } = host;
  ctx.locals.db = db;
  ctx.locals.org = org;
  const lookup = await resolveSession(db, token, org.id);
  const auth = lookup.status === 'active' ? lookup.auth : null;
  if (lookup.status === 'expired' || (token && !auth)) ctx.cookies.delete(SESSION_COOKIE, { path: '/' });
  ctx.locals.auth = auth;
  return { viewer: auth ? { rule: auth.user.rule, keys: auth.keys } : null, expired: lookup.status === 'expired' };
}

/**
 * Resolves the organisation and the session of an API call on a canonical path and decides it: the denial to send
 * (401, 403, 404, 405 in the envelope; a form navigation after the session ended goes to sign-in), or null when the
 * endpoint may run, with `locals` (db, org, auth) filled in for it.
 */
export async function guardApi(ctx: ApiGuardContext, path: string): Promise<Response | null> {
  const token = bearer(ctx.headers.get('authorization')) ?? ctx.cookies.get(SESSION_COOKIE)?.value ?? null;
  const visitor = await resolveVisitor(ctx, token);
  if ('refused' in visitor) {
    if (visitor.refused === 'unavailable') return errorResponse(new AppError('INTERNAL', 'The organization configuration could not be loaded.'));
    // A load balancer probes an instance by its address: the liveness answer tells nothing of any organisation.
    if (visitor.refused === 'unknown-host' && path === LIVENESS && (ctx.method === 'GET' || ctx.method === 'HEAD')) return ok({ status: 'ok' });
    return hostRefusal(visitor.refused, true);
  }
  ctx.locals.route = null;
  const { viewer } = visitor;

  const decision = decideApi({
    method: ctx.method,
    candidates: matchApi(path.toLowerCase()),
    viewer,
    sessionExpired: visitor.expired || Boolean(token),
  });
  if (decision.action !== 'deny') return null;
  if (decision.code === 'METHOD_NOT_ALLOWED') return fail(405, 'Method Not Allowed', 'This method is not allowed here.');
  // A plain HTML form of the shell (Logout, Frontpage) posted after the session ended: the browser is navigating, so
  // it goes to the sign-in page (spec 000 §8) instead of showing the JSON envelope.
  if ((decision.code === 'UNAUTHENTICATED' || decision.code === 'EXPIRED') && isFormNavigation(ctx)) {
    return new Response(null, { status: 303, headers: { location: '/pages/login' } });
  }
  return errorResponse(new AppError(decision.code));
}

/** A browser submitting an HTML form as a page navigation (not fetch): urlencoded or multipart, mode navigate. */
function isFormNavigation(ctx: ApiGuardContext): boolean {
  if (ctx.method !== 'POST') return false;
  const type = (ctx.headers.get('content-type') ?? '').toLowerCase();
  const form = type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
  return form && ctx.headers.get('sec-fetch-mode') === 'navigate';
}

/** The shell's liveness check (features/shell/area.ts), answered on any well-formed host. */
const LIVENESS = '/api/health';
