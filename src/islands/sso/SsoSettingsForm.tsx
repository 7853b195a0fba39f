import { useState } from 'react';
import { z } from 'zod';
import { TextField } from '@/ui/TextField';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';
import { useResourceForm } from '@/ui/useResourceForm';
import { createClient } from '@/lib/api-client';
import type { FormScreen } from '@/lib/form-kit';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { ssoApi } from '@/features/sso/api';
import './sso.css';
import { ssoMessages as M } from '@/features/sso/messages';
import { SsoSettingsInputSchema, type SsoSettings, type TestConnectionResult } from '@/features/sso/schemas';

const api = createClient(ssoApi);

/**
 * The organisation's settings, saved in place (the form stays; the toast is the server's message), dirty once changed
 * (decision 0108): a link or a reload after typing asks 'Leave this page?'.
 */
const screen: FormScreen = {
  formId: 'sso-settings',
  listHref: '/setting/authentication',
  endpoints: { update: ssoApi.saveSettings },
  messages: { created: M.saved, edited: M.saved, createFailed: M.saveFailed, editFailed: M.saveFailed },
  successFromServer: true,
  dirtyOnChange: true,
};
/** Without a stored secret, the form needs one (the server says the same: M.secretRequired). */
const NeedsSecretSchema = SsoSettingsInputSchema.extend({ client_secret: z.string().min(1, M.secretRequired).max(2000) });

type Values = {
  enabled: boolean;
  display_name: string;
  issuer_url: string;
  client_id: string;
  client_secret: string;
  match_by: 'email' | 'nik';
  claim: string;
  jit_enabled: boolean;
  link_existing: boolean;
  default_role_id: number | null;
  enforced: boolean;
};

const MATCH = [
  { label: 'E-mail', value: 'email' as const },
  { label: 'NIK', value: 'nik' as const },
];

/**
 * What the editor may not change (decision 0103; the server refuses it anyway): read from the settings as saved, so a
 * field does not lock or unlock while the form is edited.
 */
function locksOf(saved: Values, settings: SsoSettings, signsIn: boolean) {
  const roleBeyond = settings.roles.find((r) => r.disabled && r.value === saved.default_role_id);
  const full = settings.holds_every_key;
  const providerReason = full
    ? null
    : signsIn
      ? M.becausePeopleSignIn
      : saved.link_existing
        ? M.becauseLinking
        : roleBeyond
          ? M.becauseDefaultRole(roleBeyond.label)
          : null;
  return {
    /** Why the issuer URL and client ID are locked (the server's words), or null. */
    provider: providerReason && M.providerNeedsEveryKey(providerReason),
    matching: !full && saved.link_existing,
    linkingOn: !full && !saved.link_existing,
    defaultRole: Boolean(roleBeyond),
  };
}

/** /setting/authentication, first card: the organisation's OpenID Connect provider (docs/decisions/0079, 0103). */
export default function SsoSettingsForm({ settings }: { settings: SsoSettings }) {
  const [initial] = useState<Values>(() => ({ ...settings, client_secret: '' }));
  /** The settings as last saved: what the locks are read from. */
  const [saved, setSaved] = useState<Values>(initial);
  const lock = locksOf(saved, settings, settings.signs_in || saved.enabled);
  const [hasSecret, setHasSecret] = useState(settings.has_secret);
  const [record] = useState(() => ({ updated_at: settings.updated_at }));
  const schema = hasSecret ? SsoSettingsInputSchema : NeedsSecretSchema;
  const form = useResourceForm<Values>({
    screen,
    schema,
    initial,
    record,
    // Saved: the form goes on from what was sent, the secret stored and its field empty again.
    stay: (_answer, sent) => {
      setSaved(sent);
      if (sent.client_secret) setHasSecret(true);
      return { ...sent, client_secret: '' };
    },
  });
  const { values } = form;
  const [testing, setTesting] = useState(false);
  const busy = form.busy || testing;
  const [probe, setProbe] = useState<TestConnectionResult | null>(null);

  async function test() {
    setProbe(null);
    setTesting(true);
    try {
      const res = await api.testConnection({ body: { issuer_url: values.issuer_url } });
      setProbe(res.data);
      toast.success(res.message ?? M.connectionOk);
    } catch (err) {
      showError(err, M.connectionFailed);
    } finally {
      setTesting(false);
    }
  }

  return (
    <form ref={form.formRef} className="card sso-form" onSubmit={form.submit} noValidate aria-labelledby="sso-title">
      <h2 id="sso-title">Single sign-on (OpenID Connect)</h2>
      <p className="hint-text">
        Register this redirect URI at your identity provider: <code>{settings.callback_url}</code>
      </p>
      <Switch label="Sign-in with the identity provider is on" {...form.toggle('enabled')} />
      <TextField
        label="Button label"
        required
        maxLength={60}
        placeholder="e.g. Microsoft Entra ID"
        hint="Shown as “Sign in with …” on the login page."
        {...form.field('display_name')}
      />
      <TextField
        label="Issuer URL"
        required
        type="url"
        maxLength={500}
        placeholder="https://login.microsoftonline.com/<tenant>/v2.0"
        disabled={Boolean(lock.provider)}
        hint={lock.provider}
        {...form.field('issuer_url')}
      />
      <TextField label="Client ID" required maxLength={300} autoComplete="off" disabled={Boolean(lock.provider)} {...form.field('client_id')} />
      <TextField
        label="Client secret"
        type="password"
        autoComplete="new-password"
        required={!hasSecret}
        {...form.field('client_secret')}
        hint={hasSecret ? 'A secret is stored (encrypted). Leave blank to keep it.' : 'Stored encrypted; never shown again.'}
      />
      <Select<'email' | 'nik'>
        label="Match users by"
        name="match_by"
        options={MATCH}
        value={values.match_by}
        onChange={(v) => v && form.set('match_by', v)}
        disabled={lock.matching}
        hint={lock.matching ? M.matchingNeedsEveryKey : undefined}
      />
      <TextField
        label="Claim"
        required
        maxLength={100}
        disabled={lock.matching}
        hint="The ID token or userinfo claim holding the e-mail or NIK, e.g. email, preferred_username, employee_id."
        {...form.field('claim')}
      />
      <Switch
        label="Link existing accounts at their first sign-in"
        hint={lock.linkingOn ? `${M.linkingHint} ${M.linkingLockedHint}` : M.linkingHint}
        {...form.toggle('link_existing')}
        disabled={lock.linkingOn}
      />
      <Switch label="Create users at their first sign-in" {...form.toggle('jit_enabled')} />
      <Select<number>
        label="Default role of new users"
        options={settings.roles}
        name="default_role_id"
        value={values.default_role_id}
        onChange={(v) => form.set('default_role_id', v)}
        error={form.errors.default_role_id}
        placeholder="No role"
        clearable={!lock.defaultRole}
        disabled={lock.defaultRole}
        hint={lock.defaultRole ? M.defaultRoleLockedHint : settings.roles.some((r) => r.disabled) ? M.defaultRoleHint : undefined}
      />
      <Switch
        label="Require single sign-on"
        hint="Password sign-in is then off for everyone without the Authentication setting permission."
        {...form.toggle('enforced')}
      />
      {probe && (
        <p className="alert alert-info" role="status">
          {M.connectionOk} Issuer: <code>{probe.issuer}</code>
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn-outline" disabled={busy || !values.issuer_url.trim()} onClick={() => void test()}>
          Test connection
        </button>
        <button type="submit" className="btn" disabled={busy}>
          Save
        </button>
      </div>
    </form>
  );
}
