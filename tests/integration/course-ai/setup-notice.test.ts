// /course/create/ai with the ai_course flag on: while no AI endpoint is configured the page says so (the setup
// notice and the endpoint settings, open); once one is, it shows the builder. The shared server's organisations
// cannot be in the first state (the settings call that turns the flag on also configures the endpoint), so this file
// runs a server of its own on a database prepared with one organisation in that state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../setup/server';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUserWithKeys } from '../../../src/features/account/testing';
import { PERMISSION_KEYS } from '../../../src/lib/permissions';

const ORG = 'AISETUP';
const EMAIL = 'admin@aisetup.example';
const PASSWORD = 'Ai-Setup-Notice-2026';
let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startServer(
    'ai-setup',
    {},
    {
      prepare: async (db) => {
        const org = await insertOrganization(db, { orgCode: ORG, title: 'AI Setup Academy', isDefault: true, features: { ai_course: true } });
        await insertUserWithKeys(db, {
          organizationId: org.id,
          email: EMAIL,
          fullName: 'AI Setup Admin',
          rule: 'admin',
          password: PASSWORD,
          keys: PERMISSION_KEYS,
        });
      },
    },
  );
  const res = await fetch(`${server.baseUrl}/api/v3/cms/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: EMAIL, password: PASSWORD, org_code: ORG }),
  });
  expect(res.status).toBe(200);
  token = ((await res.json()) as { data: { token: string } }).data.token;
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

const page = async (path: string) => {
  const res = await fetch(server.baseUrl + path, { headers: { cookie: `console_session=${token}` }, redirect: 'manual' });
  return { status: res.status, html: await res.text() };
};

describe('/course/create/ai and the AI endpoint', () => {
  it('says plainly that no AI endpoint is configured, with the link to set one and the settings open', async () => {
    const { status, html } = await page('/course/create/ai');
    expect(status).toBe(200);
    expect(html).toContain('Create Course with AI');
    expect(html).toContain('No AI endpoint is configured for this organisation.');
    expect(html).toContain('Courses cannot be generated until one is set.');
    expect(html).toMatch(/<a href="\/course\/create\/ai#ai-endpoint"[^>]*>Set up the AI endpoint<\/a>/);
    expect(html).toMatch(/<details[^>]*id="ai-endpoint"[^>]*open/);
    expect(html).not.toContain('Generate outline');
  });

  it('shows the builder once an endpoint is configured, and the settings closed', async () => {
    const res = await fetch(`${server.baseUrl}/api/cms/course-ai/settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true, base_url: 'http://127.0.0.1:9/v1', model: 'fake-model', api_key: '', language: 'english' }),
    });
    expect(res.status).toBe(200);
    const { status, html } = await page('/course/create/ai');
    expect(status).toBe(200);
    expect(html).not.toContain('No AI endpoint is configured');
    expect(html).toContain('Generate outline');
    expect(html).not.toMatch(/<details[^>]*id="ai-endpoint"[^>]*open/);
  });

  it('saves the switch without an endpoint: blank Base URL and Model remove the stored one, and the notice is back', async () => {
    const put = (body: Record<string, unknown>) =>
      fetch(`${server.baseUrl}/api/cms/course-ai/settings`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // One without the other is refused, field by field.
    const half = await put({ enabled: true, base_url: 'http://127.0.0.1:9/v1', model: '' });
    expect(half.status).toBe(400);
    expect(JSON.stringify(await half.json())).toContain('Model is required with a base URL');
    const other = await put({ enabled: true, base_url: '', model: 'fake-model' });
    expect(other.status).toBe(400);
    expect(JSON.stringify(await other.json())).toContain('Base URL is required with a model');
    // The switch alone (the AI Chat page's checkbox with the fields blank).
    const alone = await put({ enabled: true, base_url: '', model: '', api_key: '' });
    expect(alone.status).toBe(200);
    expect(((await alone.json()) as { data: { updated_at: string | null } }).data.updated_at).toBeNull();
    const got = await fetch(`${server.baseUrl}/api/cms/course-ai/settings`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await got.json()) as { data: unknown }).data).toMatchObject({ configured: false, enabled: true, base_url: '', model: '', has_api_key: false });
    const { html } = await page('/course/create/ai');
    expect(html).toContain('No AI endpoint is configured for this organisation.');
    // Test connection needs an endpoint to try.
    const test = await fetch(`${server.baseUrl}/api/cms/course-ai/settings/test`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true }),
    });
    expect(test.status).toBe(400);
    expect(JSON.stringify(await test.json())).toContain('Enter a base URL and a model to test');
    // With the flag on, the course list offers the AI create beside Create Course.
    const list = await page('/course');
    expect(list.html).toContain('Create Course with AI');
    expect(list.html).toContain('/course/create/ai');
  });
});
