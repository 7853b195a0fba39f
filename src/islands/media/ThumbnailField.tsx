import { useId, useRef, useState } from 'react';
import { DEFAULT_THUMBNAILS } from '@/lib/media-library';
import { uploadStoredFile } from '@/ui/upload';

export interface ThumbnailFieldProps {
  value: string | null;
  onChange: (value: string | null) => void;
  /** A video's stored file: offers taking the picture from the frame it shows. */
  videoUrl?: string | null;
  error?: string | null;
}

const NAMES = ['Classroom', 'Waves', 'Spotlight'];

/**
 * The thumbnail: one of the default pictures, an uploaded image (JPG, PNG or WebP up to 2 MB), or, for a video, the
 * frame at the preview's current time drawn on a canvas and uploaded as a JPEG (docs/decisions/0082).
 */
export function ThumbnailField({ value, onChange, videoUrl, error }: ThumbnailFieldProps) {
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setFailed(null);
    try {
      onChange(await work());
    } catch (err) {
      setFailed(err instanceof Error ? err.message : 'Upload failed');
    } finally {
      setBusy(false);
    }
  };
  const upload = (file: File | undefined) => file && void run(async () => (await uploadStoredFile(file, 'thumbnails')).full_path);
  const takeFrame = () =>
    void run(async () => {
      const v = video.current;
      if (!v || !v.videoWidth) throw new Error('The video is not loaded yet.');
      const canvas = document.createElement('canvas');
      canvas.width = v.videoWidth;
      canvas.height = v.videoHeight;
      canvas.getContext('2d')!.drawImage(v, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
      if (!blob) throw new Error('The frame could not be drawn.');
      return (await uploadStoredFile(blob, 'thumbnails', `frame-${Math.round(v.currentTime * 1000)}.jpg`)).full_path;
    });
  const message = failed ?? error;

  return (
    <fieldset className="field media-thumbnail" aria-describedby={message ? `${id}-error` : undefined}>
      <legend>Thumbnail</legend>
      <div className="media-thumbnail-row">
        {value ? <img src={value} alt="Current thumbnail" width={160} height={90} /> : <span className="media-thumbnail-none">No thumbnail</span>}
      </div>
      <div className="media-thumbnail-defaults" role="group" aria-label="Default thumbnails">
        {DEFAULT_THUMBNAILS.map((src, i) => (
          <button key={src} type="button" className="media-thumbnail-choice" aria-pressed={value === src} onClick={() => onChange(src)}>
            <img src={src} alt="" width={80} height={45} />
            <span>{NAMES[i]}</span>
          </button>
        ))}
      </div>
      <label className="btn btn-sm btn-outline media-thumbnail-upload">
        Upload Image
        <input type="file" accept="image/png,image/jpeg,image/webp" className="visually-hidden" disabled={busy} onChange={(e) => upload(e.target.files?.[0])} />
      </label>
      {value && (
        <button type="button" className="btn btn-sm btn-outline" onClick={() => onChange(null)}>
          Remove Thumbnail
        </button>
      )}
      {videoUrl && (
        <div className="media-frame">
          <video ref={video} src={videoUrl} controls preload="auto" width={320} aria-label="Video preview for the thumbnail" />
          <button type="button" className="btn btn-sm btn-outline" disabled={busy} onClick={takeFrame}>
            Use Current Frame
          </button>
        </div>
      )}
      {busy && <p className="field-hint">Uploading…</p>}
      {message && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
