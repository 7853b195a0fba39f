import { useId, useRef, useState } from 'react';
import { api } from '@/lib/fetcher';
import { formatKb } from '@/lib/format-numbers';
import { STORAGE_UPLOAD_PATH } from '@/lib/platform-paths';
import type { StoredFileRef } from '@/lib/file-ref';
import { showError } from '@/stores/error-dialog';
import { FILE_TEXT } from './file-messages';
import './ui.css';

export interface StoredFileFieldProps {
  label: string;
  /** The stored file (the upload's answer), or none. */
  value: StoredFileRef | null;
  onChange: (file: StoredFileRef | null) => void;
  /** The storage folder it is uploaded to (its policy judges the bytes and the size): 'covers', 'ebooks', … */
  folder: string;
  /** The native accept attribute, e.g. 'image/png,image/jpeg,image/webp'. */
  accept: string;
  /** An image shows its preview. */
  preview?: 'image' | 'none';
  required?: boolean;
  hint?: string;
  error?: string | null;
  id?: string;
}

/**
 * The media forms' one file field: choose a file, it is uploaded at once to `folder` (multipart, the storage
 * module checks it by its bytes), and the field holds the stored file; Remove clears it. The resumable upload
 * field that replaces it later takes and gives the same value.
 */
export function StoredFileField({ label, value, onChange, folder, accept, preview = 'none', required, hint, error, id }: StoredFileFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const described = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file);
      form.append('folder', folder);
      onChange(await api<StoredFileRef>(STORAGE_UPLOAD_PATH.replace(/^\/api/, ''), { method: 'POST', body: form }));
    } catch (err) {
      showError(err, FILE_TEXT.failed);
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return (
    <div className="field stored-file-field">
      <div className="field-label-row">
        <label htmlFor={inputId}>
          {label}
          {required && (
            <span className="required" aria-hidden="true">
              *
            </span>
          )}
        </label>
      </div>
      {value && (
        <div className="stored-file">
          {preview === 'image' && <img src={value.full_path} alt="" width={96} height={96} className="stored-file-preview" />}
          <span>
            <a href={value.full_path} target="_blank" rel="noopener noreferrer">
              {value.name}
            </a>{' '}
            ({formatKb(value.size)})
          </span>
          <button type="button" className="btn btn-sm btn-outline" onClick={() => onChange(null)} disabled={busy}>
            Remove {label}
          </button>
        </div>
      )}
      <input
        ref={inputRef}
        id={inputId}
        className="input"
        type="file"
        accept={accept}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      {busy && <p className="field-hint">Uploading…</p>}
      {hint && (
        <p className="field-hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${inputId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
