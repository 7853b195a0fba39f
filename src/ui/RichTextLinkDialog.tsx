import { useEffect, useState } from 'react';
import { Modal } from './Modal';
import { TextField } from './TextField';
import { UI_TEXT } from './messages';

export interface RichTextLinkDialogProps {
  open: boolean;
  initialUrl: string;
  onSave: (url: string) => void;
  onClose: () => void;
}

/** Asks for a link address; saving an empty address removes the link. */
export function RichTextLinkDialog({ open, initialUrl, onSave, onClose }: RichTextLinkDialogProps) {
  const [url, setUrl] = useState(initialUrl);
  useEffect(() => {
    if (open) setUrl(initialUrl);
  }, [open, initialUrl]);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Insert Link"
      size="small"
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {UI_TEXT.cancel}
          </button>
          <button type="submit" form="rte-link-form" className="btn">
            Save
          </button>
        </>
      }
    >
      <form
        id="rte-link-form"
        onSubmit={(e) => {
          e.preventDefault();
          onSave(url);
        }}
      >
        <TextField label="URL" value={url} onChange={setUrl} placeholder="https://" type="text" hint="Leave empty to remove the link." />
      </form>
    </Modal>
  );
}
