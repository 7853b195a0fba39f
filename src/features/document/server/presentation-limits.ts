import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { PermanentJobError } from '@/server/jobs/runner';
import { oleStream } from '@/server/storage/ole-directory';
import { imageSize } from '@/server/storage/sniff';
import { documentMessages as M } from '../messages';

/**
 * What a presentation may hold before LibreOffice is given it (docs/decisions/0104, issue 25). LibreOffice 7.4 holds
 * every shape of a deck in memory, about 130 KB each, so a 2.4 MB PPTX of a hundred thousand repeated shapes grows it
 * to gigabytes. A PPTX is judged by its zip directory first (nothing unpacked), then its XML is read as a stream,
 * counting the bytes and the shapes; a PowerPoint 97–2003 file by the size of its "PowerPoint Document" stream. What
 * passes still runs under the converter's memory and CPU caps (file-tools.ts).
 */
export interface PresentationLimits {
  /** Parts in the zip (a 1,000-slide deck with notes has about 4,000). */
  maxEntries: number;
  /** Bytes of all parts unpacked, as the directory declares them (media is stored nearly as it is packed). */
  maxUncompressedBytes: number;
  /** Unpacked size ÷ packed size of any part of at least ratioFloorBytes unpacked (slide XML packs 5 to 50 times). */
  maxRatio: number;
  ratioFloorBytes: number;
  /** Bytes of XML (and relationship and VML parts) read while counting shapes. */
  maxXmlBytes: number;
  /** Slides (ppt/slides/slideN.xml). */
  maxSlides: number;
  /** Shapes (shapes, pictures, connectors, groups, frames, table cells, VML shapes) in one part, and in the deck. */
  maxShapesPerSlide: number;
  maxShapes: number;
  /**
   * Pixels of one PNG or JPEG picture (ppt/media), and of all of them: LibreOffice holds every picture decoded, 1 to 4
   * bytes a pixel (a dimension is read from the picture's first bytes; other formats are left to the memory cap).
   */
  maxImagePixels: number;
  maxTotalImagePixels: number;
  /** The "PowerPoint Document" stream of a PowerPoint 97–2003 file: its slides and shapes (pictures are apart). */
  maxPptDocumentBytes: number;
}

const MiB = 1024 * 1024;

export const PRESENTATION_LIMITS: PresentationLimits = {
  maxEntries: 10_000,
  maxUncompressedBytes: 512 * MiB,
  maxRatio: 100,
  ratioFloorBytes: MiB,
  maxXmlBytes: 64 * MiB,
  maxSlides: 1_000,
  // 8,000 of the test decks' text boxes take LibreOffice to 1.45 GB of address space (9 s of CPU); the cap is 3 GiB.
  maxShapesPerSlide: 2_500,
  maxShapes: 8_000,
  // 30 photographs of 4 to 24 megapixels (360 in all) take it to 1.7 GB of address space and 25 s of CPU.
  maxImagePixels: 200_000_000,
  maxTotalImagePixels: 600_000_000,
  // LibreOffice's own .ppt of 10,000 text boxes holds a 4.3 MB stream (0.42 GB, 29 s to convert). The stream also
  // holds embedded sounds and objects, so this is generous: past some 20,000 shapes the CPU cap stops the conversion.
  maxPptDocumentBytes: 32 * MiB,
};

/** A presentation its limits refuse: failed at once (another try would refuse it again), with the reason shown. */
export class PresentationRefused extends PermanentJobError {}

const tooComplex = (why: string) => new PresentationRefused(M.previewTooComplex(why));
const damaged = () => new PresentationRefused(M.previewDamaged);
const mb = (bytes: number) => `${Math.round((bytes / MiB) * 100) / 100} MB`;

/** Throws PresentationRefused when the file (a local copy) holds more than its limits allow. */
export async function checkPresentation(filePath: string, format: 'pptx' | 'ppt', limits: PresentationLimits = PRESENTATION_LIMITS): Promise<void> {
  if (format === 'ppt') return checkPowerPoint97(filePath, limits);
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(filePath, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false });
  } catch {
    throw damaged();
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw tooComplex(`${zip.entryCount} parts (at most ${limits.maxEntries})`);
    const entries: yauzl.Entry[] = [];
    try {
      for await (const entry of zip.eachEntry()) entries.push(entry);
    } catch {
      throw damaged();
    }
    checkDirectory(entries, limits);
    await countShapes(zip, entries, limits);
    await countPixels(zip, entries, limits);
  } finally {
    zip.close();
  }
}

/** What the central directory declares: the unpacked total, each part's ratio, the number of slides. */
function checkDirectory(entries: yauzl.Entry[], limits: PresentationLimits) {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize >= limits.ratioFloorBytes && ratio > limits.maxRatio)
      throw tooComplex(`${entry.fileName} unpacks ${Math.round(ratio)} times its packed size (at most ${limits.maxRatio})`);
  }
  if (total > limits.maxUncompressedBytes) throw tooComplex(`it unpacks to ${mb(total)} (at most ${mb(limits.maxUncompressedBytes)})`);
  const slides = entries.filter((e) => /^ppt\/slides\/slide\d+\.xml$/.test(e.fileName)).length;
  if (slides > limits.maxSlides) throw tooComplex(`${slides} slides (at most ${limits.maxSlides})`);
}

/**
 * The shapes of every XML part, counted as it streams by (whatever namespace prefix the file uses, in UTF-8 or
 * UTF-16): a part stops being read as soon as a limit is passed. yauzl fails a part that unpacks to more than the
 * directory declares, so the directory's sizes above can be trusted for what is read here.
 */
async function countShapes(zip: yauzl.ZipFile, entries: yauzl.Entry[], limits: PresentationLimits) {
  let xmlBytes = 0;
  let shapes = 0;
  for (const entry of entries.filter((e) => /\.(xml|rels|vml)$/i.test(e.fileName))) {
    let stream: Readable;
    try {
      stream = await zip.openReadStreamPromise(entry);
    } catch {
      throw damaged();
    }
    const counter = new ShapeCounter();
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        xmlBytes += chunk.length;
        if (xmlBytes > limits.maxXmlBytes) throw tooComplex(`more than ${mb(limits.maxXmlBytes)} of XML`);
        const found = counter.count(chunk);
        shapes += found;
        if (counter.total > limits.maxShapesPerSlide) throw tooComplex(`more than ${limits.maxShapesPerSlide} shapes on ${entry.fileName}`);
        if (shapes > limits.maxShapes) throw tooComplex(`more than ${limits.maxShapes} shapes in all`);
      }
    } catch (err) {
      stream.destroy();
      throw err instanceof PresentationRefused ? err : damaged();
    }
  }
}

/** How much of a picture is read for its dimensions (a JPEG's frame header follows its EXIF block, up to 64 KiB). */
const IMAGE_HEAD_BYTES = 256 * 1024;

/** The pixels of the PNG and JPEG pictures, by their dimensions in their first bytes (a picture is not unpacked further). */
async function countPixels(zip: yauzl.ZipFile, entries: yauzl.Entry[], limits: PresentationLimits) {
  let total = 0;
  for (const entry of entries.filter((e) => /^ppt\/media\/[^/]+\.(png|jpe?g)$/i.test(e.fileName))) {
    const size = imageSize(await head(zip, entry, IMAGE_HEAD_BYTES));
    if (!size) continue;
    const pixels = size.width * size.height;
    const mpx = (n: number) => `${Math.round(n / 1e6)} megapixels`;
    if (pixels > limits.maxImagePixels) throw tooComplex(`${entry.fileName} has ${mpx(pixels)} (at most ${mpx(limits.maxImagePixels)})`);
    total += pixels;
    if (total > limits.maxTotalImagePixels) throw tooComplex(`its pictures have more than ${mpx(limits.maxTotalImagePixels)} in all`);
  }
}

/** The first `bytes` bytes of a part, unpacked (the rest is not). */
async function head(zip: yauzl.ZipFile, entry: yauzl.Entry, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let stream: Readable | undefined;
  try {
    stream = await zip.openReadStreamPromise(entry);
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= bytes) break;
    }
  } catch {
    throw damaged();
  } finally {
    stream?.destroy();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}

/**
 * The start tags of shapes in a part's text: DrawingML/PresentationML shapes, pictures, connectors, groups, graphic
 * frames (charts, tables, diagrams), content parts, table cells, and VML shapes, with or without a prefix.
 */
const SHAPE_TAG = /<(?:[A-Za-z_][\w.-]{0,31}:)?(?:sp|pic|cxnSp|grpSp|graphicFrame|contentPart|tc|shape)[\s/>]/g;
/** Longer than any tag SHAPE_TAG matches: the end of one chunk kept for a tag cut in two. */
const OVERLAP = 48;

class ShapeCounter {
  total = 0;
  private decoder: TextDecoder | null = null;
  private tail = '';

  /** The shapes that start in this chunk (or in the kept end of the last one and end in this one). */
  count(chunk: Buffer): number {
    this.decoder ??= new TextDecoder(encodingOf(chunk));
    const text = this.tail + this.decoder.decode(chunk, { stream: true });
    let found = 0;
    for (const match of text.matchAll(SHAPE_TAG)) if (match.index + match[0].length > this.tail.length) found++;
    this.tail = text.slice(-OVERLAP);
    this.total += found;
    return found;
  }
}

/** XML's encoding by its first bytes (a byte-order mark, or '<' as UTF-16); UTF-8 otherwise. */
function encodingOf(first: Buffer): string {
  if ((first[0] === 0xff && first[1] === 0xfe) || (first[0] === 0x3c && first[1] === 0x00)) return 'utf-16le';
  if ((first[0] === 0xfe && first[1] === 0xff) || (first[0] === 0x00 && first[1] === 0x3c)) return 'utf-16be';
  return 'utf-8';
}

/** A PowerPoint 97–2003 file: the size of its "PowerPoint Document" stream, read from its OLE directory by range. */
async function checkPowerPoint97(filePath: string, limits: PresentationLimits) {
  const file = await open(filePath);
  try {
    const { size } = await file.stat();
    const readAt = async (start: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, start);
      return buffer.subarray(0, bytesRead);
    };
    const stream = await oleStream(readAt, size, 'PowerPoint Document');
    if (!stream || stream.size > size) throw damaged();
    if (stream.size > limits.maxPptDocumentBytes) throw tooComplex(`its slides take ${mb(stream.size)} (at most ${mb(limits.maxPptDocumentBytes)})`);
  } finally {
    await file.close();
  }
}
