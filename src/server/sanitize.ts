import sanitizeHtml from 'sanitize-html';

/**
 * Server-side cleaning of rich-text HTML (descriptions, question texts): only what the editor produces survives.
 * The client editor is never trusted; every write path runs its HTML through `sanitizeRichText`.
 */

const DATA_IMAGE = /^data:image\/(png|jpeg);base64,[a-z0-9+/=\s]+$/i;

/** http, https, mailto, protocol-relative or relative; sanitize-html re-checks the scheme afterwards. */
function isSafeHref(href: string | undefined): href is string {
  if (!href) return false;
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const compactHref = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compactHref);
  return !scheme || ['http', 'https', 'mailto'].includes(scheme[1].toLowerCase());
}

const OPTIONS: sanitizeHtml.IOptions = {
  // prettier-ignore
  allowedTags: [
    'p', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a',
    'table', 'colgroup', 'col', 'thead', 'tbody', 'tr', 'th', 'td', 'img',
    'h1', 'h2', 'h3', 'h4', 'blockquote', 'br', 'hr', 'code', 'pre',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: isSafeHref(attribs.href) ? { href: attribs.href, rel: 'noopener noreferrer', target: '_blank' } : ({} as Record<string, string>),
    }),
  },
  // data: URLs are allowed for images only when they are PNG or JPEG; an <img> without a usable src goes.
  exclusiveFilter: (frame) => {
    if (frame.tag !== 'img') return false;
    const src = (frame.attribs.src ?? '').trim();
    if (!src) return true;
    return src.toLowerCase().startsWith('data:') && !DATA_IMAGE.test(src);
  },
};

export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when the HTML shows something: text other than whitespace, or an image (spec 001 §5 "non-empty rich text"). */
export function hasVisibleContent(html: string | null | undefined): boolean {
  const clean = sanitizeRichText(html);
  if (!clean) return false;
  if (/<img\s[^>]*src=/i.test(clean)) return true;
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/[\s\u00a0\u200b\ufeff]+/g, '');
  return text.length > 0;
}
