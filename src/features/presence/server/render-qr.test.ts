import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { renderQrPng } from './render-qr';
import { initialsOf } from './glyphs';

const decode = (bytes: Buffer) => {
  const png = PNG.sync.read(bytes);
  return { png, text: jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data ?? null };
};

describe('renderQrPng', () => {
  it('is a 380x380 PNG; without a readable logo the centre carries the initials badge and a standard reader decodes it', () => {
    const payload = 'PRS1.12.345.s.118012345.abcdefghijklmnopqrstuv';
    const { png, text } = decode(renderQrPng(payload, { title: 'Nusantara Learning Academy', primaryColor: '#0f766e' }));
    expect([png.width, png.height]).toEqual([380, 380]);
    expect(text).toBe(payload);
    // The centre pixel area belongs to the badge (primary colour or the white initials), not to QR modules.
    const i = (190 * 380 + 145) * 4;
    expect([png.data[i], png.data[i + 1], png.data[i + 2]]).toEqual([0x0f, 0x76, 0x6e]);
  });

  it('takes up to two initials', () => {
    expect(initialsOf('Nusantara Learning Academy')).toBe('NL');
    expect(initialsOf('acme')).toBe('A');
    expect(initialsOf('—')).toBe('QR');
  });
});
