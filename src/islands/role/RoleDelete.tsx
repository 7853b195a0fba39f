import { useState } from 'react';
import { navigation } from '@/lib/fetcher';
import { toast } from '@/stores/toasts';
import { roleMessages as M } from '@/features/role/messages';
import { RoleDeleteDialog, type RoleDeleteDialogProps } from './RoleDeleteDialog';

export interface RoleDeleteProps {
  id: number;
  name: string;
  members: number;
  /** The organisation's other roles, where the members can go. */
  others: { value: number; label: string }[];
  /** The delete's route (roleApi.remove). */
  remove: RoleDeleteDialogProps['remove'];
}

/** Delete on the detail page: the role's delete dialog (moving the members first), then back to the list. */
export default function RoleDelete({ id, name, members, others, remove }: RoleDeleteProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-sm btn-danger" onClick={() => setOpen(true)}>
        Delete
      </button>
      {open && (
        <RoleDeleteDialog
          id={id}
          name={name}
          members={members}
          others={others}
          remove={remove}
          onClose={() => setOpen(false)}
          onDeleted={() => {
            toast.flashSuccess(M.deleted);
            navigation.assign('/role');
          }}
        />
      )}
    </>
  );
}
