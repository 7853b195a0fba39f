import { useId, useRef, useState } from 'react';
import { toErrorInfo } from '@/lib/fetcher';
import { uploadStoredFile } from '@/ui/upload';

/** The stored file as the multipart upload answers it (the upload helper's MediaUploadField keeps this shape). */
export interface StoredImage {
  id: number;
  full_path: string;
}

/**
 * The classroom's thumbnail: one image uploaded to the `thumbnails` folder (JPG, PNG or WebP; the folder's cap is
 * in src/features/storage/policies.ts). The one file field of the form, so the merger can swap in MediaUploadField.
 */
export function ThumbnailField({ value, onChange, error }: { value: StoredImage | null; onChange: (v: StoredImage | null) => void; error?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const stored = await uploadStoredFile(file, 'thumbnails');
      onChange({ id: stored.id, full_path: stored.full_path });
    } catch (err) {
      setProblem(toErrorInfo(err).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const shown = problem ?? error;
  return (
    <div className="field classroom-thumbnail" role="group" aria-labelledby={`${id}-label`}>
      <div className="field-label-row">
        <span id={`${id}-label`}>Thumbnail</span>
      </div>
      <div className="classroom-thumbnail-row">
        {value ? (
          <img src={value.full_path} alt="Classroom thumbnail" width={160} height={90} />
        ) : (
          <div className="classroom-thumbnail-empty">No thumbnail</div>
        )}
        <label className="btn btn-sm btn-outline">
          {busy ? 'Uploading…' : value ? 'Change Thumbnail' : 'Upload Thumbnail'}
          <input
            ref={input}
            type="file"
            className="visually-hidden"
            accept="image/jpeg,image/png,image/webp"
            disabled={busy}
            onChange={(e) => upload(e.target.files?.[0])}
          />
        </label>
        {value && (
          <button type="button" className="btn btn-sm btn-outline" onClick={() => onChange(null)}>
            Remove Thumbnail
          </button>
        )}
      </div>
      <p className="field-hint">JPG, PNG or WebP, at most 2 MB; 16:9 looks best.</p>
      {shown && (
        <p className="field-error" role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
