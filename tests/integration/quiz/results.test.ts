import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ADMIN, call, demo, json, tokenFor } from '../../setup/http';
import { createQuiz, Q, seededReport } from './helpers';

describe('quiz associates, results, dashboard, download and review', () => {
  it('lists associated placements with encrypted report links and filters', async () => {
    const token = await tokenFor(ADMIN);
    const { quiz, row } = await seededReport(token);
    expect(row).toMatchObject({
      title: 'Leadership Essentials Bootcamp',
      module_type: 'classroom',
      content_title: 'Leadership Essentials Pre-assessment',
      day_title: 'Day 1 - Leading Yourself',
    });
    expect(row.detail).toMatch(/^[\w-]{40,}$/);
    const course = await json(await call(`${Q}/${quiz.id}/associates?module_type=course`, { token }));
    expect(course.data.pagination.total_data).toBe(0);
    expect((await call(`${Q}/${quiz.id}/associates?module_type=nope`, { token })).status).toBe(400);
  });

  it('answers results from the maintained table with attempts, filters and sorting', async () => {
    const token = await tokenFor(ADMIN);
    const { quiz, row } = await seededReport(token);
    const base = `${Q}/${quiz.id}/results?relation_id=${row.relation_id}`;
    const all = await json(await call(`${base}&page_size=100`, { token }));
    expect(all.data.pagination.total_data).toBe(18);
    const done = all.data.results.filter((r: { status: string }) => r.status !== 'not_done');
    expect(done.length).toBe(14);
    expect(done.every((r: { attempts: unknown[]; retake: number }) => r.attempts.length === r.retake && r.retake >= 1)).toBe(true);
    expect(all.data.results.some((r: { status: string }) => r.status === 'waiting_review')).toBe(true);
    const waiting = await json(await call(`${base}&status=waiting_review`, { token }));
    expect(waiting.data.results.every((r: { status: string }) => r.status === 'waiting_review')).toBe(true);
    const ranged = await json(await call(`${base}&min_score=10&max_score=60&page_size=100`, { token }));
    expect(ranged.data.results.every((r: { score: number }) => r.score >= 10 && r.score <= 60)).toBe(true);
    const sorted = await json(await call(`${base}&sort_by=score&order_by=desc&page_size=100`, { token }));
    const scores = sorted.data.results.map((r: { score: number }) => r.score);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    // Pages of 5 (cut from quiz_results, then joined to users) line up with the one page of 100, row for row.
    const paged: { id: number; name: string; attempts: unknown[] }[] = [];
    for (let p = 1; p <= 4; p++) paged.push(...(await json(await call(`${base}&sort_by=score&order_by=desc&page_size=5&page=${p}`, { token }))).data.results);
    expect(paged.map((r) => [r.id, r.name, r.attempts.length])).toEqual(
      sorted.data.results.map((r: { id: number; name: string; attempts: unknown[] }) => [r.id, r.name, r.attempts.length]),
    );
    const first = all.data.results[0];
    const byNik = await json(await call(`${base}&keyword=${first.nik}`, { token }));
    expect(byNik.data.results[0].id).toBe(first.id);
    expect((await call(`${Q}/${quiz.id}/results?relation_id=999999`, { token })).status).toBe(404);
  });

  it('summarises the report on the dashboard', async () => {
    const token = await tokenFor(ADMIN);
    const { quiz, row } = await seededReport(token);
    const d = (await json(await call(`${Q}/${quiz.id}/results/dashboard?relation_id=${row.relation_id}`, { token }))).data;
    expect(d).toMatchObject({
      title: 'Leadership Essentials Pre-assessment',
      module_type: 'classroom',
      total_participants: 18,
      retake: 3,
      pass_grade: 60,
      score_selection_type: 'last',
    });
    expect(d.waiting_review + d.passed + d.not_passed).toBe(14);
    expect(d.experts.map((e: { name: string }) => e.name).sort()).toEqual([demo.accounts[1].fullName, demo.accounts[2].fullName].sort());
  });

  it('downloads Quiz_report…xlsx that reads back with exceljs, in Asia/Jakarta by default', async () => {
    const token = await tokenFor(ADMIN);
    const { quiz, row } = await seededReport(token);
    const res = await call(`${Q}/${quiz.id}/results/download?relation_id=${row.relation_id}`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="Quiz_report_\d+_\d{8}_\d{6}\.xlsx"/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Name',
      'Email',
      'NIK',
      'Job Position',
      'Module',
      'Batch',
      'Score',
      'Retake',
      'Status',
      'Last Attempt (Asia/Jakarta)',
    ]);
    expect(sheet.rowCount).toBe(19);
    const statuses = new Set<string>();
    sheet.eachRow((r, n) => {
      if (n > 1) statuses.add(String(r.getCell(9).value));
    });
    expect([...statuses].every((s) => ['Not Done', 'Waiting for Review', 'Passed', 'Not Passed'].includes(s))).toBe(true);
    const utc = await call(`${Q}/${quiz.id}/results/download?relation_id=${row.relation_id}&timezone=UTC`, { token });
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load((await utc.arrayBuffer()) as ArrayBuffer);
    expect(wb2.worksheets[0].getRow(1).getCell(10).value).toBe('Last Attempt (UTC)');

    // Issue 13 §5: dates are date cells showing the header's zone; empty cells are empty, never '-'; a score with no
    // scored attempt yet (not done, or only attempts waiting for a grader) is empty as on the screen, not 0.
    const list = await json(await call(`${Q}/${quiz.id}/results?relation_id=${row.relation_id}&page_size=100`, { token }));
    type Result = { email: string; status: string; score: number; attempts: { score: number | null }[] };
    const byEmail = new Map<string, Result>(list.data.results.map((r: Result) => [r.email, r]));
    const utcRows = new Map<string, ExcelJS.Row>();
    wb2.worksheets[0].eachRow((r, n) => n > 1 && utcRows.set(String(r.getCell(2).value), r));
    let dated = 0;
    let unscoredWaiting = 0;
    sheet.eachRow((r, n) => {
      if (n === 1) return;
      const result = byEmail.get(String(r.getCell(2).value))!;
      const scored = result.attempts.some((a) => a.score !== null);
      for (let c = 1; c <= 10; c++) expect(r.getCell(c).value).not.toBe('-');
      expect(r.getCell(7).value).toBe(scored ? result.score : null);
      if (result.status === 'waiting_review' && !scored) unscoredWaiting++;
      const last = r.getCell(10);
      if (result.status === 'not_done') {
        expect(last.value).toBeNull();
        return;
      }
      expect(last.value).toBeInstanceOf(Date);
      expect(last.numFmt).toBe('dd mmm yyyy hh:mm:ss');
      const utcLast = utcRows.get(String(r.getCell(2).value))!.getCell(10).value as Date;
      expect((last.value as Date).getTime() - utcLast.getTime()).toBe(7 * 3600_000);
      dated++;
    });
    expect(dated).toBeGreaterThan(0);
    expect(unscoredWaiting).toBeGreaterThan(0);
  });

  it('reviews an attempt with its snapshot and lets a reviewer grade a waiting essay', async () => {
    const token = await tokenFor(ADMIN);
    const { quiz, row } = await seededReport(token);
    const waiting = await json(await call(`${Q}/${quiz.id}/results?relation_id=${row.relation_id}&status=waiting_review`, { token }));
    const person = waiting.data.results[0];
    const attempt = person.attempts[person.attempts.length - 1];
    const review = (await json(await call(`${Q}/${quiz.id}/results/${attempt.id}/user-answer`, { token }))).data;
    expect(review.detail).toMatchObject({ id: attempt.id, name: person.name, quiz_version: 1 });
    expect(review.detail.quiz_question_types).toEqual(expect.arrayContaining(['essay', 'true_false']));
    const essay = review.answers.find((a: { question_type: string; needs_review: boolean }) => a.question_type === 'essay' && a.needs_review);
    expect(essay.score).toBeNull();
    expect((await call(`${Q}/${quiz.id}/results/${attempt.id}/grade`, { method: 'POST', token, body: { question_id: essay.id, score: 101 } })).status).toBe(
      400,
    );
    const graded = await call(`${Q}/${quiz.id}/results/${attempt.id}/grade`, { method: 'POST', token, body: { question_id: essay.id, score: 80 } });
    expect(graded.status).toBe(200);
    const after = (await json(graded)).data;
    expect(['passed', 'not_passed']).toContain(after.status);
    const again = await json(await call(`${Q}/${quiz.id}/results?relation_id=${row.relation_id}&keyword=${encodeURIComponent(person.email)}`, { token }));
    expect(again.data.results[0].status).toBe(after.status);
    expect(again.data.results[0].score).toBe(after.score);
    expect((await call(`${Q}/${quiz.id}/results/99999999/user-answer`, { token })).status).toBe(404);
  });

  it('has no results for a quiz without placements', async () => {
    const token = await tokenFor(ADMIN);
    const id = await createQuiz(token);
    const d = (await json(await call(`${Q}/${id}/results/dashboard`, { token }))).data;
    expect(d).toMatchObject({ total_participants: 0, passed: 0 });
  });
});
