// The popup's image and the channel's cover (both ImageField uploads to the 'covers' folder) judged by their bytes:
// a text or a PDF named .png or .jpg is refused with the spec's message and nothing reaches storage. Its own server,
// with its storage folder here, so that "nothing stored" is looked at, not assumed.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../fixtures/images';
import { demo } from '../../setup/http';
import { startServer, type RunningServer } from '../../setup/server';

let storageDir: string;
let server: RunningServer;
let token: string;

beforeAll(async () => {
  storageDir = mkdtempSync(path.join(os.tmpdir(), 'console-cover-bytes-'));
  server = await startServer('coverbytes', { STORAGE_DRIVER: 'disk', STORAGE_DIR: storageDir });
  const res = await fetch(`${server.baseUrl}/api/v3/cms/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: demo.accounts[0].email, password: demo.password, org_code: demo.orgCode }),
  });
  token = ((await res.json()) as { data: { token: string } }).data.token;
}, 300_000);
afterAll(async () => {
  await server?.stop();
  if (storageDir) rmSync(storageDir, { recursive: true, force: true });
});

/** Every file the server has stored under the demo organisation's covers folder. */
const storedCovers = (): string[] => {
  try {
    return readdirSync(path.join(storageDir, demo.orgCode, 'covers'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
};

/** The image field's call: one multipart upload to the covers folder. */
async function uploadCover(bytes: Buffer, name: string) {
  const form = new FormData();
  form.set('folder', 'covers');
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${server.baseUrl}/api/storage/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as { success: boolean; error?: string; message: unknown; data?: { id: number } } };
}

/** A JSON call as the admin (node:http: the answers of the guards are read, redirects are not followed). */
function post(urlPath: string, body: unknown): Promise<{ status: number; json: { data: { id: number } } }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL(server.baseUrl + urlPath),
      {
        method: 'POST',
        agent: false,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

const day = (n: number) => new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

/** What each form saves with its image, given the stored file (or null). */
const AREAS = [
  {
    area: 'popup image',
    save: (image: unknown) =>
      post('/api/popups', {
        title: `Cover bytes popup ${Date.now()}`,
        body: '<p>Hi</p>',
        image,
        audience: 'everyone',
        start_date: day(0),
        end_date: day(7),
        is_active: true,
      }),
  },
  {
    area: 'channel cover',
    save: (cover: unknown) =>
      post('/api/channels', { title: `Cover bytes channel ${Date.now()} ${Math.random()}`, description: '', cover, visibility: 'public', items: [] }),
  },
];

describe.each(AREAS)('the $area judged by its bytes', ({ save }) => {
  it('refuses a text named .png and a PDF named .jpg with the spec message (415), and stores nothing', async () => {
    const before = storedCovers();
    const pdf = await readFile('src/db/seed/media/demo-document.pdf');
    for (const [bytes, name] of [
      [Buffer.from('This is a meeting note, not a picture.\n'.repeat(40)), 'banner.png'],
      [pdf, 'banner.jpg'],
    ] as const) {
      const refused = await uploadCover(bytes, name);
      expect(refused.status, name).toBe(415);
      expect(refused.body).toEqual({ success: false, error: 'Unsupported Media Type', message: 'Mime types not accepted' });
      expect(refused.body.data).toBeUndefined();
    }
    expect(storedCovers()).toEqual(before);

    // The same call with a real image stores it where the check above looked, and the form saves with it.
    const good = await uploadCover(pngBytes(320, 180), 'banner.png');
    expect(good.status).toBe(201);
    expect(storedCovers()).toHaveLength(before.length + 1);
    const saved = await save(good.body.data);
    expect(saved.status).toBe(201);
  });
});
