import { useRef, useState, type ReactNode } from 'react';
import { toErrorInfo } from '@/lib/fetcher';
import { showError } from '@/stores/error-dialog';
import { FieldNotes } from '@/ui/Field';
import { RequiredMark } from '@/ui/RequiredMark';
import { uploadStoredFile } from '@/ui/upload';
import './thumbnail-field.css';

/** The usual hint under the field. */
export const THUMBNAIL_HINT = 'One of the six defaults, or a JPG, PNG or WebP image (16:9 looks best).';

/** A form's two thumbnail values. */
interface ThumbnailValues {
  thumbnail_default: number | null;
  thumbnail_file_id: number | null;
}

/** The form kit's `derive` for the field: the thumbnail is one of the defaults or the uploaded image, never both, so choosing one clears the other. */
export function oneThumbnail<V extends ThumbnailValues>(v: V, changed: keyof V): V {
  if (changed === 'thumbnail_default' && v.thumbnail_default !== null) return { ...v, thumbnail_file_id: null };
  if (changed === 'thumbnail_file_id' && v.thumbnail_file_id !== null) return { ...v, thumbnail_default: null };
  return v;
}

/** An uploaded thumbnail: the stored file and where it is served. */
export interface UploadedThumbnail {
  id: number;
  url: string;
}

export interface ThumbnailFieldProps {
  /** The prefix of the field's ids (`{id}-error`, `{id}-hint`). */
  id: string;
  legend?: ReactNode;
  required?: boolean;
  /** The default thumbnails' numbers and where each is drawn (public/course-thumbnails). */
  defaults: readonly number[];
  defaultUrl: (n: number) => string;
  /** The form's two values: one of the defaults, or the uploaded file. */
  thumbnailDefault: number | null;
  thumbnailFileId: number | null;
  /** The stored upload the record (or Setting › Content's default) has, offered beside the defaults. */
  initialUpload: UploadedThumbnail | null;
  /** A default is chosen; the form clears the uploaded file. */
  onDefault: (n: number) => void;
  /** The uploaded image is chosen (or was just uploaded); the form clears the default. */
  onFile: (id: number) => void;
  hint?: ReactNode;
  error?: string | null;
  /** Where a failed upload says why: the error dialog (default) or under the field. */
  uploadFailure?: 'dialog' | 'inline';
}

/**
 * The form kit's thumbnail field (decision 0090's shared parts): the six default thumbnails and an uploaded image as
 * one radio group, an Upload Thumbnail button (the 'thumbnails' folder's policy judges the file), a hint and the
 * field's error. The course wizard's General step, the program and live event forms and Setting › Content use it.
 */
export function ThumbnailField(props: ThumbnailFieldProps) {
  const { id, legend = 'Thumbnail', required, defaults, defaultUrl, thumbnailDefault, thumbnailFileId, onDefault, onFile, hint } = props;
  const [uploaded, setUploaded] = useState<UploadedThumbnail | null>(props.initialUpload);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const upload = async (file: File) => {
    setUploadProblem(null);
    try {
      const stored = await uploadStoredFile(file, 'thumbnails');
      setUploaded({ id: stored.id, url: stored.full_path });
      onFile(stored.id);
    } catch (err) {
      if (props.uploadFailure === 'inline') setUploadProblem(toErrorInfo(err).message);
      else showError(err);
    }
  };
  const error = uploadProblem ?? props.error;

  return (
    <fieldset className="field thumbnail-field" aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}>
      <legend>
        {legend} <RequiredMark required={required} />
      </legend>
      <div className="thumbnail-field-options">
        {defaults.map((n) => (
          <label key={n} className={`thumbnail-field-option${thumbnailDefault === n ? ' is-selected' : ''}`}>
            <input type="radio" name="thumbnail" checked={thumbnailDefault === n} onChange={() => onDefault(n)} aria-label={`Default thumbnail ${n}`} />
            <img src={defaultUrl(n)} alt="" width={120} height={68} />
          </label>
        ))}
        {uploaded && (
          <label className={`thumbnail-field-option${thumbnailFileId !== null ? ' is-selected' : ''}`}>
            <input type="radio" name="thumbnail" checked={thumbnailFileId !== null} onChange={() => onFile(uploaded.id)} aria-label="Uploaded thumbnail" />
            <img src={uploaded.url} alt="" width={120} height={68} />
          </label>
        )}
      </div>
      <button type="button" className="btn btn-sm btn-outline thumbnail-field-upload" onClick={() => fileRef.current?.click()}>
        Upload Thumbnail
      </button>
      <input
        ref={fileRef}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        aria-label="Thumbnail file"
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) void upload(f);
          e.target.value = '';
        }}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
