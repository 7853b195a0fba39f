import { useId, useRef, type ReactNode } from 'react';
import { Modal, type ModalSize } from './Modal';
import { UI_TEXT } from './messages';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  text?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** 'danger' for destructive actions (Delete). */
  variant?: 'primary' | 'danger';
  /** Disables both buttons while the confirmed action runs. */
  busy?: boolean;
  size?: ModalSize;
}

/** A yes/no question, e.g. 'Delete Quiz?' with Delete / cancel. Focus starts on the safe choice. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel = UI_TEXT.ok,
  cancelLabel = UI_TEXT.cancel,
  onConfirm,
  onCancel,
  variant = 'primary',
  busy = false,
  size = 'small',
}: ConfirmDialogProps) {
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
      size={size}
      role="alertdialog"
      describedBy={text ? textId : undefined}
      initialFocus={cancelRef}
      closeOnBackdrop={!busy}
      footer={
        <>
          <button ref={cancelRef} type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="button" className={`btn${variant === 'danger' ? ' btn-danger' : ''}`} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {text && <div id={textId}>{text}</div>}
    </Modal>
  );
}
