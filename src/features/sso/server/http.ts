import { clientAddressOf, isHttpsRequest } from '@/server/auth/client-address';
import { SESSION_COOKIE } from '@/server/auth/session';
import type { ApiContext } from '@/server/http/api-context';
import { bind, reply, selfParsing } from '@/server/http/dispatch';
import { ssoApi } from '../api';
import { ssoMessages as M } from '../messages';
import { createScimToken, listScimTokens, revokeScimToken } from './scim-tokens';
import { getSettings, saveSettings } from './settings';
import { testDiscovery } from './oidc-client';
import { finishSignOn, SsoError, startSignOn, STATE_COOKIE, STATE_TTL_SECONDS } from './sso-sign-in';

const STATE_PATH = '/api/cms/auth/sso';
const secure = (ctx: ApiContext) => process.env.COOKIE_SECURE === '1' || isHttpsRequest(ctx);
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

function failed(ctx: ApiContext, err: unknown): Response {
  ctx.cookies.delete(STATE_COOKIE, { path: STATE_PATH });
  const reason = err instanceof SsoError ? err.reason : 'failed';
  // Why it failed stays in the server log for the administrator; the login page shows the reason's words only.
  console.warn(`[sso] sign-on refused (${reason}): ${err instanceof Error ? err.message : String(err)}`);
  return seeOther(`/pages/login?error=sso_${reason}`);
}

async function start(ctx: ApiContext): Promise<Response> {
  try {
    const { url, cookie } = await startSignOn({
      db: ctx.locals.db,
      organizationId: ctx.locals.org.id,
      origin: ctx.url.origin,
      redirect: ctx.url.searchParams.get('redirect'),
    });
    ctx.cookies.set(STATE_COOKIE, cookie, { httpOnly: true, sameSite: 'lax', secure: secure(ctx), path: STATE_PATH, maxAge: STATE_TTL_SECONDS });
    return seeOther(url);
  } catch (err) {
    return failed(ctx, err);
  }
}

async function callback(ctx: ApiContext): Promise<Response> {
  try {
    const result = await finishSignOn({
      db: ctx.locals.db,
      organizationId: ctx.locals.org.id,
      currentUrl: ctx.url,
      origin: ctx.url.origin,
      cookie: ctx.cookies.get(STATE_COOKIE)?.value,
      userAgent: ctx.headers.get('user-agent'),
      ipAddress: clientAddressOf(ctx),
    });
    ctx.cookies.delete(STATE_COOKIE, { path: STATE_PATH });
    ctx.cookies.set(SESSION_COOKIE, result.token, { httpOnly: true, sameSite: 'lax', secure: secure(ctx), path: '/' });
    return seeOther(result.redirect);
  } catch (err) {
    return failed(ctx, err);
  }
}

/** The sso endpoints (api.ts) bound to their use cases. */
export const ssoEndpoints = bind(ssoApi, {
  start: selfParsing(start),
  callback: selfParsing(callback),
  settings: ({ caller, ctx }) => getSettings({ db: caller.db, organizationId: caller.organizationId, origin: ctx.url.origin, callerId: caller.userId }),
  saveSettings: async ({ caller, body }) => reply(await saveSettings({ ...caller, input: body }), M.saved),
  testConnection: async ({ body }) => reply(await testDiscovery(body.issuer_url), M.connectionOk),
  scimTokens: ({ caller }) => listScimTokens(caller),
  createScimToken: async ({ caller, body }) => reply(await createScimToken({ ...caller, label: body.label }), M.tokenCreated, 201),
  revokeScimToken: async ({ caller, params }) => {
    await revokeScimToken({ ...caller, id: params.id });
    return reply(null, M.tokenRevoked);
  },
});
