import { open } from 'node:fs/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

/** What a file is, judged by its bytes, never by its name. */
export type FileKind =
  'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'xlsx' | 'docx' | 'pptx' | 'zip' | 'ole' | 'mp4' | 'm4a' | 'webm' | 'mp3' | 'wav' | 'epub' | 'text' | 'unknown';

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
  m4a: 'audio/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  epub: 'application/epub+zip',
  text: 'text/plain',
  unknown: 'application/octet-stream',
};

const starts = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);

/** What file-type calls a kind we accept (docs/decisions/0041); anything else it names is 'unknown', or 'zip' for a zip. */
const FILE_TYPE_KINDS: Record<string, FileKind> = {
  png: 'png',
  jpg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  wav: 'wav',
  pdf: 'pdf',
  cfb: 'ole',
  doc: 'ole',
  xls: 'ole',
  ppt: 'ole',
  msi: 'ole',
  mp4: 'mp4',
  m4v: 'mp4',
  m4a: 'm4a',
  webm: 'webm',
  epub: 'epub',
  mov: 'mp4',
  '3gp': 'mp4',
  '3g2': 'mp4',
  mp3: 'mp3',
  xlsx: 'xlsx',
  docx: 'docx',
  pptx: 'pptx',
  zip: 'zip',
};

/** Text a program would write: UTF-8 (with or without BOM), or UTF-16 with its BOM; no NUL, no control characters. */
function looksLikeText(b: Uint8Array): boolean {
  if ((starts(b, [0xff, 0xfe]) || starts(b, [0xfe, 0xff])) && b.length % 2 === 0) {
    try {
      new TextDecoder(b[0] === 0xff ? 'utf-16le' : 'utf-16be', { fatal: true }).decode(b.subarray(2, Math.min(b.length, 8194)));
      return true;
    } catch {
      return false;
    }
  }
  const sample = b.subarray(0, 8192);
  if (sample.includes(0)) return false;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(sample.length === b.length ? sample : sample.subarray(0, sample.length - 4));
    return !/[\u0001-\u0008\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

/**
 * Text in another encoding than UTF-8 (what Excel writes on Windows: Windows-1252): no NUL, no control bytes. Only
 * the sheet reader accepts it: it decodes the whole file, or refuses it asking for UTF-8.
 */
export function looksLikeSingleByteText(b: Uint8Array): boolean {
  const sample = b.subarray(0, 64 * 1024);
  for (const byte of sample) {
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) || byte === 0x7f) return false;
  }
  return true;
}

/** What a file is, judged by its bytes with file-type (its own bounds on zip parts it reads), never by its name. */
export async function sniff(bytes: Uint8Array): Promise<FileKind> {
  // A BOM is text before file-type sees it (FF FE would otherwise look like an MPEG frame).
  if ((starts(bytes, [0xef, 0xbb, 0xbf]) || starts(bytes, [0xff, 0xfe]) || starts(bytes, [0xfe, 0xff])) && looksLikeText(bytes)) return 'text';
  let found: { ext: string } | undefined;
  try {
    found = await fileTypeFromBuffer(bytes);
  } catch {
    found = undefined;
  }
  if (found) return FILE_TYPE_KINDS[found.ext] ?? (starts(bytes, [0x50, 0x4b, 0x03, 0x04]) || starts(bytes, [0x50, 0x4b, 0x05, 0x06]) ? 'zip' : 'unknown');
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04]) || starts(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (looksLikeText(bytes)) return 'text';
  return 'unknown';
}

/** How many first bytes tell most kinds apart (a zip says which document it is only further on: see sniffFile). */
export const SNIFF_BYTES = 64 * 1024;

/**
 * What a file on disk is, reading only what file-type needs (a zip's entries one after the other, not the whole
 * file): for a large upload whose first bytes only said 'zip' (a PPTX or EPUB names itself in a later entry).
 */
export async function sniffFile(filePath: string): Promise<FileKind> {
  const handle = await open(filePath, 'r');
  let head: Buffer;
  try {
    head = Buffer.alloc(Math.min(SNIFF_BYTES, (await handle.stat()).size));
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  const quick = await sniff(head);
  if (quick !== 'zip') return quick;
  let found: { ext: string } | undefined;
  try {
    found = await fileTypeFromFile(filePath);
  } catch {
    found = undefined;
  }
  return (found && FILE_TYPE_KINDS[found.ext]) || 'zip';
}

/** Width and height of a PNG or JPEG from its header, or null when they cannot be read. */
export function imageSize(b: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && b.length >= 24) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (starts(b, [0xff, 0xd8, 0xff])) {
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
