import { PNG } from 'pngjs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { QR_LOGO_PADDING, qrLayout } from '../../../src/features/presence/server/render-qr';
import { acmeCall, ADMIN, adminCall, call, json, tokenFor } from '../../setup/http';
import { createPresence, decodeQr, jakartaPresence, P } from './helpers';

type Row = { user_id: number; name: string; email: string; status: string; invitation: string; clock_in: string | null; schedule: { id: number } };

describe('batches, schedules and detail totals', () => {
  it('answers batch and schedule options, and totals for the chosen schedule', async () => {
    const { id, batch, schedules, today } = await jakartaPresence();
    expect(batch.label).toBe('Batch 1 - Jakarta Head Office');
    expect(schedules.map((s) => s.label)).toEqual(['Session 1 - Self Awareness', 'Session 2 - Coaching Conversations', 'Session 3 - Feedback Practice']);
    const detail = (await json(await adminCall(`${P}/${id}?batch_id=${batch.value}&schedule_id=${today.value}`))).data;
    expect(detail).toMatchObject({
      is_associated: true,
      associate_title: 'Leadership Essentials Bootcamp',
      total_enrolled: 18,
      total_confirmed: 15,
      total_invited: 3,
    });
    expect(detail.associate_location).toContain('Jakarta');
    expect(detail.total_present + detail.total_late).toBeGreaterThanOrEqual(5);
    expect(detail.start_date_time).toBeTruthy();
    expect(detail.training_support.map((t: { full_name: string }) => t.full_name)).toEqual(expect.arrayContaining(['Rina Wijaya', 'Ayu Pratiwi']));
    // A schedule of another batch, or a batch the presence is not in, is a 404.
    const other = await createPresence('Unplaced for batches');
    expect((await adminCall(`${P}/${other.id}/schedules?batch_id=${batch.value}`)).status).toBe(404);
    expect((await adminCall(`${P}/${other.id}?schedule_id=${today.value}`)).status).toBe(404);
    expect((await adminCall(`${P}/${id}/schedules`)).status).toBe(400);
  });
});

describe('attendances, manual presence and export', () => {
  it('filters by schedule, invitation and keyword, page size 5', async () => {
    const { id, today } = await jakartaPresence();
    const page = await json(await adminCall(`${P}/${id}/attendances?schedule_id=${today.value}&invitation=confirmed&page=1&page_size=5`));
    expect(page.data.results).toHaveLength(5);
    expect(page.data.results.every((r: Row) => r.invitation === 'confirmed' && r.clock_in === null)).toBe(true);
    const present = await json(await adminCall(`${P}/${id}/attendances?schedule_id=${today.value}&invitation=present`));
    expect(present.data.results.every((r: Row) => r.status === 'present' && r.clock_in)).toBe(true);
    const name = present.data.results[0].name as string;
    const kw = await json(await adminCall(`${P}/${id}/attendances?schedule_id=${today.value}&keyword=${encodeURIComponent(name)}`));
    expect(kw.data.results.map((r: Row) => r.name)).toContain(name);
    const yesterday = await json(await adminCall(`${P}/${id}/attendances?schedule_id=${today.value - 1}&page_size=100`));
    const statuses = new Set(yesterday.data.results.map((r: Row) => r.status));
    expect([...statuses].sort()).toEqual(['absent', 'late', 'present']);
    expect((await adminCall(`${P}/${id}/attendances?invitation=maybe`)).status).toBe(400);
  });

  it('marks invited users by manual presence, idempotently, and refuses people who are not invited', async () => {
    const { id, today } = await jakartaPresence();
    const open = await json(await adminCall(`${P}/${id}/attendances?schedule_id=${today.value}&invitation=confirmed&page_size=5`));
    const pick = open.data.results.slice(0, 2).map((r: Row) => ({ user_id: r.user_id, schedule_id: today.value }));
    const first = await adminCall(`${P}/${id}/attendances`, { method: 'POST', body: { data: pick } });
    expect(first.status).toBe(201);
    expect(await json(first)).toMatchObject({ message: 'Manual Presence has been successfully added.', data: { added: 2, already_present: 0 } });
    const again = await adminCall(`${P}/${id}/attendances`, { method: 'POST', body: { data: pick } });
    expect(again.status).toBe(200);
    expect(await json(again)).toMatchObject({ message: 'All selected users were already present.', data: { added: 0, already_present: 2 } });
    const rows = await json(await adminCall(`${P}/${id}/attendances?schedule_id=${today.value}&invitation=present&page_size=100`));
    expect(rows.data.results.map((r: Row) => r.user_id)).toEqual(expect.arrayContaining(pick.map((p: { user_id: number }) => p.user_id)));

    const stranger = (await json(await adminCall('/api/cms/auth/me'))).data.user.id;
    const refused = await adminCall(`${P}/${id}/attendances`, { method: 'POST', body: { data: [{ user_id: stranger, schedule_id: today.value }] } });
    expect(refused.status).toBe(400);
    expect((await adminCall(`${P}/${id}/attendances`, { method: 'POST', body: { data: [] } })).status).toBe(400);
    const unplaced = await createPresence('Manual on unplaced');
    expect((await adminCall(`${P}/${unplaced.id}/attendances`, { method: 'POST', body: { data: pick } })).status).toBe(400);
    expect((await acmeCall(`${P}/${id}/attendances`, { method: 'POST', body: { data: pick } })).status).toBe(404);
  });

  it('exports Attendance.xlsx that reads back with exceljs', async () => {
    const { id, today } = await jakartaPresence();
    const res = await adminCall(`${P}/${id}/attendances/download?schedule_id=${today.value}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('Attendance.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['No', 'NIK', 'Name', 'Email', 'Clock In (Asia/Jakarta)', 'Status']));
    expect(sheet.rowCount).toBe(1 + 18);
    const statuses = new Set<string>();
    sheet.eachRow((row, n) => n > 1 && statuses.add(String(row.getCell(10).value)));
    expect(statuses.has('Present')).toBe(true);
    expect(String(sheet.getRow(2).getCell(2).value)).toMatch(/^\d+$/);
    // Issue 13 §5: schedule times and clock-in are date cells showing Asia/Jakarta's wall clock; no clock-in is an
    // empty cell, never '-'.
    const list = await json(await adminCall(`${P}/${id}/attendances?schedule_id=${today.value}&page_size=100`));
    const start = sheet.getRow(2).getCell(7);
    expect(start.value).toBeInstanceOf(Date);
    expect(start.numFmt).toBe('dd mmm yyyy hh:mm:ss');
    expect((start.value as Date).getTime() - Date.parse(list.data.results[0].schedule.start_date_time)).toBe(7 * 3600_000);
    let absent = 0;
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      for (let c = 1; c <= 14; c++) expect(row.getCell(c).value).not.toBe('-');
      const clockIn = row.getCell(9);
      if (clockIn.value === null) absent++;
      else expect(clockIn.value).toBeInstanceOf(Date);
    });
    expect(absent).toBeGreaterThan(0);
  });
});

/** What Excel accepts as a sheet name: 1–31 characters, none of : \\ / ? * [ ], no apostrophe first or last. */
const excelAccepts = (name: string) => name.length >= 1 && name.length <= 31 && !/[:\\/?*[\]]/.test(name) && !/^'|'$/.test(name);

describe('the attendance sheet is named after the presence, as Excel accepts it (issue 27 item 10)', () => {
  it.each([
    ["'Rapat Pagi' Jakarta", "Rapat Pagi' Jakarta"],
    ['Q3: Review? [Jakarta/Bandung] * all-hands meeting 2026', 'Q3 Review Jakarta Bandung all-h'],
    ["'''", 'Attendance'],
  ])('%s', async (title, sheet) => {
    const { id } = await createPresence(title);
    const res = await adminCall(`${P}/${id}/attendances/download`);
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    expect(wb.worksheets[0].name).toBe(sheet);
    expect(excelAccepts(wb.worksheets[0].name)).toBe(true);
  });
});

describe('QR image and learner check-in', () => {
  it('serves a 380x380 PNG that decodes to a check-in token; a learner checks in once; regenerate kills old tokens', async () => {
    const { id, batch, today } = await jakartaPresence();
    const res = await adminCall(`${P}/${id}/qr?batch_id=${batch.value}&schedule_id=${today.value}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.readUInt32BE(16)).toBe(380);
    expect(bytes.readUInt32BE(20)).toBe(380);
    const token = decodeQr(bytes);
    // The demo organisation's logo (public/logo.svg) sits in the centre: its teal mark, not a badge.
    const x = qrLayout(token!).logo.at + QR_LOGO_PADDING + 2;
    const centre = PNG.sync.read(bytes).data.subarray((190 * 380 + x) * 4, (190 * 380 + x) * 4 + 3);
    expect(Math.abs(centre[0] - 0x0f) + Math.abs(centre[1] - 0x76) + Math.abs(centre[2] - 0x6e)).toBeLessThan(12);
    expect(token).toMatch(new RegExp(`^PRS1\\.${id}\\.${today.value}\\.s\\.\\d+\\.[\\w-]{22}$`));
    const download = await adminCall(`${P}/${id}/qr?schedule_id=${today.value}&download=1`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="QR-.*\.png"$/);

    // A confirmed learner of the Jakarta batch who has not checked in yet (the session started an hour ago: late).
    const open = await json(
      await adminCall(`${P}/${id}/attendances?schedule_id=${today.value}&invitation=confirmed&page_size=100&order_by=name&order_type=desc`),
    );
    const learner = open.data.results[0] as Row;
    const learnerToken = await tokenFor(learner.email);
    const checkIn = (body: unknown) => call('/api/learner/presence/check-in', { method: 'POST', token: learnerToken, body });
    const first = await checkIn({ token, lat: -6.2249, lon: 106.8093 });
    expect(first.status).toBe(201);
    expect(await json(first)).toMatchObject({
      message: 'Your presence has been recorded as late.',
      data: { status: 'late', already: false, outside_location: false },
    });
    const second = await checkIn({ token });
    expect(second.status).toBe(200);
    expect(await json(second)).toMatchObject({ message: 'Your presence for this schedule was already recorded.', data: { already: true } });
    expect((await call('/api/learner/presence/check-in', { token: learnerToken })).status).toBe(405);
    expect((await call('/api/learner/presence/check-in', { method: 'POST', body: { token } })).status).toBe(401);

    await adminCall(`${P}/${id}/regenerate-code`);
    const other = open.data.results[1] as Row;
    const stale = await call('/api/learner/presence/check-in', { method: 'POST', token: await tokenFor(other.email), body: { token } });
    expect(stale.status).toBe(400);
    expect((await json(stale)).message).toBe('This QR code is not valid. Scan the code on the screen again.');
    const fresh = decodeQr(Buffer.from(await (await adminCall(`${P}/${id}/qr?schedule_id=${today.value}`)).arrayBuffer()));
    const ok = await call('/api/learner/presence/check-in', {
      method: 'POST',
      token: await tokenFor(other.email),
      body: { token: fresh, lat: -7.25, lon: 112.75 },
    });
    expect(ok.status).toBe(201);
    expect((await json(ok)).data.outside_location).toBe(true);
  });

  it('the preview page never reloads itself, says until when its printed code is valid, and status=download sends the image', async () => {
    const { id, batch, today } = await jakartaPresence();
    const token = await tokenFor(ADMIN);
    const page = await call(`/presence/preview/${id}?batch_id=${batch.value}&schedule_id=${today.value}&status=preview`, {
      cookie: `console_session=${token}`,
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    // No page reload (it moves a screen reader's place). A printed code lives until the check-in closes, so without
    // a cap on printed codes the image is not refreshed either; the sheet says until when the code is valid.
    expect(html).not.toMatch(/http-equiv="refresh"/);
    expect(html).toMatch(/<img class="print-qr"/);
    expect(html).not.toMatch(/<img class="print-qr"[^>]*data-refresh-seconds/);
    expect(html).toContain('This printed code is valid until');
    expect(html.match(/<script\b/gi)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(html).toContain('Leadership Bootcamp Daily Attendance');
    expect(html).toContain('Rina Wijaya');
    expect(html).toContain(`/api/cms/presences/${id}/qr?`);
    const dl = await call(`/presence/preview/${id}?schedule_id=${today.value}&status=download`, { cookie: `console_session=${token}` });
    expect(dl.status).toBe(302);
    expect(dl.headers.get('location')).toContain('download=1');
    // A classroom without a chosen schedule: no code to print or download, the sheet says what to choose.
    for (const status of ['preview', 'download']) {
      const bare = await call(`/presence/preview/${id}?status=${status}`, { cookie: `console_session=${token}` });
      expect(bare.status).toBe(200);
      const text = await bare.text();
      expect(text).toContain('Select a batch and a schedule to show the QR code.');
      expect(text).not.toContain(`/api/cms/presences/${id}/qr?`);
      expect(text).not.toMatch(/http-equiv="refresh"/);
    }
  });
});
