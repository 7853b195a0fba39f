import { desc, eq, inArray } from 'drizzle-orm';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { DbOrTx } from '@/db/client';
import { files } from '@/db/schema';
import { certificateTemplates, certificateThemes } from '@/db/schema/certificate';
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
 * (a theme's background) is turned into a JPEG once. Every image a certificate draws is kept here by its file id, as
 * it is embedded (a stored file never changes), so a render reads neither the files table nor the storage again and
 * a certificate renders in milliseconds; a job of 1,000 stays within a minute (decisions 0139, 0151). At most
 * `KEPT_IMAGES` are kept (a theme's background is a few hundred KB), the oldest forgotten first.
 */
type Embeddable = { bytes: Buffer; mime: string };
const EMBEDDABLE = new Map<number, Embeddable>();
const KEPT_IMAGES = 32;
const LARGE_PNG_PIXELS = 250_000;

async function asEmbeddable(bytes: Buffer, mime: string): Promise<Embeddable> {
  if (mime !== 'image/png') return { bytes, mime };
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  if (width * height < LARGE_PNG_PIXELS) return { bytes, mime };
  return { bytes: await sharp(bytes).flatten({ background: '#ffffff' }).jpeg({ quality: 92 }).toBuffer(), mime: 'image/jpeg' };
}

/** The design's images, embeddable: from this process's memory, else read from storage once and kept. */
async function loadImages(db: DbOrTx, ids: (number | null)[]) {
  const found = new Map<number, Embeddable>();
  const wanted: number[] = [];
  for (const id of ids) {
    if (id === null) continue;
    const kept = EMBEDDABLE.get(id);
    if (kept) found.set(id, kept);
    else wanted.push(id);
  }
  const rows = wanted.length ? await db.select().from(files).where(inArray(files.id, wanted)) : [];
  const driver = storageDriver(db);
  for (const r of rows) {
    const bytes = await driver.get(r.storageKey);
    if (!bytes) continue;
    const image = await asEmbeddable(bytes, r.mimeType);
    if (EMBEDDABLE.size >= KEPT_IMAGES) EMBEDDABLE.delete(EMBEDDABLE.keys().next().value!);
    EMBEDDABLE.set(r.id, image);
    found.set(r.id, image);
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

/**
 * Readies this process to render certificates fast (decision 0151): the first render of a process paid about half a
 * second (BENCH=certificates: p95 757 ms against a median of 51 ms) for loading and compiling pdf-lib's font
 * metrics, its PNG decoder and deflate, the QR encoder and sharp, and for turning the theme's PNG background into a
 * JPEG. So, once at start: one throwaway certificate in every standard font, with a small PNG and a JPEG and a QR code,
 * is made and dropped, and the backgrounds and signatures of the templates in use (the newest first, as many as are
 * kept) are loaded into memory.
 */
export async function warmUpCertificates(db: DbOrTx): Promise<void> {
  const png = await sharp({ create: { width: 40, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
    .png()
    .toBuffer();
  const jpeg = await sharp(png).flatten({ background: '#ffffff' }).jpeg().toBuffer();
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([A4_LONG, A4_SHORT]);
  for (const face of Object.values(FONT_FACES).flat()) page.drawText(winAnsi('Warm-up Ééü'), { x: 10, y: 10, size: 12, font: await pdf.embedFont(face) });
  page.drawImage(await pdf.embedPng(png), { x: 0, y: 0 });
  page.drawImage(await pdf.embedJpg(jpeg), { x: 0, y: 0 });
  drawQr(page, 'https://console.example/certificates/verify/warm-up-2026-000001', 0, 0, 78);
  await pdf.save();
  const inUse = await db
    .select({ background: certificateThemes.backgroundFileId, signature: certificateTemplates.signatureFileId })
    .from(certificateTemplates)
    .innerJoin(certificateThemes, eq(certificateThemes.id, certificateTemplates.themeId))
    .orderBy(desc(certificateTemplates.updatedAt))
    .limit(KEPT_IMAGES / 2);
  await loadImages(db, [...new Set(inUse.flatMap((r) => [r.background, r.signature]))].slice(0, KEPT_IMAGES));
}
