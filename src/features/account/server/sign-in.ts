import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { organizations, users } from '@/db/schema';
import { toAcl } from '@/lib/permissions';
import { decoyHash, verifyPassword } from '@/server/auth/password';
import { admitAttempt, attemptKey, retryMessage, settleSuccess, userAttemptKey } from '@/server/auth/rate-limit';
import { activeKeys, createSession } from '@/server/auth/session';
import { passwordSignInAllowed, SSO_REQUIRED_MESSAGE } from '@/server/auth/sso-enforcement';
import { AppError } from '@/server/http/app-error';
import { findOrganizationByCode } from '@/server/org';
import { accountMessages } from '../messages';
import type { LoginInput, LoginResult } from '../schemas';

/** The texts of two refusals of this sign-in, for the login page that shows them after a redirect (its ?error=). */
export const signInRefusals = {
  /** The account or address is held back for this many seconds (server/auth/rate-limit). */
  locked: retryMessage,
  /** The organisation signs in with single sign-on only (server/auth/sso-enforcement). */
  ssoRequired: SSO_REQUIRED_MESSAGE,
};

export interface SignInOptions {
  db: Db;
  input: LoginInput;
  ipAddress: string;
  userAgent: string | null;
  /** The organisation this request's host serves: a session is only ever accepted there (server/auth/session). */
  hostOrganizationId?: number;
}

/**
 * Verifies the credentials within the organisation; answers a new session. The attempt is counted before the
 * password is verified (server/auth/rate-limit): per resolved account, so the e-mail and the NIK of one user share
 * one counter, and per client address with progressive delays.
 */
export async function signIn({ db, input, ipAddress, userAgent, hostOrganizationId }: SignInOptions): Promise<LoginResult> {
  const org = await findOrganizationByCode(db, input.org_code);
  const [user] = org
    ? await db
        .select()
        .from(users)
        .where(and(eq(users.organizationId, org.id), or(sql`lower(${users.email}) = ${input.username.toLowerCase()}`, eq(users.nik, input.username))))
        .limit(1)
    : [];
  // An unknown identifier is counted by itself, so it locks exactly like an account does.
  const counters = {
    account: user ? userAttemptKey(user.id) : attemptKey('account', `${input.org_code}:${input.username}`),
    address: attemptKey('address', ipAddress),
  };
  const { waitMs } = await admitAttempt(db, counters);
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));

  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!org || !user || !valid) throw new AppError('UNAUTHENTICATED', accountMessages.invalidCredentials, { title: 'Failed' });
  await settleSuccess(db, counters);
  if (user.status !== 'active') {
    throw new AppError('FORBIDDEN', user.status === 'pending' ? accountMessages.pendingAccount : accountMessages.inactiveAccount, { title: 'Failed' });
  }
  // Right credentials for another organisation's console: its session would be refused on the next request
  // here, so say so instead of returning the user to the login page without a word.
  if (hostOrganizationId !== undefined && org.id !== hostOrganizationId) throw new AppError('CONFLICT', accountMessages.otherOrganization, { title: 'Failed' });
  const keys = await activeKeys(db, user.id);
  if (!(await passwordSignInAllowed(db, org.id, keys))) throw new AppError('FORBIDDEN', SSO_REQUIRED_MESSAGE, { title: 'Failed' });
  const session = await createSession(db, { userId: user.id, organizationId: org.id, userAgent, ipAddress });
  const [orgRow] = await db.select({ id: organizations.id, title: organizations.title }).from(organizations).where(eq(organizations.id, org.id));
  return {
    token: session.token,
    token_type: 'Bearer',
    expired_at: session.expiresAt.toISOString(),
    acl: toAcl(keys),
    user: {
      id: user.id,
      full_name: user.fullName,
      posisi: user.position,
      picture: user.picture,
      display_name: user.fullName.split(' ')[0],
      role: user.rule,
      programs: [{ id: orgRow.id, title: orgRow.title }],
    },
  };
}
