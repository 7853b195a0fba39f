import { useState } from 'react';
import { createClient } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { userApi } from '@/features/user/api';
import type { SessionRow } from '@/features/user/schemas';

const api = createClient(userApi);
type Pending = { title: string; text: string; label: string; danger?: boolean; run: () => Promise<{ message?: string }> };

function useAction() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const res = await pending.run();
      // The page is rendered on the server: reload it to show the new state, with the toast on the reloaded page.
      if (res.message) toast.flashSuccess(res.message);
      setPending(null);
      window.location.reload();
    } catch (err) {
      setPending(null);
      showError(err);
    } finally {
      setBusy(false);
    }
  };
  const dialog = pending && (
    <ConfirmDialog
      open
      title={pending.title}
      text={pending.text}
      confirmLabel={pending.label}
      variant={pending.danger ? 'danger' : 'primary'}
      busy={busy}
      onConfirm={() => void run()}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: setPending, dialog };
}

/** The detail page's account actions: activate or deactivate, send a reset (or the invitation again). */
export function UserActions({ id, name, status, canMail, canChange }: { id: number; name: string; status: string; canMail: boolean; canChange: boolean }) {
  const { ask, dialog } = useAction();
  const bulk = (action: 'activate' | 'deactivate') => api.bulk({ body: { action, ids: [id] } });
  const link = status === 'invited' ? api.invite : api.passwordReset;
  return (
    <div className="user-actions">
      {status !== 'inactive' && canMail && (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() =>
            ask({
              title: status === 'invited' ? 'Send the invitation again?' : 'Send a password reset?',
              text:
                status === 'invited'
                  ? `${name} gets a new invitation link; the earlier one stops working.`
                  : `${name} gets an e-mail with a link to set a new password, valid for one hour.`,
              label: 'Send',
              run: () => link({ params: { id } }),
            })
          }
        >
          {status === 'invited' ? 'Resend Invitation' : 'Send Password Reset'}
        </button>
      )}
      {!canChange ? null : status === 'inactive' || status === 'pending' ? (
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => ask({ title: 'Activate user?', text: `${name} will be able to sign in again.`, label: 'Activate', run: () => bulk('activate') })}
        >
          Activate
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-danger btn-sm"
          onClick={() =>
            ask({
              title: 'Deactivate user?',
              text: `${name} is signed out at once and cannot sign in. Their results stay.`,
              label: 'Deactivate',
              danger: true,
              run: () => bulk('deactivate'),
            })
          }
        >
          Deactivate
        </button>
      )}
      {dialog}
    </div>
  );
}

/** The Sessions tab: each session in use with its device and address, and Revoke (one or all). */
export function UserSessions({ id, sessions, canRevoke }: { id: number; sessions: SessionRow[]; canRevoke: boolean }) {
  const { ask, dialog } = useAction();
  // The console's one zone (WIB, docs/decisions/0006), the same on the server's render and after hydration.
  const when = (iso: string) => formatDate(iso, 'DD/MM/YYYY HH:mm');
  if (!sessions.length) return <p>No sessions in use.</p>;
  return (
    <>
      <table className="table">
        <caption className="visually-hidden">Sessions in use</caption>
        <thead>
          <tr>
            <th scope="col">Signed in (WIB)</th>
            <th scope="col">Last active (WIB)</th>
            <th scope="col">Device</th>
            <th scope="col">Address</th>
            {canRevoke && <th scope="col">Action</th>}
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => (
            <tr key={s.id}>
              <td>{when(s.created_at)}</td>
              <td>{when(s.last_seen_at)}</td>
              <td className="dt-wrap">{s.user_agent ?? '-'}</td>
              <td>{s.ip_address ?? '-'}</td>
              {canRevoke && (
                <td>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    aria-label={s.current ? `Revoke (this session) signed in ${when(s.created_at)}` : `Revoke the session signed in ${when(s.created_at)}`}
                    onClick={() =>
                      ask({
                        title: 'Revoke session?',
                        text: s.current ? 'This is your own session: you will be signed out.' : 'The device is signed out at its next request.',
                        label: 'Revoke',
                        danger: true,
                        run: () => api.revokeSession({ params: { id, sessionId: s.id } }),
                      })
                    }
                  >
                    Revoke{s.current ? ' (this session)' : ''}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {canRevoke && (
        <button
          type="button"
          className="btn btn-danger btn-sm user-revoke-all"
          onClick={() =>
            ask({
              title: 'Revoke all sessions?',
              text: 'Every device of this user is signed out.',
              label: 'Revoke All',
              danger: true,
              run: () => api.revokeSessions({ params: { id } }),
            })
          }
        >
          Revoke All Sessions
        </button>
      )}
      {dialog}
    </>
  );
}
