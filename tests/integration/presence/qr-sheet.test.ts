// What the QR tab and the printed sheet show: a presence nobody can check in with says what to do instead of
// showing a code (issue 13 item 9); a printed sheet says until when its code is valid (item 8).
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestDb } from '../../setup/test-db';
import type { Presence } from '../../../src/db/schema/presence';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertBatch, insertModule, insertPlacement, insertSchedule } from '../../../src/db/testing';
import { insertPresence } from '../../../src/features/presence/testing';
import { getPreview } from '../../../src/features/presence/server/get-preview';
import { getDetailPage } from '../../../src/features/presence/server/get-detail-page';
import { presenceMessages as M } from '../../../src/features/presence/messages';

const t = withTestDb();
let orgId: number;
let unplaced: Presence;
let noSchedules: Presence;
let ready: Presence;
let batchId: number;
let scheduleId: number;

beforeAll(async () => {
  orgId = (await insertOrganization(t.db)).id;
  const mod = await insertModule(t.db, { organizationId: orgId, moduleType: 'course', title: 'Course' });
  // A classroom's batch without schedules (a presence placed in a course has its own schedule: decision 0115).
  const room = await insertModule(t.db, { organizationId: orgId, moduleType: 'classroom', title: 'Classroom' });
  const empty = await insertBatch(t.db, { moduleId: room.id, title: 'Batch without schedules' });
  const full = await insertBatch(t.db, { moduleId: mod.id, title: 'Batch with a schedule' });
  batchId = full.id;
  // 20 Nov 2026, 09:00–17:00 WIB; check-in closes 30 minutes after the end.
  scheduleId = (
    await insertSchedule(t.db, { batchId: full.id, title: 'Day 1', startsAt: new Date('2026-11-20T02:00:00Z'), endsAt: new Date('2026-11-20T10:00:00Z') })
  ).id;
  unplaced = await insertPresence(t.db, { organizationId: orgId });
  noSchedules = await insertPresence(t.db, { organizationId: orgId });
  ready = await insertPresence(t.db, { organizationId: orgId, closeMinutes: 30 });
  await insertPlacement(t.db, { organizationId: orgId, moduleId: room.id, batchId: empty.id, contentType: 'presence', contentId: noSchedules.id });
  await insertPlacement(t.db, { organizationId: orgId, moduleId: mod.id, batchId: full.id, contentType: 'presence', contentId: ready.id });
});

const preview = (p: Presence, query: string, now?: Date) => getPreview({ db: t.db, organizationId: orgId, id: p.id, search: new URLSearchParams(query), now });
const qrTab = async (p: Presence) => (await getDetailPage({ db: t.db, organizationId: orgId, id: p.id, tab: 'qr' }))!.qr;

describe('a presence nobody can check in with', () => {
  it('not associated: the tab and the sheet say to associate it, and no code is printed or downloaded', async () => {
    expect((await qrTab(unplaced)).blocker).toBe(M.qrNotAssociated);
    for (const status of ['preview', 'download']) {
      const v = (await preview(unplaced, `status=${status}`))!;
      expect(v).toMatchObject({ qrSrc: null, download: null, notice: M.qrNotAssociated, refreshSeconds: null });
    }
  });

  it('associated with a batch without schedules: the tab and the sheet say to add a schedule', async () => {
    expect((await qrTab(noSchedules)).blocker).toBe(M.qrNoSchedules);
    expect((await preview(noSchedules, 'status=preview'))!).toMatchObject({ qrSrc: null, notice: M.qrNoSchedules });
  });

  it('any association needs a chosen schedule before the sheet shows a code (not only a classroom)', async () => {
    expect((await qrTab(ready)).blocker).toBeNull();
    expect((await preview(ready, `batch_id=${batchId}&status=preview`))!).toMatchObject({ qrSrc: null, notice: M.chooseSchedule });
  });
});

describe('the printed sheet', () => {
  it('shows the print code for the chosen schedule, says until when it is valid and does not reload itself', async () => {
    const v = (await preview(ready, `batch_id=${batchId}&schedule_id=${scheduleId}&status=preview`, new Date('2026-11-20T00:00:00Z')))!;
    expect(v.qrSrc).toBe(`/api/cms/presences/${ready.id}/qr?mode=print&batch_id=${batchId}&schedule_id=${scheduleId}`);
    expect(v.notice).toBeNull();
    expect(v.validUntil).toBe('This printed code is valid until 20 November 2026, 17:30 (WIB), or until the QR code is regenerated.');
    expect(v.refreshSeconds).toBeNull();
  });
});
