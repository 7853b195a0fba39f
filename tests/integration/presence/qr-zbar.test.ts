// Issue 27 item 12 (docs/decisions/0111): every presence QR decodes with zbar, the reader behind many scanning apps,
// not only with jsQR: with the demo's SVG logo and with the initials badge, on screen (a new token every step) and
// printed (a new token every minute), for five schedules. The printed page at 1x is checked by the end-to-end test
// (tests/e2e/presence.spec.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization } from '../../../src/db/schema';
import { insertBatch, insertModule, insertPlacement, insertSchedule } from '../../../src/db/testing';
import { insertOrganization } from '../../../src/features/organization/testing';
import { getQrImage } from '../../../src/features/presence/server/get-qr';
import { insertPresence } from '../../../src/features/presence/testing';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
const hasZbar = (() => {
  try {
    execFileSync('zbarimg', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasZbar) console.warn('\n\n*** zbarimg is missing: the presence QR codes are NOT checked with zbar (apt-get install zbar-tools) ***\n\n');

const scratch = mkdtempSync(path.join(os.tmpdir(), 'console-qr-zbar-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** What zbar reads from a PNG: the text of the one code it found, or null. */
function zbar(png: Buffer, name: string): string | null {
  const file = path.join(scratch, `${name}.png`);
  writeFileSync(file, png);
  try {
    return execFileSync('zbarimg', ['--raw', '-q', file], { encoding: 'utf8' }).trim();
  } catch {
    return null; // zbarimg exits 4 when it finds no code
  }
}

/** An organisation with a presence placed in a batch of five schedules (20–24 Nov 2026, 09:00–17:00 WIB). */
async function presenceOf(org: Organization) {
  const mod = await insertModule(t.db, { organizationId: org.id, moduleType: 'course', title: 'Course' });
  const batch = await insertBatch(t.db, { moduleId: mod.id, title: 'Batch' });
  const scheduleIds: number[] = [];
  for (let day = 0; day < 5; day++) {
    const startsAt = new Date(Date.UTC(2026, 10, 20 + day, 2));
    scheduleIds.push(
      (await insertSchedule(t.db, { batchId: batch.id, title: `Day ${day + 1}`, startsAt, endsAt: new Date(startsAt.getTime() + 8 * 3600_000) })).id,
    );
  }
  const presence = await insertPresence(t.db, { organizationId: org.id });
  await insertPlacement(t.db, { organizationId: org.id, moduleId: mod.id, batchId: batch.id, contentType: 'presence', contentId: presence.id });
  return { name: org.urlLogo ? 'logo' : 'badge', org, presenceId: presence.id, scheduleIds };
}

let brands: Awaited<ReturnType<typeof presenceOf>>[];

beforeAll(async () => {
  // The demo's SVG logo (a static file of the console), and an organisation without a logo (the initials badge).
  const withLogo = await insertOrganization(t.db, { title: 'Nusantara Learning Academy', primaryColor: '#0f766e', urlLogo: '/logo.svg' });
  const withBadge = await insertOrganization(t.db, { title: 'Acme Corporation', primaryColor: '#1d4ed8', urlLogo: null });
  brands = [await presenceOf(withLogo), await presenceOf(withBadge)];
});

describe.skipIf(!hasZbar)('zbar reads every presence QR', { timeout: 120_000 }, () => {
  it('on screen (8 steps) and printed (4 minutes), for 5 schedules, with the logo and with the badge', async () => {
    const start = Date.UTC(2026, 10, 20, 3);
    const misses: string[] = [];
    let read = 0;
    for (const { name, org, presenceId, scheduleIds } of brands) {
      for (const scheduleId of scheduleIds) {
        const times = [
          ...Array.from({ length: 8 }, (_, k) => ({ mode: 's' as const, now: new Date(start + k * 15_000) })),
          ...Array.from({ length: 4 }, (_, k) => ({ mode: 'p' as const, now: new Date(start + k * 60_000) })),
        ];
        for (const { mode, now } of times) {
          const image = await getQrImage({ db: t.db, org, id: presenceId, scope: { schedule_id: scheduleId }, mode, now });
          const label = `${name}-${scheduleId}-${mode}-${now.getTime()}`;
          if (zbar(image.png, label) === image.token) read++;
          else misses.push(label);
        }
      }
    }
    expect(misses).toEqual([]);
    expect(read).toBe(2 * 5 * 12);
  });
});
