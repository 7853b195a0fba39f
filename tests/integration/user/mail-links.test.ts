// The address in an e-mailed link (docs/decisions/0105): CONSOLE_URL when that address serves the person's
// organisation, else the organisation's url_domain (https), else the address of a request on a loopback name; never
// the Host header of a request from elsewhere, and no e-mail at all when none of these exists. Two consoles of this
// file's own, each pointed at a real SMTP server started here, on a database with two organisations: HOME (the
// default, no url_domain) and SECOND (url_domain console.second.example).
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUser, insertUserWithKeys } from '../../../src/features/account/testing';
import { PERMISSION_KEYS } from '../../../src/lib/permissions';
import { startServer, type RunningServer } from '../../setup/server';
import { startInbox, type Inbox } from '../../setup/smtp-inbox';
import { STRONG } from './helpers';

const SECOND_HOST = 'console.second.example';
const PASSWORD = 'Hosts-And-Links-2026';
const people = {
  home: { orgCode: 'HOME', admin: 'admin@home.example', person: 'person@home.example', name: 'Hana Home' },
  second: { orgCode: 'SECOND', admin: 'admin@second.example', person: 'person@second.example', name: 'Sekar Second' },
};

let inbox: Inbox;

async function prepare(db: Db) {
  const home = await insertOrganization(db, { orgCode: 'HOME', title: 'Home Academy', isDefault: true, urlDomain: null });
  const second = await insertOrganization(db, { orgCode: 'SECOND', title: 'Second Academy', urlDomain: SECOND_HOST });
  for (const [org, p] of [
    [home, people.home],
    [second, people.second],
  ] as const) {
    await insertUserWithKeys(db, { organizationId: org.id, email: p.admin, rule: 'admin', password: PASSWORD, keys: PERMISSION_KEYS });
    await insertUser(db, { organizationId: org.id, email: p.person, fullName: p.name, password: STRONG });
  }
}

interface Answer {
  status: number;
  json: { success: boolean; message: unknown; data: never };
  text: string;
}

/** A request to `server` with the Host header chosen by the test. */
function send(server: RunningServer, path: string, options: { host?: string; method?: string; body?: unknown; token?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.host) headers.host = options.host;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (body) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(server.baseUrl + path), { method: options.method ?? 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json = {} as Answer['json'];
        try {
          json = JSON.parse(text) as Answer['json'];
        } catch {
          /* a page */
        }
        resolve({ status: res.statusCode ?? 0, json, text });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function signIn(server: RunningServer, who: typeof people.home, host?: string): Promise<string> {
  const res = await send(server, '/api/v3/cms/auth/login', { host, method: 'POST', body: { username: who.admin, password: PASSWORD, org_code: who.orgCode } });
  expect(res.status).toBe(200);
  return (res.json.data as { token: string }).token;
}

async function idOf(server: RunningServer, token: string, email: string, host?: string): Promise<number> {
  const res = await send(server, `/api/cms/users?keyword=${encodeURIComponent(email)}`, { token, host });
  return (res.json.data as { results: { id: number }[] }).results[0].id;
}

/** Waits for the message to `to` and answers the link in it. */
const linkFor = (to: string) => inbox.linkTo(to);

/** Opens a link's page on the test server, with the link's own host: it must greet the person. */
async function opens(server: RunningServer, link: URL, name: string) {
  const page = await send(server, link.pathname + link.search, { host: link.host });
  expect(page.status).toBe(200);
  expect(page.text).toContain(name);
}

/** Nothing was sent or written: no link pending, no audit entry of a send. */
async function nothingWritten(server: RunningServer, token: string, id: number, email: string, host?: string) {
  const detail = await send(server, `/api/cms/users/${id}`, { token, host });
  expect((detail.json.data as { pending_link: unknown }).pending_link).toBeNull();
  const audit = await send(server, `/api/cms/users/${id}/audit`, { token, host });
  expect((audit.json.data as { results: { action: string }[] }).results.map((r) => r.action)).not.toContain('send-password-reset');
  // A message goes out inside the request (docs/decisions/0077), so one sent would be here by now.
  expect(inbox.mails.filter((m) => m.to === email)).toEqual([]);
}

beforeAll(async () => {
  inbox = await startInbox();
});

afterAll(async () => {
  await inbox?.close();
});

describe('without CONSOLE_URL, the default organisation answering any host (DEFAULT_ORG_ANY_HOST=1)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer('mail-links-any', { SMTP_URL: inbox.url, DEFAULT_ORG_ANY_HOST: '1' }, { prepare });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses to e-mail a link under a foreign Host it cannot vouch for, and sends and writes nothing', async () => {
    const token = await signIn(server, people.home);
    const id = await idOf(server, token, people.home.person);
    const res = await send(server, `/api/cms/users/${id}/password-reset`, { host: 'evil.example', method: 'POST', token });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      'The console does not know its public address, so it cannot put a link in an e-mail. Ask the server administrator to set CONSOLE_URL.',
    );
    await nothingWritten(server, token, id, people.home.person);
    // An invitation asked the same way creates nobody.
    const invited = await send(server, '/api/cms/users', {
      host: 'evil.example',
      method: 'POST',
      token,
      body: { full_name: 'Not Invited', email: 'invitee@home.example', access: 'invite' },
    });
    expect(invited.status).toBe(409);
    const found = await send(server, '/api/cms/users?keyword=invitee%40home.example', { token });
    expect((found.json.data as { results: unknown[] }).results).toEqual([]);
  });

  it('links to the address of a request on a loopback name (npm start on http://localhost:4321)', async () => {
    const token = await signIn(server, people.home);
    const id = await idOf(server, token, people.home.person);
    const res = await send(server, `/api/cms/users/${id}/password-reset`, { method: 'POST', token });
    expect(res.status).toBe(200);
    const link = await linkFor(people.home.person);
    expect(link.origin).toBe(server.baseUrl);
    await opens(server, link, people.home.name);
  });

  it("links to the organisation's registered host over https, whatever host the request named", async () => {
    const token = await signIn(server, people.second, SECOND_HOST);
    const id = await idOf(server, token, people.second.person, SECOND_HOST);
    const res = await send(server, `/api/cms/users/${id}/password-reset`, { host: `${SECOND_HOST}:8080`, method: 'POST', token });
    expect(res.status).toBe(200);
    const link = await linkFor(people.second.person);
    expect(link.origin).toBe(`https://${SECOND_HOST}`);
    await opens(server, link, people.second.name);
  });
});

describe('with CONSOLE_URL', () => {
  const CONSOLE_URL = 'https://console.academy.example';
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer('mail-links-url', { SMTP_URL: inbox.url, CONSOLE_URL: `${CONSOLE_URL}/` }, { prepare });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 404 to a foreign Host and e-mails nothing', async () => {
    const token = await signIn(server, people.home);
    const id = await idOf(server, token, people.home.person);
    const res = await send(server, `/api/cms/users/${id}/password-reset`, { host: 'evil.example', method: 'POST', token });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('No organisation is served at this address.');
    await nothingWritten(server, token, id, people.home.person);
  });

  it("serves the default organisation on CONSOLE_URL's host and links there, also for a request on a loopback name", async () => {
    const token = await signIn(server, people.home, 'console.academy.example');
    const id = await idOf(server, token, people.home.person, 'console.academy.example');
    expect((await send(server, `/api/cms/users/${id}/password-reset`, { host: 'console.academy.example', method: 'POST', token })).status).toBe(200);
    const link = await linkFor(people.home.person);
    expect(link.origin).toBe(CONSOLE_URL);
    await opens(server, link, people.home.name);
    const local = await signIn(server, people.home);
    expect((await send(server, `/api/cms/users/${id}/password-reset`, { method: 'POST', token: local })).status).toBe(200);
    expect((await linkFor(people.home.person)).origin).toBe(CONSOLE_URL);
  });

  it("links another organisation's people to that organisation's own host, which CONSOLE_URL does not serve", async () => {
    const token = await signIn(server, people.second, SECOND_HOST);
    const id = await idOf(server, token, people.second.person, SECOND_HOST);
    expect((await send(server, `/api/cms/users/${id}/password-reset`, { host: SECOND_HOST, method: 'POST', token })).status).toBe(200);
    const link = await linkFor(people.second.person);
    expect(link.origin).toBe(`https://${SECOND_HOST}`);
    await opens(server, link, people.second.name);
  });
});
