import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DbOrTx } from '@/db/client';
import type { Organization } from '@/db/schema';
import { FILE_URL_PREFIX, readStoredFile } from '@/server/storage/store-file';

/** The logo, flattened on white and fitted into a square of `size` pixels: `size * size * 3` RGB bytes. */
export interface LogoRaster {
  size: number;
  rgb: Uint8Array;
}

const MAX_LOGO_BYTES = 2 * 1024 * 1024;
const CACHE_MAX = 32;
const cache = new Map<string, Promise<LogoRaster | null>>();

/**
 * The bytes behind an organisation's `url_logo`, when they are ours to read: a file of the console's storage
 * (`/api/storage/files/…`, of that organisation only) or a static file of the console (`/logo.svg` under public/).
 * Any other URL (another host) is not fetched from the server (no outbound requests on a user-set URL): the QR then
 * falls back to the initials badge (docs/decisions/0021).
 */
export async function readLogoBytes(db: DbOrTx, org: Pick<Organization, 'id' | 'urlLogo'>): Promise<Uint8Array | null> {
  const url = org.urlLogo?.trim();
  if (!url || !url.startsWith('/') || url.startsWith('//')) return null;
  const pathname = decodeURIComponent(url.split(/[?#]/)[0]);
  if (pathname.startsWith(FILE_URL_PREFIX)) {
    try {
      return (await readStoredFile(db, org.id, pathname.slice(FILE_URL_PREFIX.length))).bytes;
    } catch {
      return null;
    }
  }
  if (pathname.startsWith('/api/')) return null;
  const root = path.resolve(process.env.PUBLIC_DIR ?? 'public');
  const file = path.resolve(root, '.' + pathname);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    const bytes = await readFile(file);
    return bytes.length <= MAX_LOGO_BYTES ? bytes : null;
  } catch {
    return null;
  }
}

/**
 * Rasterises a logo (PNG, JPEG, WebP, GIF or SVG) with sharp into a white square of `size` pixels, the logo
 * contained (aspect kept) inside `size - 2 * padding`. Null when the bytes are not an image sharp can read.
 */
export async function rasteriseLogo(bytes: Uint8Array, size: number, padding: number): Promise<LogoRaster | null> {
  if (bytes.length === 0 || bytes.length > MAX_LOGO_BYTES) return null;
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  const inner = size - padding * 2;
  try {
    const rgb = await sharp(bytes, { limitInputPixels: 4096 * 4096, density: 288 })
      .resize(inner, inner, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .extend({ top: padding, bottom: padding, left: padding, right: padding, background: '#ffffff' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer();
    return rgb.length === size * size * 3 ? { size, rgb: new Uint8Array(rgb) } : null;
  } catch {
    return null;
  }
}

/**
 * The organisation's logo for the centre of its QR codes, cached per organisation, logo URL and last update, so a
 * QR that refreshes every 15 s does not decode the logo each time. Null: no logo we can read (the badge is drawn).
 */
export function orgLogoRaster(db: DbOrTx, org: Pick<Organization, 'id' | 'urlLogo' | 'updatedAt'>, size: number, padding: number) {
  const key = `${org.id}\n${org.urlLogo ?? ''}\n${new Date(org.updatedAt).getTime()}\n${size}\n${padding}`;
  let hit = cache.get(key);
  if (!hit) {
    hit = readLogoBytes(db, org).then((bytes) => (bytes ? rasteriseLogo(bytes, size, padding) : null));
    cache.set(key, hit);
    if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
  } else {
    // Most recently used last.
    cache.delete(key);
    cache.set(key, hit);
  }
  return hit;
}
