import { useMemo, useState } from 'react';
import { Modal } from '@/ui/Modal';
import { Textarea } from '@/ui/Textarea';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { createClient } from '@/lib/api-client';
import type { RoutesOf } from '@/lib/endpoint';
import type { issuedApi } from '@/features/certificate/api';

/** POST /certificates/issued/{id}/revoke as a route the page passes (decision 0110): the island ships no schemas. */
type RevokeRoutes = RoutesOf<Pick<typeof issuedApi, 'revoke'>>;

/** Revoke one issued certificate with a reason (decision 0139): the reason is required and audited. */
export default function RevokeCertificate({ id, number, routes }: { id: number; number: string; routes: RevokeRoutes }) {
  const client = useMemo(() => createClient(routes), [routes]);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const revoke = async () => {
    if (!reason.trim()) return setError('Enter the reason for revoking the certificate');
    setBusy(true);
    try {
      const res = await client.revoke({ params: { id }, body: { reason } });
      toast.flashSuccess(res.message);
      window.location.reload();
    } catch (err) {
      setBusy(false);
      showError(err);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen(true)} aria-label={`Revoke certificate ${number}`}>
        Revoke
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={`Revoke certificate ${number}?`}
        footer={
          <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void revoke()}>
            Revoke
          </button>
        }
      >
        <p>Its verification page will say it is revoked. This cannot be undone.</p>
        <Textarea
          label="Reason"
          required
          value={reason}
          maxLength={500}
          error={error}
          onChange={(v) => {
            setReason(v);
            setError(undefined);
          }}
        />
      </Modal>
    </>
  );
}
