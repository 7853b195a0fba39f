/**
 * The page's preview beside an editor: an iframe of the console's server-rendered preview of the saved draft
 * (docs/decisions/0136). `version` changes after each save, which loads it again.
 */
export function SitePreviewFrame({ href, version, note }: { href: string; version: number; note?: string | null }) {
  return (
    <aside className="card site-preview" aria-label="Preview">
      <div className="site-preview-head">
        <h2 className="branding-section-title">Preview of the draft</h2>
        <a className="btn btn-sm btn-outline" href={href.replace(/#.*$/, '')} target="_blank" rel="noopener">
          Open Preview
        </a>
      </div>
      {note && <p className="field-hint">{note}</p>}
      <iframe key={version} className="site-preview-frame" src={href} title="Preview of the draft page" />
    </aside>
  );
}
