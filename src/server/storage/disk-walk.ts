import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { StorageListing } from './driver-types';

/** Keys in walk order: segment by segment ('a/b' before 'a-c', as a directory listing sorted by name walks them). */
function compareKeys(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return x.length - y.length;
}

/** The files under `root` after the key `after`, in walk order (a directory wholly before it is not read). */
async function* walk(root: string, rel: string, after: string | null): AsyncGenerator<string> {
  const entries = await readdir(rel ? path.join(root, rel) : root, { withFileTypes: true }).catch(() => []);
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const key = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (after !== null && compareKeys(key, after) < 0 && !after.startsWith(`${key}/`)) continue;
      yield* walk(root, key, after);
    } else if (entry.isFile() && (after === null || compareKeys(key, after) > 0)) {
      yield key;
    }
  }
}

/** A write in progress or left by a process that died: written aside under this suffix, then renamed (drivers.ts). */
export const PART = '.part-';

/**
 * One page of the disk driver's files for the sweep of orphans: at most `limit` files examined after `after`; those
 * older than `before` are answered, part files (writes that never finished) apart.
 */
export async function listDisk(root: string, options: { after: string | null; limit: number; before: Date }): Promise<StorageListing> {
  const listing: StorageListing = { keys: [], unfinished: [], next: null };
  let examined = 0;
  for await (const key of walk(root, '', options.after)) {
    if (examined >= options.limit) {
      listing.next = listing.next ?? options.after;
      return listing;
    }
    examined += 1;
    listing.next = key;
    const found = await stat(path.join(root, key)).catch(() => null);
    if (!found || found.mtimeMs >= options.before.getTime()) continue;
    const part = key.lastIndexOf(PART);
    if (part > key.lastIndexOf('/')) listing.unfinished.push({ key: key.slice(0, part), name: key });
    else listing.keys.push(key);
  }
  listing.next = null;
  return listing;
}
