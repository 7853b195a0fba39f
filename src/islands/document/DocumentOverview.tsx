import { formatDate } from '@/lib/format';
import { formatKb } from '@/lib/format-numbers';
import { documentMessages as M } from '@/features/document/messages';
import { STATUS_LABELS, type DocumentRowData } from '@/features/document/schemas';
import { TYPE_LABEL } from '@/features/document/kinds';
import type { ReactNode } from 'react';
import '@/islands/kit/detail-facts.css';

export interface DocumentOverviewProps {
  doc: DocumentRowData;
  /** The processing state (an island the page passes in its `processing` slot, so it hydrates on its own). */
  processing?: ReactNode;
}

const when = (iso: string, who: string) => `${formatDate(iso, 'DD/MM/YYYY HH:mm')} by ${who}`;

/** What the preview area says when there is no PDF to show. */
function previewMissing(doc: DocumentRowData): string {
  if (doc.preview === 'unavailable') return M.previewUnavailable;
  if (doc.preview === 'failed') return M.previewFailed;
  return 'The preview is being prepared.';
}

/**
 * The detail page's Overview tab, rendered on the server (no client directive): the facts, the first-page
 * thumbnail and the preview (the PDF itself, or the PDF LibreOffice made of a PPT) in a frame.
 */
export function DocumentOverview({ doc, processing }: DocumentOverviewProps) {
  return (
    <>
      <div className="doc-overview">
        <dl className="detail-facts">
          <dt>Type</dt>
          <dd>{TYPE_LABEL[doc.type]}</dd>
          <dt>Category</dt>
          <dd>{doc.category?.name ?? '-'}</dd>
          <dt>Status</dt>
          <dd>
            <span className={`pill pill-${doc.status}`}>{STATUS_LABELS[doc.status]}</span>
          </dd>
          <dt>File</dt>
          <dd>
            <a href={doc.download_url}>{doc.file.name}</a> ({formatKb(doc.file.size)})
          </dd>
          <dt>Pages</dt>
          <dd>{doc.page_count ?? '-'}</dd>
          <dt>Processing</dt>
          <dd>{processing}</dd>
          <dt>Description</dt>
          {/* Cleaned on the server when saved (sanitizeRichText). */}
          <dd className="rich-text" dangerouslySetInnerHTML={{ __html: doc.description || '-' }} />
          <dt>Created</dt>
          <dd>{when(doc.created_at, doc.created_by.full_name)}</dd>
          <dt>Last Update</dt>
          <dd>{when(doc.updated_at, doc.updated_by.full_name)}</dd>
        </dl>
        <figure>
          {doc.thumbnail_url ? <img className="doc-thumb" src={doc.thumbnail_url} alt={`First page of ${doc.title}`} width={240} /> : <p>No thumbnail yet.</p>}
          <figcaption>{doc.type === 'ppt' ? 'First slide' : 'First page'}</figcaption>
        </figure>
      </div>
      <section className="doc-preview" aria-labelledby="doc-preview-title">
        <h3 id="doc-preview-title">Preview</h3>
        {doc.preview_url ? (
          <iframe src={doc.preview_url} title={`Preview of ${doc.title}`} loading="lazy" />
        ) : (
          <p className="alert alert-warning" role="note">
            {previewMissing(doc)}
          </p>
        )}
      </section>
    </>
  );
}
