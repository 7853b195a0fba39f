import { describe, expect, it } from 'vitest';
import { imageSize, sniff } from './sniff';

const png = (w: number, h: number) => {
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12);
  b.writeUInt32BE(w, 16);
  b.writeUInt32BE(h, 20);
  return b;
};

describe('sniff', () => {
  it('tells files by their bytes, not their names', () => {
    expect(sniff(png(10, 10))).toBe('png');
    expect(sniff(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(sniff(Buffer.from('NIK,Name,Score\n001,Ana,80\n'))).toBe('text');
    expect(sniff(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]))).toBe('unknown');
    expect(sniff(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe('ole');
  });
  it('reads PNG and JPEG dimensions', () => {
    expect(imageSize(png(480, 320))).toEqual({ width: 480, height: 320 });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0, 0, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03]);
    expect(imageSize(jpeg)).toEqual({ width: 640, height: 480 });
  });
});
