import { useState, type FormEvent } from 'react';
import { TextField } from '@/ui/TextField';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { createClient } from '@/lib/api-client';
import { validate } from '@/lib/form-kit';
import { formatDate } from '@/lib/format';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { ssoApi } from '@/features/sso/api';
import './sso.css';
import { ssoMessages as M } from '@/features/sso/messages';
import { ScimTokenInputSchema, type ScimTokenCreated, type ScimTokenRow } from '@/features/sso/schemas';

const api = createClient(ssoApi);
// In WIB like every time on the console's screens (the browser's own zone and 12-hour clock were shown before).
const when = (iso: string | null) => (iso ? `${formatDate(iso, 'DD/MM/YYYY HH:mm')} WIB` : '—');

/** /setting/authentication, second card: SCIM's base URL and its bearer tokens (shown once, revocable). */
export default function ScimTokens({ baseUrl, initial }: { baseUrl: string; initial: ScimTokenRow[] }) {
  const [rows, setRows] = useState(initial);
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [created, setCreated] = useState<ScimTokenCreated | null>(null);
  const [revoking, setRevoking] = useState<ScimTokenRow | null>(null);
  const [busy, setBusy] = useState(false);

  async function generate(e: FormEvent) {
    e.preventDefault();
    // The kit's one reading of a schema's verdict, in a person's words (decision 0108).
    const problem = validate(ScimTokenInputSchema, { label }).label;
    if (problem) return setError(problem);
    setError(undefined);
    setBusy(true);
    try {
      const res = await api.createScimToken({ body: { label: label.trim() } });
      setCreated(res.data);
      setLabel('');
      setRows(await api.scimTokens());
      toast.success(res.message ?? M.tokenCreated);
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  }

  async function revoke() {
    if (!revoking) return;
    setBusy(true);
    try {
      const res = await api.revokeScimToken({ params: { id: revoking.id } });
      setRows(await api.scimTokens());
      toast.success(res.message ?? M.tokenRevoked);
      setRevoking(null);
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="scim-title">
      <h2 id="scim-title">Provisioning (SCIM 2.0)</h2>
      <p className="hint-text">
        SCIM base URL: <code>{baseUrl}</code>
      </p>
      {created && (
        <div className="alert alert-info" role="status">
          <p>{M.tokenCreated}</p>
          <code className="scim-token" aria-label={`SCIM token ${created.label}`}>
            {created.token}
          </code>
        </div>
      )}
      <form className="scim-generate" onSubmit={generate} noValidate>
        <TextField label="Token label" name="label" maxLength={80} value={label} onChange={setLabel} error={error} placeholder="e.g. Entra ID provisioning" />
        <button type="submit" className="btn" disabled={busy}>
          Generate token
        </button>
      </form>
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">SCIM tokens</caption>
          <thead>
            <tr>
              <th scope="col">Label</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">Status</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td className="empty" colSpan={5}>
                  No SCIM tokens yet.
                </td>
              </tr>
            )}
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{r.label}</td>
                <td>{when(r.created_at)}</td>
                <td>{when(r.last_used_at)}</td>
                <td>{r.revoked_at ? `Revoked ${when(r.revoked_at)}` : 'Active'}</td>
                <td>
                  {!r.revoked_at && (
                    <button type="button" className="btn btn-sm btn-danger" onClick={() => setRevoking(r)} aria-label={`Revoke ${r.label}`}>
                      Revoke
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={revoking !== null}
        title={M.revokeTitle}
        text={M.revokeText}
        confirmLabel="Revoke"
        variant="danger"
        busy={busy}
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}
