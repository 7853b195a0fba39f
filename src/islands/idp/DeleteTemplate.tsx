import { useState } from 'react';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { idpMessages as M } from '@/features/idp/messages';
import type { IdpTab } from '@/features/idp/schemas';
import { tabClient } from './calls';

/** Delete one template after a confirmation, then back to its tab's list. */
export default function DeleteTemplate({ id, tab, title }: { id: number; tab: IdpTab; title: string }) {
  const [open, setOpen] = useState(false);
  async function remove() {
    try {
      const res = await tabClient(tab).remove({ params: { id } });
      toast.flashSuccess(res.message ?? M.deleted);
      window.location.assign(`/setting/template?tab=${tab}`);
    } catch (err) {
      setOpen(false);
      showError(err);
    }
  }
  return (
    <>
      <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        title="Delete IDP template"
        text={`Delete ${title}? This cannot be undone.`}
        variant="danger"
        confirmLabel="Delete"
        onConfirm={() => void remove()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
