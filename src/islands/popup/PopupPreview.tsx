import type { StoredFileRef } from '@/lib/file-ref';
import './popup.css';

export interface PopupPreviewProps {
  title: string;
  /** Rich text (sanitised by the server once saved). */
  body: string;
  image: Pick<StoredFileRef, 'full_path'> | null;
  ctaLabel: string;
  ctaUrl: string;
}

/**
 * The popup as a learner sees it in the app: the image on top, the title, the body and the call to action, with
 * the close button learners use (inert here). Rendered on the server on the detail page and live in the form.
 */
export function PopupPreview({ title, body, image, ctaLabel, ctaUrl }: PopupPreviewProps) {
  return (
    <figure className="popup-preview">
      <figcaption>Preview: what learners see</figcaption>
      <div className="popup-preview-backdrop">
        <div className="popup-preview-card">
          <span className="popup-preview-close" aria-hidden="true">
            ×
          </span>
          {image && <img src={image.full_path} alt="" className="popup-preview-image" />}
          <div className="popup-preview-content">
            <p className="popup-preview-title">{title || 'Title'}</p>
            {body ? <div className="popup-preview-body" dangerouslySetInnerHTML={{ __html: body }} /> : null}
            {ctaLabel && ctaUrl && (
              <a className="btn popup-preview-cta" href={ctaUrl} target="_blank" rel="noopener noreferrer">
                {ctaLabel}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
          </div>
        </div>
      </div>
    </figure>
  );
}
