import { describe, expect, it } from 'vitest';
import { hasVisibleContent, sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <b>b</b> <em>i</em> <i>i</i> <u>u</u> <s>s</s> <code>c</code></p>' +
      '<ul><li><p>one</p></li></ul><ol><li>two</li></ol><blockquote><p>q</p></blockquote><pre><code>x</code></pre><hr><p>a<br>b</p>';
    expect(sanitizeRichText(html)).toBe(html.replace('<hr>', '<hr />').replace('<br>', '<br />'));
  });

  it('keeps tables with colspan and rowspan and drops styles', () => {
    const out = sanitizeRichText(
      '<table style="min-width:75px"><tbody><tr><th colspan="2" rowspan="1" style="color:red"><p>H</p></th></tr><tr><td onclick="x()">c</td></tr></tbody></table>',
    );
    expect(out).toBe('<table><tbody><tr><th colspan="2" rowspan="1"><p>H</p></th></tr><tr><td>c</td></tr></tbody></table>');
  });

  it('opens links in a new tab safely and allows http, https, mailto and // links', () => {
    expect(sanitizeRichText('<a href="https://a.test" target="_self" onclick="x">a</a>')).toBe(
      '<a href="https://a.test" rel="noopener noreferrer" target="_blank">a</a>',
    );
    expect(sanitizeRichText('<a href="//a.test">a</a>')).toContain('href="//a.test"');
    expect(sanitizeRichText('<a href="mailto:x@a.test">a</a>')).toContain('href="mailto:x@a.test"');
    expect(sanitizeRichText('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeRichText('<a href="java\tscript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeRichText('<a href="data:text/html,x">a</a>')).toBe('<a>a</a>');
  });

  it('removes scripts, handlers, iframes and unknown tags', () => {
    const out = sanitizeRichText('<p onmouseover="x()">hi<script>alert(1)</script><iframe src="https://e.test"></iframe><span>s</span></p><style>p{}</style>');
    expect(out).toBe('<p>his</p>');
  });

  it('keeps http, https and relative images and PNG/JPEG data images only', () => {
    expect(sanitizeRichText('<img src="https://cdn.test/a.png" alt="a">')).toBe('<img src="https://cdn.test/a.png" alt="a" />');
    expect(sanitizeRichText('<img src="/api/storage/image/a.png">')).toBe('<img src="/api/storage/image/a.png" />');
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0KGgo=">')).toContain('data:image/png;base64');
    expect(sanitizeRichText('<img src="data:image/jpeg;base64,/9j/4AAQ">')).toContain('data:image/jpeg;base64');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeRichText('<img src="data:text/html;base64,PHA+">')).toBe('');
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeRichText('<img onerror="x()">')).toBe('');
  });

  it('handles empty input', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});

describe('hasVisibleContent', () => {
  it('is false for markup without text', () => {
    expect(hasVisibleContent('<p></p>')).toBe(false);
    expect(hasVisibleContent('<p>&nbsp; </p><p><br></p>')).toBe(false);
    expect(hasVisibleContent('<script>alert(1)</script>')).toBe(false);
    expect(hasVisibleContent(undefined)).toBe(false);
  });
  it('is true for text or an image', () => {
    expect(hasVisibleContent('<p>x</p>')).toBe(true);
    expect(hasVisibleContent('<p><img src="https://cdn.test/a.png"></p>')).toBe(true);
  });
});
