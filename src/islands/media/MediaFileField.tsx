import { useId, useState } from 'react';
import { api } from '@/lib/fetcher';
import { STORAGE_UPLOAD_PATH } from '@/lib/platform-paths';
import type { MediaFile } from '@/lib/media-library';
import { formatKb } from '@/lib/format';

/** POST STORAGE_UPLOAD_PATH (multipart file + folder): the stored file, checked by its bytes on the server. */
export async function uploadStored(file: Blob, name: string, folder: string): Promise<MediaFile> {
  const form = new FormData();
  form.append('file', file, name);
  form.append('folder', folder);
  return api<MediaFile>(STORAGE_UPLOAD_PATH.replace(/^\/api/, ''), { method: 'POST', body: form });
}

export interface MediaFileFieldProps {
  label: string;
  /** The stored file (the value shape of the upload helper's MediaUploadField, which is to replace this one). */
  value: MediaFile | null;
  onChange: (file: MediaFile | null) => void;
  folder: string;
  accept: string;
  hint: string;
  error?: string | null;
}

/** The one file field of the media forms: picks a file, uploads it to the folder and answers the stored file. */
export function MediaFileField({ label, value, onChange, folder, accept, hint, error }: MediaFileFieldProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setFailed(null);
    try {
      onChange(await uploadStored(file, file.name, folder));
    } catch (err) {
      setFailed(err instanceof Error ? err.message : 'Upload failed');
    } finally {
      setBusy(false);
    }
  };
  const message = failed ?? error;
  return (
    <div className="field media-file-field">
      <label htmlFor={id}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={busy}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        aria-invalid={message ? true : undefined}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <p className="field-hint" id={`${id}-hint`}>
        {busy ? 'Uploading…' : value ? `Uploaded: ${value.name} (${formatKb(value.size)})` : hint}
      </p>
      {message && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
