// A user's unfinished resumable uploads are capped, in number and in declared bytes (issue 25 item 3): a client cannot
// reserve 300 × 2000 MB. Its own server with small caps (UPLOAD_MAX_OPEN, UPLOAD_MAX_OPEN_MB), so the walk stays cheap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../fixtures/images';
import { demo } from '../../setup/http';
import { startServer, type RunningServer } from '../../setup/server';
import { metadata, OCTETS, TUS } from './tus';

const MB = 1024 * 1024;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer('uploadcaps', { UPLOAD_MAX_OPEN: '3', UPLOAD_MAX_OPEN_MB: '3000' });
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

async function signIn(email: string) {
  const res = await fetch(`${server.baseUrl}/api/v3/cms/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: demo.password, org_code: demo.orgCode }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const tus = (token: string, method: string, urlPath: string, headers: Record<string, string>, body?: Buffer) =>
  fetch(server.baseUrl + urlPath, { method, headers: { authorization: `Bearer ${token}`, ...headers }, body: body ? new Uint8Array(body) : undefined });

/** POST /api/uploads: the answer, and the upload's path. */
async function create(token: string, length: number, folder = 'video', filename = 'lecture.mp4') {
  const res = await tus(token, 'POST', '/api/uploads', { ...TUS, 'upload-length': String(length), 'upload-metadata': metadata({ folder, filename }) });
  return { res, location: res.headers.get('location') ?? '' };
}

describe("a user's unfinished uploads are capped", () => {
  it('refuses a fourth unfinished upload (429) and one that would reserve more than the bytes allowed (413), in the envelope, speaking tus', async () => {
    const token = await signIn(demo.accounts[0].email);
    const big = await create(token, 2000 * MB);
    expect(big.res.status).toBe(201);
    // 2000 + 1500 MB is more than the 3000 MB a user may have waiting.
    const tooMuch = await create(token, 1500 * MB);
    expect(tooMuch.res.status).toBe(413);
    expect(tooMuch.res.headers.get('tus-resumable')).toBe('1.0.0');
    expect(await tooMuch.res.json()).toMatchObject({
      success: false,
      message: 'Your unfinished uploads would come to more than 3000 MB. Finish or cancel one of them first.',
    });
    expect((await create(token, 900 * MB)).res.status).toBe(201);
    const small = await create(token, 10);
    expect(small.res.status).toBe(201);

    const fourth = await create(token, 10);
    expect(fourth.res.status).toBe(429);
    expect(fourth.res.headers.get('tus-resumable')).toBe('1.0.0');
    expect(await fourth.res.json()).toMatchObject({
      success: false,
      message: 'You have 3 unfinished uploads. Finish or cancel one of them first.',
    });

    // Another user has caps of their own.
    expect((await create(await signIn(demo.accounts[2].email), 10)).res.status).toBe(201);
    // Cancelling one makes room again.
    expect((await tus(token, 'DELETE', big.location, TUS)).status).toBe(204);
    expect((await create(token, 10)).res.status).toBe(201);
  });

  it('counts only unfinished uploads: a complete one makes room', async () => {
    const token = await signIn(demo.accounts[2].email);
    const png = pngBytes(8, 8);
    const started = await create(token, png.length, 'image', 'dot.png');
    expect(started.res.status).toBe(201);
    expect((await create(token, 10)).res.status).toBe(201);
    // Three open now (one from the walk above): full.
    expect((await create(token, 10)).res.status).toBe(429);
    const done = await tus(token, 'PATCH', started.location, { ...OCTETS, 'upload-offset': '0' }, png);
    expect(done.status).toBe(204);
    expect((await create(token, 10)).res.status).toBe(201);
  });
});
