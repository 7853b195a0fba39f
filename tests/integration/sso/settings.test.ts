import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema';
import { ssoIdentities } from '../../../src/db/schema/sso';
import { insertRole, insertUserWithKeys } from '../../../src/features/account/testing';
import { insertOrganization } from '../../../src/features/organization/testing';
import { SsoSettingsInputSchema } from '../../../src/features/sso/schemas';
import { getSettings, saveSettings } from '../../../src/features/sso/server/settings';
import { PERMISSION_KEYS, type PermissionKey } from '../../../src/lib/permissions';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
const SECRET = 'the-client-secret-9f8e7d';

/** An organisation, its full administrator (every key) and an editor holding only setting-authentication. */
async function org() {
  const { id: organizationId } = await insertOrganization(t.db);
  const full = await insertUserWithKeys(t.db, { organizationId, keys: PERMISSION_KEYS });
  const editor = await insertUserWithKeys(t.db, { organizationId, keys: ['setting-authentication'] });
  const as = (user: { id: number }) => (over: Record<string, unknown>) => save(organizationId, user.id, over);
  return { organizationId, full, editor, asFull: as(full), asEditor: as(editor) };
}

async function save(organizationId: number, userId: number, over: Record<string, unknown>) {
  const current = await getSettings({ db: t.db, organizationId, origin: 'https://console.test', callerId: userId });
  const input = SsoSettingsInputSchema.parse({
    enabled: current.enabled,
    display_name: current.display_name || 'Company IdP',
    issuer_url: current.issuer_url || 'https://login.company.test',
    client_id: current.client_id || 'console',
    match_by: current.match_by,
    claim: current.claim,
    jit_enabled: current.jit_enabled,
    link_existing: current.link_existing,
    default_role_id: current.default_role_id,
    enforced: current.enforced,
    updated_at: current.updated_at,
    ...over,
  });
  return saveSettings({ db: t.db, organizationId, userId, input });
}

/** The refusal a promise ends with (it must end with one). */
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (err: { code: string; message: string; details?: { field?: string }[] }) => err,
  );

const entries = (organizationId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.organizationId, organizationId), eq(auditLog.entity, 'sso-config')))
    .orderBy(auditLog.id);

describe('single sign-on settings: who may change what (issue 25)', () => {
  it('audits every change with before and after, never the secret: only that it changed', async () => {
    const o = await org();
    await o.asFull({ client_secret: SECRET });
    await o.asFull({ display_name: 'Renamed' });
    await o.asFull({ client_secret: `${SECRET}-2` });
    const log = await entries(o.organizationId);
    expect(log.map((e) => e.action)).toEqual(['create', 'update', 'update']);
    expect(log[0]).toMatchObject({ before: null, after: { display_name: 'Company IdP', client_secret: 'changed', link_existing: false } });
    expect(log[1]).toMatchObject({ before: { display_name: 'Company IdP' }, after: { display_name: 'Renamed', client_secret: 'unchanged' } });
    expect(log[2].after).toMatchObject({ client_secret: 'changed' });
    expect(JSON.stringify(log)).not.toContain(SECRET);
    expect(JSON.stringify(log)).not.toMatch(/sealed|[A-Za-z0-9_-]{60,}/);
  });

  it('an editor without every key sets a provider up, but neither links accounts nor moves one people sign in with', async () => {
    const o = await org();
    // A first setup is theirs (no one signs in by it yet), with linking off.
    expect((await refusal(o.asEditor({ client_secret: SECRET, link_existing: true }))).details?.map((d) => d.field)).toContain('link_existing');
    await o.asEditor({ client_secret: SECRET });
    await o.asEditor({ issuer_url: 'https://login.other.test', client_id: 'console-2' });
    await o.asEditor({ match_by: 'nik', claim: 'employee_id' });

    // Once someone has signed on (a bound subject), even switched off, the provider stays as it is.
    const person = await insertUserWithKeys(t.db, { organizationId: o.organizationId, keys: [] });
    await t.db
      .insert(ssoIdentities)
      .values({ userId: person.id, organizationId: o.organizationId, oidcIssuer: 'https://login.other.test', oidcSubject: 's-1' });
    const moved = await refusal(o.asEditor({ issuer_url: 'https://attacker.test' }));
    expect(moved).toMatchObject({ code: 'FORBIDDEN', details: [{ field: 'issuer_url' }] });
    expect(moved.message).toContain('people of this organization already sign in with single sign-on');
    expect((await refusal(o.asEditor({ client_id: 'attacker' }))).details?.[0].field).toBe('client_id');
    await o.asFull({ issuer_url: 'https://login.company.test' });

    // With linking on (an administrator's choice), the editor changes neither the provider nor how users are matched.
    await o.asFull({ link_existing: true });
    const log = await entries(o.organizationId);
    await t.db.delete(ssoIdentities).where(eq(ssoIdentities.userId, person.id));
    expect((await refusal(o.asEditor({ claim: 'nickname' }))).details?.[0].field).toBe('claim');
    expect((await refusal(o.asEditor({ issuer_url: 'https://attacker.test' }))).message).toContain('existing accounts are linked');
    // Refusals change nothing and write no audit entry.
    expect(await entries(o.organizationId)).toHaveLength(log.length);
    // Turning linking off is a restriction anyone with the setting may make.
    await o.asEditor({ link_existing: false });
    expect((await getSettings({ db: t.db, organizationId: o.organizationId, origin: 'https://console.test', callerId: o.editor.id })).link_existing).toBe(
      false,
    );
  });

  it('a default role the editor cannot grant, kept by an administrator, is not theirs to hand out through another provider', async () => {
    const o = await org();
    const powerful = await insertRole(t.db, {
      organizationId: o.organizationId,
      name: 'Super Powers',
      keys: ['account-user', 'setting-authentication'] as PermissionKey[],
    });
    await o.asFull({ client_secret: SECRET, default_role_id: powerful.id });
    // No one signs in yet, but just-in-time users of a provider of the editor's choosing would get that role.
    expect((await refusal(o.asEditor({ issuer_url: 'https://attacker.test' }))).message).toContain(
      "the default role Super Powers, which has permissions you don't have",
    );
    await o.asEditor({ display_name: 'Label only' });
    const settings = await getSettings({ db: t.db, organizationId: o.organizationId, origin: 'https://console.test', callerId: o.editor.id });
    expect(settings.roles.find((r) => r.value === powerful.id)).toMatchObject({ disabled: true });
  });
});
