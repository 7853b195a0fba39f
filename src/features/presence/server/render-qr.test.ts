import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { QR_LOGO_PADDING, qrLayout, renderQrPng } from './render-qr';
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
    // The centre square belongs to the badge (primary colour or the white initials), not to QR modules.
    const i = (190 * 380 + qrLayout(payload).logo.at + QR_LOGO_PADDING + 2) * 4;
    expect([png.data[i], png.data[i + 1], png.data[i + 2]]).toEqual([0x0f, 0x76, 0x6e]);
  });

  it('takes up to two initials', () => {
    expect(initialsOf('Nusantara Learning Academy')).toBe('NL');
    expect(initialsOf('acme')).toBe('A');
    expect(initialsOf('—')).toBe('QR');
  });
});

describe('quiet zone', () => {
  // The module size is the width of the top-left finder pattern's outer ring (7 modules) divided by 7.
  const firstDark = (png: PNG) => {
    for (let i = 0; i < png.width * png.height; i++) if (png.data[i * 4] < 128) return { x: i % png.width, y: Math.floor(i / png.width) };
    throw new Error('no dark pixel');
  };
  it.each([
    ['a short screen token', 'PRS1.1.0.s.1.abcdefghijklmnopqrstuv'],
    ['a printed token', 'PRS1.1234567.1234567.p.29000000.abcdefghijklmnopqrstuv'],
  ])('keeps at least 4 modules of white around %s', (_name, payload) => {
    const { png, text } = decode(renderQrPng(payload, { title: 'Acme', primaryColor: '#0f766e' }));
    expect(text).toBe(payload);
    const start = firstDark(png);
    let x = start.x;
    while (png.data[(start.y * png.width + x) * 4] < 128) x++;
    const module = (x - start.x) / 7;
    expect(Number.isInteger(module)).toBe(true);
    // The finder pattern starts the symbol, so the white before it on both axes is the quiet zone.
    expect(start.x / module).toBeGreaterThanOrEqual(4);
    expect(start.y / module).toBeGreaterThanOrEqual(4);
    // Symmetric: the same margin on the right and bottom.
    let right = png.width - 1;
    while (png.data[(start.y * png.width + right) * 4] >= 128) right--;
    expect((png.width - 1 - right) / module).toBeGreaterThanOrEqual(4);
  });
});
