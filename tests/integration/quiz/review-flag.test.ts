// Questions marked for review (docs/decisions/0017): the flag through the API, and attempts that wait for a grader.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertOrganization } from '../../../src/features/organization/testing';
import { getQuiz } from '../../../src/features/quiz/server/get-quiz';
import { getUserAnswer } from '../../../src/features/quiz/server/get-user-answer';
import { gradeAnswer } from '../../../src/features/quiz/server/grade-answer';
import { startAttempt } from '../../../src/features/quiz/server/start-attempt';
import { submitAttempt } from '../../../src/features/quiz/server/submit-attempt';
import { updateQuiz } from '../../../src/features/quiz/server/update-quiz';
import { buildQuizInput, q } from '../../../src/features/quiz/testing';
import { ADMIN, call, demo, EDITOR, json, tokenFor } from '../../setup/http';
import { withTestDb } from '../../setup/test-db';
import { placedQuizFixture } from './attempt-fixture';
import { createQuiz, Q, quizBody, seededReport } from './helpers';

const flags = (quiz: { questions: { question_type: string; needs_review: boolean }[] }) => quiz.questions.map((x) => [x.question_type, x.needs_review]);

describe('the review flag through the quiz API', () => {
  it('round-trips on create, detail and update; absent is false, essays always true', async () => {
    const token = await tokenFor(ADMIN);
    const [single, tf] = quizBody().questions as Record<string, unknown>[];
    const essay = { question: '<p>Why?</p>', question_type: 'essay', score: 10, options: [{ code: 'A', no: 1, label: '' }], needs_review: false };
    const id = await createQuiz(token, { questions: [single, { ...tf, needs_review: true }, essay] });
    const got = (await json(await call(`${Q}/${id}`, { token }))).data;
    expect(flags(got)).toEqual([
      ['multiple_choice_single_answer', false],
      ['true_false', true],
      ['essay', true],
    ]);

    const patched = got.questions.map((x: { question_type: string; needs_review: boolean }) => ({
      ...x,
      needs_review: x.question_type === 'multiple_choice_single_answer',
    }));
    expect((await call(`${Q}/${id}`, { method: 'PATCH', token, body: { ...quizBody(), questions: patched, updated_at: got.updated_at } })).status).toBe(200);
    const after = (await json(await call(`${Q}/${id}`, { token }))).data;
    expect(flags(after)).toEqual([
      ['multiple_choice_single_answer', true],
      ['true_false', false],
      ['essay', true],
    ]);
    expect(after.questions.map((x: { id: number }) => x.id)).toEqual(got.questions.map((x: { id: number }) => x.id));

    expect((await call(Q, { method: 'POST', token, body: quizBody({ questions: [{ ...tf, needs_review: 'yes' }] }) })).status).toBe(400);
  });

  it('stores no flag on the questions of a survey, which is never graded', async () => {
    const token = await tokenFor(ADMIN);
    const scale = {
      question: '<p>Rate</p>',
      question_type: 'linear_scale',
      score: 0,
      options: [1, 2, 3, 4, 5].map((n) => ({ code: String(n), no: n, label: '' })),
      needs_review: true,
    };
    const id = await createQuiz(token, { type: 'lim', question_type: 'lim1', questions: [scale] });
    expect(flags((await json(await call(`${Q}/${id}`, { token }))).data)).toEqual([['linear_scale', false]]);
  });

  it('refuses a grade from another organisation, from no session and from a user without the quiz key', async () => {
    const token = await tokenFor(ADMIN);
    const { quiz, row } = await seededReport(token);
    const waiting = (await json(await call(`${Q}/${quiz.id}/results?relation_id=${row.relation_id}&status=waiting_review`, { token }))).data.results[0];
    const path = `${Q}/${quiz.id}/results/${waiting.attempts[waiting.attempts.length - 1].id}/grade`;
    const body = { question_id: 1, score: 1 };
    const acme = await tokenFor(demo.otherOrganization.email, demo.otherOrganization.orgCode);
    expect((await call(path, { method: 'POST', token: acme, body, host: 'console.acme.example' })).status).toBe(404);
    expect((await call(path, { method: 'POST', body })).status).toBe(401);
    expect((await call(path, { method: 'POST', token: await tokenFor(EDITOR), body })).status).toBe(403);
  });
});

const t = withTestDb();
const { ids, setup, ctx, result } = placedQuizFixture(t);
let orgId: number;
let adminId: number;
beforeAll(() => {
  ({ orgId, adminId } = ids);
});
const idOf = (a: { questions: { id: number; question_type: string }[] }, type: string) => a.questions.find((x) => x.question_type === type)!.id;

describe('attempts with a question marked for review', () => {
  it('waits for review with a provisional score, then a grade settles pass or fail and the result', async () => {
    // A flagged true/false (100 points) and an unflagged single answer (100 points); pass grade 60.
    const s = await setup({
      pass_grade: 60,
      can_retake_on_fail: true,
      questions: [q.reviewed(q.trueFalse('Sky is blue', true)), q.single('Pick A', ['A', 'B'], 0)],
    });
    const a = await startAttempt({ ...ctx(s.userId), placementId: s.placementId });
    const tf = idOf(a, 'true_false');
    const single = idOf(a, 'multiple_choice_single_answer');
    const done = await submitAttempt({
      ...ctx(s.userId),
      attemptId: a.id,
      input: {
        answers: [
          { question_id: tf, codes: ['A'] },
          { question_id: single, codes: ['B'] },
        ],
      },
    });
    expect(done).toMatchObject({ status: 'waiting_review', score: null });
    expect(await result(s.placementId, s.userId)).toMatchObject({ status: 'waiting_review', attempts: 1 });
    await expect(startAttempt({ ...ctx(s.userId), placementId: s.placementId })).rejects.toMatchObject({
      message: 'Your previous attempt is waiting for review.',
    });

    const review = await getUserAnswer({ db: t.db, organizationId: orgId, quizId: s.quiz.id, attemptId: a.id });
    const byId = Object.fromEntries(review.answers.map((x) => [x.id, x]));
    expect(byId[tf]).toMatchObject({ score: 100, needs_review: true, reviewable: true });
    expect(byId[single]).toMatchObject({ score: 0, needs_review: false, reviewable: false });

    const grade = (question_id: number, score: number, organizationId = orgId) =>
      gradeAnswer({ db: t.db, organizationId, userId: adminId, quizId: s.quiz.id, attemptId: a.id, input: { question_id, score } });
    // A question that is neither an essay nor marked for review keeps its automatic score.
    await expect(grade(single, 100)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Only answers to essays and to questions marked for review can be graded.',
    });
    await expect(grade(tf, 101)).rejects.toMatchObject({ code: 'VALIDATION', message: 'Score maximum 100' });
    const other = await insertOrganization(t.db);
    await expect(grade(tf, 100, other.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await result(s.placementId, s.userId)).toMatchObject({ status: 'waiting_review' });

    // Confirming the provisional 100: 100 of 200 points = 50 %, below 60.
    expect(await grade(tf, 100)).toMatchObject({ score: 50, status: 'not_passed' });
    expect(await result(s.placementId, s.userId)).toMatchObject({ status: 'not_passed', score: 50 });
    const graded = await getUserAnswer({ db: t.db, organizationId: orgId, quizId: s.quiz.id, attemptId: a.id });
    expect(graded.detail).toMatchObject({ status: 'not_passed', score: 50 });
    expect(graded.answers.find((x) => x.id === tf)).toMatchObject({ score: 100, needs_review: false });
  });

  it('overrides a provisional score and recomputes the result with the highest attempt', async () => {
    const s = await setup({ pass_grade: 50, score_selection_type: 'highest', questions: [q.reviewed(q.trueFalse('Sky is green', false, 100))] });
    const a = await startAttempt({ ...ctx(s.userId), placementId: s.placementId });
    // Wrong by the key (0 provisional), but the reviewer accepts the reasoning and gives 80.
    await submitAttempt({ ...ctx(s.userId), attemptId: a.id, input: { answers: [{ question_id: a.questions[0].id, codes: ['A'] }] } });
    expect((await getUserAnswer({ db: t.db, organizationId: orgId, quizId: s.quiz.id, attemptId: a.id })).answers[0]).toMatchObject({
      score: 0,
      needs_review: true,
    });
    expect(await gradeAnswer({ ...ctx(adminId), quizId: s.quiz.id, attemptId: a.id, input: { question_id: a.questions[0].id, score: 80 } })).toMatchObject({
      score: 80,
      status: 'passed',
    });
    expect(await result(s.placementId, s.userId)).toMatchObject({ status: 'passed', score: 80 });
  });

  it('waits for every marked answer and essay before settling', async () => {
    const s = await setup({ pass_grade: 50, questions: [q.reviewed(q.trueFalse('t', true)), q.reviewed(q.single('s', ['a', 'b'], 0)), q.essay('e')] });
    const a = await startAttempt({ ...ctx(s.userId), placementId: s.placementId });
    const answers = [
      { question_id: idOf(a, 'true_false'), codes: ['A'] },
      { question_id: idOf(a, 'multiple_choice_single_answer'), codes: ['A'] },
      { question_id: idOf(a, 'essay'), text: 'Because.' },
    ];
    await submitAttempt({ ...ctx(s.userId), attemptId: a.id, input: { answers } });
    const grade = (type: string, score: number) =>
      gradeAnswer({ ...ctx(adminId), quizId: s.quiz.id, attemptId: a.id, input: { question_id: idOf(a, type), score } });
    expect(await grade('true_false', 100)).toMatchObject({ status: 'waiting_review', score: null });
    expect(await grade('essay', 20)).toMatchObject({ status: 'waiting_review', score: null });
    expect(await grade('multiple_choice_single_answer', 100)).toMatchObject({ status: 'passed', score: 73.33 });
    expect(await result(s.placementId, s.userId)).toMatchObject({ status: 'passed', score: 73.33 });
  });

  it('needs no review when the marked question is unanswered or excluded from grading', async () => {
    const unanswered = await setup({ pass_grade: 50, questions: [q.reviewed(q.trueFalse('t', true)), q.single('s', ['a', 'b'], 0)] });
    const a = await startAttempt({ ...ctx(unanswered.userId), placementId: unanswered.placementId });
    const done = await submitAttempt({
      ...ctx(unanswered.userId),
      attemptId: a.id,
      input: { answers: [{ question_id: idOf(a, 'multiple_choice_single_answer'), codes: ['A'] }] },
    });
    expect(done).toMatchObject({ status: 'passed', score: 50 });

    const excluded = await setup({
      questions: [q.reviewed(q.trueFalse('t', true)), q.single('s', ['a', 'b'], 0)],
      question_display_settings: {
        general: {
          true_false: { order: 1, max: 1, exclude_from_grading: true },
          multiple_choice_single_answer: { order: 2, max: 1, exclude_from_grading: false },
        },
      },
    });
    const b = await startAttempt({ ...ctx(excluded.userId), placementId: excluded.placementId });
    const settled = await submitAttempt({
      ...ctx(excluded.userId),
      attemptId: b.id,
      input: {
        answers: [
          { question_id: idOf(b, 'true_false'), codes: ['A'] },
          { question_id: idOf(b, 'multiple_choice_single_answer'), codes: ['A'] },
        ],
      },
    });
    expect(settled).toMatchObject({ status: 'passed', score: 100 });
    await expect(
      gradeAnswer({ ...ctx(adminId), quizId: excluded.quiz.id, attemptId: b.id, input: { question_id: idOf(b, 'true_false'), score: 0 } }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
  });

  it('leaves attempts served before the flag was set as they were', async () => {
    const s = await setup({ pass_grade: 50, questions: [q.trueFalse('t', true)] });
    const a = await startAttempt({ ...ctx(s.userId), placementId: s.placementId });
    // The question is marked after the attempt was served: the attempt keeps its snapshot (decision 0012).
    const current = await getQuiz({ db: t.db, organizationId: orgId, id: s.quiz.id });
    await updateQuiz({
      ...ctx(adminId),
      id: s.quiz.id,
      input: buildQuizInput({
        pass_grade: 50,
        questions: [{ ...q.reviewed(q.trueFalse('t', true)), id: current.questions[0].id }],
        updated_at: current.updated_at,
      }),
    });
    const done = await submitAttempt({ ...ctx(s.userId), attemptId: a.id, input: { answers: [{ question_id: a.questions[0].id, codes: ['A'] }] } });
    expect(done).toMatchObject({ status: 'passed', score: 100 });
  });
});
