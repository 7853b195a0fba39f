import { describe, expect, it } from 'vitest';
import { imageSize, looksLikeSingleByteText, sniff } from './sniff';

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
  it('tells files by their bytes, not their names', async () => {
    expect(await sniff(png(10, 10))).toBe('png');
    expect(await sniff(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(await sniff(Buffer.from('NIK,Name,Score\n001,Ana,80\n'))).toBe('text');
    expect(await sniff(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]))).toBe('unknown');
    expect(await sniff(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]))).toBe('ole');
  });
  it('reads a BOM as text: UTF-8 and UTF-16, not an MPEG frame', async () => {
    expect(await sniff(Buffer.from('\uFEFFID;Score\n', 'utf8'))).toBe('text');
    expect(await sniff(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('ID,Score\n1,80\n', 'utf16le')]))).toBe('text');
  });
  it('leaves Windows-1252 to the sheet reader: unknown here, single-byte text there', async () => {
    const cp1252 = Buffer.from([...Buffer.from('Name\nCaf'), 0xe9, 0x0a]);
    expect(await sniff(cp1252)).toBe('unknown');
    expect(looksLikeSingleByteText(cp1252)).toBe(true);
    expect(looksLikeSingleByteText(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]))).toBe(false);
    expect(looksLikeSingleByteText(Buffer.from([0x41, 0x42, 0x01, 0x02]))).toBe(false);
  });
  it('reads PNG and JPEG dimensions', () => {
    expect(imageSize(png(480, 320))).toEqual({ width: 480, height: 320 });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0, 0, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03]);
    expect(imageSize(jpeg)).toEqual({ width: 640, height: 480 });
  });
});
