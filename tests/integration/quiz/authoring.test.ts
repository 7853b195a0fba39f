import { describe, expect, it } from 'vitest';
import { ADMIN, baseUrl, call, demo, EDITOR, json, RESTRICTED, tokenFor } from '../../setup/http';
import { createQuiz, Q, quizBody } from './helpers';

const ACME_HOST = 'console.acme.example';

describe('quiz authoring API', () => {
  it('requires a session and the content-quiz-v4 key', async () => {
    expect((await call(Q)).status).toBe(401);
    expect((await call(Q, { token: await tokenFor(EDITOR) })).status).toBe(403);
    expect((await call(Q, { token: await tokenFor(RESTRICTED) })).status).toBe(200);
  });

  it('creates a quiz, drops unsaved question ids, and reads it back', async () => {
    const token = await tokenFor(ADMIN);
    const res = await call(Q, { method: 'POST', token, body: quizBody({ title: 'Created <b>once</b>', description: '<p>Hi</p><script>alert(1)</script>' }) });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.message).toBe('Quiz has been successfully created');
    const got = await json(await call(`${Q}/${body.data.id}`, { token }));
    expect(got.data).toMatchObject({
      title: 'Created <b>once</b>',
      type: 'quiz',
      question_type: 'Combine',
      next_learning_status: 'both',
      duration: 0,
      pass_grade: 0,
      score_selection_type: 'last',
      question_arrangement: 'sequential',
      display_per_page: 'all',
      can_delete: true,
    });
    expect(got.data.description).not.toContain('script');
    expect(got.data.questions).toHaveLength(2);
    expect(typeof got.data.questions[0].id).toBe('number');
    expect(got.data.created_by.full_name).toBe(demo.accounts[0].fullName);
  });

  it('answers field messages for an invalid quiz', async () => {
    const token = await tokenFor(ADMIN);
    const res = await call(Q, { method: 'POST', token, body: quizBody({ title: '', description: '<p> </p>' }) });
    expect(res.status).toBe(400);
    const messages = (await json(res)).message as { message: string }[];
    expect(messages.map((m) => m.message)).toEqual(expect.arrayContaining(['Title is required', 'Description is required']));
    const essay = await call(Q, {
      method: 'POST',
      token,
      body: quizBody({ questions: [{ question: '<p>Why?</p>', question_type: 'essay', score: 101, options: [] }] }),
    });
    expect(essay.status).toBe(400);
    const noCorrect = await call(Q, {
      method: 'POST',
      token,
      body: quizBody({
        questions: [
          {
            question: '<p>x</p>',
            question_type: 'multiple_choice_single_answer',
            score: 1,
            options: [
              { code: 'A', no: 1, label: 'a' },
              { code: 'B', no: 2, label: 'b' },
            ],
          },
        ],
      }),
    });
    expect(noCorrect.status).toBe(400);
    const lim = await call(Q, { method: 'POST', token, body: quizBody({ type: 'lim', question_type: 'lim1' }) });
    expect(lim.status).toBe(400);
    expect(JSON.stringify(await json(lim))).toContain('not allowed in lim1');
    const tooMany = await call(Q, {
      method: 'POST',
      token,
      body: quizBody({ question_display_settings: { general: { true_false: { order: 1, max: 5, exclude_from_grading: false } } } }),
    });
    expect(tooMany.status).toBe(400);
  });

  it('lists with keyword, question type, dates and sorting; can_delete reflects attempts', async () => {
    const token = await tokenFor(ADMIN);
    const id = await createQuiz(token, { title: 'Zebra sorting quiz' });
    const found = await json(await call(`${Q}?keyword=Zebra%20sorting&questionType=TrueFalse`, { token }));
    expect(found.data.results.map((r: { id: number }) => r.id)).toContain(id);
    expect(found.data.results[0]).toMatchObject({ question_type_label: 'Combine', can_delete: true, created_by: { full_name: demo.accounts[0].fullName } });
    const none = await json(await call(`${Q}?keyword=Zebra%20sorting&questionType=Essay`, { token }));
    expect(none.data.pagination.total_data).toBe(0);
    const lim = await json(await call(`${Q}?questionType=lim3`, { token }));
    expect(lim.data.results.map((r: { title: string }) => r.title)).toEqual(['Coaching Impact Survey']);
    const asc = await json(await call(`${Q}?order_by=asc&sort_by=title&page_size=100`, { token }));
    const titles = asc.data.results.map((r: { title: string }) => r.title);
    // The quiz list sorts on its title index, in the database's collation: code-point order on PGlite and on CI's
    // C.UTF-8 cluster, so 'IT Report Quiz' comes before 'Integration Quiz' (other files now make such titles). The
    // course and classroom lists sort lower(title); the content lists do not yet (see the closing note of stop 39).
    expect(titles).toEqual([...titles].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const seeded = asc.data.results.find((r: { title: string }) => r.title === 'Leadership Essentials Pre-assessment');
    expect(seeded.can_delete).toBe(false);
    const future = await json(await call(`${Q}?startDate=2099-01-01`, { token }));
    expect(future.data.pagination.total_data).toBe(0);
    expect((await call(`${Q}?questionType=Nope`, { token })).status).toBe(400);
  });

  it('patches with the updated_at it started from and answers 409 when stale', async () => {
    const token = await tokenFor(ADMIN);
    const id = await createQuiz(token);
    const before = (await json(await call(`${Q}/${id}`, { token }))).data;
    const first = await call(`${Q}/${id}`, {
      method: 'PATCH',
      token,
      body: { ...quizBody({ title: 'Renamed' }), questions: before.questions, updated_at: before.updated_at },
    });
    expect(first.status).toBe(200);
    expect((await json(first)).message).toBe('Quiz has been successfully edited');
    const after = (await json(await call(`${Q}/${id}`, { token }))).data;
    expect(after.title).toBe('Renamed');
    expect(after.questions.map((q: { id: number }) => q.id)).toEqual(before.questions.map((q: { id: number }) => q.id));
    expect(after.version).toBe(before.version + 1);
    const stale = await call(`${Q}/${id}`, { method: 'PATCH', token, body: { ...quizBody({ title: 'Late' }), updated_at: before.updated_at } });
    expect(stale.status).toBe(409);
  });

  it('changes a quiz into a LIM survey (questions replaced), and surveys keep no duration or pass grade', async () => {
    const token = await tokenFor(ADMIN);
    const id = await createQuiz(token, { duration: 10, pass_grade: 50 });
    const scale = {
      question: '<p>Rate</p>',
      question_type: 'linear_scale',
      question_objective: 'pre_learner',
      score: 0,
      options: [1, 2, 3, 4, 5].map((n) => ({ code: String(n), no: n, label: '' })),
    };
    const res = await call(`${Q}/${id}`, {
      method: 'PATCH',
      token,
      body: quizBody({ type: 'lim', question_type: 'lim3', duration: 10, pass_grade: 50, questions: [scale] }),
    });
    expect(res.status).toBe(200);
    const got = (await json(await call(`${Q}/${id}`, { token }))).data;
    expect(got).toMatchObject({ type: 'lim', question_type: 'lim3', duration: 0, pass_grade: 0 });
    expect(got.questions).toHaveLength(1);
    expect(got.questions[0]).toMatchObject({ question_type: 'linear_scale', question_objective: 'pre_learner' });
    const badScale = await call(`${Q}/${id}`, {
      method: 'PATCH',
      token,
      body: quizBody({
        type: 'lim',
        question_type: 'lim3',
        questions: [{ ...scale, options: [2, 3, 4, 5, 6].map((n) => ({ code: String(n), no: n, label: '' })) }],
      }),
    });
    expect(badScale.status).toBe(400);
  });

  it('deletes a quiz without attempts and refuses one with attempts', async () => {
    const token = await tokenFor(ADMIN);
    const id = await createQuiz(token);
    const res = await call(`${Q}/${id}`, { method: 'DELETE', token, headers: { origin: baseUrl() } });
    expect(res.status).toBe(200);
    expect((await call(`${Q}/${id}`, { token })).status).toBe(404);
    const seeded = (await json(await call(`${Q}?keyword=Leadership%20Essentials`, { token }))).data.results[0];
    expect((await call(`${Q}/${seeded.id}`, { method: 'DELETE', token, headers: { origin: baseUrl() } })).status).toBe(409);
  });

  it("answers 404 for another organisation's quiz on every quiz endpoint", async () => {
    const acme = await tokenFor(demo.otherOrganization.email, demo.otherOrganization.orgCode);
    const theirs = await createQuiz(acme, { title: 'Acme only' }, ACME_HOST);
    const token = await tokenFor(ADMIN);
    for (const path of ['', '/associates', '/results', '/results/dashboard', '/results/download', '/results/1/user-answer']) {
      expect((await call(`${Q}/${theirs}${path}`, { token })).status, path).toBe(404);
    }
    expect((await call(`${Q}/${theirs}`, { method: 'PATCH', token, body: quizBody() })).status).toBe(404);
    expect((await call(`${Q}/${theirs}`, { method: 'DELETE', token, headers: { origin: baseUrl() } })).status).toBe(404);
    expect((await call(`${Q}/${theirs}/results/1/grade`, { method: 'POST', token, body: { question_id: 1, score: 1 } })).status).toBe(404);
    const ours = await json(await call(`${Q}?keyword=Acme`, { token }));
    expect(ours.data.results).toEqual([]);
  });

  it('serves the constants the islands read', async () => {
    const body = await json(await call(`${Q}/constants`, { token: await tokenFor(RESTRICTED) }));
    expect(body.data.preference_defaults).toMatchObject({
      next_learning_status: 'both',
      duration: 0,
      pass_grade: 0,
      score_selection_type: 'last',
      question_arrangement: 'sequential',
      display_per_page: 'all',
    });
    expect(body.data.objectives.map((o: { value: string }) => o.value)).toEqual(['general', 'pre_learner', 'post_learner', 'pre_manager', 'post_manager']);
    expect(body.data.lim3_start_objective).toBe('pre_learner');
  });
});
