import QRCode from 'qrcode';
import { GLYPHS, initialsOf } from './glyphs';
import type { LogoRaster } from './org-logo';
import { encodePng } from './png';

/** Spec 002 §9: 380x380, error correction level Q, logo size 0.3. */
const QR_SIZE = 380;
/**
 * 'Logo size 0.3' as QR libraries that put an image in the centre read it (qr-code-styling's imageSize): the logo
 * may hide at most 0.3 of what the error correction restores, and level Q restores a quarter of the codewords, so
 * the logo covers at most 7.5 % of the modules (docs/decisions/0111). The old reading, a square of 0.3 of the image's
 * width, hid a fifth of the data modules plus the modules it cut through at its edges: jsQR read it, zbar only about
 * half the codes.
 */
const QR_LOGO_SHARE = 0.3;
const LEVEL_Q_RESTORES = 0.25;
const MIN_VERSION = 6;
/** The quiet zone the QR standard asks for: at least 4 modules of white on every side (the image may add more). */
const QR_QUIET_MODULES = 4;
/** The white kept around the logo (or the badge) inside the square it clears. */
export const QR_LOGO_PADDING = 4;

function hexToRgb(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const v = m ? parseInt(m[1], 16) : 0x0f766e;
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Where the symbol's modules and the logo's square fall in the image. */
export interface QrLayout {
  modules: { size: number; get(row: number, col: number): unknown };
  /** Pixels per module, and where the symbol starts (the same on both axes). */
  scale: number;
  offset: number;
  /** The centre square the logo clears: whole modules, an odd number of them centred on the middle one. */
  logo: { at: number; size: number };
}

/**
 * The symbol for `text` and where it is drawn: at least version 6 (every token the console issues fits it at level
 * Q, so the layout and the logo's size are the same for all of them, and versions 7 and up would put an alignment
 * pattern under the logo), as large as the quiet zone allows, the logo's square on whole modules so that no module
 * around it is cut in part.
 */
export function qrLayout(text: string): QrLayout {
  let qr = QRCode.create(text, { errorCorrectionLevel: 'Q' });
  if (qr.version < MIN_VERSION) qr = QRCode.create(text, { errorCorrectionLevel: 'Q', version: MIN_VERSION });
  const n = qr.modules.size;
  const scale = Math.floor(QR_SIZE / (n + QR_QUIET_MODULES * 2));
  const offset = Math.floor((QR_SIZE - scale * n) / 2);
  let side = Math.floor(Math.sqrt(QR_LOGO_SHARE * LEVEL_Q_RESTORES * n * n));
  if (side % 2 === 0) side -= 1;
  return { modules: qr.modules, scale, offset, logo: { at: offset + ((n - side) / 2) * scale, size: side * scale } };
}

/**
 * Renders the QR PNG on the server. The centre square carries the organisation's logo, rasterised beforehand to the
 * square's size (org-logo.ts, `qrLayout(text).logo.size`); without a logo we can read, a badge in the organisation's
 * primary colour with its initials (docs/decisions/0021). Level Q restores the modules the centre covers.
 */
export function renderQrPng(text: string, brand: { title: string; primaryColor: string; logo?: LogoRaster | null }): Buffer {
  const { modules, scale, offset, logo: box } = qrLayout(text);
  const n = modules.size;
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
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (modules.get(r, c)) fill(offset + c * scale, offset + r * scale, scale, scale, black);

  // The logo's square: white, then the logo or the badge inside it.
  const logo = box.size;
  const lx = box.at;
  fill(lx, lx, logo, logo, [255, 255, 255]);
  if (brand.logo && brand.logo.size === logo) {
    for (let y = 0; y < logo; y++) rgb.set(brand.logo.rgb.subarray(y * logo * 3, (y + 1) * logo * 3), ((lx + y) * QR_SIZE + lx) * 3);
    return encodePng(QR_SIZE, QR_SIZE, rgb);
  }
  const pad = QR_LOGO_PADDING;
  const badge = logo - pad * 2;
  const color = hexToRgb(brand.primaryColor);
  const radius = Math.round(badge / 6);
  for (let y = 0; y < badge; y++) {
    for (let x = 0; x < badge; x++) {
      const dx = Math.max(radius - x, 0, x - (badge - 1 - radius));
      const dy = Math.max(radius - y, 0, y - (badge - 1 - radius));
      if (dx * dx + dy * dy <= radius * radius) put(lx + pad + x, lx + pad + y, color);
    }
  }
  const initials = initialsOf(brand.title);
  // The 5x7 glyphs as large as the badge holds them with a margin (two letters: 11 cells wide).
  const cell = Math.max(1, Math.floor((badge - 8) / Math.max(7, initials.length * 6 - 1)));
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
