import { describe, expect, it } from 'vitest';
import { ADMIN, baseUrl, call, demo, json, tokenFor } from '../../setup/http';
import { Q } from './helpers';

describe('learner attempt endpoints', () => {
  it('lets a participant start and submit an attempt, scored on the server, and refuses others', async () => {
    const admin = await tokenFor(ADMIN);
    const quiz = (await json(await call(`${Q}?keyword=Leadership%20Essentials`, { token: admin }))).data.results[0];
    const surabaya = (await json(await call(`${Q}/${quiz.id}/associates`, { token: admin }))).data.results.find((r: { batch_title: string }) =>
      r.batch_title.includes('Surabaya'),
    );
    const people = (await json(await call(`${Q}/${quiz.id}/results?relation_id=${surabaya.relation_id}`, { token: admin }))).data.results;
    const learner = people.find((p: { status: string }) => p.status === 'not_done');
    const token = await tokenFor(learner.email);
    const path = `/api/learner/quiz-placements/${surabaya.relation_id}/attempts`;
    expect((await call(path, { method: 'POST', body: {} })).status).toBe(401);
    expect((await call(path, { method: 'POST', token: admin, body: {}, headers: { origin: baseUrl() } })).status).toBe(403);
    const started = await call(path, { method: 'POST', token, body: {}, headers: { origin: baseUrl() } });
    expect(started.status).toBe(201);
    const attempt = (await json(started)).data;
    expect(attempt.questions.length).toBe(7);
    expect(JSON.stringify(attempt)).not.toContain('is_correct');
    const bad = await call(`/api/learner/quiz-attempts/${attempt.id}/submit`, {
      method: 'POST',
      token,
      body: { answers: 'x' },
      headers: { origin: baseUrl() },
    });
    expect(bad.status).toBe(400);
    const notMine = await call(`/api/learner/quiz-attempts/${attempt.id}/submit`, {
      method: 'POST',
      token: admin,
      body: { answers: [] },
      headers: { origin: baseUrl() },
    });
    expect(notMine.status).toBe(404);
    const submitted = await call(`/api/learner/quiz-attempts/${attempt.id}/submit`, {
      method: 'POST',
      token,
      body: { answers: [] },
      headers: { origin: baseUrl() },
    });
    expect(submitted.status).toBe(200);
    expect((await json(submitted)).data).toMatchObject({ status: 'not_passed', score: 0, retake: 1 });
    const after = (
      await json(await call(`${Q}/${quiz.id}/results?relation_id=${surabaya.relation_id}&keyword=${encodeURIComponent(learner.email)}`, { token: admin }))
    ).data.results[0];
    expect(after).toMatchObject({ status: 'not_passed', retake: 1 });
    const acme = await tokenFor(demo.otherOrganization.email, demo.otherOrganization.orgCode);
    expect((await call(path, { method: 'POST', token: acme, body: {}, host: 'console.acme.example' })).status).toBe(404);
  });
});
