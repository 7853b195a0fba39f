import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createClient } from '@/lib/api-client';
import { toErrorInfo } from '@/lib/fetcher';
import type { Pagination } from '@/lib/pager';
import { platformCalls } from '@/lib/platform-paths';
import { toast } from '@/stores/toasts';
import { FILE_TEXT } from '@/ui/file-messages';
import { uploadStoredFile } from '@/ui/upload';
import './badge-picker.css';

interface BadgeItem {
  id: number;
  name?: string | null;
  file_url: string;
}

export interface BadgePage {
  results: BadgeItem[];
  pagination: Pagination;
}

export interface BadgePickerProps {
  /** One page of the organisation's badges: GET /badges, 7 a page (spec 002 §9), through the area's client. */
  load: (page: number) => Promise<BadgePage>;
  value: number | null;
  onChange: (id: number | null) => void;
  /** Offers 'No badge' (a classroom batch may give none; a course whose achievement is Badge must name one). */
  allowNone?: boolean;
  label?: string;
  error?: string;
}

const platform = createClient(platformCalls);
/** A badge's name from its file's: 'service-star.png' → 'service star'. */
const nameOf = (file: File) =>
  file.name
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim()
    .slice(0, 120) || undefined;

/**
 * The badge selector (spec 000 §2: "upload a new badge or pick an existing one, shown as a slider"; §9: 2 slides a
 * view from 640 px, 3 from 768, 4 from 1536): the badges are radios on a horizontal track, loaded a page of seven at a
 * time as the track reaches its end, and the pages up to the chosen badge at once so that it shows as chosen. Upload
 * New Badge sends the image to the badges folder, whose policy judges it by its bytes (JPG or PNG, 2 MB, 480 × 480),
 * saves it as a badge (POST /badges) and chooses it; a refusal shows a "Failed" alert with the server's message
 * (spec 000 §8). Decision 0116.
 */
export function BadgePicker({ load, value, onChange, allowNone = false, label = 'Badge', error }: BadgePickerProps) {
  const name = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<BadgeItem[]>([]);
  const [pages, setPages] = useState({ loaded: 0, total: 1, count: 0 });
  const [loading, setLoading] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const more = pages.loaded < pages.total;
  const busy = useRef(false);

  const loadNext = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    try {
      const page = await load(pages.loaded + 1);
      setItems((prev) => [...prev, ...page.results.filter((b) => !prev.some((p) => p.id === b.id))]);
      setPages({ loaded: page.pagination.current_page, total: page.pagination.total_pages, count: page.pagination.total_data });
    } catch (err) {
      setFailure(toErrorInfo(err).message);
      setPages((p) => ({ ...p, total: p.loaded }));
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [load, pages.loaded]);

  // The first page, then the pages up to the chosen badge (an edit shows its badge chosen, wherever it is).
  useEffect(() => {
    if (loading || !more) return;
    if (pages.loaded === 0 || (value !== null && !items.some((b) => b.id === value))) void loadNext();
  }, [loading, more, pages.loaded, value, items, loadNext]);

  const measure = useCallback(() => {
    const t = trackRef.current;
    if (!t) return;
    setEdges({ start: t.scrollLeft <= 1, end: t.scrollLeft + t.clientWidth >= t.scrollWidth - 1 });
  }, []);
  useEffect(measure, [items, measure]);

  // The chosen badge comes into view once it is loaded.
  useEffect(() => {
    const chosen = trackRef.current?.querySelector<HTMLElement>('input:checked');
    chosen?.parentElement?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [value, items.length]);

  const slide = async (dir: 1 | -1) => {
    const t = trackRef.current;
    if (!t) return;
    if (dir === 1 && edges.end && more) await loadNext();
    t.scrollBy?.({ left: dir * t.clientWidth, behavior: 'smooth' });
  };

  const onScroll = () => {
    measure();
    const t = trackRef.current;
    // Nearing the end of what is loaded: the next page comes before the track runs out.
    if (t && more && !loading && t.scrollLeft + 2 * t.clientWidth >= t.scrollWidth) void loadNext();
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    setUploading(true);
    try {
      const stored = await uploadStoredFile(file, 'badges');
      const { data } = await platform.createBadge({ body: { file_url: stored.full_path, name: nameOf(file) } });
      const badge = { id: data.id, name: nameOf(file) ?? null, file_url: stored.full_path };
      // The newest badge comes first, as the list orders them.
      setItems((prev) => [badge, ...prev]);
      setPages((p) => ({ ...p, count: p.count + 1 }));
      onChange(badge.id);
      trackRef.current?.scrollTo?.({ left: 0 });
      toast.success(FILE_TEXT.imageUploaded, { duration: 3000 });
    } catch (err) {
      setFailure(toErrorInfo(err).message);
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const status = pages.loaded === 0 ? 'Loading badges…' : pages.count === 0 ? 'No badges yet: upload one.' : `${items.length} of ${pages.count} badges shown`;
  return (
    <fieldset className="badge-picker" aria-describedby={error ? `${name}-error` : undefined}>
      <legend>{label}</legend>
      <div className="badge-slider">
        <button type="button" className="badge-nav" aria-label="Previous badges" onClick={() => slide(-1)} disabled={edges.start}>
          ‹
        </button>
        <div className="badge-track" ref={trackRef} role="radiogroup" aria-label={label} onScroll={onScroll} aria-busy={loading || undefined}>
          {allowNone && (
            <label className="badge-option badge-none">
              <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} aria-label="No badge" />
              <span>No badge</span>
            </label>
          )}
          {items.map((b) => (
            <label key={b.id} className="badge-option">
              <input type="radio" name={name} value={b.id} checked={value === b.id} onChange={() => onChange(b.id)} aria-label={b.name || `Badge ${b.id}`} />
              <img src={b.file_url} alt="" width={96} height={96} loading="lazy" />
              {b.name && <span className="badge-name">{b.name}</span>}
            </label>
          ))}
        </div>
        <button type="button" className="badge-nav" aria-label="Next badges" onClick={() => slide(1)} disabled={edges.end && !more}>
          ›
        </button>
      </div>
      <div className="badge-upload">
        <span className="field-hint" role="status">
          {status}
        </span>
        <input
          ref={fileRef}
          type="file"
          accept="image/png,image/jpeg"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Badge image"
          onChange={(e) => upload(e.target.files?.[0])}
        />
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => fileRef.current?.click()}
          disabled={uploading}
          aria-busy={uploading || undefined}
        >
          {uploading ? 'Uploading…' : 'Upload New Badge'}
        </button>
      </div>
      {failure && (
        <div className="alert alert-error" role="alert">
          <strong>{FILE_TEXT.failed}</strong> {failure}
        </div>
      )}
      {error && (
        <p className="field-error" id={`${name}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
