import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import type { DbOrTx } from '@/db/client';
import { rasteriseLogo, readLogoBytes } from './org-logo';
import { QR_LOGO_PADDING, qrLayout, renderQrPng } from './render-qr';

// readLogoBytes touches the database only for storage URLs; these cases never reach it.
const noDb = {} as DbOrTx;

describe('the organisation logo in the QR centre', () => {
  it('reads only the console’s own static files and storage, never another host or a path outside public/', async () => {
    expect(await readLogoBytes(noDb, { id: 1, urlLogo: '/logo.svg' })).not.toBeNull();
    for (const urlLogo of [
      null,
      '',
      'https://cdn.example/logo.png',
      '//cdn.example/logo.png',
      '/../package.json',
      '/%2e%2e/package.json',
      '/api/organizations/configuration-init',
      '/missing.png',
    ]) {
      expect(await readLogoBytes(noDb, { id: 1, urlLogo }), String(urlLogo)).toBeNull();
    }
  });

  it('rasterises the demo SVG logo into the centre square and a standard reader still decodes the code', async () => {
    const payload = 'PRS1.12.345.s.118012345.abcdefghijklmnopqrstuv';
    const box = qrLayout(payload).logo;
    const logo = await rasteriseLogo(await readFile('public/logo.svg'), box.size, QR_LOGO_PADDING);
    expect(logo?.size).toBe(box.size);
    const png = PNG.sync.read(renderQrPng(payload, { title: 'Nusantara Learning Academy', primaryColor: '#0f766e', logo }));
    expect(jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data).toBe(payload);
    // The logo's teal square sits at the left of the centre square (the 180x40 logo contained in its width less the
    // padding): its colour, not the initials badge, and white above and below the wide logo.
    const at = (x: number, y: number) => Array.from(png.data.subarray((y * 380 + x) * 4, (y * 380 + x) * 4 + 3));
    const [r, g, b] = at(box.at + QR_LOGO_PADDING + 2, 190);
    expect(Math.abs(r - 0x0f) + Math.abs(g - 0x76) + Math.abs(b - 0x6e)).toBeLessThan(12);
    expect(at(190, box.at + 5)).toEqual([255, 255, 255]);
  });

  it('rasterises a PNG logo and refuses bytes that are not an image', async () => {
    const source = new PNG({ width: 40, height: 40 });
    source.data.fill(0);
    for (let i = 0; i < source.data.length; i += 4) source.data.set([200, 30, 30, 255], i);
    const size = qrLayout('PRS1.1.1.s.1.abcdefghijklmnopqrstuv').logo.size;
    const logo = await rasteriseLogo(PNG.sync.write(source), size, QR_LOGO_PADDING);
    const mid = ((size >> 1) * size + (size >> 1)) * 3;
    expect(Array.from(logo!.rgb.subarray(mid, mid + 3))).toEqual([200, 30, 30]);
    expect(Array.from(logo!.rgb.subarray(0, 3))).toEqual([255, 255, 255]);
    expect(await rasteriseLogo(new TextEncoder().encode('not an image'), size, QR_LOGO_PADDING)).toBeNull();
  });
});
