// The organisation's logo in the centre of its presence QR codes (spec 002 §9, docs/decisions/0021).
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { withTestDb } from '../../setup/test-db';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertPresence } from '../../../src/features/presence/testing';
import { getQrImage } from '../../../src/features/presence/server/get-qr';
import { QR_LOGO_PADDING, qrLayout } from '../../../src/features/presence/server/render-qr';
import { storeFile } from '../../../src/server/storage/store-file';

const t = withTestDb();
/** A pixel of the initials badge's colour: inside the centre square, left of the letters. */
const BADGE_X = qrLayout('PRS1.1.1.s.1.abcdefghijklmnopqrstuv').logo.at + QR_LOGO_PADDING + 2;

function solidPng(rgb: [number, number, number], size = 64) {
  const png = new PNG({ width: size, height: size });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([...rgb, 255], i);
  return PNG.sync.write(png);
}

function read(bytes: Buffer) {
  const png = PNG.sync.read(bytes);
  const text = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data ?? null;
  const at = (x: number, y: number) => Array.from(png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3));
  return { png, text, at };
}

describe('the QR centre', () => {
  it('carries a logo uploaded to the organisation’s storage, and only its own organisation’s file', async () => {
    const org = await insertOrganization(t.db, { primaryColor: '#1d4ed8' });
    const stored = await storeFile({
      db: t.db,
      organization: org,
      userId: null,
      folder: 'branding',
      name: 'logo.png',
      bytes: solidPng([200, 30, 30]),
      policy: { kinds: ['png', 'jpeg'], maxBytes: 2 * 1024 * 1024 },
    });
    const withLogo = { ...org, urlLogo: stored.full_path, updatedAt: new Date() };
    const presence = await insertPresence(t.db, { organizationId: org.id });

    const mine = read((await getQrImage({ db: t.db, org: withLogo, id: presence.id, scope: {}, mode: 's' })).png);
    expect(mine.text).toMatch(new RegExp(`^PRS1\\.${presence.id}\\.0\\.s\\.`));
    expect(mine.at(190, 190)).toEqual([200, 30, 30]);

    // Another organisation pointing its logo at that file does not get it: its own colour's badge is drawn.
    const other = await insertOrganization(t.db, { primaryColor: '#7c3aed', title: 'Other Org' });
    const theirs = await insertPresence(t.db, { organizationId: other.id });
    const borrowed = read((await getQrImage({ db: t.db, org: { ...other, urlLogo: stored.full_path }, id: theirs.id, scope: {}, mode: 's' })).png);
    expect(borrowed.text).not.toBeNull();
    expect(borrowed.at(BADGE_X, 190)).toEqual([0x7c, 0x3a, 0xed]);
  });

  it('falls back to the initials badge for a logo on another host (never fetched by the server)', async () => {
    const org = await insertOrganization(t.db, { primaryColor: '#0f766e', urlLogo: 'https://cdn.example/logo.png' });
    const presence = await insertPresence(t.db, { organizationId: org.id });
    const qr = read((await getQrImage({ db: t.db, org, id: presence.id, scope: {}, mode: 's' })).png);
    expect(qr.text).not.toBeNull();
    expect(qr.at(BADGE_X, 190)).toEqual([0x0f, 0x76, 0x6e]);
  });
});
