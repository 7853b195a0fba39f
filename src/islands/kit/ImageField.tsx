import { useId, useRef, useState, type ReactNode } from 'react';
import type { Accept } from 'react-dropzone';
import { UPLOAD_FOLDERS } from '@/features/storage/policies';
import { ApiError } from '@/lib/api-error';
import { formatKb } from '@/lib/format-numbers';
import type { StoredFileRef } from '@/lib/file-ref';
import { toast } from '@/stores/toasts';
import { Dropzone } from '@/ui/Dropzone';
import { FILE_TEXT } from '@/ui/file-messages';
import { FieldNotes, describedBy } from '@/ui/Field';
import { RequiredMark } from '@/ui/RequiredMark';
import { uploadFailureReason, uploadStoredFile } from '@/ui/upload';
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
  /** The MIME types offered, comma-separated (default JPG, PNG and WebP); another type is refused before upload. */
  accept?: string;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  id?: string;
  /**
   * 'input': the stored image shows small with its name, size and 'Remove {label}' above the drop zone.
   * 'button': a 16:9 preview (or 'No {label}') beside the drop zone and 'Remove {label}'.
   */
  picker?: 'input' | 'button';
  /** The button style's preview text for screen readers; default '{label}: {file name}'. */
  previewAlt?: (file: StoredFileRef) => string;
}

/**
 * The kit's one field for a small image (a cover, a thumbnail, a picture): the kit's drop zone (drag an image onto
 * it, or click or press Enter to choose one) uploads it at once (multipart; large media go through the resumable
 * MediaUploadField instead) and the field holds the stored file; Remove clears it. Spec 000 §8: a success shows the
 * toast 'Image was uploaded successfully', a refusal (type, size, empty file, the server's judgement of the bytes)
 * the toast 'Image was failed to upload' with the reason; focus comes back to the drop zone either way.
 */
export function ImageField(props: ImageFieldProps) {
  const { label, value, onChange, folder, accept = IMAGE_ACCEPT, hint, error, required, id, picker = 'input', previewAlt } = props;
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const zoneRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const policy = UPLOAD_FOLDERS[folder];
  const types: Accept = Object.fromEntries(
    accept
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)
      .map((t) => [t, []]),
  );

  const refuse = (reason: string) => {
    toast.error(reason, { title: FILE_TEXT.imageUploadFailed, duration: 3000 });
    zoneRef.current?.focus();
  };

  const pick = async (files: File[]) => {
    const file = files[0];
    if (!file || busy) return;
    setBusy(true);
    try {
      onChange(await uploadStoredFile(file, folder));
      toast.success(FILE_TEXT.imageUploaded, { duration: 3000 });
    } catch (err) {
      // A 401 is already on its way to the login page.
      if (err instanceof ApiError && err.redirecting) return;
      toast.error(uploadFailureReason(err), { title: FILE_TEXT.imageUploadFailed, duration: 3000 });
    } finally {
      setBusy(false);
      zoneRef.current?.focus();
    }
  };

  const remove = (
    <button type="button" className="btn btn-sm btn-outline" onClick={() => onChange(null)} disabled={busy}>
      Remove {label}
    </button>
  );
  const labelId = `${inputId}-label`;
  const zone = (
    <Dropzone
      className="image-field-zone"
      accept={types}
      maxSize={policy?.maxBytes}
      tooLargeMessage={policy?.messages?.size}
      files={[]}
      onChange={(files) => void pick(files)}
      onReject={refuse}
      inlineErrors={false}
      showFiles={false}
      inputId={inputId}
      zoneRef={zoneRef}
      busy={busy}
      ariaDescribedBy={describedBy(inputId, { hint, error })}
      ariaInvalid={Boolean(error)}
      label={busy ? 'Uploading…' : value ? 'Drag another image here, or click to change it' : 'Drag an image here, or click to choose one'}
    />
  );
  const notes = <FieldNotes id={inputId} hint={hint} error={error} />;
  const heading = (
    <div className="field-label-row">
      <label id={labelId} htmlFor={inputId}>
        {label}
        <RequiredMark required={required} />
      </label>
    </div>
  );

  if (picker === 'button') {
    return (
      <div className="field image-field">
        {heading}
        <div className="image-field-row">
          {value ? (
            <img className="image-field-cover" src={value.full_path} alt={previewAlt ? previewAlt(value) : `${label}: ${value.name}`} />
          ) : (
            <div className="image-field-cover image-field-empty">No {label.toLowerCase()}</div>
          )}
          {zone}
          {value && remove}
        </div>
        {notes}
      </div>
    );
  }

  return (
    <div className="field image-field">
      {heading}
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
      {zone}
      {notes}
    </div>
  );
}
