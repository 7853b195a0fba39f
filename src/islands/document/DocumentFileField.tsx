import { useId, useRef, useState } from 'react';
import { api, toErrorInfo } from '@/lib/fetcher';
import { formatKb } from '@/lib/format-numbers';
import { STORAGE_UPLOAD_PATH } from '@/lib/platform-paths';
import { RequiredMark } from '@/ui/RequiredMark';

/** A stored upload as POST /api/storage/upload answers it (the value the resumable MediaUploadField keeps too). */
export interface StoredFileValue {
  id: number;
  full_path: string;
  name: string;
  mime_type: string;
  size: number;
  width?: number | null;
  height?: number | null;
}

export interface DocumentFileFieldProps {
  label: string;
  value: StoredFileValue | null;
  onChange: (file: StoredFileValue | null) => void;
  /** The upload folder, whose policy judges the bytes: 'pdf' or 'ppt'. */
  folder: 'pdf' | 'ppt';
  accept: string;
  required?: boolean;
  error?: string | null;
}

/**
 * The document form's one file field: choosing a file uploads it at once (multipart to the storage module, checked
 * by its bytes there) and keeps the stored file as the value. The merger swaps this for the resumable upload field.
 */
export function DocumentFileField({ label, value, onChange, folder, accept, required, error }: DocumentFileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const message = failure ?? error ?? null;

  const upload = async (file: File) => {
    setBusy(true);
    setFailure(null);
    try {
      const form = new FormData();
      form.append('file', file);
      form.append('folder', folder);
      onChange(await api<StoredFileValue>(STORAGE_UPLOAD_PATH.replace(/^\/api/, ''), { method: 'POST', body: form }));
    } catch (err) {
      setFailure(toErrorInfo(err, 'The file was not uploaded').message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="field doc-file-field">
      <label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      {value && (
        <p className="doc-file-current" id={`${id}-current`}>
          <a href={value.full_path} target="_blank" rel="noreferrer">
            {value.name}
          </a>{' '}
          ({formatKb(value.size)})
        </p>
      )}
      <input
        ref={input}
        id={id}
        className="input"
        type="file"
        name={`file-${folder}`}
        accept={accept}
        disabled={busy}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : value ? `${id}-current` : undefined}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) void upload(chosen);
        }}
      />
      {busy && (
        <p className="field-hint" role="status">
          Uploading…
        </p>
      )}
      {message && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
