import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users, type User } from '@/db/schema';
import { ssoIdentities, type SsoConfig } from '@/db/schema/sso';
import { createSession } from '@/server/auth/session';
import { CALLBACK_PATH, loadConfig } from './settings';
import { oidc, providerConfiguration } from './oidc-client';
import { createUser, linkIdentity } from './provision';
import { seal, unseal } from './sealed';

/** The sign-in state cookie: sealed, HttpOnly, ten minutes, scoped to the callback. */
export const STATE_COOKIE = 'console_sso';
export const STATE_TTL_SECONDS = 600;
/** How far ahead of this server's clock an ID token's `iat` may be (openid-client does not look at a future iat). */
const IAT_SKEW_SECONDS = 60;

/** Why a sign-on ended on the login page (/pages/login?error=sso_<reason>). */
export type SsoFailure = 'not_configured' | 'failed' | 'no_account' | 'not_linked' | 'unverified' | 'inactive';
export class SsoError extends Error {
  constructor(
    readonly reason: SsoFailure,
    detail?: string,
  ) {
    super(detail ?? reason);
  }
}

interface SignInState {
  state: string;
  nonce: string;
  verifier: string;
  redirect: string;
  exp: number;
}

async function activeConfig(db: DbOrTx, organizationId: number): Promise<{ row: SsoConfig; config: oidc.Configuration }> {
  const row = await loadConfig(db, organizationId);
  if (!row?.enabled || !row.clientSecretSealed) throw new SsoError('not_configured');
  const secret = await unseal(db, 'client-secret', organizationId, row.clientSecretSealed);
  if (typeof secret !== 'string') throw new SsoError('failed', 'the stored client secret could not be opened (was APP_SECRET changed?)');
  return { row, config: await providerConfiguration(row.issuerUrl, row.clientId, secret) };
}

/** Only a path of this console, never another site (an open redirect) nor an API or error page. */
function safeTarget(target: string | null | undefined): string {
  return target && /^\/(?!\/)[A-Za-z0-9\-._~/?=&%]*$/.test(target) && !/^\/(api|pages)\//i.test(target) ? target : '/dashboard';
}

/** The authorisation request: PKCE (S256), state and nonce, sealed into a short-lived cookie bound to this browser. */
export async function startSignOn(opts: { db: DbOrTx; organizationId: number; origin: string; redirect?: string | null; now?: number }) {
  const { db, organizationId, origin } = opts;
  const { config } = await activeConfig(db, organizationId);
  const verifier = oidc.randomPKCECodeVerifier();
  const state: SignInState = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier,
    redirect: safeTarget(opts.redirect),
    exp: (opts.now ?? Date.now()) + STATE_TTL_SECONDS * 1000,
  };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: origin + CALLBACK_PATH,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: state.state,
    nonce: state.nonce,
  });
  return { url: url.toString(), cookie: await seal(db, 'sign-in-state', organizationId, state) };
}

const isState = (v: unknown): v is SignInState =>
  typeof v === 'object' && v !== null && ['state', 'nonce', 'verifier', 'redirect'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string');

/**
 * The provider's answer: the state must be the one sealed in this browser's cookie (another browser's, an old one or
 * a forged one is refused before the code is spent), then the code is exchanged with the PKCE verifier, the ID token
 * checked (issuer, audience, expiry, nonce, algorithm, signature against the provider's JWKS, iat not more than a
 * minute ahead) and the claims read (also from userinfo, where providers keep profile claims). The user is found by
 * the subject bound earlier, else by the mapped claim, else created (JIT).
 */
export async function finishSignOn(opts: {
  db: DbOrTx;
  organizationId: number;
  currentUrl: URL;
  origin: string;
  cookie: string | undefined;
  userAgent: string | null;
  ipAddress: string;
  now?: number;
}): Promise<{ token: string; redirect: string }> {
  const { db, organizationId } = opts;
  const sealed = opts.cookie ? await unseal(db, 'sign-in-state', organizationId, opts.cookie) : null;
  if (!isState(sealed) || sealed.exp < (opts.now ?? Date.now())) throw new SsoError('failed', 'no sign-in in progress in this browser');
  if (opts.currentUrl.searchParams.get('state') !== sealed.state) throw new SsoError('failed', 'state mismatch');
  const { row, config } = await activeConfig(db, organizationId);
  // The provider redirected to our callback: the URL we compare with is the one we registered.
  const callback = new URL(trimOrigin(opts.origin) + CALLBACK_PATH);
  callback.search = opts.currentUrl.search;
  let claims: Record<string, unknown>;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: sealed.verifier,
      expectedState: sealed.state,
      expectedNonce: sealed.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims()!;
    if (idClaims.iat > Math.floor((opts.now ?? Date.now()) / 1000) + IAT_SKEW_SECONDS) {
      throw new Error(`the ID token was issued in the future (iat ${idClaims.iat})`);
    }
    claims = { ...idClaims };
    if (config.serverMetadata().userinfo_endpoint && tokens.access_token) {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      // email_verified speaks for the e-mail beside it: another address from userinfo is verified only by its own.
      if (typeof info.email === 'string' && info.email.toLowerCase() !== String(idClaims.email ?? '').toLowerCase() && !('email_verified' in info)) {
        delete claims.email_verified;
      }
      Object.assign(claims, info, { sub: idClaims.sub, iss: idClaims.iss });
    }
  } catch (err) {
    throw new SsoError('failed', err instanceof Error ? err.message : String(err));
  }
  const user = await db.transaction((tx) => findOrCreate(tx, row, claims));
  if (user.status !== 'active') throw new SsoError('inactive');
  const session = await createSession(db, { userId: user.id, organizationId, userAgent: opts.userAgent, ipAddress: opts.ipAddress });
  return { token: session.token, redirect: sealed.redirect };
}

const trimOrigin = (o: string) => o.replace(/\/+$/, '');

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null);

/** A claim by name; dotted names reach into nested objects (Keycloak's mappers, Okta's custom claims). */
function claimValue(claims: Record<string, unknown>, name: string): string | null {
  if (name in claims) return text(claims[name]);
  let v: unknown = claims;
  for (const part of name.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined;
  return text(v);
}

/**
 * Whether the provider verified the e-mail: `email_verified` true (OpenID Connect Core §5.1), also as the string "true"
 * that some providers put in userinfo (Amazon Cognito). Absent is not verified.
 */
const emailVerified = (claims: Record<string, unknown>) => claims.email_verified === true || claims.email_verified === 'true';

/** An account of the organisation with this e-mail, ignoring case (users_org_email_uq). */
async function userByEmail(tx: DbOrTx, organizationId: number, email: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row;
}

/**
 * The console user of this sign-on (decisions 0079 and 0103): the one bound to the subject; else an existing account
 * found by the mapped claim, linked only when the organisation allows linking and, by e-mail, only when the provider
 * verified that e-mail (a provider account whose e-mail anyone can type must not become someone else's account); else
 * a new one (just in time), never with an e-mail that an account already has.
 */
async function findOrCreate(tx: DbOrTx, row: SsoConfig, claims: Record<string, unknown>): Promise<User> {
  const organizationId = row.organizationId;
  const issuer = String(claims.iss);
  const subject = String(claims.sub);
  const [bound] = await tx
    .select({ user: users })
    .from(ssoIdentities)
    .innerJoin(users, eq(users.id, ssoIdentities.userId))
    .where(and(eq(ssoIdentities.organizationId, organizationId), eq(ssoIdentities.oidcIssuer, issuer), eq(ssoIdentities.oidcSubject, subject)));
  if (bound) return bound.user;

  const key = claimValue(claims, row.claim);
  if (!key) throw new SsoError('no_account', `the ID token has no ${row.claim} claim`);
  const byEmail = row.matchBy === 'email';
  const [found] = await tx
    .select({ user: users, identity: ssoIdentities })
    .from(users)
    .leftJoin(ssoIdentities, eq(ssoIdentities.userId, users.id))
    .where(and(eq(users.organizationId, organizationId), byEmail ? sql`lower(${users.email}) = ${key.toLowerCase()}` : eq(users.nik, key)))
    .limit(1);
  if (found) {
    // Already bound to another subject of this provider: a changed e-mail at the provider must not take it over.
    if (found.identity?.oidcSubject && found.identity.oidcIssuer === issuer) throw new SsoError('no_account', 'the account is bound to another subject');
    if (!row.linkExisting) throw new SsoError('not_linked', `an account has this ${row.matchBy} and linking existing accounts is off`);
    // email_verified speaks for the `email` claim only: the value matched must be that claim's, and verified.
    const verifiedEmail = emailVerified(claims) ? claimValue(claims, 'email') : null;
    if (byEmail && verifiedEmail?.toLowerCase() !== key.toLowerCase()) {
      throw new SsoError('unverified', `the provider did not verify the e-mail ${key} (email_verified is ${JSON.stringify(claims.email_verified)})`);
    }
    await linkIdentity(tx, organizationId, found.user.id, { oidcIssuer: issuer, oidcSubject: subject });
    return found.user;
  }
  if (!row.jitEnabled) throw new SsoError('no_account', 'just-in-time creation is off');
  const email = byEmail ? key : claimValue(claims, 'email');
  if (!email || !email.includes('@')) throw new SsoError('no_account', 'no e-mail claim to create the account with');
  // Matching by NIK, a new NIK may come with the e-mail of an existing account: never a second account with it.
  if (!byEmail && (await userByEmail(tx, organizationId, email))) throw new SsoError('not_linked', `an account has the e-mail ${email} but not the NIK ${key}`);
  const name = text(claims.name) ?? ([text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || email.split('@')[0]);
  const user = await createUser(tx, {
    organizationId,
    email,
    fullName: name,
    nik: row.matchBy === 'nik' ? key : null,
    status: 'active',
    roleIds: row.defaultRoleId ? [row.defaultRoleId] : [],
    source: 'oidc',
  });
  await linkIdentity(tx, organizationId, user.id, { oidcIssuer: issuer, oidcSubject: subject });
  return user;
}
