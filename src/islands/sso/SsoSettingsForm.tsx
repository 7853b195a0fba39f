import { useState, type FormEvent } from 'react';
import { TextField } from '@/ui/TextField';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';
import { createClient } from '@/lib/api-client';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { ssoApi } from '@/features/sso/api';
import './sso.css';
import { ssoMessages as M } from '@/features/sso/messages';
import { SsoSettingsInputSchema, type SsoSettings, type TestConnectionResult } from '@/features/sso/schemas';

const api = createClient(ssoApi);

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
  const [values, setValues] = useState<Values>({ ...settings, client_secret: '' });
  const [saved, setSaved] = useState<Values>(values);
  const lock = locksOf(saved, settings, settings.signs_in || saved.enabled);
  const [hasSecret, setHasSecret] = useState(settings.has_secret);
  const [version, setVersion] = useState(settings.updated_at);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [busy, setBusy] = useState(false);
  const [probe, setProbe] = useState<TestConnectionResult | null>(null);
  const set = <K extends keyof Values>(k: K, v: Values[K]) => setValues((old) => ({ ...old, [k]: v }));
  /** A field's name, value, change and message. */
  const bind = <K extends keyof Values>(k: K) => ({ name: k, value: values[k], onChange: (v: Values[K]) => set(k, v), error: errors[k] });

  async function save(e: FormEvent) {
    e.preventDefault();
    const input = { ...values, client_secret: values.client_secret || undefined, updated_at: version };
    const parsed = SsoSettingsInputSchema.safeParse(input);
    const missingSecret = !hasSecret && !values.client_secret;
    if (!parsed.success || missingSecret) {
      const next: typeof errors = {};
      for (const issue of parsed.error?.issues ?? []) next[issue.path[0] as keyof Values] ??= issue.message;
      if (missingSecret) next.client_secret = M.secretRequired;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await api.saveSettings({ body: parsed.data });
      setVersion(res.data.updated_at);
      setSaved(values);
      if (values.client_secret) setHasSecret(true);
      set('client_secret', '');
      toast.success(res.message ?? M.saved);
    } catch (err) {
      showError(err, M.saveFailed);
    } finally {
      setBusy(false);
    }
  }

  async function test() {
    setProbe(null);
    setBusy(true);
    try {
      const res = await api.testConnection({ body: { issuer_url: values.issuer_url } });
      setProbe(res.data);
      toast.success(res.message ?? M.connectionOk);
    } catch (err) {
      showError(err, M.connectionFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card sso-form" onSubmit={save} noValidate aria-labelledby="sso-title">
      <h2 id="sso-title">Single sign-on (OpenID Connect)</h2>
      <p className="hint-text">
        Register this redirect URI at your identity provider: <code>{settings.callback_url}</code>
      </p>
      <Switch label="Sign-in with the identity provider is on" checked={values.enabled} onChange={(v) => set('enabled', v)} />
      <TextField
        label="Button label"
        required
        maxLength={60}
        placeholder="e.g. Microsoft Entra ID"
        hint="Shown as “Sign in with …” on the login page."
        {...bind('display_name')}
      />
      <TextField
        label="Issuer URL"
        required
        type="url"
        maxLength={500}
        placeholder="https://login.microsoftonline.com/<tenant>/v2.0"
        disabled={Boolean(lock.provider)}
        hint={lock.provider}
        {...bind('issuer_url')}
      />
      <TextField label="Client ID" required maxLength={300} autoComplete="off" disabled={Boolean(lock.provider)} {...bind('client_id')} />
      <TextField
        label="Client secret"
        type="password"
        autoComplete="new-password"
        required={!hasSecret}
        {...bind('client_secret')}
        hint={hasSecret ? 'A secret is stored (encrypted). Leave blank to keep it.' : 'Stored encrypted; never shown again.'}
      />
      <Select<'email' | 'nik'>
        label="Match users by"
        name="match_by"
        options={MATCH}
        value={values.match_by}
        onChange={(v) => v && set('match_by', v)}
        disabled={lock.matching}
        hint={lock.matching ? M.matchingNeedsEveryKey : undefined}
      />
      <TextField
        label="Claim"
        required
        maxLength={100}
        disabled={lock.matching}
        hint="The ID token or userinfo claim holding the e-mail or NIK, e.g. email, preferred_username, employee_id."
        {...bind('claim')}
      />
      <Switch
        label="Link existing accounts at their first sign-in"
        hint={lock.linkingOn ? `${M.linkingHint} ${M.linkingLockedHint}` : M.linkingHint}
        checked={values.link_existing}
        disabled={lock.linkingOn}
        onChange={(v) => set('link_existing', v)}
      />
      <Switch label="Create users at their first sign-in" checked={values.jit_enabled} onChange={(v) => set('jit_enabled', v)} />
      <Select<number>
        label="Default role of new users"
        options={settings.roles}
        {...bind('default_role_id')}
        placeholder="No role"
        clearable={!lock.defaultRole}
        disabled={lock.defaultRole}
        hint={lock.defaultRole ? M.defaultRoleLockedHint : settings.roles.some((r) => r.disabled) ? M.defaultRoleHint : undefined}
      />
      <Switch
        label="Require single sign-on"
        hint="Password sign-in is then off for everyone without the Authentication setting permission."
        checked={values.enforced}
        onChange={(v) => set('enforced', v)}
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
