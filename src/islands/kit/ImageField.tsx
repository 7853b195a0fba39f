import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { formatKb } from '@/lib/format-numbers';
import type { StoredFileRef } from '@/lib/file-ref';
import { showError } from '@/stores/error-dialog';
import { FILE_TEXT } from '@/ui/file-messages';
import { FieldNotes, describedBy } from '@/ui/Field';
import { RequiredMark } from '@/ui/RequiredMark';
import { uploadStoredFile } from '@/ui/upload';
import './image-field.css';

/** What the picker offers for a small image; the folder's policy judges the bytes on the server. */
const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

export interface ImageFieldProps {
  label: string;
  /** The stored file (the upload's answer, the same value MediaUploadField keeps), or none. */
  value: StoredFileRef | null;
  onChange: (file: StoredFileRef | null) => void;
  /** The storage folder (its policy in src/features/storage/policies.ts): 'covers', 'thumbnails', 'pictures', … */
  folder: string;
  accept?: string;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  id?: string;
  /**
   * 'input': the label names a visible file input; the image shows small with its name, size and 'Remove {label}'.
   * 'button': a 16:9 preview (or 'No {label}') beside 'Upload {label}' / 'Change {label}' and 'Remove {label}'.
   */
  picker?: 'input' | 'button';
  /** The button style's preview text for screen readers; default '{label}: {file name}'. */
  previewAlt?: (file: StoredFileRef) => string;
  /** The error dialog's title when the upload fails. */
  failedTitle?: string;
}

/**
 * The kit's one field for a small image (a cover, a thumbnail, a picture): choosing a file uploads it at once
 * (multipart; large media files go through the resumable MediaUploadField instead) and the field holds the stored
 * file; Remove clears it. A failed upload opens the error dialog.
 */
export function ImageField(props: ImageFieldProps) {
  const {
    label,
    value,
    onChange,
    folder,
    accept = IMAGE_ACCEPT,
    hint,
    error,
    required,
    id,
    picker = 'input',
    previewAlt,
    failedTitle = FILE_TEXT.failed,
  } = props;
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      onChange(await uploadStoredFile(file, folder));
    } catch (err) {
      showError(err, failedTitle);
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };
  const remove = (
    <button type="button" className="btn btn-sm btn-outline" onClick={() => onChange(null)} disabled={busy}>
      Remove {label}
    </button>
  );
  const notes = <FieldNotes id={inputId} hint={hint} error={error} />;
  const described = describedBy(inputId, { hint, error });

  const action = `${value ? 'Change' : 'Upload'} ${label}`;
  // The button style hides the native input behind its own button, which names the action; the input style shows it.
  const input = (
    <input
      ref={inputRef}
      id={inputId}
      type="file"
      accept={accept}
      aria-describedby={described}
      onChange={pick}
      {...(picker === 'button'
        ? { className: 'visually-hidden', 'aria-label': action, tabIndex: -1 }
        : { className: 'input', disabled: busy, 'aria-busy': busy || undefined, 'aria-invalid': error ? true : undefined })}
    />
  );

  if (picker === 'button') {
    return (
      <div className="field image-field" role="group" aria-labelledby={`${inputId}-label`}>
        <div className="field-label-row">
          <span id={`${inputId}-label`}>
            {label}
            <RequiredMark required={required} />
          </span>
        </div>
        <div className="image-field-row">
          {value ? (
            <img className="image-field-cover" src={value.full_path} alt={previewAlt ? previewAlt(value) : `${label}: ${value.name}`} />
          ) : (
            <div className="image-field-cover image-field-empty">No {label.toLowerCase()}</div>
          )}
          {input}
          <button type="button" className="btn btn-sm btn-outline" disabled={busy} aria-busy={busy || undefined} onClick={() => inputRef.current?.click()}>
            {busy ? 'Uploading…' : action}
          </button>
          {value && remove}
        </div>
        {notes}
      </div>
    );
  }

  return (
    <div className="field image-field">
      <div className="field-label-row">
        <label htmlFor={inputId}>
          {label}
          <RequiredMark required={required} />
        </label>
      </div>
      {value && (
        <div className="image-field-current">
          <img src={value.full_path} alt="" width={96} height={96} className="image-field-thumb" />
          <span>
            <a href={value.full_path} target="_blank" rel="noopener noreferrer">
              {value.name}
            </a>{' '}
            ({formatKb(value.size)})
          </span>
          {remove}
        </div>
      )}
      {input}
      {busy && <p className="field-hint">Uploading…</p>}
      {notes}
    </div>
  );
}
