// Setting › Content through the built server (issue 30, docs/decisions/0132): the key, validation field by field,
// each organisation's own setting, and the course wizard's page starting from it. Writes go to the second demo
// organisation (ACME) with review left off, and are put back: other files publish courses of the demo organisation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_HOST, acmeCall, acmeToken, adminCall, call, fieldMessages, json, RESTRICTED, callAs, type Loose } from '../../setup/http';

const PATH = '/api/setting/content';
const acmeSetting = async () => (await json(await acmeCall(PATH))).data as Loose;
const body = (s: Loose, over: Record<string, unknown> = {}) => {
  const { options: _options, thumbnail_url: _url, ...values } = s;
  return { ...values, ...over };
};

let original: Loose;
beforeAll(async () => {
  original = await acmeSetting();
});
afterAll(async () => {
  const now = await acmeSetting();
  expect((await acmeCall(PATH, { method: 'PUT', body: body(original, { updated_at: now.updated_at }) })).status).toBe(200);
});

describe('content setting API', () => {
  it('answers 401 without a session and 403 without the setting-content key', async () => {
    expect((await call(PATH)).status).toBe(401);
    expect((await callAs(RESTRICTED, PATH)).status).toBe(403);
    expect((await callAs(RESTRICTED, PATH, { method: 'PUT', body: {} })).status).toBe(403);
  });

  it('refuses bad input field by field', async () => {
    const s = await acmeSetting();
    expect(await fieldMessages(await acmeCall(PATH, { method: 'PUT', body: body(s, { thumbnail_default: null }) }))).toEqual({
      thumbnail_default: 'Choose one of the default thumbnails or upload an image',
    });
    expect(await fieldMessages(await acmeCall(PATH, { method: 'PUT', body: body(s, { review_required: true, review_role_id: null }) }))).toEqual({
      review_role_id: 'Review role is required when content needs review',
    });
    expect(await fieldMessages(await acmeCall(PATH, { method: 'PUT', body: body(s, { learning_order: 'shuffled' }) }))).toHaveProperty('learning_order');
    expect((await acmeCall(PATH, { method: 'PUT', body: body(s, { extra: true }) })).status).toBe(400);
  });

  it("keeps each organisation's setting its own: the demo's templates and roles are refused at ACME, never shown there", async () => {
    const demo = (await json(await adminCall(PATH))).data as Loose;
    const demoTemplate = demo.options.certificates[2][0]?.id as number | undefined;
    const demoRole = demo.options.roles[0].id as number;
    const acme = await acmeSetting();
    expect(acme.options.roles.map((r: Loose) => r.id)).not.toContain(demoRole);
    if (demoTemplate) {
      expect(acme.options.certificates[2].map((t: Loose) => t.id)).not.toContain(demoTemplate);
      expect(await fieldMessages(await acmeCall(PATH, { method: 'PUT', body: body(acme, { certificate_course_id: demoTemplate }) }))).toEqual({
        certificate_course_id: "Choose one of the organization's course certificate templates",
      });
    }
    expect(await fieldMessages(await acmeCall(PATH, { method: 'PUT', body: body(acme, { review_required: true, review_role_id: demoRole }) }))).toEqual({
      review_role_id: "Choose one of the organization's roles",
    });
    // A host no organisation has is a 404, as for every call.
    expect((await call(PATH, { host: 'console.unknown.example', token: await acmeToken() })).status).toBe(404);
  });

  it("saves ACME's defaults (a stale save is 409), and ACME's course wizard starts with them while the demo's does not", async () => {
    const s = await acmeSetting();
    const saved = await acmeCall(PATH, { method: 'PUT', body: body(s, { thumbnail_default: 4, learning_order: 'random', allow_download: false }) });
    expect(saved.status).toBe(200);
    expect((await json(saved)).message).toBe('Content setting has been successfully edited.');
    expect(await acmeSetting()).toMatchObject({
      thumbnail_default: 4,
      thumbnail_url: '/course-thumbnails/default-4.svg',
      learning_order: 'random',
      allow_download: false,
    });
    expect((await acmeCall(PATH, { method: 'PUT', body: body(s, { thumbnail_default: 2 }) })).status).toBe(409);
    const page = await call('/course/create', { host: ACME_HOST, cookie: `console_session=${await acmeToken()}` });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<input[^>]*checked[^>]*aria-label="Default thumbnail 4"|<input[^>]*aria-label="Default thumbnail 4"[^>]*checked/);
    expect((await json(await adminCall(PATH))).data.thumbnail_default).not.toBe(4);
  });
});

describe('learner content rules', () => {
  it("tells a signed-in learner of ACME whether files may be downloaded, from ACME's setting; 401 without a session", async () => {
    expect((await call('/api/learner/content-rules')).status).toBe(401);
    const s = await acmeSetting();
    expect((await acmeCall(PATH, { method: 'PUT', body: body(s, { allow_download: false }) })).status).toBe(200);
    expect((await json(await acmeCall('/api/learner/content-rules'))).data).toEqual({ allow_download: false, learning_order: s.learning_order });
    const now = await acmeSetting();
    expect((await acmeCall(PATH, { method: 'PUT', body: body(now, { allow_download: true }) })).status).toBe(200);
    expect((await json(await acmeCall('/api/learner/content-rules'))).data.allow_download).toBe(true);
  });
});
