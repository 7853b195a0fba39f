import { useState } from 'react';
import { Modal } from '@/ui/Modal';
import { Select } from '@/ui/Select';
import { createClient } from '@/lib/api-client';
import type { RouteOf } from '@/lib/endpoint';
import { toErrorInfo } from '@/lib/fetcher';
import { showErrorMessage } from '@/stores/error-dialog';
import type { roleApi } from '@/features/role/api';
import { roleMessages as M } from '@/features/role/messages';
import './role.css';

export interface RoleDeleteDialogProps {
  id: number;
  name: string;
  members: number;
  /** The organisation's other roles, where the members can go (null while they load). */
  others: { value: number; label: string }[] | null;
  /** The delete's route (roleApi.remove), passed in so the list and the detail page ship no zod. */
  remove: RouteOf<typeof roleApi.remove>;
  onClose: () => void;
  /** After the server deleted the role (and moved its members). */
  onDeleted: () => unknown;
}

/**
 * The question before a role is deleted, on the detail page and the list alike. A role with members asks for the role
 * to move them to first: the move and the delete are one request and one transaction (DELETE …?move_to=), so nobody
 * is left without their new role. A refusal (409: the last way back into role management) closes it and says why.
 */
export function RoleDeleteDialog({ id, name, members, others, remove, onClose, onDeleted }: RoleDeleteDialogProps) {
  const [target, setTarget] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (members > 0 && target === null) {
      setError('Choose the role to move the members to');
      return;
    }
    setBusy(true);
    try {
      await createClient({ remove }).remove({ params: { id }, query: { move_to: members > 0 ? target : undefined } });
      await onDeleted();
    } catch (err) {
      onClose();
      showErrorMessage(toErrorInfo(err, M.deleteFailed).message || M.deleteFailed, M.deleteFailedTitle);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={M.deleteTitle}
      role="alertdialog"
      size="small"
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void send()}>
            {members > 0 ? 'Move and Delete' : 'Delete'}
          </button>
        </>
      }
    >
      {members === 0 ? (
        <p>"{name}" will be deleted.</p>
      ) : (
        <div className="role-delete-move">
          <p>
            "{name}" has {members} {members === 1 ? 'member' : 'members'}. They move to the role you choose, then "{name}" is deleted.
          </p>
          <Select<number>
            label="Move members to"
            required
            options={others ?? []}
            value={target}
            onChange={(v) => {
              setTarget(v);
              setError(undefined);
            }}
            error={error}
            placeholder={others ? 'Choose a role' : 'Loading roles…'}
          />
        </div>
      )}
    </Modal>
  );
}
