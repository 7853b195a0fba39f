// A document's download through the console with STORAGE_DRIVER=s3 (decision 0081): its own server stores files in
// s3rver started here; a large file answers 302 to a presigned link that serves its bytes, a small one streams through
// the console, and the link is never given to a caller without the area's key or from another organisation.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../setup/http';
import { startServer, type RunningServer } from '../../setup/server';
import { underLoad } from '../../setup/wait';

const BUCKET = 'console-files';
const MB = 1024 * 1024;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let scratch: string;
let s3rver: { run(): Promise<{ port: number }>; close(): Promise<void> };
let s3Port: number;
let server: RunningServer;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'console-s3-download-'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: scratch, configureBuckets: [{ name: BUCKET }] });
  s3Port = (await s3rver.run()).port;
  server = await startServer('s3download', {
    STORAGE_DRIVER: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  });
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await s3rver?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request to the console, redirects not followed, with a Host header (the organisation) when asked. */
function send(method: string, urlPath: string, options: { token?: string; host?: string; body?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.host) headers.host = options.host;
  if (options.body) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(options.body)) });
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(server.baseUrl + urlPath), { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)])),
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}
const data = (a: Answer) => JSON.parse(a.body.toString('utf8')).data;

async function signIn(email: string, orgCode = demo.orgCode, host?: string): Promise<string> {
  const res = await send('POST', '/api/v3/cms/auth/login', { host, body: JSON.stringify({ username: email, password: demo.password, org_code: orgCode }) });
  expect(res.status, `sign-in of ${email}`).toBe(200);
  return data(res).token;
}

/**
 * The demo PDF grown past the presign threshold: a comment of random text after its end, then the same startxref
 * again, so that it stays a PDF every reader (and the page-count job) opens.
 */
async function largePdf(): Promise<Buffer> {
  const pdf = await readFile('src/db/seed/media/demo-document.pdf');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(pdf.toString('latin1'))![1];
  return Buffer.concat([pdf, Buffer.from(`\n%${randomBytes(4.5 * MB).toString('hex')}\nstartxref\n${startxref}\n%%EOF\n`, 'latin1')]);
}

// The console converts its seeded documents in the background meanwhile: each test's budget stretches with the load.
describe('a document download with STORAGE_DRIVER=s3', { timeout: underLoad(30_000) }, () => {
  it(
    'answers 302 to a presigned link for a large file, which serves its bytes under its name; only to callers with the key',
    async () => {
      const admin = await signIn(demo.accounts[0].email);
      const bytes = await largePdf();
      expect(bytes.length).toBeGreaterThan(8 * MB);

      // The form's way in: the multipart upload (checked by its bytes) and the create call.
      const form = new FormData();
      form.set('folder', 'pdf');
      form.set('file', new Blob([new Uint8Array(bytes)]), 'Annual Safety Report.pdf');
      const uploaded = await fetch(`${server.baseUrl}/api/storage/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${admin}` } });
      expect(uploaded.status).toBe(201);
      const file = ((await uploaded.json()) as { data: { id: number; full_path: string } }).data;
      const category_id = data(await send('GET', '/api/categories/options', { token: admin }))[0].value;
      const created = await send('POST', '/api/pdfs', { token: admin, body: JSON.stringify({ title: 'Annual Safety Report', category_id, file_id: file.id }) });
      expect(created.status).toBe(201);
      const id = data(created).id as number;
      const doc = data(await send('GET', `/api/pdfs/${id}`, { token: admin }));
      expect(doc.download_url).toBe(`/api/pdfs/${id}/download`);

      // Stored under the organisation's key.
      const key = file.full_path.replace('/api/storage/files/', '');
      expect(key).toMatch(/^DEMO\/pdf\//);

      const res = await send('GET', doc.download_url, { token: admin });
      expect(res.status).toBe(302);
      expect(res.headers['cache-control']).toBe('no-store');
      const location = new URL(res.headers.location);
      expect(location.origin).toBe(`http://127.0.0.1:${s3Port}`);
      expect(location.pathname).toBe(`/${BUCKET}/${key}`);
      expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      expect(location.searchParams.get('X-Amz-Expires')).toBe('300');

      // The browser follows it to the bucket, without the console's session.
      const fromBucket = await fetch(location);
      expect(fromBucket.status).toBe(200);
      expect(fromBucket.headers.get('content-type')).toBe('application/pdf');
      expect(fromBucket.headers.get('content-disposition')).toMatch(/^attachment; filename="Annual Safety Report.pdf"/);
      const got = Buffer.from(await fromBucket.arrayBuffer());
      expect(got.length).toBe(bytes.length);
      expect(sha(got)).toBe(sha(bytes));

      // The same document under /content-documents (its other door, key content-document) presigns the same object.
      const other = await send('GET', `/api/content-documents/${id}/download`, { token: admin });
      expect(other.status).toBe(302);
      expect(new URL(other.headers.location).pathname).toBe(`/${BUCKET}/${key}`);

      // Never the link without a session, without the area's key, or from another organisation.
      const anonymous = await send('GET', doc.download_url);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.location).toBeUndefined();
      const restricted = demo.accounts.find((a) => a.email.startsWith('rina'))!;
      for (const email of [restricted.email, demo.accounts[1].email]) {
        const refused = await send('GET', doc.download_url, { token: await signIn(email) });
        expect(refused.status, email).toBe(403);
        expect(refused.headers.location).toBeUndefined();
        expect(JSON.parse(refused.body.toString('utf8'))).toMatchObject({ success: false, error: 'Forbidden' });
      }
      const acmeHost = demo.otherOrganization.host;
      const acme = await signIn(demo.otherOrganization.email, demo.otherOrganization.orgCode, acmeHost);
      const elsewhere = await send('GET', doc.download_url, { token: acme, host: acmeHost });
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.headers.location).toBeUndefined();
    },
    underLoad(180_000),
  );

  it('streams a small file through the console from the bucket, as an attachment', async () => {
    const admin = await signIn(demo.accounts[0].email);
    const handbook = data(await send('GET', '/api/pdfs?keyword=handbook', { token: admin })).results[0];
    const res = await send('GET', handbook.download_url, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(sha(res.body)).toBe(sha(await readFile('src/db/seed/media/demo-document.pdf')));
  });
});
