import type { Readable } from 'node:stream';

/** Bytes from..to, both included (an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Anything that yields bytes: a file stream, a request body, a generator. */
export type ByteSource = Readable | AsyncIterable<Uint8Array>;

/** One page of what a storage holds, for the sweep of orphans (docs/decisions/0112). */
export interface StorageListing {
  /** Stored files older than the listing's `before`, by key. */
  keys: string[];
  /** Leftovers of writes that never finished, older than `before`: a part file on disk, an S3 multipart upload (the key written, and what names the leftover). */
  unfinished: { key: string; name: string }[];
  /** Where the next page starts (after this key); null when the listing reached the end. */
  next: string | null;
}

/**
 * Where file bytes live (docs/decisions/0081). Every driver writes from a stream and reads a stream of any byte range,
 * so a 500 MB video never sits whole in memory; `put` and `get` keep the small files' callers (images, submissions)
 * as simple as before.
 */
export interface StorageDriver {
  readonly name: 'disk' | 'database' | 's3';
  put(key: string, bytes: Buffer): Promise<void>;
  /** Stores what the source yields under the key; answers the number of bytes stored. */
  putStream(key: string, source: ByteSource, options?: { contentType?: string }): Promise<number>;
  get(key: string): Promise<Buffer | null>;
  /** The bytes of the key (or of a range of it), or null when there is no such key. */
  getStream(key: string, range?: ByteRange): Promise<Readable | null>;
  stat(key: string): Promise<{ size: number } | null>;
  /**
   * Removes the key's bytes, and what a write of that key left unfinished on disk (a part file) or in the database
   * (chunks); an S3 multipart upload never completed goes with the sweep of orphans (list, removeUnfinished).
   */
  remove(key: string): Promise<void>;
  /** At most `limit` entries, in key order after `after` (null: from the start), for the sweep of orphans. */
  list(options: { after: string | null; limit: number; before: Date }): Promise<StorageListing>;
  /** Removes a leftover that `list` named in `unfinished`. */
  removeUnfinished(name: string): Promise<void>;
  /** A time-limited address the browser may fetch the bytes from directly (object stores only). */
  presignGet?(key: string, options: { expiresIn: number; contentType?: string; disposition?: string }): Promise<string>;
}

/** Fills fixed-size pieces from a stream of any-sized chunks (one piece in memory at a time). */
export async function* pieces(source: ByteSource, size: number): AsyncGenerator<Buffer> {
  let buf = Buffer.allocUnsafe(size);
  let used = 0;
  for await (const chunk of source as AsyncIterable<Uint8Array | string>) {
    let data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    while (data.length > 0) {
      const n = Math.min(size - used, data.length);
      buf.set(data.subarray(0, n), used);
      used += n;
      data = data.subarray(n);
      if (used === size) {
        yield buf;
        buf = Buffer.allocUnsafe(size);
        used = 0;
      }
    }
  }
  if (used > 0) yield buf.subarray(0, used);
}
