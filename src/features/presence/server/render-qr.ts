import QRCode from 'qrcode';
import { GLYPHS, initialsOf } from './glyphs';
import type { LogoRaster } from './org-logo';
import { encodePng } from './png';

/** Spec 002 §9: 380x380, error correction level Q, the logo at 0.3 of the width in the centre. */
const QR_SIZE = 380;
const QR_LOGO_RATIO = 0.3;
const MIN_VERSION = 6;
/** The quiet zone the QR standard asks for: at least 4 modules of white on every side (the image may add more). */
const QR_QUIET_MODULES = 4;

function hexToRgb(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const v = m ? parseInt(m[1], 16) : 0x0f766e;
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** The side of the centre square the logo covers, and the white margin kept around the logo inside it. */
export const QR_LOGO_SIZE = Math.round(QR_SIZE * QR_LOGO_RATIO);
export const QR_LOGO_PADDING = 6;

/**
 * Renders the QR PNG on the server. The centre square (0.3 of the width) carries the organisation's logo, rasterised
 * beforehand (org-logo.ts); without a logo we can read, a badge in the organisation's primary colour with its
 * initials (docs/decisions/0021). Level Q restores the modules the centre covers.
 */
export function renderQrPng(text: string, brand: { title: string; primaryColor: string; logo?: LogoRaster | null }): Buffer {
  // At least version 6: smaller modules lose fewer codewords at the badge's edges (decoding stays reliable).
  let qr = QRCode.create(text, { errorCorrectionLevel: 'Q' });
  if (qr.version < MIN_VERSION) qr = QRCode.create(text, { errorCorrectionLevel: 'Q', version: MIN_VERSION });
  const n = qr.modules.size;
  const scale = Math.floor(QR_SIZE / (n + QR_QUIET_MODULES * 2));
  const offset = Math.floor((QR_SIZE - scale * n) / 2);
  const rgb = new Uint8Array(QR_SIZE * QR_SIZE * 3).fill(255);
  const put = (x: number, y: number, c: readonly number[]) => {
    const i = (y * QR_SIZE + x) * 3;
    rgb[i] = c[0];
    rgb[i + 1] = c[1];
    rgb[i + 2] = c[2];
  };
  const fill = (x0: number, y0: number, w: number, h: number, c: readonly number[]) => {
    for (let y = Math.max(0, y0); y < Math.min(QR_SIZE, y0 + h); y++) for (let x = Math.max(0, x0); x < Math.min(QR_SIZE, x0 + w); x++) put(x, y, c);
  };
  const black = [17, 24, 39];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.modules.get(r, c)) fill(offset + c * scale, offset + r * scale, scale, scale, black);

  // The logo area: a white square of 0.3 of the width, then the badge inside it.
  const logo = QR_LOGO_SIZE;
  const lx = Math.floor((QR_SIZE - logo) / 2);
  fill(lx, lx, logo, logo, [255, 255, 255]);
  if (brand.logo && brand.logo.size === logo) {
    for (let y = 0; y < logo; y++) rgb.set(brand.logo.rgb.subarray(y * logo * 3, (y + 1) * logo * 3), ((lx + y) * QR_SIZE + lx) * 3);
    return encodePng(QR_SIZE, QR_SIZE, rgb);
  }
  const pad = QR_LOGO_PADDING;
  const badge = logo - pad * 2;
  const color = hexToRgb(brand.primaryColor);
  const radius = 16;
  for (let y = 0; y < badge; y++) {
    for (let x = 0; x < badge; x++) {
      const dx = Math.max(radius - x, 0, x - (badge - 1 - radius));
      const dy = Math.max(radius - y, 0, y - (badge - 1 - radius));
      if (dx * dx + dy * dy <= radius * radius) put(lx + pad + x, lx + pad + y, color);
    }
  }
  const initials = initialsOf(brand.title);
  const cell = initials.length > 1 ? 7 : 9;
  const textW = initials.length * 5 * cell + (initials.length - 1) * cell;
  let tx = lx + Math.floor((logo - textW) / 2);
  const ty = lx + Math.floor((logo - 7 * cell) / 2);
  for (const ch of initials) {
    const rows = GLYPHS[ch];
    for (let r = 0; r < 7; r++) for (let c = 0; c < 5; c++) if ((rows[r] >> (4 - c)) & 1) fill(tx + c * cell, ty + r * cell, cell, cell, [255, 255, 255]);
    tx += 6 * cell;
  }
  return encodePng(QR_SIZE, QR_SIZE, rgb);
}
