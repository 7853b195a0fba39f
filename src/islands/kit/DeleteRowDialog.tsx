import { useState } from 'react';
import { toErrorInfo } from '@/lib/api-error';
import { createClient } from '@/lib/api-client';
import { apiPath } from '@/lib/endpoint';
import type { KitApi, ListScreen } from '@/lib/list-kit';
import { showError, showErrorMessage } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import type { Row } from './cells';

export interface DeleteRowDialogProps {
  screen: ListScreen;
  row: Row;
  title: string;
  /** After the question is answered either way (the dialog closes). */
  onClose: () => void;
  /** After a delete the server accepted (the list reloads). */
  onDeleted: () => Promise<unknown>;
}

/**
 * The list's delete question and the delete itself, with the declaration's success toast and failure dialog. Loaded
 * only when a row's Delete is pressed: a list page that nobody deletes from does not carry it (issue 11's budget).
 */
export default function DeleteRowDialog({ screen, row, title, onClose, onDeleted }: DeleteRowDialogProps) {
  const m = screen.messages;
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    const path = screen.endpoints.remove;
    if (!path) return;
    setBusy(true);
    try {
      const remove = createClient<Pick<KitApi, 'remove'>>({ remove: { method: 'DELETE', path: apiPath(path, { id: String(row.id) }) } }).remove;
      const res = await remove();
      const text = (m.deletedFromServer && res.message) || m.deleted;
      if (text) toast.success(text, m.deletedTitle ? { title: m.deletedTitle } : {});
      onClose();
      await onDeleted();
    } catch (err) {
      onClose();
      const fallback = m.deleteFailed ?? '';
      const info = toErrorInfo(err, fallback);
      const message = m.deleteFailedFromServer ? info.message || fallback : fallback;
      if (m.deleteFailedTitle) showErrorMessage(message, m.deleteFailedTitle);
      else if (m.deleteFailedFromServer) showError(err, fallback);
      else showErrorMessage(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open
      title={m.deleteTitle ?? 'Delete?'}
      text={(m.deleteText ?? '{title}').replace('{title}', title)}
      confirmLabel={m.deleteConfirm ?? 'Delete'}
      cancelLabel={m.deleteCancel}
      variant="danger"
      busy={busy}
      onConfirm={() => void remove()}
      onCancel={onClose}
    />
  );
}
