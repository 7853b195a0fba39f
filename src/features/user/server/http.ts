import { bind, reply, selfParsing } from '@/server/http/dispatch';
import { AppError } from '@/server/http/app-error';
import type { ApiContext } from '@/server/http/api-context';
import { handle, ok } from '@/server/http/envelope';
import { parseWith } from '@/server/http/parse';
import { userApi } from '../api';
import { userMessages as M } from '../messages';
import { SetPasswordSchema } from '../schemas';
import { bulkUsers } from './bulk-users';
import { createUser } from './create-user';
import { exportUsers } from './export-users';
import { findUsers } from './find-users';
import { findUserOptions, getUser } from './get-user';
import { publicOrigin } from '@/server/org';
import { sendInvitation, sendPasswordReset, SET_PASSWORD_PATH, setPasswordWithToken, type LinkContext } from './send-link';
import { listSessions, revokeSessions } from './sessions';
import { updateUser } from './update-user';
import { findUserAudit, findUserHistory } from './user-history';
import { findUserEnrolments } from './user-enrolments';

/** Where an e-mailed link of this request's organisation points: never a Host the caller made up (docs/decisions/0105). */
const linkOf = async (ctx: ApiContext): Promise<LinkContext> => ({
  origin: await publicOrigin(ctx.locals.db, ctx.locals.org, { host: ctx.headers.get('host'), origin: ctx.url.origin }),
});
const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });
/** A token, a password and its confirmation. */
const SET_PASSWORD_BODY_BYTES = 8 * 1024;

/**
 * The set-password call: JSON answers the envelope; the set-password page's form (no JavaScript needed) comes back
 * to the page with `done` or an error code and the token, so the person can try another password.
 */
const setPassword = handle(async (ctx: ApiContext) => {
  const isForm = (ctx.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded');
  const { db, org } = ctx.locals;
  if (!isForm) {
    const body = await ctx.json(SetPasswordSchema, SET_PASSWORD_BODY_BYTES);
    const result = await setPasswordWithToken({ db, organizationId: org.id, token: body.token, password: body.password });
    return ok(result, M.passwordSet);
  }
  const form = new URLSearchParams(await ctx.text(SET_PASSWORD_BODY_BYTES));
  const token = String(form.get('token') ?? '').slice(0, 200);
  const back = (error: string) => seeOther(`${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}&error=${error}`);
  try {
    const body = parseWith(SetPasswordSchema, {
      token,
      password: String(form.get('password') ?? ''),
      password_confirmation: String(form.get('password_confirmation') ?? ''),
    });
    await setPasswordWithToken({ db, organizationId: org.id, token: body.token, password: body.password });
    return seeOther(`${SET_PASSWORD_PATH}?done=1`);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (err.code === 'NOT_FOUND') return seeOther(`${SET_PASSWORD_PATH}?error=invalid`);
    const field = err.details?.[0];
    if (field?.field === 'password_confirmation') return back('mismatch');
    if (field?.message === M.passwordPersonal) return back('personal');
    if (field?.message === M.passwordWeak) return back('weak');
    return back('short');
  }
});

/** The user endpoints (api.ts) bound to their use cases; the dispatcher parses and guards before these run. */
export const userEndpoints = bind(userApi, {
  list: ({ caller, query }) => findUsers({ db: caller.db, organizationId: caller.organizationId, query }),
  options: ({ caller }) => findUserOptions({ db: caller.db, organizationId: caller.organizationId, callerId: caller.userId }),
  export: ({ caller, query }) => exportUsers({ db: caller.db, organizationId: caller.organizationId, query }),
  bulk: async ({ caller, body }) => {
    const result = await bulkUsers({ ...caller, input: body });
    const n = result.updated;
    const text = body.action === 'activate' ? M.activated(n) : body.action === 'deactivate' ? M.deactivated(n) : M.roleAssigned(n);
    return reply(result, text);
  },
  create: async ({ caller, body, ctx }) => {
    const result = await createUser({ ...caller, input: body, link: await linkOf(ctx) });
    return reply(result, result.invited ? M.invited : M.created, 201);
  },
  get: ({ caller, params }) => getUser({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => {
    const result = await updateUser({ ...caller, id: params.id, input: body });
    return reply(result, result.changed ? M.edited : M.nothingChanged);
  },
  sessions: ({ caller, params, ctx }) =>
    listSessions({ db: caller.db, organizationId: caller.organizationId, id: params.id, currentSessionId: ctx.locals.auth?.sessionId ?? null }),
  revokeSessions: async ({ caller, params }) => reply(await revokeSessions({ ...caller, id: params.id, sessionId: null }), M.sessionsRevoked),
  revokeSession: async ({ caller, params }) => reply(await revokeSessions({ ...caller, id: params.id, sessionId: params.sessionId }), M.sessionRevoked),
  history: ({ caller, params, query }) =>
    findUserHistory({ db: caller.db, organizationId: caller.organizationId, id: params.id, kind: query.kind, page: query.page, page_size: query.page_size }),
  enrolments: ({ caller, params, query }) => findUserEnrolments({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  audit: ({ caller, params, query }) => findUserAudit({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  invite: async ({ caller, params, ctx }) => {
    await sendInvitation({ ...caller, id: params.id, link: await linkOf(ctx) });
    return reply(null, M.invitationSent);
  },
  passwordReset: async ({ caller, params, ctx }) => {
    await sendPasswordReset({ ...caller, id: params.id, link: await linkOf(ctx) });
    return reply(null, M.resetSent);
  },
  setPassword: selfParsing(setPassword),
});
