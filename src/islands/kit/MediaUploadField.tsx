import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { UPLOAD_FOLDERS } from '@/features/storage/policies';
import { uploadFieldText as T } from '@/features/storage/messages';
import type { StoredFileRef } from '@/lib/file-ref';
import { Dropzone } from '@/ui/Dropzone';
import { FieldNotes, describedBy } from '@/ui/Field';
import { startResumableUpload, type ResumableUpload, type UploadProgress } from './resumable-upload';
import './media-upload-field.css';

/**
 * The media library's file field (docs/decisions/0081): the kit's drop zone (drag a file onto it, or click or press
 * Enter to choose one) takes one file and uploads it resumably (tus) into `folder`,
 * with a progress bar (percent and speed), pause and resume, automatic retries after a dropped connection and a Retry
 * that continues from the server's offset, cancel, and the policy's messages ('Mime types not accepted', 'File size
 * exceeds 2000MB', and for an empty file the spec's "There's no any file to be uploaded"). Focus comes back to the zone
 * when an upload ends. Its value is the stored file, the same shape the multipart upload answers.
 */
export interface MediaUploadFieldProps {
  /** The storage folder (UPLOAD_FOLDERS in src/features/storage/policies.ts): its kinds and size cap apply. */
  folder: string;
  /** The stored file ({ id, full_path, name, mime_type, size, width, height }) or null. */
  value: StoredFileRef | null;
  /** Called with the stored file once it is uploaded, or null when the user removes it. */
  onChange: (file: StoredFileRef | null) => void;
  label: ReactNode;
  /** What the picker offers (the native accept attribute, e.g. 'video/mp4,video/webm'); the server judges by content. */
  accept?: string;
  /** A line under the field, e.g. 'MP4 or WebM, up to 2000 MB'. */
  hint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** The form's own validation message for the field. */
  error?: string | null;
  id?: string;
  /** The file input's name attribute. */
  name?: string;
  /** Bytes per request (default 8 MiB). */
  chunkSize?: number;
}

type State =
  | { phase: 'idle' }
  | { phase: 'uploading' | 'paused'; file: File; progress: UploadProgress }
  | { phase: 'error'; file: File | null; message: string; retryable: boolean; progress?: UploadProgress };

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

const percentOf = (p: UploadProgress) => (p.total ? Math.floor((p.sent / p.total) * 100) : 0);

export function MediaUploadField({ folder, value, onChange, label, accept, hint, disabled, required, error, id, name, chunkSize }: MediaUploadFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const zoneRef = useRef<HTMLDivElement>(null);
  const uploadRef = useRef<ResumableUpload | null>(null);
  const [state, setState] = useState<State>({ phase: 'idle' });
  // What screen readers hear: the phase, and the percentage in steps of ten (not every progress event).
  const [announcement, setAnnouncement] = useState('');
  const busy = state.phase === 'uploading' || state.phase === 'paused';

  useEffect(() => () => uploadRef.current?.pause(), []);

  const policy = UPLOAD_FOLDERS[folder];
  // Focus goes back to the zone once the upload ends (it left the page's flow while the progress showed).
  const refocus = () => requestAnimationFrame(() => zoneRef.current?.focus());
  const refuse = (message: string) => {
    setState({ phase: 'error', file: null, message, retryable: false });
    setAnnouncement(message);
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const zero: UploadProgress = { sent: 0, total: file.size, speed: 0 };
    setState({ phase: 'uploading', file, progress: zero });
    setAnnouncement(`${T.uploading} ${file.name}`);
    let lastTen = 0;
    const upload = await startResumableUpload(
      file,
      folder,
      {
        onProgress(progress) {
          setState((s) => (s.phase === 'uploading' ? { ...s, progress } : s));
          const ten = Math.floor(percentOf(progress) / 10) * 10;
          if (ten > lastTen) {
            lastTen = ten;
            setAnnouncement(`${ten}%`);
          }
        },
        onSuccess(stored) {
          uploadRef.current = null;
          setState({ phase: 'idle' });
          setAnnouncement(`${T.uploaded}: ${stored.name}`);
          onChange(stored);
          refocus();
        },
        onError(message, retryable) {
          // A refusal (wrong kind, too large) ended the upload on the server: only a retryable failure can continue.
          if (!retryable) uploadRef.current = null;
          setState((s) => ({ phase: 'error', file: retryable ? file : null, message, retryable, progress: 'progress' in s ? s.progress : undefined }));
          setAnnouncement(message);
          refocus();
        },
      },
      chunkSize,
    ).catch(() => null);
    if (!upload) {
      setState({ phase: 'error', file, message: T.interrupted, retryable: false });
      return;
    }
    uploadRef.current = upload;
    upload.start();
  };

  const pause = () => {
    uploadRef.current?.pause();
    setState((s) => (s.phase === 'uploading' ? { ...s, phase: 'paused' } : s));
    setAnnouncement(T.paused);
  };
  const resume = () => {
    setState((s) =>
      s.phase === 'paused' || s.phase === 'error'
        ? { phase: 'uploading', file: s.file!, progress: s.progress ?? { sent: 0, total: s.file!.size, speed: 0 } }
        : s,
    );
    setAnnouncement(T.uploading);
    uploadRef.current?.start();
  };
  const cancel = async () => {
    const upload = uploadRef.current;
    uploadRef.current = null;
    setState({ phase: 'idle' });
    setAnnouncement(T.cancel);
    refocus();
    await upload?.cancel();
  };

  const progress = state.phase !== 'idle' ? state.progress : undefined;

  return (
    <div className="field media-upload">
      <label htmlFor={inputId} id={`${inputId}-label`}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {value && !busy && (
        <p className="media-upload-value">
          <a href={value.full_path} target="_blank" rel="noreferrer">
            {value.name}
          </a>{' '}
          <span className="field-hint">({formatBytes(value.size)})</span>{' '}
          <button type="button" className="btn btn-outline btn-sm" disabled={disabled} onClick={() => onChange(null)}>
            {T.remove}
          </button>
        </p>
      )}
      {!busy && (
        <Dropzone
          pickerAccept={accept}
          maxSize={policy?.maxBytes}
          tooLargeMessage={policy?.messages?.size}
          files={[]}
          onChange={(files) => void pick(files[0])}
          onReject={refuse}
          inlineErrors={false}
          showFiles={false}
          disabled={disabled}
          inputId={inputId}
          inputName={name}
          zoneRef={zoneRef}
          ariaDescribedBy={describedBy(inputId, { hint, error })}
          ariaInvalid={Boolean(error)}
          label={`${value ? T.replace : T.choose}: ${T.drop}`}
        />
      )}
      {progress && state.phase !== 'idle' && (
        <div className="media-upload-progress">
          <progress max={100} value={percentOf(progress)} aria-label={`${T.uploading} ${state.file?.name ?? ''}`} />
          <span className="media-upload-figures">
            {percentOf(progress)}% · {formatBytes(progress.sent)} / {formatBytes(progress.total)}
            {state.phase === 'uploading' && progress.speed > 0 ? ` · ${formatBytes(progress.speed)}/s` : ''}
            {state.phase === 'paused' ? ` · ${T.paused}` : ''}
          </span>
        </div>
      )}
      {state.phase === 'error' && (
        <div className="alert alert-error" role="alert">
          {state.message}
        </div>
      )}
      {state.phase !== 'idle' && (
        <div className="media-upload-actions">
          {state.phase === 'uploading' && (
            <button type="button" className="btn btn-outline btn-sm" onClick={pause}>
              {T.pause}
            </button>
          )}
          {state.phase === 'paused' && (
            <button type="button" className="btn btn-sm" onClick={resume}>
              {T.resume}
            </button>
          )}
          {state.phase === 'error' && state.retryable && uploadRef.current && (
            <button type="button" className="btn btn-sm" onClick={resume}>
              {T.retry}
            </button>
          )}
          {(busy || (state.phase === 'error' && uploadRef.current)) && (
            <button type="button" className="btn btn-outline btn-sm" onClick={cancel}>
              {T.cancel}
            </button>
          )}
        </div>
      )}
      <FieldNotes id={inputId} hint={hint} error={error} />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
