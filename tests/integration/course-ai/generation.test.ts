import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fieldsOf, RESTRICTED, tokenFor } from '../../setup/http';
import { api, firstCategoryId } from '../course/helpers';
import { startFakeOpenAi } from './fake-openai';

type Fake = Awaited<ReturnType<typeof startFakeOpenAi>>;
let good: Fake, garbage: Fake, failing: Fake;
let categoryId: number;

beforeAll(async () => {
  [good, garbage, failing, categoryId] = await Promise.all([startFakeOpenAi('good'), startFakeOpenAi('garbage'), startFakeOpenAi('error'), firstCategoryId()]);
});
afterAll(async () => {
  await Promise.all([good?.close(), garbage?.close(), failing?.close()]);
});

// The shared server's demo organisation keeps its ai_course flag off (enabled: false): the routes other test files
// check stay as they are. The calls themselves need only the content-course_ai key.
const settings = (baseUrl: string, over: Record<string, unknown> = {}) => ({
  enabled: false,
  base_url: baseUrl,
  model: 'fake-model',
  api_key: '',
  language: 'english',
  ...over,
});

/** Polls a generation until its job is done or failed (the server's runner polls every second). */
async function settle(ids: { generation_id: number; job_id: number }) {
  for (let i = 0; i < 150; i++) {
    const res = await api(`/api/cms/generate-course/${ids.generation_id}/${ids.job_id}`);
    expect(res.status).toBe(200);
    if (res.body.data.state === 'done' || res.body.data.state === 'failed') return res.body.data;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('generation did not settle');
}

const request = { topic: 'Customer complaints', level: 'intermediate', language: 'bahasa', sections: 2 };

describe('AI course: none configured', () => {
  it('says so plainly: settings not configured, generation refused with 409', async () => {
    const got = await api('/api/cms/course-ai/settings', { acme: true });
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ configured: false, has_api_key: false, base_url: '' });
    const refused = await api('/api/cms/generate-course-outline', { method: 'POST', body: request, acme: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('AI not configured');
    expect(refused.body.message).toContain('No AI endpoint is configured for this organisation');
  });

  it('needs a session and the content-course_ai key', async () => {
    expect((await call('/api/cms/generate-course-outline', { method: 'POST', body: request })).status).toBe(401);
    const restricted = await call('/api/cms/course-ai/settings', { token: await tokenFor(RESTRICTED) });
    expect(restricted.status).toBe(403);
  });
});

describe('AI course: against a local OpenAI-compatible endpoint', () => {
  let generation: { generation_id: number; job_id: number };
  let outline: { title: string; description: string; sections: { title: string; summary: string; contents: { type: string; title: string }[] }[] };
  let generated: {
    title: string;
    description: string;
    sections: { title: string; contents: { type: string; title: string; text: string; items: unknown[] }[] }[];
  };
  let courseId: number;

  it('stores the settings with the key sealed and never answered; validates the URL; tests the connection', async () => {
    const first = await api('/api/cms/course-ai/settings', { method: 'PUT', body: settings(good.baseUrl) });
    expect(first.status).toBe(200);
    const saved = await api('/api/cms/course-ai/settings', { method: 'PUT', body: settings(`${good.baseUrl}/chat/completions`, { api_key: 'sk-test-123' }) });
    expect(saved.status).toBe(200);
    const got = (await api('/api/cms/course-ai/settings')).body.data;
    expect(got).toMatchObject({ configured: true, enabled: false, base_url: good.baseUrl, model: 'fake-model', has_api_key: true });
    expect(JSON.stringify(got)).not.toContain('sk-test-123');
    const plain = await api('/api/cms/course-ai/settings', { method: 'PUT', body: settings('http://ai.example.com/v1') });
    expect(plain.status).toBe(400);
    expect(fieldsOf(plain.body).base_url).toContain('https');
    const test = await api('/api/cms/course-ai/settings/test', { method: 'POST', body: settings(good.baseUrl) });
    expect(test.body.data).toEqual({ ok: true, message: 'The endpoint answered with model fake-model.' });
    expect(good.seen.at(-1)?.authorization).toBe('Bearer sk-test-123');
    const bad = await api('/api/cms/course-ai/settings/test', { method: 'POST', body: settings(failing.baseUrl) });
    expect(bad.body.data.ok).toBe(false);
    expect(bad.body.data.message).toContain('The AI endpoint answered 500');
  });

  it('validates the outline request per field', async () => {
    const res = await api('/api/cms/generate-course-outline', { method: 'POST', body: { ...request, topic: ' ', sections: 0, language: 'french' } });
    expect(res.status).toBe(400);
    const f = fieldsOf(res.body);
    expect(f.topic).toBe('Topic is required');
    expect(f.sections).toBe('Between 1 and 12 sections');
    expect(f.language).toBeTruthy();
  });

  it('generates an outline in a background job with a strict JSON-schema request', async () => {
    const started = await api('/api/cms/generate-course-outline', { method: 'POST', body: request });
    expect(started.status).toBe(202);
    generation = started.body.data;
    const status = await settle(generation);
    expect(status).toMatchObject({ kind: 'outline', state: 'done', progress: 100, error: null });
    outline = status.result;
    expect(outline.title).toBe('Mastering Customer complaints');
    expect(outline.sections.map((s) => s.title)).toEqual(['Part 1', 'Part 2']);
    const asked = good.seen.find((r) => r.body.response_format?.json_schema?.name === 'course_outline')!;
    expect(asked.path).toBe('/v1/chat/completions');
    expect(asked.authorization).toBe('Bearer sk-test-123');
    expect(asked.body.model).toBe('fake-model');
    expect(asked.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
    expect(asked.body.messages[0].content).toContain('Bahasa Indonesia');
    expect(asked.body.messages[1].content).toContain('exactly 2');
  });

  it("hides another organisation's generation (404) and a job that is not the generation's", async () => {
    expect((await api(`/api/cms/generate-course/${generation.generation_id}/${generation.job_id}`, { acme: true })).status).toBe(404);
    expect((await api(`/api/cms/generate-course/${generation.generation_id}/${generation.job_id + 100000}`)).status).toBe(404);
    const foreign = await api('/api/cms/generate-course-content', { method: 'POST', body: { generation_id: generation.generation_id, outline }, acme: true });
    expect(foreign.status).toBe(404);
  });

  it("generates the edited outline's contents section by section, keeping the admin's titles", async () => {
    const edited = {
      ...outline,
      sections: [
        { ...outline.sections[0], title: 'Listening first', contents: [{ type: 'flashcard', title: 'Key phrases' }, ...outline.sections[0].contents] },
        { ...outline.sections[1], contents: outline.sections[1].contents.slice(0, 1) },
      ],
    };
    const started = await api('/api/cms/generate-course-content', { method: 'POST', body: { generation_id: generation.generation_id, outline: edited } });
    expect(started.status).toBe(202);
    expect(started.body.data.generation_id).toBe(generation.generation_id);
    const status = await settle(started.body.data);
    expect(status).toMatchObject({ kind: 'content', state: 'done', progress: 100 });
    generated = status.result;
    expect(generated.sections.map((s) => s.title)).toEqual(['Listening first', 'Part 2']);
    expect(generated.sections[0].contents.map((c) => [c.type, c.title])).toEqual([
      ['flashcard', 'Key phrases'],
      ['pdf', 'Reading 1'],
      ['multiple_choice', 'Check 1'],
    ]);
    expect(generated.sections[0].contents[0].items).toHaveLength(1);
    expect(good.seen.filter((r) => r.body.response_format?.json_schema?.name === 'section_contents')).toHaveLength(2);
  });

  it('saves the edited result as a course through the wizard (complete, AI-marked), then edits it', async () => {
    const result = { ...generated, title: 'Handling Complaints (AI)' };
    result.sections[1].contents[0] = { ...result.sections[1].contents[0], text: 'Edited by the admin.' };
    const body = {
      generation_id: generation.generation_id,
      category_id: categoryId,
      level: 'intermediate',
      status: 'draft',
      language: 'bahasa',
      course: result,
    };
    const bad = await api('/api/cms/v2/course-ai', { method: 'POST', body: { ...body, category_id: 99999999 } });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body).category_id).toBe('Choose a category from the list');
    const saved = await api('/api/cms/v2/course-ai', { method: 'POST', body });
    expect(saved.status).toBe(201);
    expect(saved.body.data.steps_done).toBe(3);
    courseId = saved.body.data.id;
    expect((await api('/api/cms/v2/course-ai', { method: 'POST', body })).status).toBe(409);

    const regular = (await api(`/api/cms/v2/course/${courseId}`)).body.data;
    expect(regular).toMatchObject({ title: 'Handling Complaints (AI)', level: 'intermediate', steps_done: 3, category_id: categoryId });
    expect(regular.sections.map((s: { title: string }) => s.title)).toEqual(['Listening first', 'Part 2']);
    const ai = (await api(`/api/cms/v2/course-ai/${courseId}`)).body.data;
    expect(ai).toMatchObject({ language: 'bahasa', topic: 'Customer complaints' });
    expect(ai.course.sections[1].contents[0].text).toBe('Edited by the admin.');
    expect(ai.course.description).toBe(generated.description);
    expect((await api(`/api/cms/v2/course-ai/${courseId}`, { acme: true })).status).toBe(404);

    const renamed = {
      ...ai.course,
      sections: [...ai.course.sections, { title: 'Wrap-up', contents: [{ type: 'essay', title: 'Reflect', text: 'Write.', items: [] }] }],
    };
    const patch = { ...body, generation_id: null, course: renamed, updated_at: ai.updated_at };
    const edited = await api(`/api/cms/v2/course-ai/${courseId}`, { method: 'PATCH', body: patch });
    expect(edited.status).toBe(200);
    expect((await api(`/api/cms/v2/course-ai/${courseId}`, { method: 'PATCH', body: patch })).status).toBe(409);
    expect((await api(`/api/cms/v2/course-ai/${courseId}`, { method: 'PATCH', body: patch, acme: true })).status).toBe(404);
    const after = (await api(`/api/cms/v2/course-ai/${courseId}`)).body.data;
    expect(after.course.sections.map((s: { title: string }) => s.title)).toEqual(['Listening first', 'Part 2', 'Wrap-up']);
    expect(after.course.sections[2].contents[0]).toMatchObject({ type: 'essay', title: 'Reflect' });
  });

  it('a malformed answer fails the job with a clear message after the retry', { timeout: 60_000 }, async () => {
    expect((await api('/api/cms/course-ai/settings', { method: 'PUT', body: settings(garbage.baseUrl) })).status).toBe(200);
    const started = await api('/api/cms/generate-course-outline', { method: 'POST', body: request });
    const status = await settle(started.body.data);
    expect(status.state).toBe('failed');
    expect(status.error).toBe('The AI endpoint did not answer JSON in the agreed shape.');
    expect(garbage.seen.length).toBe(2); // the runner's back-off retried once
  });

  it('an endpoint answering 500 fails the job with its status and message', { timeout: 60_000 }, async () => {
    expect((await api('/api/cms/course-ai/settings', { method: 'PUT', body: settings(failing.baseUrl) })).status).toBe(200);
    const before = failing.seen.length;
    const started = await api('/api/cms/generate-course-outline', { method: 'POST', body: request });
    const status = await settle(started.body.data);
    expect(status.state).toBe('failed');
    expect(status.error).toBe('The AI endpoint answered 500: {"error":{"message":"The server had an error while processing your request."}}');
    expect(failing.seen.length - before).toBe(2);
  });
});
