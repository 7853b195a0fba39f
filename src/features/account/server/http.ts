import { AppError } from '@/server/http/app-error';
import type { ApiContext } from '@/server/http/api-context';
import { handle, ok } from '@/server/http/envelope';
import { consumeSsoToken, createSession, createSsoToken, deleteSession, SESSION_COOKIE } from '@/server/auth/session';
import { toAcl } from '@/lib/permissions';
import { clientAddressOf, isHttpsRequest } from '@/server/auth/client-address';
import { SSO_REQUIRED_MESSAGE } from '@/server/auth/sso-enforcement';
import { accountMessages } from '../messages';
import { LoginInputSchema, RegisterInputSchema, safeRedirect, VerificationInputSchema } from '../schemas';
import { bind, selfParsing } from '@/server/http/dispatch';
import { accountApi } from '../api';
import { register } from './register';
import { signIn } from './sign-in';

const isForm = (ctx: ApiContext) => (ctx.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded');

function setSessionCookie(ctx: ApiContext, token: string) {
  // Behind a proxy that ends TLS the request arrives as http: COOKIE_SECURE=1 marks the cookie Secure anyway, and so
  // does `X-Forwarded-Proto: https` from a proxy listed in TRUSTED_PROXIES.
  const secure = process.env.COOKIE_SECURE === '1' || isHttpsRequest(ctx);
  ctx.cookies.set(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The Frontpage form's answer: a page that moves on to the learner site, instead of a 303 to it. The pages' CSP says
 * `form-action 'self'`, and browsers apply form-action to the redirects that follow a form post too; a page that
 * refreshes to the address is a new navigation, which form-action does not govern. Nothing else runs on it.
 */
function continuePage(url: string): Response {
  const href = escapeAttr(url);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0;url=${href}"><title>Frontpage</title></head><body><p><a href="${href}">Continue to the learner site</a></p></body></html>`;
  return new Response(html, {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    },
  });
}

/** Form posts come back to the login page with a reason code; JSON clients get the envelope. */
function loginErrorCode(err: unknown): string {
  if (err instanceof AppError) {
    if (err.code === 'RATE_LIMITED') return `locked&retry=${Number(err.headers?.['retry-after'] ?? 900)}`;
    if (err.code === 'FORBIDDEN' && err.message === SSO_REQUIRED_MESSAGE) return 'sso_required';
    if (err.code === 'FORBIDDEN') return err.message === accountMessages.pendingAccount ? 'pending' : 'inactive';
    if (err.code === 'VALIDATION') return 'missing';
    if (err.code === 'CONFLICT' && err.message === accountMessages.otherOrganization) return 'other_org';
  }
  if (err instanceof AppError && err.code === 'UNAUTHENTICATED') return 'invalid';
  return 'unavailable';
}

const login = handle(async (ctx: ApiContext) => {
  const form = isForm(ctx);
  try {
    const input = await ctx.json(LoginInputSchema);
    const result = await signIn({
      db: ctx.locals.db,
      input,
      ipAddress: clientAddressOf(ctx),
      userAgent: ctx.headers.get('user-agent'),
      hostOrganizationId: ctx.locals.org.id,
    });
    setSessionCookie(ctx, result.token);
    return form ? seeOther(safeRedirect(input.redirect)) : ok(result, accountMessages.loginSuccess);
  } catch (err) {
    if (!form) throw err;
    return seeOther(`/pages/login?error=${loginErrorCode(err)}`);
  }
});

const registerAccount = handle(async (ctx: ApiContext) => {
  const input = await ctx.json(RegisterInputSchema);
  const result = await register({ db: ctx.locals.db, input });
  return ok({ id: result.id, status: 'pending' }, result.message, 201);
});

const logout = handle(async (ctx: ApiContext) => {
  const { auth, db } = ctx.locals;
  if (auth) await deleteSession(db, auth.sessionId);
  ctx.cookies.delete(SESSION_COOKIE, { path: '/' });
  return isForm(ctx) ? seeOther('/pages/login?logged_out=1') : ok(null, accountMessages.loggedOut);
});

const me = handle(async (ctx: ApiContext) => {
  const auth = ctx.locals.auth!;
  const u = auth.user;
  return ok({
    expired_at: auth.expiresAt.toISOString(),
    acl: toAcl(auth.keys),
    user: {
      id: u.id,
      full_name: u.fullName,
      posisi: u.position,
      picture: u.picture,
      display_name: u.fullName.split(' ')[0],
      role: u.rule,
      programs: [{ id: ctx.locals.org.id, title: ctx.locals.org.title }],
    },
  });
});

/** Frontpage: a one-time SSO token for the learner site only, handed to it in the query (spec 000 §1). */
const frontpage = handle(async (ctx: ApiContext) => {
  const { auth, db, org } = ctx.locals;
  if (!org.urlSubdomain) throw new AppError('NOT_FOUND', 'This organization has no learner site.');
  const token = await createSsoToken(db, { userId: auth!.user.id, sessionId: auth!.sessionId, audience: 'learner' });
  const target = new URL(/^https?:\/\//.test(org.urlSubdomain) ? org.urlSubdomain : `https://${org.urlSubdomain}`);
  target.searchParams.set('token', token);
  return isForm(ctx) ? continuePage(target.toString()) : ok({ url: target.toString(), sso_token: token });
});

/**
 * Verification: a one-time SSO token from another app of the organisation becomes a console session. Only tokens
 * made for the console are accepted: a Frontpage token (audience learner) seen in the learner site's address is not.
 */
const verify = handle(async (ctx: ApiContext) => {
  const form = isForm(ctx);
  const { db, org } = ctx.locals;
  let userId: number | null = null;
  try {
    const input = await ctx.json(VerificationInputSchema);
    userId = await consumeSsoToken(db, input.token, org.id, 'console');
  } catch (err) {
    if (!form) throw err;
  }
  if (!userId) {
    if (form) return seeOther('/pages/verification?error=invalid');
    throw new AppError('UNAUTHENTICATED', accountMessages.verificationInvalid);
  }
  const session = await createSession(db, {
    userId,
    organizationId: org.id,
    userAgent: ctx.headers.get('user-agent'),
    ipAddress: clientAddressOf(ctx),
  });
  setSessionCookie(ctx, session.token);
  return form ? seeOther('/dashboard') : ok({ token: session.token, token_type: 'Bearer', expired_at: session.expiresAt.toISOString() });
});

/** The account endpoints (api.ts): they parse their own requests (forms and JSON, cookies). */
export const accountEndpoints = bind(accountApi, {
  login: selfParsing(login),
  register: selfParsing(registerAccount),
  verification: selfParsing(verify),
  logout: selfParsing(logout),
  me: selfParsing(me),
  frontpage: selfParsing(frontpage),
});
