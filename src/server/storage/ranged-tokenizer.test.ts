import { randomBytes } from 'node:crypto';
import { EndOfStreamError, fromBuffer } from 'strtok3';
import { describe, expect, it } from 'vitest';
import type { ByteRange } from './driver-types';
import { RangedTokenizer, type RangeReader } from './ranged-tokenizer';

/** A stored file in memory, yielded by range in `piece`-sized chunks like a driver's stream; it counts the ranges. */
function memoryReader(bytes: Buffer, piece: number) {
  const asked: ByteRange[] = [];
  const read: RangeReader = async (range) => {
    asked.push(range);
    return (async function* () {
      for (let i = range.start; i <= range.end; i += piece) yield bytes.subarray(i, Math.min(range.end + 1, i + piece));
    })();
  };
  return { read, asked };
}

describe('RangedTokenizer', () => {
  it('answers every read and peek as the whole-buffer tokenizer does, at random positions and lengths', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 777);
    const { read } = memoryReader(bytes, 64 * 1024 + 3);
    const ranged = new RangedTokenizer(read, { size: bytes.length });
    const whole = fromBuffer(bytes);
    let seed = 7;
    const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let i = 0; i < 400; i++) {
      const length = 1 + rnd(i % 10 === 0 ? 300_000 : 600);
      const op = rnd(4);
      const a = new Uint8Array(length);
      const b = new Uint8Array(length);
      if (op === 0) {
        // a jump anywhere, backwards included
        const position = rnd(bytes.length - length);
        ranged.setPosition(position);
        whole.setPosition(position);
      }
      if (op === 1) {
        const skip = rnd(2_000_000);
        expect(await ranged.ignore(skip)).toBe(await whole.ignore(skip));
      }
      if (ranged.position + length > bytes.length) {
        ranged.setPosition(0);
        whole.setPosition(0);
      }
      if (op === 2) {
        expect(await ranged.peekBuffer(a)).toBe(await whole.peekBuffer(b));
      } else {
        expect(await ranged.readBuffer(a)).toBe(await whole.readBuffer(b));
      }
      expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
      expect(ranged.position).toBe(whole.position);
    }
  });

  it('reads forward through one open range, opens a new one for a long jump or a step back', async () => {
    const bytes = randomBytes(8 * 1024 * 1024);
    const { read, asked } = memoryReader(bytes, 64 * 1024);
    const t = new RangedTokenizer(read, { size: bytes.length });
    const four = new Uint8Array(4);
    for (let i = 0; i < 100; i++) await t.readBuffer(four, { position: i * 10_000 }); // a scan with small skips: one range
    expect(asked).toEqual([{ start: 0, end: bytes.length - 1 }]);
    await t.peekBuffer(four, { position: 7 * 1024 * 1024 }); // far ahead: a new range there
    await t.readBuffer(four, { position: 7 * 1024 * 1024 }); // the peeked bytes are still held
    await t.readBuffer(four, { position: 100 }); // behind: a new range
    expect(asked.map((r) => r.start)).toEqual([0, 7 * 1024 * 1024, 100]);
    expect(t.stats.peakHeldBytes).toBeLessThanOrEqual(2 * 64 * 1024);
    await t.close();
  });

  it('says where the file ends', async () => {
    const bytes = randomBytes(1000);
    const t = new RangedTokenizer(memoryReader(bytes, 100).read, { size: bytes.length });
    const ten = new Uint8Array(10);
    await expect(t.readBuffer(ten, { position: 995 })).rejects.toBeInstanceOf(EndOfStreamError);
    expect(await t.readBuffer(ten, { position: 995, mayBeLess: true })).toBe(5);
    expect(await t.ignore(50)).toBe(0);
  });

  it('fails on a file that went away', async () => {
    const t = new RangedTokenizer(async () => null, { size: 10 });
    await expect(t.readBuffer(new Uint8Array(4))).rejects.toThrow('the stored file is missing');
  });
});
