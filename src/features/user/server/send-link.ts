import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { organizations, users, type User } from '@/db/schema';
import { writeAudit } from '@/server/audit';
import { hashPassword } from '@/server/auth/password';
import { AppError } from '@/server/http/app-error';
import { sendMail } from '@/server/mail/mailer';
import { mailConfig, type MailConfig } from '@/server/mail/config';
import { userMessages as M } from '../messages';
import { passwordProblem } from '../password-rules';
import { invalid, loadUser } from './load-user';
import { endSessions } from './sessions';
import { issueToken, LINK_TTL_MS, spendToken, type LinkPurpose } from './user-tokens';

/** The page that takes a link's token (public route, src/pages/pages/set-password.astro). */
export const SET_PASSWORD_PATH = '/pages/set-password';

export interface LinkContext {
  /**
   * The console's address as the person should open it (src/server/org.ts `publicOrigin`: CONSOLE_URL, the
   * organisation's url_domain, or a loopback request's own address); null when none is known, and nothing is sent.
   */
  origin: string | null;
  /** Tests pass their own SMTP server; the default reads the environment. */
  mail?: MailConfig | null;
}

function letter(purpose: LinkPurpose, user: User, orgTitle: string, link: string) {
  const days = LINK_TTL_MS.invitation / 86_400_000;
  if (purpose === 'invitation')
    return {
      subject: `You are invited to ${orgTitle}`,
      text: `Hello ${user.fullName},\n\nAn administrator of ${orgTitle} has created an account for you (${user.email}).\nSet your password with this link, valid for ${days} days and usable once:\n\n${link}\n\nIf you did not expect this e-mail, you can ignore it.\n`,
    };
  return {
    subject: `Reset your ${orgTitle} password`,
    text: `Hello ${user.fullName},\n\nAn administrator of ${orgTitle} has sent you a link to set a new password.\nIt is valid for one hour and can be used once:\n\n${link}\n\nIf you did not ask for this, you can ignore this e-mail; your password stays as it is.\n`,
  };
}

/** Whether a mail server is configured: the user screens offer the invitation and the reset link only then. */
export const canMailLinks = () => mailConfig() !== null;

/**
 * Issues a link and e-mails it, inside the caller's transaction (a refused e-mail undoes the link and the change).
 * Without a mail server, or an address to put in the link, it is refused before anything is written: a 409 that says
 * what the server lacks (docs/decisions/0105).
 */
export async function mailLink(tx: DbOrTx, user: User, purpose: LinkPurpose, by: number | null, link: LinkContext): Promise<void> {
  const mail = link.mail === undefined ? mailConfig() : link.mail;
  if (!mail)
    throw new AppError('CONFLICT', M.mailNotConfigured(purpose === 'invitation' ? 'invitations' : 'password reset links'), {
      title: M.mailNotConfiguredTitle,
    });
  if (!link.origin) throw new AppError('CONFLICT', M.noPublicAddress, { title: M.noPublicAddressTitle });
  const token = await issueToken(tx, { organizationId: user.organizationId, userId: user.id, purpose, createdBy: by });
  const [org] = await tx
    .select({ title: organizations.title, orgCode: organizations.orgCode })
    .from(organizations)
    .where(eq(organizations.id, user.organizationId));
  const url = `${link.origin}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
  await sendMail({ to: user.email, ...letter(purpose, user, org?.title ?? org?.orgCode ?? 'the console', url) }, mail);
}

/** Resends an invitation to a user who has not accepted one yet (status invited). */
export async function sendInvitation(options: { db: Db; organizationId: number; userId: number; id: number; link: LinkContext }) {
  const { db, organizationId, userId, id, link } = options;
  await db.transaction(async (tx) => {
    const user = await loadUser(tx, organizationId, id);
    if (user.status !== 'invited') throw new AppError('CONFLICT', M.invitationNotInvited);
    await mailLink(tx, user, 'invitation', userId, link);
    await writeAudit(tx, { organizationId, userId, action: 'send-invitation', entity: 'user', entityId: id, after: { email: user.email } });
  });
}

/** An administrator's "send password reset": a one-hour link by e-mail; the current password keeps working until it is used. */
export async function sendPasswordReset(options: { db: Db; organizationId: number; userId: number; id: number; link: LinkContext }) {
  const { db, organizationId, userId, id, link } = options;
  await db.transaction(async (tx) => {
    const user = await loadUser(tx, organizationId, id);
    if (user.status === 'inactive') throw new AppError('CONFLICT', M.resetInactive);
    const purpose: LinkPurpose = user.status === 'invited' ? 'invitation' : 'password-reset';
    await mailLink(tx, user, purpose, userId, link);
    await writeAudit(tx, { organizationId, userId, action: `send-${purpose}`, entity: 'user', entityId: id, after: { email: user.email } });
  });
}

/**
 * The invitee or the person who asked for a reset sets a password with the link (public): the token is spent in the
 * same transaction, an invited user becomes active, and a reset ends the person's other sessions.
 */
export async function setPasswordWithToken(options: { db: Db; organizationId: number; token: string; password: string }) {
  const { db, organizationId, token, password } = options;
  return db.transaction(async (tx) => {
    const spent = await spendToken(tx, token, organizationId);
    if (!spent) throw new AppError('NOT_FOUND', M.linkInvalid, { title: 'Link not valid' });
    const { user, purpose } = spent;
    const problem = passwordProblem(password, { email: user.email, fullName: user.fullName });
    if (problem) throw invalid('password', problem);
    const status = user.status === 'invited' ? 'active' : user.status;
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(password), status, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    if (purpose === 'password-reset') await endSessions(tx, user.id);
    await writeAudit(tx, {
      organizationId,
      userId: user.id,
      action: purpose === 'invitation' ? 'accept-invitation' : 'reset-password',
      entity: 'user',
      entityId: user.id,
      before: { status: user.status },
      after: { status },
    });
    return { purpose };
  });
}
