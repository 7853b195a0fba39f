import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../http/app-error';
import type { StorageDriver } from './driver-types';

/** The most a ranged read may bring into memory: it is for headers and directories, not for content. */
const MAX_RANGE_BYTES = 1024 * 1024;

/** `length` bytes of a stored file from `start` (fewer at its end), read by range; a file that is gone is a 404. */
export type ReadAt = (start: number, length: number) => Promise<Buffer>;

/** Reads one small range of a stored file (at most 1 MiB), never the whole of it. */
export function rangeReader(driver: StorageDriver, key: string): ReadAt {
  return async (start, length) => {
    if (length > MAX_RANGE_BYTES) throw new Error(`a ranged read of ${length} bytes is too large`);
    if (length <= 0) return Buffer.alloc(0);
    const stream = await driver.getStream(key, { start, end: start + length - 1 });
    if (!stream) throw new AppError('NOT_FOUND', 'File not found');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream as AsyncIterable<Uint8Array>) {
      chunks.push(Buffer.from(chunk));
      size += chunk.length;
      // A driver that ignored the range is stopped here rather than read to its end.
      if (size >= length) break;
    }
    return Buffer.concat(chunks, size).subarray(0, length);
  };
}

/** Copies a stored file to a local file by stream (for programs that read files: pdfinfo, pdftoppm, soffice). */
export async function copyStoredFile(driver: StorageDriver, key: string, filePath: string): Promise<void> {
  const stream = await driver.getStream(key);
  if (!stream) throw new AppError('NOT_FOUND', 'File not found');
  await pipeline(stream, createWriteStream(filePath));
}
