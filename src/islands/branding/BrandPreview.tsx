export interface BrandPreviewProps {
  primary: string;
  secondary: string;
  text: string;
  title: string;
  logo: string | null;
}

/**
 * The colour screen's live preview: a sketch of the console (menu in the secondary colour, the header's accent, a
 * button and a link in the primary colour, text in the text colour) and of a learner-site card. It draws what the
 * form holds, before saving; nothing in it is interactive.
 */
export function BrandPreview({ primary, secondary, text, title, logo }: BrandPreviewProps) {
  return (
    <section className="card branding-preview" aria-labelledby="branding-preview-title">
      <h2 id="branding-preview-title" className="branding-section-title">
        Preview
      </h2>
      <p className="field-hint">How the console and the learner site look with these colors, before you save them.</p>
      <div className="preview-console" aria-label="Console preview" role="img">
        <div className="preview-sidebar" style={{ background: secondary }}>
          <span className="preview-brand">{title}</span>
          <span className="preview-menu-item preview-menu-current">Dashboard</span>
          <span className="preview-menu-item">Course</span>
          <span className="preview-menu-item">Branding</span>
        </div>
        <div className="preview-main">
          <div className="preview-topbar" data-testid="preview-topbar" style={{ borderTopColor: primary }}>
            <span className="preview-avatar" style={{ background: primary }}>
              AP
            </span>
          </div>
          <div className="preview-content" style={{ color: text }}>
            <strong>Course List</strong>
            <span>
              Body text in the text color with a <span style={{ color: primary, textDecoration: 'underline' }}>link</span>.
            </span>
            <span className="preview-button" style={{ background: primary, borderColor: primary }}>
              Create Course
            </span>
          </div>
        </div>
      </div>
      <div className="preview-learner" aria-label="Learner site preview" role="img">
        <div className="preview-learner-header" style={{ background: primary }}>
          {logo && <img src={logo} alt="" className="preview-learner-logo" />}
          <span>{title}</span>
        </div>
        <div className="preview-card" style={{ color: text }}>
          <span className="preview-card-cover" style={{ background: secondary }}>
            Course
          </span>
          <strong>Leadership Essentials</strong>
          <span>8 lessons · 2 hours</span>
          <span className="preview-button" style={{ background: primary, borderColor: primary }}>
            Start Learning
          </span>
        </div>
      </div>
    </section>
  );
}
