import { useId, useRef, useState } from 'react';
import { createClient } from '@/lib/api-client';
import { toErrorInfo } from '@/lib/fetcher';
import { platformCalls } from '@/lib/platform-paths';
import { uploadFile } from './upload';
import { FILE_TEXT } from './file-messages';
import './ui.css';
import './BadgeSelector.css';

export interface Badge {
  id: number;
  file_url: string;
}

export interface BadgeSelectorProps {
  badges: readonly Badge[];
  value: number | null;
  onChange: (id: number, badge: Badge) => void;
  label?: string;
  /** Storage folder for new badge images. */
  folder?: string;
  /** Told about a badge created by an upload (already selected). */
  onCreated?: (badge: Badge) => void;
  disabled?: boolean;
}

/** Uploads an image and registers it as a badge: POST /api/storage/upload, then POST /api/badges { file_url }. */
async function createBadge(file: File, folder: string): Promise<Badge> {
  const file_url = await uploadFile(file, folder);
  const { data } = await createClient(platformCalls).createBadge({ body: { file_url } });
  return { id: data.id, file_url };
}

/**
 * Pick an existing badge or upload a new one (spec 000 §2). Badges are radios in a horizontal slider
 * (2 per view from 640 px, 3 from 768, 4 from 1536); arrow keys move the choice.
 */
export function BadgeSelector({ badges, value, onChange, label = 'Badge', folder = 'badges', onCreated, disabled = false }: BadgeSelectorProps) {
  const name = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [created, setCreated] = useState<Badge[]>([]);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const all = [...badges, ...created.filter((c) => !badges.some((b) => b.id === c.id))];

  const slide = (dir: 1 | -1) => {
    const track = trackRef.current;
    track?.scrollBy?.({ left: dir * track.clientWidth, behavior: 'smooth' });
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    setUploading(true);
    try {
      const badge = await createBadge(file, folder);
      setCreated((prev) => [...prev, badge]);
      onChange(badge.id, badge);
      onCreated?.(badge);
    } catch (err) {
      setFailure(toErrorInfo(err).message);
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <fieldset className="badge-selector" disabled={disabled}>
      <legend>{label}</legend>
      {all.length > 0 && (
        <div className="badge-slider">
          <button type="button" className="badge-nav" aria-label="Previous badges" onClick={() => slide(-1)}>
            ‹
          </button>
          <div className="badge-track" ref={trackRef} role="radiogroup" aria-label={label}>
            {all.map((b, i) => (
              <label key={b.id} className="badge-option">
                <input
                  type="radio"
                  name={name}
                  value={b.id}
                  checked={value === b.id}
                  onChange={() => onChange(b.id, b)}
                  onFocus={(e) => e.currentTarget.parentElement?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })}
                  aria-label={`Badge ${i + 1}`}
                />
                <img src={b.file_url} alt="" loading="lazy" />
              </label>
            ))}
          </div>
          <button type="button" className="badge-nav" aria-label="Next badges" onClick={() => slide(1)}>
            ›
          </button>
        </div>
      )}
      <div className="badge-upload">
        <input ref={fileRef} type="file" accept="image/png,image/jpeg" hidden data-testid="badge-file" onChange={(e) => upload(e.target.files?.[0])} />
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => fileRef.current?.click()}
          disabled={uploading}
          aria-busy={uploading || undefined}
        >
          Upload New Badge
        </button>
      </div>
      {failure && (
        <div className="alert alert-error" role="alert">
          <strong>{FILE_TEXT.failed}</strong>
          <div>{failure}</div>
        </div>
      )}
    </fieldset>
  );
}
