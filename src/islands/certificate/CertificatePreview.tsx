import type { CSSProperties } from 'react';
import { FONT_CSS, type CertificateLook } from '@/features/certificate/schemas';
import type { CertificateTexts } from '@/features/certificate/sample';
import './certificate.css';

export interface CertificatePreviewProps {
  look: CertificateLook;
  texts: CertificateTexts;
  signature?: { full_path: string } | null;
  caption?: string;
}

/** A4 in points, as the PDF lays it out (server/certificate-pdf.ts): the preview places the texts the same way. */
const LONG = 841.89;
const SHORT = 595.28;

/**
 * A sample certificate on its theme, in HTML: the background, the texts in the theme's colour and font at the
 * places and sizes the PDF uses (in units of the page's width, so it scales with the box). Rendered on the server
 * on the detail pages and live in the template form.
 */
export function CertificatePreview({ look, texts, signature, caption = 'Preview with sample data' }: CertificatePreviewProps) {
  const landscape = look.orientation === 'landscape';
  const [W, H] = landscape ? [LONG, SHORT] : [SHORT, LONG];
  const size = (pt: number) => `${((pt / W) * 100).toFixed(3)}cqw`;
  const at = (yFraction: number, pt: number, x = 50, bold = false): CSSProperties => ({
    bottom: `${(yFraction * 100).toFixed(2)}%`,
    left: `${x}%`,
    fontSize: size(pt),
    fontWeight: bold ? 700 : 400,
  });
  const base = 0.14;
  return (
    <figure className="certificate-preview">
      <figcaption>{caption}</figcaption>
      <div
        className={`certificate-page certificate-page-${look.orientation}`}
        style={{ color: look.text_color, fontFamily: FONT_CSS[look.font] }}
        role="img"
        aria-label={`Sample certificate: ${texts.heading}, presented to ${texts.learnerName}`}
      >
        {look.background && <img className="certificate-background" src={look.background.full_path} alt="" />}
        <p className="certificate-line" style={at(0.72, landscape ? 34 : 28, 50, true)}>
          {texts.heading}
        </p>
        <p className="certificate-line" style={at(0.63, 13)}>
          This certificate is proudly presented to
        </p>
        <p className="certificate-line" style={at(0.54, 30, 50, true)}>
          {texts.learnerName}
        </p>
        <p className="certificate-body" style={{ top: `${((1 - 0.46 - 13 / H) * 100).toFixed(2)}%`, fontSize: size(13) }}>
          {texts.body}
        </p>
        <p className="certificate-line" style={at(base + 36 / H, 12, 27)}>
          {texts.place}
        </p>
        <p className="certificate-line" style={at(base + 18 / H, 10, 27)}>
          {texts.number}
        </p>
        {texts.validUntil && (
          <p className="certificate-line" style={at(base, 10, 27)}>
            {texts.validUntil}
          </p>
        )}
        {signature && <img className="certificate-signature" src={signature.full_path} alt="" style={{ bottom: `${((base + 42 / H) * 100).toFixed(2)}%` }} />}
        <span className="certificate-rule" style={{ bottom: `${((base + 36 / H) * 100).toFixed(2)}%`, borderColor: look.text_color }} />
        <p className="certificate-line" style={at(base + 20 / H, 12, 73, true)}>
          {texts.signatoryName}
        </p>
        <p className="certificate-line" style={at(base + 5 / H, 10, 73)}>
          {texts.signatoryPosition}
        </p>
      </div>
    </figure>
  );
}
