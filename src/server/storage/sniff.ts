/** What a file is, judged by its bytes (magic numbers), never by its name. */
export type FileKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'xlsx' | 'docx' | 'pptx' | 'zip' | 'ole' | 'mp4' | 'mp3' | 'wav' | 'text' | 'unknown';

export const MIME: Record<FileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  ole: 'application/x-ole-storage',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  text: 'text/plain',
  unknown: 'application/octet-stream',
};

const starts = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** Zip entry names from the central directory (bounded), to tell OOXML documents from plain zips. */
export function zipEntryNames(b: Uint8Array, max = 5000): string[] | null {
  return zipEntries(b, max)?.map((e) => e.name) ?? null;
}

/** Zip central directory: entry names with their declared sizes, read before anything is inflated. */
export function zipEntries(b: Uint8Array, max = 5000): { name: string; compressed: number; uncompressed: number }[] | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let eocd = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  let p = view.getUint32(eocd + 16, true);
  const entries: { name: string; compressed: number; uncompressed: number }[] = [];
  if (count > max) return null;
  for (let n = 0; n < count; n++) {
    if (p + 46 > b.length || view.getUint32(p, true) !== 0x02014b50) return null;
    const nameLen = view.getUint16(p + 28, true);
    const extra = view.getUint16(p + 30, true);
    const comment = view.getUint16(p + 32, true);
    entries.push({
      name: new TextDecoder().decode(b.subarray(p + 46, p + 46 + nameLen)),
      compressed: view.getUint32(p + 20, true),
      uncompressed: view.getUint32(p + 24, true),
    });
    p += 46 + nameLen + extra + comment;
  }
  return entries;
}

function looksLikeText(b: Uint8Array): boolean {
  const sample = b.subarray(0, 8192);
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.length === b.length ? sample : sample.subarray(0, sample.length - 4));
    return true;
  } catch {
    return false;
  }
}

export function sniff(bytes: Uint8Array): FileKind {
  const b = bytes;
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'webp';
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE') return 'wav';
  if (ascii(b, 0, 5) === '%PDF-') return 'pdf';
  if (starts(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (ascii(b, 4, 8) === 'ftyp') return 'mp4';
  if (ascii(b, 0, 3) === 'ID3' || (b[0] === 0xff && (b[1] & 0xe0) === 0xe0)) return 'mp3';
  if (starts(b, [0x50, 0x4b, 0x03, 0x04]) || starts(b, [0x50, 0x4b, 0x05, 0x06])) {
    const names = zipEntryNames(b) ?? [];
    if (names.includes('[Content_Types].xml')) {
      if (names.some((n) => n.startsWith('xl/'))) return 'xlsx';
      if (names.some((n) => n.startsWith('word/'))) return 'docx';
      if (names.some((n) => n.startsWith('ppt/'))) return 'pptx';
    }
    return 'zip';
  }
  if (looksLikeText(b)) return 'text';
  return 'unknown';
}

/** Width and height of a PNG or JPEG from its header, or null when they cannot be read. */
export function imageSize(b: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (sniff(b) === 'png' && b.length >= 24) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (sniff(b) === 'jpeg') {
    let p = 2;
    while (p + 9 < b.length) {
      if (b[p] !== 0xff) return null;
      const marker = b[p + 1];
      const len = view.getUint16(p + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { height: view.getUint16(p + 5), width: view.getUint16(p + 7) };
      }
      p += 2 + len;
    }
  }
  return null;
}
