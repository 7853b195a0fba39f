import { useState } from 'react';
import { createClient } from '@/lib/api-client';
import { apiPath } from '@/lib/endpoint';
import type { KitApi } from '@/lib/list-kit';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import type { DeleteRowDialogProps } from '../kit/DeleteRowDialog';

/**
 * The offer list's Withdraw (the kit's delete slot, decision 0141): the same question and call as the kit's, with the
 * button saying what happens, since an offer is withdrawn from the catalogue, never deleted.
 */
export default function OfferListDelete({ screen, row, title, onClose, onDeleted }: DeleteRowDialogProps) {
  const m = screen.messages;
  const [busy, setBusy] = useState(false);

  const withdraw = async () => {
    const path = screen.endpoints.remove;
    if (!path) return;
    setBusy(true);
    try {
      const remove = createClient<Pick<KitApi, 'remove'>>({ remove: { method: 'DELETE', path: apiPath(path, { id: String(row.id) }) } }).remove;
      const res = await remove();
      toast.success(res.message || m.deleted || '');
      onClose();
      await onDeleted();
    } catch (err) {
      onClose();
      showError(err, m.deleteFailed ?? '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open
      title={m.deleteTitle ?? 'Withdraw?'}
      text={(m.deleteText ?? '{title}').replace('{title}', title)}
      confirmLabel="Withdraw"
      cancelLabel={m.deleteCancel}
      variant="danger"
      busy={busy}
      onConfirm={() => void withdraw()}
      onCancel={onClose}
    />
  );
}
