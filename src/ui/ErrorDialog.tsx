import { useId, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $errorDialog, closeErrorDialog } from '@/stores/error-dialog';
import { Modal } from './Modal';
import { UI_TEXT } from './messages';

/** The global error dialog: open it from anywhere with `showError(err, fallback)` (src/stores/error-dialog). */
export function ErrorDialog() {
  const state = useStore($errorDialog);
  const textId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={state !== null}
      onClose={closeErrorDialog}
      title={state?.title ?? ''}
      size="small"
      role="alertdialog"
      describedBy={textId}
      initialFocus={okRef}
      footer={
        <button ref={okRef} type="button" className="btn" onClick={closeErrorDialog}>
          {UI_TEXT.ok}
        </button>
      }
    >
      <p id={textId}>{state?.message}</p>
    </Modal>
  );
}
