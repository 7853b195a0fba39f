import { useState } from 'react';
import { createClient } from '@/lib/api-client';
import { ApiError } from '@/lib/fetcher';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Modal } from '@/ui/Modal';
import { Textarea } from '@/ui/Textarea';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { marketplaceApi } from '@/features/marketplace/api';
import { marketplaceMessages as M } from '@/features/marketplace/messages';
import { REASON_MAX, RejectSchema } from '@/features/marketplace/schemas';
import './marketplace.css';

const client = createClient(marketplaceApi);

/** Approve (the hold is debited, the content granted) or reject with a reason (the hold is released). */
export default function ApprovalDecision({ id, summary }: { id: number; summary: string }) {
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const done = (message: string | undefined, fallback: string) => {
    toast.flashSuccess(message || fallback);
    window.location.reload();
  };
  const approve = async () => {
    setBusy(true);
    try {
      done((await client.approve({ params: { id } })).message, M.approved);
    } catch (err) {
      showError(err, 'The request could not be approved.');
      setBusy(false);
      setApproving(false);
    }
  };
  const reject = async () => {
    const parsed = RejectSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setBusy(true);
    try {
      done((await client.reject({ params: { id }, body: parsed.data })).message, M.rejected);
    } catch (err) {
      if (err instanceof ApiError && err.fields.some((f) => f.field === 'reason')) setError(err.fields.find((f) => f.field === 'reason')!.message);
      else showError(err, 'The request could not be rejected.');
      setBusy(false);
    }
  };

  return (
    <div className="market-decision">
      <button type="button" className="btn btn-outline" onClick={() => setRejecting(true)}>
        Reject
      </button>
      <button type="button" className="btn" onClick={() => setApproving(true)}>
        Approve
      </button>
      <ConfirmDialog
        open={approving}
        title="Approve Request"
        text={`Approve ${summary}? The amount held on the wallet is paid and the content is added to the organisation.`}
        confirmLabel="Approve"
        busy={busy}
        onConfirm={() => void approve()}
        onCancel={() => setApproving(false)}
      />
      <Modal
        open={rejecting}
        onClose={() => !busy && setRejecting(false)}
        title="Reject Request"
        size="small"
        footer={
          <>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setRejecting(false)}>
              Cancel
            </button>
            <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void reject()}>
              Reject
            </button>
          </>
        }
      >
        <Textarea
          label="Reason"
          required
          value={reason}
          onChange={(v) => {
            setReason(v);
            setError(undefined);
          }}
          error={error}
          maxLength={REASON_MAX}
          rows={3}
          hint="The requester sees it on the request; the wallet's hold is released."
        />
      </Modal>
    </div>
  );
}
