import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { roles } from '@/db/schema';
import { ssoIdentities, type SsoConfig } from '@/db/schema/sso';
import { PERMISSION_KEYS } from '@/lib/permissions';
import { assertMayGrantRoles, changedRoles, rolesBeyond } from '@/server/access/grant-guard';
import { activeKeys } from '@/server/auth/session';
import { AppError, type FieldMessage } from '@/server/http/app-error';
import { ssoMessages as M } from '../messages';

/** What a save decides about who the identity provider may sign in, and as whom. */
export type ProviderValues = Pick<SsoConfig, 'issuerUrl' | 'clientId' | 'matchBy' | 'claim' | 'linkExisting' | 'defaultRoleId'>;

/** Whether the user holds every permission key of the catalogue (spec 000 §6): a full administrator. */
export async function holdsEveryKey(db: DbOrTx, userId: number): Promise<boolean> {
  const keys = await activeKeys(db, userId);
  return PERMISSION_KEYS.every((k) => keys.has(k));
}

/** Whether people of the organisation sign in through its provider: it is on, or someone's subject is bound already. */
export async function signsInBySso(db: DbOrTx, organizationId: number, row: SsoConfig | undefined): Promise<boolean> {
  if (!row) return false;
  if (row.enabled) return true;
  const [bound] = await db
    .select({ userId: ssoIdentities.userId })
    .from(ssoIdentities)
    .where(and(eq(ssoIdentities.organizationId, organizationId), isNotNull(ssoIdentities.oidcSubject)))
    .limit(1);
  return Boolean(bound);
}

const ids = (id: number | null | undefined) => (id ? [id] : []);

/**
 * Nobody raises themselves through the single sign-on settings (issue 25, decision 0103):
 * - the default role of new users follows the role grant rule (decision 0077): giving or taking away a role with keys
 *   the editor lacks is refused (whoever holds account-role may grant any);
 * - who the provider is (issuer URL, client ID) may be changed without every permission key only while that could not
 *   sign anyone in as more than the editor: nobody signs in by it yet, existing accounts are not linked, and the
 *   default role is within the editor's grant;
 * - linking existing accounts lets the provider sign in as people who already have an account (an administrator
 *   included), so turning it on, and changing how users are matched while it is on, needs every key too.
 * Turning things off (the provider, linking, just-in-time creation) is a restriction and stays open to the editor.
 */
export async function assertMayChangeProvider(
  tx: DbOrTx,
  opts: { organizationId: number; userId: number; before: SsoConfig | undefined; after: ProviderValues },
): Promise<void> {
  const { organizationId, userId, before, after } = opts;
  try {
    await assertMayGrantRoles(tx, organizationId, userId, changedRoles(ids(before?.defaultRoleId), ids(after.defaultRoleId)));
  } catch (err) {
    if (err instanceof AppError) throw new AppError(err.code, err.message, { details: [{ field: 'default_role_id', message: err.message }] });
    throw err;
  }
  if (await holdsEveryKey(tx, userId)) return;

  const refused: FieldMessage[] = [];
  if (after.linkExisting && !before?.linkExisting) refused.push({ field: 'link_existing', message: M.linkingNeedsEveryKey });
  const provider = [
    { field: 'issuer_url', changed: before?.issuerUrl !== after.issuerUrl },
    { field: 'client_id', changed: before?.clientId !== after.clientId },
  ].filter((f) => f.changed);
  if (provider.length) {
    const reason = await whyProviderIsLocked(tx, opts);
    if (reason) for (const { field } of provider) refused.push({ field, message: M.providerNeedsEveryKey(reason) });
  }
  const matching = [
    { field: 'match_by', changed: before?.matchBy !== after.matchBy },
    { field: 'claim', changed: before?.claim !== after.claim },
  ].filter((f) => f.changed);
  if (after.linkExisting) for (const { field } of matching) refused.push({ field, message: M.matchingNeedsEveryKey });
  if (refused.length) throw new AppError('FORBIDDEN', refused[0].message, { details: refused });
}

/** Why moving the provider elsewhere could sign someone in as more than the editor, in words; null when it could not. */
async function whyProviderIsLocked(
  tx: DbOrTx,
  { organizationId, userId, before, after }: { organizationId: number; userId: number; before: SsoConfig | undefined; after: ProviderValues },
): Promise<string | null> {
  if (await signsInBySso(tx, organizationId, before)) return M.becausePeopleSignIn;
  if (after.linkExisting) return M.becauseLinking;
  if (after.defaultRoleId && (await rolesBeyond(tx, organizationId, userId)).has(after.defaultRoleId)) {
    const [role] = await tx.select({ name: roles.name }).from(roles).where(eq(roles.id, after.defaultRoleId));
    return M.becauseDefaultRole(role?.name ?? String(after.defaultRoleId));
  }
  return null;
}
