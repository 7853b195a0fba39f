import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { adminToken, answer, call } from '../../setup/http';
import { associates, seeded } from './helpers';

describe('associates, filter options and dashboard', () => {
  it('lists where the assignment is placed, each row with an encrypted report link', async () => {
    const essay = await seeded('Leadership Reflection Essay');
    const rows = await associates(essay.id);
    expect(rows).toHaveLength(2);
    const classroom = rows.find((r) => r.module_type === 'classroom')!;
    expect(classroom).toMatchObject({
      title: 'Leadership Essentials Bootcamp',
      batch_title: 'Batch 1 - Jakarta Head Office',
      day_title: 'Day 1 - Leading Yourself',
      // Placed through the Batch step on its first rundown day: no session, and the item's own title (issue 17).
      section_title: null,
      content_title: 'Leadership Reflection Essay',
    });
    expect(classroom.relation_id).toBe(classroom.content_id);
    expect(classroom.detail).toMatch(/^[\w-]{40,}$/);
    expect(classroom.detail).not.toContain(String(classroom.batch_id) + ',');
    const sorted = await answer(`/api/cms/assignments/${essay.id}/associates?order_by=module_type&order_type=desc`, { token: await adminToken() });
    expect(sorted.body.data.results.map((r: { module_type: string }) => r.module_type)).toEqual(['course', 'classroom']);
    const filtered = await answer(`/api/cms/assignments/${essay.id}/associates?module_type=course`, { token: await adminToken() });
    expect(filtered.body.data.pagination.total_data).toBe(1);
  });

  it('answers batch filter options 20 per page', async () => {
    const essay = await seeded('Leadership Reflection Essay');
    const { body } = await answer(`/api/cms/assignments/${essay.id}/filter`, { token: await adminToken() });
    expect(body.data.results.map((o: { label: string }) => o.label).sort()).toEqual(['Batch 1 - Jakarta Head Office', 'Self-paced 2026']);
    expect(body.data.pagination.total_data).toBe(2);
  });

  it('summarises one placement: counts per status, experts and conditions', async () => {
    const essay = await seeded('Leadership Reflection Essay');
    const classroom = (await associates(essay.id)).find((r) => r.module_type === 'classroom')!;
    const { body } = await answer(`/api/cms/assignments/${essay.id}/dashboard?relation_id=${classroom.relation_id}&batch_id=${classroom.batch_id}`, {
      token: await adminToken(),
    });
    // Other test files grade these rows meanwhile: the 12 submissions stay 12 whatever their grades.
    expect(body.data).toMatchObject({ title: 'Leadership Reflection Essay', assignment_type: 'individual', participants: 18 });
    expect(body.data.waiting_review + body.data.not_passed + body.data.passed).toBe(12);
    expect(body.data.experts.map((e: { name: string }) => e.name).sort()).toEqual(['Budi Santoso', 'Rina Wijaya']);
    // The classroom's Batch step sets no conditions; the course's content step gives this placement a pass grade.
    expect(body.data.conditions).toEqual([]);
    const course = (await associates(essay.id)).find((r) => r.module_type === 'course')!;
    const inCourse = await answer(`/api/cms/assignments/${essay.id}/dashboard?relation_id=${course.relation_id}&batch_id=${course.batch_id}`, {
      token: await adminToken(),
    });
    expect(inCourse.body.data.conditions).toEqual([{ key: 'pass_grade', value: 75 }]);
    expect(body.data.instruction).toContain('<strong>two-page reflection</strong>');
  });
});

describe('GET /api/cms/assignments/{id}/results', () => {
  it('lists participants with not_done for those who did not submit, searchable, filterable and sortable', async () => {
    const token = await adminToken();
    const essay = await seeded('Leadership Reflection Essay');
    const classroom = (await associates(essay.id)).find((r) => r.module_type === 'classroom')!;
    const base = `/api/cms/assignments/${essay.id}/results?relation_id=${classroom.relation_id}`;
    const all = await answer(`${base}&page_size=100`, { token });
    expect(all.body.data.pagination.total_data).toBe(18);
    const statuses = all.body.data.results.map((r: { status: string }) => r.status);
    expect(statuses.filter((s: string) => s === 'not_done')).toHaveLength(6);
    const done = all.body.data.results.find((r: { status: string }) => r.status === 'passed');
    expect(done).toMatchObject({
      score: expect.any(Number),
      pass_grade: 0,
      files: [expect.objectContaining({ type: 'application/pdf', url: expect.stringMatching(/^\/api\/storage\/files\/DEMO\/assignments\//) })],
    });
    const file = await call(done.files[0].url, { token });
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const waiting = await answer(`${base}&status=waiting_for_review`, { token });
    expect(waiting.body.data.results.every((r: { status: string }) => r.status === 'waiting_for_review')).toBe(true);
    const search = await answer(`${base}&keyword=${encodeURIComponent(done.nik)}`, { token });
    expect(search.body.data.results.map((r: { nik: string }) => r.nik)).toEqual([done.nik]);
    const byScore = await answer(`${base}&order_by=score&order_type=desc`, { token });
    const scores = byScore.body.data.results.map((r: { score: number | null }) => r.score).filter((x: number | null) => x !== null);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    const future = await answer(`${base}&start_date=2099-01-01`, { token });
    expect(future.body.data.results).toEqual([]);
    expect((await answer(`${base}&status=late`, { token })).status).toBe(400);
  });

  it('places the group assignment in the New Manager Essentials course, with its pass grade and experts', async () => {
    const plan = await seeded('Team Coaching Plan');
    const rows = await associates(plan.id);
    expect(rows).toEqual([
      expect.objectContaining({
        title: 'New Manager Essentials',
        module_type: 'course',
        section_title: 'Module 1 - Managing Performance',
        content_title: 'Team Coaching Plan (group)',
      }),
    ]);
    const { body } = await answer(`/api/cms/assignments/${plan.id}/dashboard?relation_id=${rows[0].relation_id}&batch_id=${rows[0].batch_id}`, {
      token: await adminToken(),
    });
    // The course's 16 invited participants; two groups of four handed in (other test files hand in and grade more meanwhile).
    expect(body.data).toMatchObject({ assignment_type: 'group', participants: 16, conditions: [{ key: 'pass_grade', value: 60 }] });
    expect(body.data.waiting_review + body.data.not_passed + body.data.passed).toBeGreaterThanOrEqual(8);
    expect(body.data.experts).toHaveLength(3);
  });

  it('shows the group members of a group assignment', async () => {
    const plan = await seeded('Team Coaching Plan');
    const { body } = await answer(`/api/cms/assignments/${plan.id}/results?status=passed`, { token: await adminToken() });
    expect(body.data.results).toHaveLength(4);
    expect(body.data.results[0].members).toHaveLength(4);
    expect(body.data.results[0].members[0]).toEqual({ name: expect.any(String), email: expect.any(String), nik: expect.any(String), picture: null });
  });
});

describe('GET /api/cms/assignments/{id}/results/download', () => {
  it('streams Assignment_report….xlsx with text NIK/ID cells, Jakarta dates and the version column', async () => {
    const essay = await seeded('Leadership Reflection Essay');
    const classroom = (await associates(essay.id)).find((r) => r.module_type === 'classroom')!;
    const res = await call(`/api/cms/assignments/${essay.id}/results/download?relation_id=${classroom.relation_id}&except_status=not_done`, {
      token: await adminToken(),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Assignment_report_\d+_\d{8}_\d{4}\.xlsx"$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'ID',
      'NIK',
      'Name',
      'Email',
      'Job Position',
      'Finish At (Asia/Jakarta)',
      'Last Modified (Asia/Jakarta)',
      'Score',
      'Score Status',
      'Version',
    ]);
    expect(ws.rowCount).toBe(13);
    const nik = ws.getRow(2).getCell(2);
    expect(typeof nik.value).toBe('string');
    expect(nik.value).toMatch(/^20\d{4}$/);
    // Issue 13 §5: Finish At and Last Modified are date cells showing Asia/Jakarta's wall clock (UTC+7), not text.
    const list = await answer(`/api/cms/assignments/${essay.id}/results?relation_id=${classroom.relation_id}&except_status=not_done&page_size=100`, {
      token: await adminToken(),
    });
    const finishedById = new Map<string, string>(list.body.data.results.map((r: { id: number; finished_at: string }) => [String(r.id), r.finished_at]));
    ws.eachRow((r, n) => {
      if (n === 1) return;
      for (let c = 1; c <= 10; c++) expect(r.getCell(c).value).not.toBe('-');
      const finish = r.getCell(6);
      expect(finish.value).toBeInstanceOf(Date);
      expect(finish.numFmt).toBe('dd mmm yyyy hh:mm:ss');
      expect((finish.value as Date).getTime() - Date.parse(finishedById.get(String(r.getCell(1).value))!)).toBe(7 * 3600_000);
      expect(r.getCell(7).value).toBeInstanceOf(Date);
      if (r.getCell(9).value === 'Waiting for Review') expect(r.getCell(8).value).toBeNull();
    });
    const statuses = new Set<string>();
    ws.eachRow((r, n) => n > 1 && statuses.add(String(r.getCell(9).value)));
    expect([...statuses].every((x) => ['Not Passed', 'Passed', 'Waiting for Review'].includes(x))).toBe(true);
  });
});
