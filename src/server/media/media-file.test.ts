import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_MEDIA, readDemoMedia } from './demo-media';
import { RangedTokenizer, type RangeReader } from '@/server/storage/ranged-tokenizer';
import { DURATION_FAILURES, readDuration } from './media-file';

const GiB = 1024 ** 3;

/**
 * A file made of real bytes around a run of zeros that is never allocated: `head`, `zeros` zero bytes, `tail`. Read
 * by range in 64 KiB chunks, as the disk driver reads; it counts the bytes it hands out.
 */
function virtualFile(head: Buffer, zeros: number, tail: Buffer = Buffer.alloc(0)) {
  const size = head.length + zeros + tail.length;
  const zero = Buffer.alloc(64 * 1024);
  const byteAt = (at: number, max: number): Buffer => {
    if (at < head.length) return head.subarray(at, Math.min(head.length, at + max));
    if (at < head.length + zeros) return zero.subarray(0, Math.min(max, head.length + zeros - at));
    const from = at - head.length - zeros;
    return tail.subarray(from, Math.min(tail.length, from + max));
  };
  const counted = { bytes: 0 };
  const read: RangeReader = async ({ start, end }) =>
    (async function* () {
      for (let at = start; at <= end;) {
        const chunk = byteAt(at, Math.min(64 * 1024, end + 1 - at));
        counted.bytes += chunk.length;
        at += chunk.length;
        yield chunk;
      }
    })();
  return { size, read, counted };
}

/** An ISO-BMFF box's offset, found by walking the top-level boxes. */
function topBox(bytes: Buffer, type: string): { at: number; size: number } {
  for (let at = 0; at + 8 <= bytes.length; at += bytes.readUInt32BE(at)) {
    if (bytes.toString('latin1', at + 4, at + 8) === type) return { at, size: bytes.readUInt32BE(at) };
  }
  throw new Error(`no ${type} box`);
}

/** The demo MP4 or M4A with `extra` zero bytes appended to its media data (its last box or the one before moov). */
function withLargeMediaData(bytes: Buffer, extra: number) {
  const mdat = topBox(bytes, 'mdat');
  const end = mdat.at + mdat.size;
  const head = Buffer.from(bytes.subarray(0, end));
  head.writeUInt32BE(mdat.size + extra, mdat.at);
  return virtualFile(head, extra, bytes.subarray(end));
}

describe('readDuration through ranged reads', () => {
  it.each([
    [DEMO_MEDIA.videoMp4, 'video/mp4', 6],
    [DEMO_MEDIA.videoWebm, 'video/webm', 4],
    [DEMO_MEDIA.audioMp3, 'audio/mpeg', 8],
    [DEMO_MEDIA.audioM4a, 'audio/mp4', 5],
    [DEMO_MEDIA.audioWav, 'audio/wav', 2],
  ])('reads %s (%s) as %i seconds', async (name, mimeType, seconds) => {
    const file = virtualFile(await readDemoMedia(name), 0);
    expect(await readDuration(new RangedTokenizer(file.read, { size: file.size, mimeType }))).toBe(seconds);
  });

  it('reads a 3.5 GiB MP4 (index first) and a 3.5 GiB M4A (index last) fetching well under a megabyte of each', async () => {
    for (const [name, mimeType, seconds] of [
      [DEMO_MEDIA.videoMp4, 'video/mp4', 6],
      [DEMO_MEDIA.audioM4a, 'audio/mp4', 5],
    ] as const) {
      const file = withLargeMediaData(await readDemoMedia(name), 3.5 * GiB);
      const tokenizer = new RangedTokenizer(file.read, { size: file.size, mimeType });
      expect(await readDuration(tokenizer)).toBe(seconds);
      expect(file.counted.bytes).toBeLessThan(1024 * 1024);
      expect(tokenizer.stats.peakHeldBytes).toBeLessThanOrEqual(256 * 1024);
    }
  });

  it('refuses bytes that are not media, saying what the administrator can do', async () => {
    const file = virtualFile(await readDemoMedia(DEMO_MEDIA.pdf), 0);
    await expect(readDuration(new RangedTokenizer(file.read, { size: file.size, mimeType: 'video/mp4' }))).rejects.toThrow(DURATION_FAILURES.unreadable);
  });
});

/** A fixture of tests/fixtures/media (README.md there says how each was made). */
const fixture = (name: string) => readFile(path.join(process.cwd(), 'tests/fixtures/media', name));

const durationOf = async (bytes: Buffer, mimeType: string) => {
  const file = virtualFile(bytes, 0);
  const tokenizer = new RangedTokenizer(file.read, { size: file.size, mimeType });
  return { seconds: await readDuration(tokenizer), tokenizer };
};

/** The demo WebM (ffmpeg's: Info with a Duration, clusters of known size) with its Duration turned into a Void element. */
async function webmWithoutDuration(): Promise<Buffer> {
  const bytes = Buffer.from(await readDemoMedia(DEMO_MEDIA.videoWebm));
  const at = bytes.indexOf(Buffer.from([0x44, 0x89, 0x88]));
  expect(at).toBeGreaterThan(0);
  // 11 bytes: the ID 44 89, the size 88 and an 8-byte float become Void (EC), size 9 (89) and nine zeros.
  Buffer.from([0xec, 0x89, 0, 0, 0, 0, 0, 0, 0, 0, 0]).copy(bytes, at);
  return bytes;
}

describe('files real clients make (issue 27 item 7)', () => {
  it.each([
    ['no-audio.mp4', 'video/mp4'],
    ['mediarecorder-avc1.mp4', 'video/mp4'],
    ['mediarecorder-avc1-opus.mp4', 'video/mp4'],
    ['mediarecorder-vp8.webm', 'video/webm'],
    ['mediarecorder-vp8-opus.webm', 'video/webm'],
    ['mediarecorder-vp8-alpha.webm', 'video/webm'],
  ])('reads %s (3 s as ffprobe plays it) as 3 seconds', async (name, mimeType) => {
    expect((await durationOf(await fixture(name), mimeType)).seconds).toBe(3);
  });

  it('reads a WebM whose header has no duration from its last cluster, jumping over the others', async () => {
    expect((await durationOf(await webmWithoutDuration(), 'video/webm')).seconds).toBe(4);
  });

  it('reads a MediaRecorder WebM grown past 3 GiB with bounded memory', async () => {
    // Chromium's clusters and segment have the unknown size, so the reader walks the blocks; a huge Void element
    // between the track list and the first cluster is jumped over, and what is held stays a chunk or two.
    const bytes = await fixture('mediarecorder-vp8-opus.webm');
    const cluster = bytes.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
    const extra = 3.5 * GiB;
    const voidHead = Buffer.from([0xec, 0x01, 0, 0, 0, 0, 0, 0, 0]);
    voidHead.writeUIntBE(extra, 3, 6);
    const file = virtualFile(Buffer.concat([bytes.subarray(0, cluster), voidHead]), extra, bytes.subarray(cluster));
    const tokenizer = new RangedTokenizer(file.read, { size: file.size, mimeType: 'video/webm' });
    expect(await readDuration(tokenizer)).toBe(3);
    expect(file.counted.bytes).toBeLessThan(1024 * 1024);
    expect(tokenizer.stats.peakHeldBytes).toBeLessThanOrEqual(256 * 1024);
  });

  it('says what to do with a file that gives no length: a WebM cut before its first frame, an MP4 with no movie box', async () => {
    const webm = await fixture('mediarecorder-vp8.webm');
    const cut = webm.subarray(0, webm.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75])));
    await expect(durationOf(cut, 'video/webm')).rejects.toThrow(DURATION_FAILURES.noLength);
    const mp4 = await fixture('no-audio.mp4');
    await expect(durationOf(mp4.subarray(0, mp4.readUInt32BE(0)), 'video/mp4')).rejects.toThrow(DURATION_FAILURES.noLength);
  });
});
