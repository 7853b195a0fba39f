import { useId, useRef, useState } from 'react';
import { UPLOAD_FOLDERS } from '@/features/storage/policies';
import { ApiError } from '@/lib/api-error';
import { DEFAULT_THUMBNAILS } from '@/lib/media-library';
import { toast } from '@/stores/toasts';
import { Dropzone } from '@/ui/Dropzone';
import { FILE_TEXT } from '@/ui/file-messages';
import { uploadFailureReason, uploadStoredFile } from '@/ui/upload';

export interface ThumbnailFieldProps {
  value: string | null;
  onChange: (value: string | null) => void;
  /** A video's stored file: offers taking the picture from the frame it shows. */
  videoUrl?: string | null;
  error?: string | null;
}

const NAMES = ['Classroom', 'Waves', 'Spotlight'];
const THUMBNAILS = UPLOAD_FOLDERS.thumbnails;
const IMAGES = { 'image/png': [], 'image/jpeg': [], 'image/webp': [] };

class FrameError extends Error {}

/** Spec 000 §8's failure toast with the reason a person can act on. */
function failed(reason: string) {
  toast.error(reason, { title: FILE_TEXT.imageUploadFailed, duration: 3000 });
}

/**
 * The thumbnail: one of the default pictures, an uploaded image (JPG, PNG or WebP up to 2 MB), or, for a video, the
 * frame at the preview's current time drawn on a canvas and uploaded as a JPEG (docs/decisions/0082). Uploads go
 * through the kit's drop zone and tell their outcome in the spec's toasts ('Image was uploaded successfully', 'Image
 * was failed to upload' with the reason); focus comes back to the control that started them.
 */
export function ThumbnailField({ value, onChange, videoUrl, error }: ThumbnailFieldProps) {
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  const zone = useRef<HTMLDivElement>(null);
  const frameButton = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<string>, control: { current: HTMLElement | null }) => {
    setBusy(true);
    try {
      onChange(await work());
      toast.success(FILE_TEXT.imageUploaded, { duration: 3000 });
    } catch (err) {
      // A frame that could not be drawn says so in its own words; an upload's failure gets the server's reason.
      if (err instanceof FrameError) failed(err.message);
      else if (!(err instanceof ApiError && err.redirecting)) failed(uploadFailureReason(err));
    } finally {
      setBusy(false);
      requestAnimationFrame(() => control.current?.focus());
    }
  };
  const upload = (file: File | undefined) => file && !busy && void run(async () => (await uploadStoredFile(file, 'thumbnails')).full_path, zone);
  const takeFrame = () =>
    void run(async () => {
      const v = video.current;
      if (!v || !v.videoWidth) throw new FrameError('The video is not loaded yet.');
      const canvas = document.createElement('canvas');
      canvas.width = v.videoWidth;
      canvas.height = v.videoHeight;
      canvas.getContext('2d')!.drawImage(v, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
      if (!blob) throw new FrameError('The frame could not be drawn.');
      return (await uploadStoredFile(blob, 'thumbnails', `frame-${Math.round(v.currentTime * 1000)}.jpg`)).full_path;
    }, frameButton);
  const message = error;

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
      <Dropzone
        className="media-thumbnail-upload"
        accept={IMAGES}
        maxSize={THUMBNAILS.maxBytes}
        tooLargeMessage={THUMBNAILS.messages?.size}
        files={[]}
        onChange={(files) => upload(files[0])}
        onReject={(reason) => {
          failed(reason);
          zone.current?.focus();
        }}
        inlineErrors={false}
        showFiles={false}
        zoneRef={zone}
        busy={busy}
        label={busy ? 'Uploading…' : 'Upload Image: drag a JPG, PNG or WebP (up to 2 MB) here, or click to choose one'}
      />
      {value && (
        <button type="button" className="btn btn-sm btn-outline" onClick={() => onChange(null)}>
          Remove Thumbnail
        </button>
      )}
      {videoUrl && (
        <div className="media-frame">
          <video ref={video} src={videoUrl} controls preload="auto" width={320} aria-label="Video preview for the thumbnail" />
          <button ref={frameButton} type="button" className="btn btn-sm btn-outline" aria-disabled={busy || undefined} onClick={() => !busy && takeFrame()}>
            Use Current Frame
          </button>
        </div>
      )}
      {message && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
