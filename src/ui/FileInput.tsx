import { useId, useRef, useState, type ReactNode } from 'react';
import { formatKb } from '@/lib/format-numbers';
import { FILE_TEXT } from './file-messages';
import './ui.css';

export interface FileInputProps {
  label: ReactNode;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The native accept attribute, e.g. '.xls,.xlsx,.csv'. */
  accept?: string;
  /** When given, an Upload button runs it with the chosen file, or warns when there is none. */
  onUpload?: (file: File) => void | Promise<void>;
  uploadLabel?: string;
  /** Show the empty-file warning now (for parents that validate on their own submit). */
  showEmptyWarning?: boolean;
  name?: string;
  id?: string;
  disabled?: boolean;
}

/** A plain file picker that warns "There's no any file to be uploaded" when asked to upload nothing (spec 000 §2). */
export function FileInput({ label, file, onChange, accept, onUpload, uploadLabel = 'Upload', showEmptyWarning = false, name, id, disabled }: FileInputProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const inputRef = useRef<HTMLInputElement>(null);
  const [warn, setWarn] = useState(false);
  const [busy, setBusy] = useState(false);
  const warning = (warn || showEmptyWarning) && !file;

  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={inputRef}
        id={inputId}
        className="input"
        type="file"
        name={name}
        accept={accept}
        disabled={disabled || busy}
        aria-describedby={warning ? `${inputId}-warning` : undefined}
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          setWarn(false);
          onChange(chosen);
        }}
      />
      {file && (
        <p className="field-hint">
          {file.name} ({formatKb(file.size)})
        </p>
      )}
      {warning && (
        <div className="alert alert-warning" role="alert" id={`${inputId}-warning`}>
          {FILE_TEXT.noFileToUpload}
        </div>
      )}
      {onUpload && (
        <div>
          <button
            type="button"
            className="btn"
            disabled={disabled || busy}
            onClick={async () => {
              if (!file) {
                setWarn(true);
                inputRef.current?.focus();
                return;
              }
              setBusy(true);
              try {
                await onUpload(file);
              } finally {
                setBusy(false);
              }
            }}
          >
            {uploadLabel}
          </button>
        </div>
      )}
    </div>
  );
}
