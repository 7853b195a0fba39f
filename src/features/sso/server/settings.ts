import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { roles } from '@/db/schema';
import { ssoConfigs, type SsoConfig } from '@/db/schema/sso';
import { rolesBeyond } from '@/server/access/grant-guard';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { ssoMessages as M } from '../messages';
import type { SsoLoginOption, SsoSettings, SsoSettingsInput } from '../schemas';
import { parseIssuer } from './oidc-client';
import { seal } from './sealed';
import { assertMayChangeProvider, holdsEveryKey, signsInBySso } from './settings-guard';
import { allQueries } from '@/db/all-queries';

export const CALLBACK_PATH = '/api/cms/auth/sso/callback';

export async function loadConfig(db: DbOrTx, organizationId: number): Promise<SsoConfig | undefined> {
  const [row] = await db.select().from(ssoConfigs).where(eq(ssoConfigs.organizationId, organizationId));
  return row;
}

/** The sign-in page's "Sign in with …" button, when the organisation's provider is on. */
export async function findLoginOption(db: DbOrTx, organizationId: number): Promise<SsoLoginOption | null> {
  const row = await loadConfig(db, organizationId);
  return row?.enabled ? { displayName: row.displayName, enforced: row.enforced } : null;
}

/** What the audit entry records: never the secret, only whether there is one (and, after a save, whether it changed). */
const snapshot = (row: SsoConfig | undefined) =>
  row
    ? {
        enabled: row.enabled,
        display_name: row.displayName,
        issuer_url: row.issuerUrl,
        client_id: row.clientId,
        has_secret: Boolean(row.clientSecretSealed),
        match_by: row.matchBy,
        claim: row.claim,
        jit_enabled: row.jitEnabled,
        link_existing: row.linkExisting,
        default_role_id: row.defaultRoleId,
        enforced: row.enforced,
      }
    : null;

/**
 * The settings as the screen edits them, for this caller: the roles they may not grant (decision 0077) are offered
 * disabled, and the screen learns whether they may change the provider itself (decision 0103).
 */
export async function getSettings(opts: { db: DbOrTx; organizationId: number; origin: string; callerId: number }): Promise<SsoSettings> {
  const { db, organizationId, origin, callerId } = opts;
  const row = await loadConfig(db, organizationId);
  const [roleRows, locked, everyKey, signsIn] = await allQueries(
    db,
    () => db.select({ value: roles.id, label: roles.name }).from(roles).where(eq(roles.organizationId, organizationId)).orderBy(asc(roles.name)),
    () => rolesBeyond(db, organizationId, callerId),
    () => holdsEveryKey(db, callerId),
    () => signsInBySso(db, organizationId, row),
  );
  return {
    configured: Boolean(row),
    enabled: row?.enabled ?? false,
    display_name: row?.displayName ?? '',
    issuer_url: row?.issuerUrl ?? '',
    client_id: row?.clientId ?? '',
    has_secret: Boolean(row?.clientSecretSealed),
    match_by: row?.matchBy ?? 'email',
    claim: row?.claim ?? 'email',
    jit_enabled: row?.jitEnabled ?? true,
    link_existing: row?.linkExisting ?? false,
    default_role_id: row?.defaultRoleId ?? null,
    enforced: row?.enforced ?? false,
    callback_url: origin + CALLBACK_PATH,
    scim_base_url: `${origin}/scim/v2`,
    roles: roleRows.map((r) => (locked.has(r.value) ? { ...r, disabled: true } : r)),
    holds_every_key: everyKey,
    signs_in: signsIn,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export async function saveSettings({ db, organizationId, userId, input }: { db: DbOrTx; organizationId: number; userId: number; input: SsoSettingsInput }) {
  parseIssuer(input.issuer_url);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(ssoConfigs).where(eq(ssoConfigs.organizationId, organizationId)).for('update');
    if (before && input.updated_at && new Date(input.updated_at).getTime() !== before.updatedAt.getTime()) throw new AppError('CONFLICT');
    const defaultRoleId = input.default_role_id ?? null;
    if (defaultRoleId !== null) {
      const [role] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.id, defaultRoleId), eq(roles.organizationId, organizationId)));
      if (!role) throw new AppError('VALIDATION', M.roleNotFound, { details: [{ field: 'default_role_id', message: M.roleNotFound }] });
    }
    const provider = {
      issuerUrl: input.issuer_url.replace(/\/+$/, ''),
      clientId: input.client_id,
      matchBy: input.match_by,
      claim: input.claim,
      linkExisting: input.link_existing,
      defaultRoleId,
    };
    await assertMayChangeProvider(tx, { organizationId, userId, before, after: provider });
    const secret = input.client_secret ? await seal(tx, 'client-secret', organizationId, input.client_secret) : (before?.clientSecretSealed ?? null);
    if (!secret) throw new AppError('VALIDATION', M.secretRequired, { details: [{ field: 'client_secret', message: M.secretRequired }] });
    const values = {
      ...provider,
      enabled: input.enabled,
      displayName: input.display_name,
      clientSecretSealed: secret,
      jitEnabled: input.jit_enabled,
      enforced: input.enforced,
      updatedBy: userId,
      updatedAt: new Date(),
    };
    const [after] = await tx
      .insert(ssoConfigs)
      .values({ organizationId, ...values })
      .onConflictDoUpdate({ target: ssoConfigs.organizationId, set: values })
      .returning();
    await writeAudit(tx, {
      organizationId,
      userId,
      action: before ? 'update' : 'create',
      entity: 'sso-config',
      entityId: organizationId,
      before: snapshot(before),
      after: { ...snapshot(after), client_secret: input.client_secret ? 'changed' : 'unchanged' },
    });
    return { updated_at: after.updatedAt.toISOString() };
  });
}
