import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * A zip archive written as it goes (what an .xlsx is): each entry deflated as its parts arrive, with a data descriptor
 * after it (sizes and CRC known only at its end), then the central directory. No ZIP64: an entry or the archive past
 * 4 GiB is refused (an export is tens of megabytes). Writes wait for `out` to drain, so memory stays flat.
 */
export class ZipStream {
  private offset = 0;
  private readonly entries: { name: Buffer; crc: number; compressed: number; size: number; offset: number }[] = [];
  private readonly time: number;
  private readonly date: number;

  constructor(
    private readonly out: Writable,
    private readonly level = 6,
    now = new Date(),
  ) {
    // DOS time and date (local fields, two-second steps), the same for every entry.
    this.time = (now.getHours() << 11) | (now.getMinutes() << 5) | Math.floor(now.getSeconds() / 2);
    this.date = ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate();
  }

  private async write(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    if (this.offset > 0xffffffff) throw new Error('the archive passed 4 GiB');
    if (!this.out.write(chunk))
      await new Promise<void>((resolve, reject) => {
        const onDrain = () => (this.out.off('error', onError), resolve());
        const onError = (err: Error) => (this.out.off('drain', onDrain), reject(err));
        this.out.once('drain', onDrain).once('error', onError);
      });
  }

  /** An entry whose content comes from `parts` (strings as UTF-8), deflated as they come. */
  async entry(path: string, parts: AsyncIterable<string | Buffer> | Iterable<string | Buffer>): Promise<void> {
    const name = Buffer.from(path, 'utf8');
    const offset = this.offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    header.writeUInt16LE(0x0808, 6); // sizes in a data descriptor; UTF-8 name
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt16LE(this.time, 10);
    header.writeUInt16LE(this.date, 12);
    // CRC and sizes (14..25) are zero here: the data descriptor has them.
    header.writeUInt16LE(name.length, 26);
    await this.write(Buffer.concat([header, name]));

    const deflate = zlib.createDeflateRaw({ level: this.level });
    let crc = 0;
    let size = 0;
    let compressed = 0;
    const pending: Buffer[] = [];
    deflate.on('data', (c: Buffer) => pending.push(c));
    const flushOut = async () => {
      while (pending.length) {
        const c = pending.shift()!;
        compressed += c.length;
        await this.write(c);
      }
    };
    const ended = new Promise<void>((resolve, reject) => deflate.once('end', resolve).once('error', reject));
    for await (const part of parts) {
      const buf = typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
      if (!buf.length) continue;
      crc = zlib.crc32(buf, crc);
      size += buf.length;
      if (size > 0xffffffff) throw new Error(`${path} passed 4 GiB`);
      // Deflate's output for this part, once it is out (a write callback runs after the part was processed).
      await new Promise<void>((resolve, reject) => deflate.write(buf, (err) => (err ? reject(err) : resolve())));
      await flushOut();
    }
    deflate.end();
    await ended;
    await flushOut();

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.write(descriptor);
    this.entries.push({ name, crc: crc >>> 0, compressed, size, offset });
  }

  /** The central directory and its end record; the archive is complete (`out` is not ended here). */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4); // made by: 2.0
      h.writeUInt16LE(20, 6); // needed: 2.0
      h.writeUInt16LE(0x0808, 8);
      h.writeUInt16LE(8, 10);
      h.writeUInt16LE(this.time, 12);
      h.writeUInt16LE(this.date, 14);
      h.writeUInt32LE(e.crc, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      // extra, comment, disk, internal and external attributes (30..41) stay zero.
      h.writeUInt32LE(e.offset, 42);
      await this.write(Buffer.concat([h, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
  }
}
