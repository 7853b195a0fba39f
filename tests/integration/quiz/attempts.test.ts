// Use-case tests of the learner side: retake rules, per-type limits, scoring and result maintenance.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Quiz } from '../../../src/db/schema/quiz';
import { insertUser } from '../../../src/features/account/testing';
import { addParticipants } from '../../../src/db/testing';
import { insertOrganization } from '../../../src/features/organization/testing';
import { buildQuizInput, q } from '../../../src/features/quiz/testing';
import { getUserAnswer } from '../../../src/features/quiz/server/get-user-answer';
import { gradeAnswer } from '../../../src/features/quiz/server/grade-answer';
import { startAttempt } from '../../../src/features/quiz/server/start-attempt';
import { submitAttempt } from '../../../src/features/quiz/server/submit-attempt';
import { updateQuiz } from '../../../src/features/quiz/server/update-quiz';
import { downloadResults } from '../../../src/features/quiz/server/download-results';
import ExcelJS from 'exceljs';
import { getQuiz } from '../../../src/features/quiz/server/get-quiz';
import { withTestDb } from '../../setup/test-db';
import { placedQuizFixture } from './attempt-fixture';

const t = withTestDb();
const { ids, setup, ctx, result } = placedQuizFixture(t);
let orgId: number;
let adminId: number;
let outsiderId: number;
let batchId: number;
beforeAll(() => {
  ({ orgId, adminId, outsiderId, batchId } = ids);
});

const answersFor = (questions: { id: number; question_type: string; options: { code: string; no: number }[] }[], pick: Record<string, unknown>) =>
  questions.map((qq) => ({ question_id: qq.id, ...(pick[qq.question_type] as object) }));

describe('starting attempts', () => {
  it('only lets participants of the placement batch start, and hides correct answers', async () => {
    const { placementId, userId } = await setup({});
    await expect(startAttempt({ ...ctx(outsiderId), placementId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(startAttempt({ ...ctx(userId), placementId: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const other = await insertOrganization(t.db);
    await expect(startAttempt({ db: t.db, organizationId: other.id, userId, placementId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const a = await startAttempt({ ...ctx(userId), placementId });
    expect(JSON.stringify(a.questions)).not.toContain('is_correct');
    const again = await startAttempt({ ...ctx(userId), placementId });
    expect(again.id).toBe(a.id);
  });

  it('enforces can_retake_on_fail, can_retake_on_pass, max_retake and time_to_retake', async () => {
    const noFail = await setup({ pass_grade: 50, can_retake_on_fail: false });
    const a = await startAttempt({ ...ctx(noFail.userId), placementId: noFail.placementId });
    await submitAttempt({ ...ctx(noFail.userId), attemptId: a.id, input: { answers: [] } });
    await expect(startAttempt({ ...ctx(noFail.userId), placementId: noFail.placementId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Retaking this quiz is not allowed.',
    });

    const noPass = await setup({ pass_grade: 50, can_retake_on_pass: false });
    const b = await startAttempt({ ...ctx(noPass.userId), placementId: noPass.placementId });
    await submitAttempt({ ...ctx(noPass.userId), attemptId: b.id, input: { answers: [{ question_id: b.questions[0].id, codes: ['A'] }] } });
    await expect(startAttempt({ ...ctx(noPass.userId), placementId: noPass.placementId })).rejects.toMatchObject({ code: 'CONFLICT' });

    const max = await setup({ pass_grade: 50, can_retake_on_fail: true, max_retake: 2 });
    for (let i = 0; i < 2; i++) {
      const x = await startAttempt({ ...ctx(max.userId), placementId: max.placementId });
      expect(x.retake).toBe(i + 1);
      await submitAttempt({ ...ctx(max.userId), attemptId: x.id, input: { answers: [] } });
    }
    await expect(startAttempt({ ...ctx(max.userId), placementId: max.placementId })).rejects.toMatchObject({
      message: 'You have used every attempt of this quiz.',
    });
    expect(await result(max.placementId, max.userId)).toMatchObject({ attempts: 2, status: 'not_passed', score: 0 });

    const wait = await setup({ pass_grade: 50, can_retake_on_fail: true, time_to_retake: 60 });
    const w = await startAttempt({ ...ctx(wait.userId), placementId: wait.placementId, now: new Date('2026-01-01T00:00:00Z') });
    await submitAttempt({ ...ctx(wait.userId), attemptId: w.id, input: { answers: [] }, now: new Date('2026-01-01T00:05:00Z') });
    await expect(startAttempt({ ...ctx(wait.userId), placementId: wait.placementId, now: new Date('2026-01-01T00:30:00Z') })).rejects.toMatchObject({
      message: 'You can retake this quiz later.',
    });
    const later = await startAttempt({ ...ctx(wait.userId), placementId: wait.placementId, now: new Date('2026-01-01T01:06:00Z') });
    expect(later.retake).toBe(2);
  });

  it('serves at most max questions per type, in the display settings order, randomly when asked', async () => {
    const questions = [
      q.trueFalse('t1', true),
      q.trueFalse('t2', true),
      q.trueFalse('t3', false),
      q.single('s1', ['a', 'b'], 0),
      q.single('s2', ['a', 'b'], 1),
    ];
    const settings = {
      general: {
        true_false: { order: 1, max: 2, exclude_from_grading: false },
        multiple_choice_single_answer: { order: 2, max: 1, exclude_from_grading: false },
      },
    };
    const seq = await setup({ questions, question_display_settings: settings });
    const a = await startAttempt({ ...ctx(seq.userId), placementId: seq.placementId });
    expect(a.questions.map((x) => x.question_type)).toEqual(['true_false', 'true_false', 'multiple_choice_single_answer']);
    expect(a.questions.map((x) => x.question)).toEqual(['<p>t1</p>', '<p>t2</p>', '<p>s1</p>']);
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const r = await setup({ questions, question_display_settings: settings, question_arrangement: 'random' });
      const x = await startAttempt({ ...ctx(r.userId), placementId: r.placementId });
      expect(x.questions).toHaveLength(3);
      seen.add(x.questions.map((y) => y.question).join());
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('sets a deadline from the duration and ignores answers submitted after it', async () => {
    const s = await setup({ duration: 10, pass_grade: 50, can_retake_on_fail: true });
    const start = new Date('2026-02-01T08:00:00Z');
    const a = await startAttempt({ ...ctx(s.userId), placementId: s.placementId, now: start });
    expect(a.deadline_at).toBe('2026-02-01T08:10:00.000Z');
    const late = await submitAttempt({
      ...ctx(s.userId),
      attemptId: a.id,
      input: { answers: [{ question_id: a.questions[0].id, codes: ['A'] }] },
      now: new Date('2026-02-01T08:11:00Z'),
    });
    expect(late).toMatchObject({ late: true, score: 0, status: 'not_passed' });
    await expect(submitAttempt({ ...ctx(s.userId), attemptId: a.id, input: { answers: [] } })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('resumes an open attempt within its grace; past it, closes it unanswered and applies the retake rules to it', async () => {
    const s = await setup({ duration: 10, pass_grade: 50, can_retake_on_fail: false });
    const start = new Date('2026-02-01T08:00:00Z');
    const a = await startAttempt({ ...ctx(s.userId), placementId: s.placementId, now: start });
    // Inside deadline + 30 s the same attempt comes back (its answers can still be sent).
    expect((await startAttempt({ ...ctx(s.userId), placementId: s.placementId, now: new Date('2026-02-01T08:10:20Z') })).id).toBe(a.id);
    // The timer ran out without a submit: starting again is not a free retake.
    await expect(startAttempt({ ...ctx(s.userId), placementId: s.placementId, now: new Date('2026-02-01T08:12:00Z') })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    // The closing stayed although the new attempt was refused: the result counts it, scored as it stood.
    expect(await result(s.placementId, s.userId)).toMatchObject({ status: 'not_passed', attempts: 1 });
    await expect(submitAttempt({ ...ctx(s.userId), attemptId: a.id, input: { answers: [] } })).rejects.toMatchObject({ code: 'CONFLICT' });
    // Where a retake on fail is allowed, the expired attempt closes and retake 2 starts.
    const r = await setup({ duration: 10, pass_grade: 50, can_retake_on_fail: true });
    const first = await startAttempt({ ...ctx(r.userId), placementId: r.placementId, now: start });
    const second = await startAttempt({ ...ctx(r.userId), placementId: r.placementId, now: new Date('2026-02-01T08:12:00Z') });
    expect(second).toMatchObject({ retake: 2 });
    expect(second.id).not.toBe(first.id);
  });

  it('gives two starts at the same moment one attempt (one row per retake number)', async () => {
    const s = await setup({});
    const [x, y] = await Promise.all([
      startAttempt({ ...ctx(s.userId), placementId: s.placementId }),
      startAttempt({ ...ctx(s.userId), placementId: s.placementId }),
    ]);
    expect(x.id).toBe(y.id);
    expect(x.retake).toBe(1);
  });
});

describe('scoring', () => {
  it('scores single, true/false and multiple answers on the server, essays wait for review', async () => {
    const s = await setup({
      pass_grade: 60,
      questions: [
        q.single('s', ['a', 'b', 'c'], 1, 100),
        q.trueFalse('tf', false, 100),
        q.multi('m', ['a', 'b', 'c', 'd'], [0, 2], 100),
        q.essay('e', '', 100),
        q.scale('rate'),
      ],
    });
    const a = await startAttempt({ ...ctx(s.userId), placementId: s.placementId });
    const done = await submitAttempt({
      ...ctx(s.userId),
      attemptId: a.id,
      input: {
        answers: answersFor(a.questions, {
          multiple_choice_single_answer: { codes: ['B'] },
          true_false: { codes: ['A'] },
          multiple_choice_multi_answers: { codes: ['A'] },
          essay: { text: 'My answer' },
          linear_scale: { value: 4 },
        }),
      },
    });
    expect(done).toMatchObject({ status: 'waiting_review', score: null });
    expect(await result(s.placementId, s.userId)).toMatchObject({ status: 'waiting_review', attempts: 1 });
    const review = await getUserAnswer({ db: t.db, organizationId: orgId, quizId: s.quiz.id, attemptId: a.id });
    const byType = Object.fromEntries(review.answers.map((x) => [x.question_type, x]));
    expect(byType.multiple_choice_single_answer.score).toBe(100);
    expect(byType.true_false.score).toBe(0);
    expect(byType.multiple_choice_multi_answers.score).toBe(50);
    expect(byType.linear_scale).toMatchObject({ graded: false, score: 0, answer: { value: 4 } });
    // 100 + 0 + 50 + essay 90 of 400 graded points = 60 %.
    const graded = await gradeAnswer({ ...ctx(adminId), quizId: s.quiz.id, attemptId: a.id, input: { question_id: byType.essay.id, score: 90 } });
    expect(graded).toMatchObject({ score: 60, status: 'passed' });
    expect(await result(s.placementId, s.userId)).toMatchObject({ status: 'passed', score: 60 });
  });

  it('penalises wrong options in multiple answers and honours exclude_from_grading', async () => {
    const s = await setup({
      questions: [q.multi('m', ['a', 'b', 'c'], [0, 1], 100), q.essay('e'), q.scale('r', 'general', 0, 10, 50)],
      question_display_settings: {
        general: {
          multiple_choice_multi_answers: { order: 1, max: 1, exclude_from_grading: false },
          essay: { order: 2, max: 1, exclude_from_grading: true },
          linear_scale: { order: 3, max: 1, exclude_from_grading: false },
        },
      },
      pass_grade: 50,
    });
    const a = await startAttempt({ ...ctx(s.userId), placementId: s.placementId });
    const done = await submitAttempt({
      ...ctx(s.userId),
      attemptId: a.id,
      input: {
        answers: answersFor(a.questions, { multiple_choice_multi_answers: { codes: ['A', 'B', 'C'] }, essay: { text: 'ignored' }, linear_scale: { value: 5 } }),
      },
    });
    // multi: (200 - 100) / 200 of 100 = 50; scale 5 of 0..10 → 25 of 50; (50 + 25) / 150 = 50 %. The essay is not graded.
    expect(done).toMatchObject({ score: 50, status: 'passed' });
  });

  it('picks the last or the highest attempt for the result', async () => {
    for (const [selection, expected] of [
      ['last', 0],
      ['highest', 100],
    ] as const) {
      const s = await setup({ pass_grade: 100, can_retake_on_fail: true, can_retake_on_pass: true, score_selection_type: selection });
      const a = await startAttempt({ ...ctx(s.userId), placementId: s.placementId });
      await submitAttempt({ ...ctx(s.userId), attemptId: a.id, input: { answers: [{ question_id: a.questions[0].id, codes: ['A'] }] } });
      const b = await startAttempt({ ...ctx(s.userId), placementId: s.placementId });
      await submitAttempt({ ...ctx(s.userId), attemptId: b.id, input: { answers: [{ question_id: b.questions[0].id, codes: ['B'] }] } });
      expect(await result(s.placementId, s.userId)).toMatchObject({ attempts: 2, score: expected, status: expected === 100 ? 'passed' : 'not_passed' });
    }
  });

  it('completes a LIM survey without grading, on its objective', async () => {
    const s = await setup({ type: 'lim', question_type: 'lim3', questions: [q.scale('pre', 'pre_learner'), q.scale('post', 'post_learner')] });
    const a = await startAttempt({ ...ctx(s.userId), placementId: s.placementId });
    expect(a.questions.map((x) => x.question)).toEqual(['<p>pre</p>']);
    const done = await submitAttempt({ ...ctx(s.userId), attemptId: a.id, input: { answers: [{ question_id: a.questions[0].id, value: 3 }] } });
    expect(done.status).toBe('passed');
  });
});

describe('editing a quiz with attempts', () => {
  it('keeps the served snapshot and version on existing attempts', async () => {
    const s = await setup({ pass_grade: 50 });
    const a = await startAttempt({ ...ctx(s.userId), placementId: s.placementId });
    await submitAttempt({ ...ctx(s.userId), attemptId: a.id, input: { answers: [{ question_id: a.questions[0].id, codes: ['A'] }] } });
    const current = await getQuiz({ db: t.db, organizationId: orgId, id: s.quiz.id });
    await updateQuiz({
      ...ctx(adminId),
      id: s.quiz.id,
      input: buildQuizInput({ questions: [q.trueFalse('A new question', true)], updated_at: current.updated_at }),
    });
    const review = await getUserAnswer({ db: t.db, organizationId: orgId, quizId: s.quiz.id, attemptId: a.id });
    expect(review.detail).toMatchObject({ quiz_version: 1, current_version: 2, status: 'passed' });
    expect(review.answers[0].question.question).toBe('<p>Pick A</p>');
    const fresh = (await getQuiz({ db: t.db, organizationId: orgId, id: s.quiz.id })) as { can_delete: boolean };
    expect(fresh.can_delete).toBe(false);
  });
});

describe('report download', () => {
  it('writes formula-like text as plain string cells (never evaluated, no visible apostrophe) and keeps NIK as text', async () => {
    const s = await setup({ pass_grade: 50 });
    const evil = await insertUser(t.db, {
      organizationId: orgId,
      rule: 'editor',
      fullName: '=HYPERLINK("http://evil.example","x")',
      nik: '007',
      position: '+cmd',
    });
    await addParticipants(t.db, batchId, [{ id: evil.id }]);
    const a = await startAttempt({ ...ctx(evil.id), placementId: s.placementId });
    await submitAttempt({ ...ctx(evil.id), attemptId: a.id, input: { answers: [{ question_id: a.questions[0].id, codes: ['A'] }] } });
    const res = await downloadResults({
      db: t.db,
      organizationId: orgId,
      quizId: s.quiz.id,
      query: { page: 1, page_size: 10, relation_id: s.placementId, keyword: 'HYPERLINK' },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    const row = wb.worksheets[0].getRow(2);
    expect(row.getCell(1).value).toBe('=HYPERLINK("http://evil.example","x")');
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(3).value).toBe('007');
    expect(row.getCell(4).value).toBe('+cmd');
    expect(row.getCell(9).value).toBe('Passed');
    expect(wb.worksheets[0].rowCount).toBe(2);
  });
});

export type { Quiz };
