import { useState } from 'react';
import { Modal } from '@/ui/Modal';
import { Select } from '@/ui/Select';
import { apiPath } from '@/lib/endpoint';
import { navigation, request, toErrorInfo } from '@/lib/fetcher';
import { showErrorMessage } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { roleMessages as M } from '@/features/role/messages';
import './role.css';

export interface RoleDeleteProps {
  id: number;
  name: string;
  members: number;
  /** The organisation's other roles, where the members can go. */
  others: { value: number; label: string }[];
  removePath: string;
}

/**
 * Delete on the detail page. A role with members offers to move them to another role first: the move and the
 * delete are one request and one transaction (DELETE …?move_to=), so nobody is left without their new role.
 */
export default function RoleDelete({ id, name, members, others, removePath }: RoleDeleteProps) {
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (members > 0 && target === null) {
      setError('Choose the role to move the members to');
      return;
    }
    setBusy(true);
    try {
      const query = members > 0 ? `?move_to=${target}` : '';
      await request(apiPath(removePath, { id }).replace(/^\/api(?=\/)/, '') + query, { method: 'DELETE' });
      toast.flashSuccess(M.deleted);
      navigation.assign('/role');
    } catch (err) {
      setOpen(false);
      showErrorMessage(toErrorInfo(err, M.deleteFailed).message || M.deleteFailed, M.deleteFailedTitle);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-sm btn-danger" onClick={() => setOpen(true)}>
        Delete
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={M.deleteTitle}
        role="alertdialog"
        size="small"
        footer={
          <>
            <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void remove()}>
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
              options={others}
              value={target}
              onChange={(v) => {
                setTarget(v);
                setError(undefined);
              }}
              error={error}
              placeholder="Choose a role"
            />
          </div>
        )}
      </Modal>
    </>
  );
}
