import { useId, useRef, useState } from 'react';
import { api } from '@/lib/fetcher';
import { STORAGE_UPLOAD_PATH } from '@/lib/platform-paths';
import { showError } from '@/stores/error-dialog';
import type { StoredFileValue } from '@/features/channel/schemas';

export interface CoverFieldProps {
  label: string;
  /** The stored file (the upload's answer), or null. The upload helper's MediaUploadField keeps this value shape. */
  value: StoredFileValue | null;
  onChange: (file: StoredFileValue | null) => void;
  /** The upload folder (its caps live in src/features/storage/policies.ts). */
  folder: string;
  error?: string | null;
  hint?: string;
}

/**
 * The channel's one file field: a multipart upload to the storage module today (POST /api/storage/upload with file +
 * folder), answering the stored file. When the resumable upload lands, this component is what the merger swaps for
 * MediaUploadField; the form only sees `value` / `onChange`.
 */
export function CoverField({ label, value, onChange, folder, error, hint }: CoverFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file);
      form.append('folder', folder);
      onChange(await api<StoredFileValue>(STORAGE_UPLOAD_PATH.replace(/^\/api/, ''), { method: 'POST', body: form }));
    } catch (err) {
      showError(err, 'Failed to upload the cover');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="field" role="group" aria-labelledby={`${id}-label`}>
      <div className="field-label-row">
        <span id={`${id}-label`}>{label}</span>
      </div>
      <div className="channel-cover-row">
        {value ? (
          <img className="channel-cover" src={value.full_path} alt={`Cover: ${value.name}`} />
        ) : (
          <div className="channel-cover channel-cover-empty">No cover</div>
        )}
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="visually-hidden"
          aria-label={value ? 'Change Cover' : 'Upload Cover'}
          tabIndex={-1}
          onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            if (f) void upload(f);
          }}
        />
        <button type="button" className="btn btn-sm btn-outline" disabled={busy} aria-busy={busy || undefined} onClick={() => input.current?.click()}>
          {busy ? 'Uploading…' : value ? 'Change Cover' : 'Upload Cover'}
        </button>
        {value && (
          <button type="button" className="btn btn-sm btn-outline" onClick={() => onChange(null)}>
            Remove Cover
          </button>
        )}
      </div>
      {hint && <p className="field-hint">{hint}</p>}
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
