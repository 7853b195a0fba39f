import { useState, type ReactNode } from 'react';
import { ErrorCode, useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import { formatKb } from '@/lib/format-numbers';
import { FILE_TEXT } from './file-messages';
import './ui.css';

export interface DropzoneProps {
  /** Accepted MIME types with their extensions, e.g. { 'text/csv': ['.csv'] }. */
  accept: Accept;
  files: File[];
  onChange: (files: File[]) => void;
  multiple?: boolean;
  maxSize?: number;
  /** Accessible name and visible prompt. */
  label?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  /** Called with the rejection message (also shown under a Failed alert). */
  onReject?: (message: string) => void;
  className?: string;
}

/** The spec's message for the first rejection reason (spec 000 §5/§8). */
function rejectionMessage(rejections: readonly FileRejection[], maxSize?: number): string {
  const codes = new Set(rejections.flatMap((r) => r.errors.map((e) => e.code)));
  if (codes.has(ErrorCode.TooManyFiles)) return FILE_TEXT.multipleNotAllowed;
  if (codes.has(ErrorCode.FileInvalidType)) return FILE_TEXT.mimeNotAccepted;
  if (codes.has(ErrorCode.FileTooLarge) && maxSize) return `File size exceeds ${formatKb(maxSize)}`;
  return rejections[0]?.errors[0]?.message ?? FILE_TEXT.mimeNotAccepted;
}

/** Drag-or-select file area: only accepted types, one file unless `multiple`; chosen files show name, size and Remove. */
export function Dropzone({
  accept,
  files,
  onChange,
  multiple = false,
  maxSize,
  label = 'Drag and drop a file here, or click to select a file',
  hint,
  disabled = false,
  onReject,
  className,
}: DropzoneProps) {
  const [error, setError] = useState<string | null>(null);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept,
    multiple,
    maxSize,
    disabled,
    onDrop: (accepted, rejections) => {
      // Dropping several files on a single-file zone is one mistake, whatever their types.
      if (!multiple && accepted.length + rejections.length > 1) {
        const message = FILE_TEXT.multipleNotAllowed;
        setError(message);
        onReject?.(message);
        return;
      }
      if (rejections.length) {
        const message = rejectionMessage(rejections, maxSize);
        setError(message);
        onReject?.(message);
        return;
      }
      setError(null);
      onChange(multiple ? [...files, ...accepted] : accepted.slice(0, 1));
    },
  });

  return (
    <div className={className}>
      <div
        {...getRootProps({ className: 'dropzone', 'aria-disabled': disabled || undefined, 'data-active': isDragActive || undefined } as Record<
          string,
          unknown
        >)}
      >
        <input {...getInputProps()} data-testid="dropzone-input" />
        <p>{label}</p>
        {hint && <p className="field-hint">{hint}</p>}
      </div>
      {error && (
        <div className="alert alert-error" role="alert">
          <strong>{FILE_TEXT.failed}</strong>
          <div>{error}</div>
        </div>
      )}
      {files.length > 0 && (
        <ul className="file-list">
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="file-item">
              <span className="name">{f.name}</span>
              <span className="size">{formatKb(f.size)}</span>
              <button
                type="button"
                className="btn btn-sm btn-outline"
                aria-label={`Remove ${f.name}`}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
