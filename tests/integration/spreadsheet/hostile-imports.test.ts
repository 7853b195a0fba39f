import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACME_HOST, acmeToken, answer, baseUrl, call, RESTRICTED, tokenFor } from '../../setup/http';
import { lyingZipXlsx, manyRowsXlsx } from '../../fixtures/hostile-sheets.mjs';
import { validInput } from '../assignment/helpers';

// Issue 14 §1: hostile spreadsheets are refused without taking the server down. The files are generated here
// (about 1 MB and 7 MB), never stored. How fast and how much memory: `BENCH=imports npm run bench`.
// Grade All runs as the second organisation's admin: one import at a time per user, and the demo admin imports in
// other test files running alongside.

/** A multipart upload through node:http (fetch cannot set the Host header that names the organisation). */
async function post(path: string, token: string, bytes: Buffer, filename: string, host?: string) {
  const boundary = `----hostile${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    origin: host ? `http://${host}` : baseUrl(),
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': String(body.length),
  };
  if (host) headers.host = host;
  return new Promise<{ status: number; body: { success: boolean; message: unknown } }>((resolve, reject) => {
    const req = request(new URL(baseUrl() + path), { method: 'POST', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 500, body: text.startsWith('{') ? JSON.parse(text) : { success: false, message: text } });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Sends the import and pings /api/health until the import's answer arrives: each health answer with the time it
 * arrived, and the time the import's answer arrived. A health answer that arrived first was served while the
 * hostile sheet was still being read.
 */
async function whileImporting(send: () => Promise<Awaited<ReturnType<typeof post>>>) {
  let importAnsweredAt = Infinity;
  const importStartedAt = performance.now();
  const pending = send().then((res) => {
    importAnsweredAt = performance.now();
    return res;
  });
  const health: { status: number; sentAt: number; answeredAt: number }[] = [];
  while (importAnsweredAt === Infinity) {
    const sentAt = performance.now();
    const res = await call('/api/health');
    await res.arrayBuffer();
    health.push({ status: res.status, sentAt, answeredAt: performance.now() });
    await new Promise((r) => setTimeout(r, 25));
  }
  const res = await pending;
  const during = health.filter((h) => h.sentAt >= importStartedAt && h.answeredAt < importAnsweredAt);
  return { res, health, during };
}

let lying: Buffer;
let million: Buffer;
let gradeImport: string;
beforeAll(async () => {
  [lying, million] = await Promise.all([lyingZipXlsx(), manyRowsXlsx(1_000_000)]);
  const created = await answer('/api/cms/assignments', {
    method: 'POST',
    token: await acmeToken(),
    host: ACME_HOST,
    body: validInput({ title: 'Hostile imports' }),
  });
  expect(created.status).toBe(201);
  gradeImport = `/api/cms/assignments/${created.body.data.id}/results/grade-import`;
}, 120_000);

describe('hostile spreadsheets', () => {
  it('refuses a zip whose directory declares 2 MB but which inflates to 1.15 GB, and answers other requests meanwhile', async () => {
    expect(lying.length).toBeLessThan(1.5 * 1024 * 1024);
    const token = await acmeToken();
    const { res, health, during } = await whileImporting(() => post(gradeImport, token, lying, 'grades.xlsx', ACME_HOST));
    expect(res).toMatchObject({ status: 400, body: { success: false, message: 'The spreadsheet unpacks to more data than allowed.' } });
    // /api/health was answered while the import was still running (before its answer arrived), every time.
    expect(during.length, JSON.stringify(health)).toBeGreaterThan(0);
    expect(health.every((h) => h.status === 200)).toBe(true);
  });

  it('refuses the same zip in the question import, for a user with only the quiz key', async () => {
    const res = await post('/api/cms/v4/quizzes/questions/import/essay', await tokenFor(RESTRICTED), lying, 'questions.xlsx');
    expect(res).toMatchObject({ status: 400, body: { message: 'The spreadsheet unpacks to more data than allowed.' } });
  });

  it('refuses a sheet of a million rows, and answers other requests meanwhile', async () => {
    const token = await acmeToken();
    const { res, health, during } = await whileImporting(() => post(gradeImport, token, million, 'grades.xlsx', ACME_HOST));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    // The rows are streamed and reading stops at the row limit (two numbers a row: far below the inflated-bytes cap).
    expect(res.body.message).toBe('The spreadsheet has more than 20000 rows.');
    expect(during.length, JSON.stringify(health)).toBeGreaterThan(0);
    expect(health.every((h) => h.status === 200)).toBe(true);
  });

  it('reads one sheet at a time per user: the imports sent together besides the first are answered 429', async () => {
    const token = await acmeToken();
    const answers = await Promise.all([1, 2, 3].map(() => post(gradeImport, token, million, 'grades.xlsx', ACME_HOST)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(400);
    expect(statuses).toContain(429);
    expect(answers.find((a) => a.status === 429)!.body.message).toBe('Your previous spreadsheet is still being read. Wait for it to finish, then try again.');
    // Afterwards the user may import again.
    expect((await post(gradeImport, token, lying, 'grades.xlsx', ACME_HOST)).status).toBe(400);
  });
});
