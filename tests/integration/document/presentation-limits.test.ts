// What a presentation may hold before LibreOffice is given it (docs/decisions/0104), each limit on its own: read from
// the zip's directory, then counted while the XML streams by; a PowerPoint 97 file by its OLE directory.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compoundFile } from '../../fixtures/compound-file';
import { deflate, zip } from '../../fixtures/hostile-sheets.mjs';
import { bigPicturePptx, manyShapesPptx, paddedPptx } from '../../fixtures/hostile-slides.mjs';
import { PermanentJobError } from '../../../src/server/jobs/runner';
import { checkPresentation, PRESENTATION_LIMITS, PresentationRefused } from '../../../src/features/document/server/presentation-limits';

const dir = mkdtempSync(path.join(os.tmpdir(), 'console-pres-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const onDisk = (bytes: Buffer, ext = 'pptx') => {
  const file = path.join(dir, `deck-${n++}.${ext}`);
  writeFileSync(file, bytes);
  return file;
};
const DEMO = readFileSync('src/db/seed/media/demo-slides.pptx');
const limits = (overrides: Partial<typeof PRESENTATION_LIMITS>) => ({ ...PRESENTATION_LIMITS, ...overrides });

/** The refusal's message (and that it is a refusal no retry would change), or null when the deck is accepted. */
async function refusal(file: string, format: 'pptx' | 'ppt' = 'pptx', custom = PRESENTATION_LIMITS): Promise<string | null> {
  try {
    await checkPresentation(file, format, custom);
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(PresentationRefused);
    expect(err).toBeInstanceOf(PermanentJobError);
    return (err as Error).message;
  }
}

describe('checkPresentation (PPTX)', () => {
  it('accepts the deck LibreOffice wrote and a busy but ordinary one', async () => {
    expect(await refusal(onDisk(DEMO))).toBeNull();
    expect(await refusal(onDisk(await manyShapesPptx({ slides: 40, shapesPerSlide: 150 })))).toBeNull();
  });

  it('refuses by the directory: too many parts, too many bytes unpacked, a part that unpacks too many times its size', async () => {
    const demo = onDisk(DEMO);
    expect(await refusal(demo, 'pptx', limits({ maxEntries: 20 }))).toMatch(/too large or complex to preview: 38 parts \(at most 20\)/);
    expect(await refusal(demo, 'pptx', limits({ maxUncompressedBytes: 50_000 }))).toMatch(/unpacks to 0\.08 MB \(at most 0\.05 MB\)/);
    expect(await refusal(onDisk(await paddedPptx(4 * 1024 * 1024)))).toMatch(/ppt\/slides\/slide1\.xml unpacks \d+ times its packed size \(at most 100\)/);
  });

  it('refuses too many slides, too many shapes on a slide and too many in all', async () => {
    const deck = onDisk(await manyShapesPptx({ slides: 6, shapesPerSlide: 30 }));
    expect(await refusal(deck, 'pptx', limits({ maxSlides: 5 }))).toMatch(/6 slides \(at most 5\)/);
    expect(await refusal(deck, 'pptx', limits({ maxShapesPerSlide: 29 }))).toMatch(/more than 29 shapes on ppt\/slides\/slide\d+\.xml/);
    expect(await refusal(deck, 'pptx', limits({ maxShapes: 150 }))).toMatch(/more than 150 shapes in all/);
    expect(await refusal(deck, 'pptx', limits({ maxShapesPerSlide: 30 }))).toBeNull();
  });

  it('counts the shapes whatever their prefix, and in UTF-16 XML', async () => {
    const prefixed = onDisk(await manyShapesPptx({ slides: 1, shapesPerSlide: 50, prefix: 'x' }));
    expect(await refusal(prefixed, 'pptx', limits({ maxShapesPerSlide: 49 }))).toMatch(/more than 49 shapes/);
    const utf16 = onDisk(await manyShapesPptx({ slides: 1, shapesPerSlide: 50, utf16: true }));
    expect(await refusal(utf16, 'pptx', limits({ maxShapesPerSlide: 49 }))).toMatch(/more than 49 shapes/);
  });

  it('refuses a picture of too many pixels, and pictures of too many in all, by their headers', async () => {
    const huge = onDisk(await bigPicturePptx({ width: 30_000, height: 30_000 }));
    expect(await refusal(huge)).toMatch(/ppt\/media\/image1\.png has 900 megapixels \(at most 200 megapixels\)/);
    const shown = onDisk(await bigPicturePptx({ slides: 3, width: 10_000, height: 10_000 }));
    expect(await refusal(shown)).toBeNull();
    expect(await refusal(shown, 'pptx', limits({ maxTotalImagePixels: 50_000_000 }))).toMatch(/pictures have more than 50 megapixels in all/);
  });

  it('stops reading XML past its cap', async () => {
    const deck = onDisk(await manyShapesPptx({ slides: 3, shapesPerSlide: 100 }));
    expect(await refusal(deck, 'pptx', limits({ maxXmlBytes: 100_000 }))).toMatch(/more than 0\.1 MB of XML/);
  });

  it('refuses a zip whose parts unpack to more than its directory declares, and what is not a zip', async () => {
    const text = '<p:sld>' + ' '.repeat(200_000) + '</p:sld>';
    const lying = zip([{ name: 'ppt/slides/slide1.xml', ...(await deflate(() => [text])), declared: 1000 }]);
    expect(await refusal(onDisk(lying))).toMatch(/damaged/);
    expect(await refusal(onDisk(Buffer.from('not a zip at all')))).toMatch(/damaged/);
  });
});

describe('checkPresentation (PowerPoint 97–2003)', () => {
  const POWERPOINT = ['Current User', 'Pictures', 'PowerPoint Document'];

  it('accepts a PowerPoint Document stream within its cap and refuses a larger one', async () => {
    const file = onDisk(compoundFile({ dataSectors: 200, streams: POWERPOINT, sizes: { 'PowerPoint Document': 90_000 } }), 'ppt');
    expect(await refusal(file, 'ppt')).toBeNull();
    expect(await refusal(file, 'ppt', limits({ maxPptDocumentBytes: 80_000 }))).toMatch(
      /too large or complex to preview: its slides take 0\.09 MB \(at most 0\.08 MB\)/,
    );
  });

  it('refuses a stream said to be larger than the file, and a file without one', async () => {
    const lying = onDisk(compoundFile({ dataSectors: 4, streams: POWERPOINT, sizes: { 'PowerPoint Document': 50_000_000 } }), 'ppt');
    expect(await refusal(lying, 'ppt')).toMatch(/damaged/);
    const word = onDisk(compoundFile({ dataSectors: 4, streams: ['WordDocument'] }), 'ppt');
    expect(await refusal(word, 'ppt')).toMatch(/damaged/);
  });
});
