import { describe, expect, it } from 'vitest';
import { contentDisposition, parseRange } from './serve-file';

describe('parseRange', () => {
  it('reads one range, open and suffix ranges, and clips the end', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });
  it('answers unsatisfiable past the end, and ignores what it cannot read (the whole file is sent)', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=1000-1001', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange(null, 1000)).toBeNull();
    expect(parseRange('bytes=5-1', 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
    expect(parseRange('bytes=-', 1000)).toBeNull();
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name, with nothing that could end the header value', () => {
    expect(contentDisposition('attachment', 'Laporan "Q3"; final.pdf')).toBe(
      `attachment; filename="Laporan _Q3__ final.pdf"; filename*=UTF-8''Laporan%20%22Q3%22%3B%20final.pdf`,
    );
    expect(contentDisposition('inline', 'día\r\n.mp4')).toBe(`inline; filename="d_a__.mp4"; filename*=UTF-8''d%C3%ADa%0D%0A.mp4`);
  });
});
