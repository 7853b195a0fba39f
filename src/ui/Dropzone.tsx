import { useCallback, useState, type ReactNode, type Ref } from 'react';
import { ErrorCode, useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import { formatKb } from '@/lib/format-numbers';
import { FILE_TEXT } from './file-messages';
import './ui.css';

export interface DropzoneProps {
  /**
   * Accepted MIME types with their extensions, e.g. { 'text/csv': ['.csv'] }: anything else is refused with 'Mime types
   * not accepted'. Without it every type is taken (the server judges the bytes) and `pickerAccept` filters the dialog.
   */
  accept?: Accept;
  /** The native accept attribute of the file dialog when `accept` is not given, e.g. 'video/mp4,video/webm'. */
  pickerAccept?: string;
  files: File[];
  onChange: (files: File[]) => void;
  multiple?: boolean;
  maxSize?: number;
  /** What a file over `maxSize` is told, e.g. the folder policy's 'File size exceeds 2MB'. */
  tooLargeMessage?: string;
  /** Accessible name and visible prompt (the zone is a button named by its text: say what it is for). */
  label?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  /** Called with the rejection message (also shown under a Failed alert unless `inlineErrors` is false). */
  onReject?: (message: string) => void;
  /** False when the owner tells of refusals itself (the image field's toast); default true. */
  inlineErrors?: boolean;
  /** False when the owner shows the chosen or stored file itself; default true. */
  showFiles?: boolean;
  /** The hidden file input's id, for a `<label htmlFor>` of the owner's (which then names it), and its name. */
  inputId?: string;
  inputName?: string;
  ariaDescribedBy?: string;
  ariaInvalid?: boolean;
  busy?: boolean;
  /** The zone itself (the focusable control), e.g. to give focus back to it after an upload. */
  zoneRef?: Ref<HTMLDivElement>;
  className?: string;
}

/** A file of no bytes: nothing to upload (spec 000 §2 "There's no any file to be uploaded"). */
const EMPTY_FILE = 'file-empty';
const refuseEmpty = (file: File) => (file.size === 0 ? { code: EMPTY_FILE, message: FILE_TEXT.noFileToUpload } : null);

/** The spec's message for the first rejection reason (spec 000 §5/§8). */
function rejectionMessage(rejections: readonly FileRejection[], maxSize?: number, tooLarge?: string): string {
  const codes = new Set(rejections.flatMap((r) => r.errors.map((e) => e.code)));
  if (codes.has(ErrorCode.TooManyFiles)) return FILE_TEXT.multipleNotAllowed;
  if (codes.has(EMPTY_FILE)) return FILE_TEXT.noFileToUpload;
  if (codes.has(ErrorCode.FileInvalidType)) return FILE_TEXT.mimeNotAccepted;
  if (codes.has(ErrorCode.FileTooLarge) && tooLarge) return tooLarge;
  if (codes.has(ErrorCode.FileTooLarge) && maxSize) return `File size exceeds ${formatKb(maxSize)}`;
  return rejections[0]?.errors[0]?.message ?? FILE_TEXT.mimeNotAccepted;
}

/**
 * Drag-or-select file area: only accepted types, one file unless `multiple`, never an empty file; chosen files show
 * name, size and Remove. The zone is the control: it takes focus, and Enter or Space opens the file dialog.
 */
export function Dropzone({
  accept,
  pickerAccept,
  files,
  onChange,
  multiple = false,
  maxSize,
  tooLargeMessage,
  label = 'Drag and drop a file here, or click to select a file',
  hint,
  disabled = false,
  onReject,
  inlineErrors = true,
  showFiles = true,
  inputId,
  inputName,
  ariaDescribedBy,
  ariaInvalid,
  busy,
  zoneRef,
  className,
}: DropzoneProps) {
  const [error, setError] = useState<string | null>(null);
  const { getRootProps, getInputProps, isDragActive, rootRef } = useDropzone({
    accept,
    multiple,
    maxSize,
    disabled,
    validator: refuseEmpty,
    onDrop: (accepted, rejections) => {
      // Dropping several files on a single-file zone is one mistake, whatever their types.
      if (!multiple && accepted.length + rejections.length > 1) {
        const message = FILE_TEXT.multipleNotAllowed;
        setError(message);
        onReject?.(message);
        return;
      }
      if (rejections.length) {
        const message = rejectionMessage(rejections, maxSize, tooLargeMessage);
        setError(message);
        onReject?.(message);
        return;
      }
      setError(null);
      onChange(multiple ? [...files, ...accepted] : accepted.slice(0, 1));
    },
  });

  // The owner's ref and react-dropzone's own point at the same element.
  const setZone = useCallback(
    (el: HTMLDivElement | null) => {
      (rootRef as { current: HTMLDivElement | null }).current = el;
      if (typeof zoneRef === 'function') zoneRef(el);
      else if (zoneRef) (zoneRef as { current: HTMLDivElement | null }).current = el;
    },
    [rootRef, zoneRef],
  );
  const rootProps = getRootProps({
    className: 'dropzone',
    role: 'button',
    'aria-disabled': disabled || undefined,
    'aria-busy': busy || undefined,
    'aria-describedby': ariaDescribedBy,
    'aria-invalid': ariaInvalid || undefined,
    'data-active': isDragActive || undefined,
  } as Record<string, unknown>);
  const inputProps = getInputProps({ id: inputId, name: inputName, ...(inputId ? { 'aria-label': undefined } : {}) } as Record<string, unknown>);

  return (
    <div className={className}>
      {/* Beside the zone, not in it: a button holds no other control (axe nested-interactive); the zone opens it. */}
      <input {...inputProps} {...(accept ? {} : { accept: pickerAccept })} data-testid="dropzone-input" />
      <div {...rootProps} ref={setZone}>
        <p>{label}</p>
        {hint && <p className="field-hint">{hint}</p>}
      </div>
      {inlineErrors && error && (
        <div className="alert alert-error" role="alert">
          <strong>{FILE_TEXT.failed}</strong>
          <div>{error}</div>
        </div>
      )}
      {showFiles && files.length > 0 && (
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
