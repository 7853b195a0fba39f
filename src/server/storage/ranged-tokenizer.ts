import type { Readable } from 'node:stream';
import { AbstractTokenizer, EndOfStreamError, type IRandomAccessFileInfo, type IRandomAccessTokenizer, type IReadChunkOptions } from 'strtok3';
import type { ByteRange, StorageDriver } from './driver-types';

/** Bytes start..end (both included) of one stored file, as a stream; null when the file is gone. */
export type RangeReader = (range: ByteRange) => Promise<Readable | AsyncIterable<Uint8Array> | null>;

/**
 * A forward jump up to this far reads on through the open stream (cheaper than a new request); a longer one, such as
 * an MP4's media data or a WebM's clusters skipped on the way to the index, opens a new range at the target.
 */
const READ_ON_BYTES = 1024 * 1024;
/** The largest token a parser may ask for: a corrupt header claiming gigabytes fails instead of allocating them. */
const MAX_TOKEN_BYTES = 16 * 1024 * 1024;

/**
 * The storage failed under a parse (the file is gone, the object store did not answer): not the file's bytes, so a
 * reader does not take it for a damaged file, and a job may try again.
 */
export class StorageReadError extends Error {}

/**
 * A random-access strtok3 tokenizer (what music-metadata parses from) over a stored file's ranged reads, so a file of
 * any size is parsed with a few chunks in memory. Reads go on through one open stream while they move forward; a
 * backward read or a long jump closes it and opens the range from there to the end. Only the chunks a pending peek
 * may read again are kept: about one driver chunk (64 KiB on disk, 1 MiB in the database) plus the token asked for.
 */
export class RangedTokenizer extends AbstractTokenizer implements IRandomAccessTokenizer {
  readonly fileInfo: IRandomAccessFileInfo;
  /** What it cost: ranges opened, bytes that came through them, and the most bytes held at once. */
  readonly stats = { ranges: 0, bytesRead: 0, peakHeldBytes: 0 };
  private source: AsyncIterator<Uint8Array> | null = null;
  /** Chunks held, contiguous from heldAt; the open source goes on at streamAt. */
  private held: Buffer[] = [];
  private heldAt = 0;
  private streamAt = 0;

  constructor(
    private readonly readRange: RangeReader,
    fileInfo: IRandomAccessFileInfo,
  ) {
    super({ maxBufferSize: MAX_TOKEN_BYTES });
    this.fileInfo = fileInfo;
  }

  supportsRandomAccess(): boolean {
    return true;
  }

  setPosition(position: number): void {
    this.validateLength(position, 'position');
    this.position = position;
  }

  async readBuffer(target: Uint8Array, options?: IReadChunkOptions): Promise<number> {
    const o = this.normalizeOptions(target, options);
    const n = await this.copyInto(target, o, false);
    this.position = o.position + n;
    return n;
  }

  async peekBuffer(target: Uint8Array, options?: IReadChunkOptions): Promise<number> {
    return this.copyInto(target, this.normalizeOptions(target, options), true);
  }

  async abort(): Promise<void> {
    await this.closeSource();
    this.held = [];
    return super.abort();
  }

  private async copyInto(target: Uint8Array, o: { position: number; length: number; mayBeLess?: boolean }, peek: boolean): Promise<number> {
    const end = Math.min(o.position + o.length, this.fileInfo.size);
    let done = 0;
    while (o.position + done < end) {
      const at = o.position + done;
      const found = this.heldChunk(at);
      if (!found) {
        // A peek keeps what it has seen, for the read of the same bytes that usually follows; a read keeps nothing behind it.
        if (await this.pull(at, peek ? o.position : at)) continue;
        break;
      }
      const n = Math.min(end - at, found.chunk.length - (at - found.at));
      target.set(found.chunk.subarray(at - found.at, at - found.at + n), done);
      done += n;
    }
    if (done < o.length && !o.mayBeLess) throw new EndOfStreamError();
    return done;
  }

  private heldChunk(at: number): { chunk: Buffer; at: number } | null {
    if (at < this.heldAt || at >= this.streamAt) return null;
    let from = this.heldAt;
    for (const chunk of this.held) {
      if (at < from + chunk.length) return { chunk, at: from };
      from += chunk.length;
    }
    return null;
  }

  /** Brings the next chunk towards `at` (opening a range when `at` is behind or far ahead); false at the file's end. */
  private async pull(at: number, keepFrom: number): Promise<boolean> {
    if (at >= this.fileInfo.size) return false;
    if (!this.source || at < this.heldAt || at > this.streamAt + READ_ON_BYTES) await this.open(at);
    const next = await this.source!.next().catch((err: unknown) => {
      throw new StorageReadError('the stored file could not be read', { cause: err });
    });
    if (next.done) {
      this.source = null;
      return false;
    }
    const chunk = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
    this.held.push(chunk);
    this.streamAt += chunk.length;
    this.stats.bytesRead += chunk.length;
    while (this.held.length && this.heldAt + this.held[0].length <= keepFrom) this.heldAt += this.held.shift()!.length;
    this.stats.peakHeldBytes = Math.max(this.stats.peakHeldBytes, this.streamAt - this.heldAt);
    return true;
  }

  private async open(at: number): Promise<void> {
    await this.closeSource();
    const stream = await this.readRange({ start: at, end: this.fileInfo.size - 1 }).catch((err: unknown) => {
      throw new StorageReadError('the stored file could not be read', { cause: err });
    });
    if (!stream) throw new StorageReadError('the stored file is missing');
    this.source = (stream as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
    this.held = [];
    this.heldAt = at;
    this.streamAt = at;
    this.stats.ranges += 1;
  }

  /** Ends the open stream early (a file stream closes its descriptor, an S3 body its connection). */
  private async closeSource(): Promise<void> {
    const source = this.source;
    this.source = null;
    await source?.return?.().catch(() => undefined);
  }
}

/** A stored file opened for parsing by range: its size from the driver, its type as recorded at upload. */
export async function openStoredFile(driver: StorageDriver, key: string, mimeType: string): Promise<RangedTokenizer | null> {
  const found = await driver.stat(key);
  if (!found) return null;
  return new RangedTokenizer((range) => driver.getStream(key, range), { size: found.size, mimeType, path: key });
}
