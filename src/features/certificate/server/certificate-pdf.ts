import { inArray } from 'drizzle-orm';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { DbOrTx } from '@/db/client';
import { files } from '@/db/schema';
import { storageDriver } from '@/server/storage/drivers';
import { contentDisposition } from '@/server/storage/serve-file';
import type { CertificateFont, Orientation } from '../schemas';
import type { CertificateTexts } from '../sample';

/** A4 in PDF points. */
const A4_LONG = 841.89;
const A4_SHORT = 595.28;

const FONT_FACES: Record<CertificateFont, [StandardFonts, StandardFonts]> = {
  helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  courier: [StandardFonts.Courier, StandardFonts.CourierBold],
};

/** The standard fonts speak WinAnsi: Latin-1 and a few typographic marks; anything else becomes '?', never a crash. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const winAnsi = (text: string) =>
  [...text]
    .map((c) => {
      const code = c.codePointAt(0) ?? 63;
      if (c === '\n') return ' ';
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c) ? c : '?';
    })
    .join('');

const colour = (hex: string) => rgb(parseInt(hex.slice(1, 3), 16) / 255, parseInt(hex.slice(3, 5), 16) / 255, parseInt(hex.slice(5, 7), 16) / 255);

/** Words into lines no wider than `width` at the size. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export interface CertificateDesign {
  orientation: Orientation;
  textColor: string;
  font: CertificateFont;
  /** The stored files (PNG or JPEG) of the background and the signature, if any. */
  backgroundFileId: number | null;
  signatureFileId: number | null;
}

/**
 * pdf-lib re-encodes a PNG in JavaScript (about 0.3 s for an A4 background), a JPEG it copies as it is: a large PNG
 * (a theme's background) is turned into a JPEG once and kept here by its file id (a stored file never changes), so
 * a certificate renders in milliseconds and a job of 1,000 stays within a minute (decision 0139).
 */
const JPEG_OF_PNG = new Map<number, Buffer>();
const LARGE_PNG_PIXELS = 250_000;

async function asEmbeddable(id: number, bytes: Buffer, mime: string): Promise<{ bytes: Buffer; mime: string }> {
  if (mime !== 'image/png') return { bytes, mime };
  const cached = JPEG_OF_PNG.get(id);
  if (cached) return { bytes: cached, mime: 'image/jpeg' };
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  if (width * height < LARGE_PNG_PIXELS) return { bytes, mime };
  const jpeg = await sharp(bytes).flatten({ background: '#ffffff' }).jpeg({ quality: 92 }).toBuffer();
  if (JPEG_OF_PNG.size >= 32) JPEG_OF_PNG.delete(JPEG_OF_PNG.keys().next().value!);
  JPEG_OF_PNG.set(id, jpeg);
  return { bytes: jpeg, mime: 'image/jpeg' };
}

/** The stored bytes and type of the design's images. */
async function loadImages(db: DbOrTx, ids: (number | null)[]) {
  const wanted = ids.filter((id): id is number => id !== null);
  const rows = wanted.length ? await db.select().from(files).where(inArray(files.id, wanted)) : [];
  const driver = storageDriver(db);
  const found = new Map<number, { bytes: Buffer; mime: string }>();
  for (const r of rows) {
    const bytes = await driver.get(r.storageKey);
    if (bytes) found.set(r.id, await asEmbeddable(r.id, bytes, r.mimeType));
  }
  return found;
}

/** A QR code drawn as one vector path on a white square with the standard's quiet zone, `size` points wide. */
function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 4;
  const unit = size / (n + 2 * quiet);
  let path = '';
  for (let row = 0; row < n; row++) for (let col = 0; col < n; col++) if (qr.modules.get(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  page.drawSvgPath(path, { x, y: y + size, scale: unit, color: rgb(0, 0, 0), borderWidth: 0 });
}

const embed = (pdf: PDFDocument, img: { bytes: Buffer; mime: string } | undefined): Promise<PDFImage | null> =>
  img ? (img.mime === 'image/png' ? pdf.embedPng(img.bytes) : pdf.embedJpg(img.bytes)) : Promise.resolve(null);

/**
 * One certificate as an A4 PDF made with pdf-lib: the theme's background over the whole page, the texts centred in
 * the theme's colour and standard font (embedded), the place and date, number and validity on the left and the
 * signature with the signatory on the right (decision 0093).
 */
export async function certificatePdf(
  db: DbOrTx,
  design: CertificateDesign,
  texts: CertificateTexts,
  title: string,
  /** An issued certificate's verification address, drawn as a QR code at the bottom centre. */
  qr?: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(title));
  pdf.setCreator('Console certificates');
  const [W, H] = design.orientation === 'landscape' ? [A4_LONG, A4_SHORT] : [A4_SHORT, A4_LONG];
  const page = pdf.addPage([W, H]);
  const images = await loadImages(db, [design.backgroundFileId, design.signatureFileId]);
  const background = await embed(pdf, design.backgroundFileId ? images.get(design.backgroundFileId) : undefined);
  if (background) page.drawImage(background, { x: 0, y: 0, width: W, height: H });
  const [regular, bold] = await Promise.all(FONT_FACES[design.font].map((f) => pdf.embedFont(f)));
  const color = colour(design.textColor);
  const centred = (p: PDFPage, text: string, y: number, size: number, font: PDFFont, cx = W / 2) => {
    const t = winAnsi(text);
    p.drawText(t, { x: cx - font.widthOfTextAtSize(t, size) / 2, y, size, font, color });
  };

  centred(page, texts.heading, H * 0.72, design.orientation === 'landscape' ? 34 : 28, bold);
  centred(page, 'This certificate is proudly presented to', H * 0.63, 13, regular);
  centred(page, texts.learnerName, H * 0.54, 30, bold);
  let y = H * 0.46;
  for (const line of wrap(winAnsi(texts.body), regular, 13, W * 0.7).slice(0, 8)) {
    centred(page, line, y, 13, regular);
    y -= 19;
  }

  const left = W * 0.27;
  const right = W * 0.73;
  const base = H * 0.14;
  centred(page, texts.place, base + 36, 12, regular, left);
  centred(page, texts.number, base + 18, 10, regular, left);
  if (texts.validUntil) centred(page, texts.validUntil, base, 10, regular, left);
  const signature = await embed(pdf, design.signatureFileId ? images.get(design.signatureFileId) : undefined);
  if (signature) {
    const scale = Math.min(150 / signature.width, 55 / signature.height, 1);
    page.drawImage(signature, { x: right - (signature.width * scale) / 2, y: base + 42, width: signature.width * scale, height: signature.height * scale });
  }
  page.drawLine({ start: { x: right - 95, y: base + 36 }, end: { x: right + 95, y: base + 36 }, thickness: 0.8, color });
  if (texts.signatoryName) centred(page, texts.signatoryName, base + 20, 12, bold, right);
  if (texts.signatoryPosition) centred(page, texts.signatoryPosition, base + 5, 10, regular, right);
  if (qr) drawQr(page, qr, W / 2 - 39, base - 28, 78);
  return pdf.save();
}

/** The PDF as a download under a readable name. */
export const pdfResponse = (bytes: Uint8Array, name: string) =>
  new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': contentDisposition('attachment', `${name.replace(/[^\w .-]+/g, '').trim() || 'certificate'}.pdf`),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
