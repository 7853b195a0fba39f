// A large quiz report download goes through the background job: 202 with the job, progress, then the stored file.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../setup/server';
import { demo } from '../../setup/http';

let server: RunningServer;
const Q = '/api/cms/v4/quizzes';

beforeAll(async () => {
  // Its own server, with an inline limit small enough that the seeded report (18 rows) is built in the background.
  server = await startServer('jobs', { QUIZ_EXPORT_INLINE_MAX: '5', JOBS_POLL_MS: '100' });
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

async function signIn(email: string) {
  const res = await fetch(`${server.baseUrl}/api/v3/cms/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ username: email, password: demo.password, org_code: demo.orgCode }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}
const get = (token: string, path: string) => fetch(server.baseUrl + path, { headers: { authorization: `Bearer ${token}` } });

describe('quiz report export as a background job', () => {
  it('answers 202 with a job the caller polls to the file', async () => {
    const token = await signIn(demo.accounts[0].email);
    const quiz = (await (await get(token, `${Q}?keyword=Leadership%20Essentials`)).json()).data.results[0];
    const assoc = (await (await get(token, `${Q}/${quiz.id}/associates?keyword=Leadership`)).json()).data.results;
    const row = assoc.find((r: { batch_title: string }) => r.batch_title.includes('Jakarta'));
    const res = await get(token, `${Q}/${quiz.id}/results/download?relation_id=${row.relation_id}`);
    expect(res.status).toBe(202);
    const queued = await res.json();
    expect(queued).toMatchObject({ success: true, data: { state: 'queued', rows: 18 } });
    const id = queued.data.job_id;

    // Someone else (another account) cannot see the job.
    const other = await signIn(demo.accounts.find((a: { email: string }) => a.email.startsWith('rina'))!.email);
    expect((await get(other, `/api/jobs/${id}`)).status).toBe(404);

    let status;
    for (let i = 0; i < 100; i++) {
      status = (await (await get(token, `/api/jobs/${id}`)).json()).data;
      if (status.state === 'done' || status.state === 'failed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toMatchObject({ state: 'done', progress: 100, kind: 'quiz-report-export' });
    expect(status.result.name).toMatch(/^Quiz_report_.*\.xlsx$/);
    const file = await get(token, status.result.file_url);
    expect(file.status).toBe(200);
    // The report holds learners' answers: a quiz key reads it (decision 0106), a learner does not.
    expect((await get(other, status.result.file_url)).status).toBe(200);
    expect((await get(await signIn('andi.saputra0@nusantara.example'), status.result.file_url)).status).toBe(403);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await file.arrayBuffer()) as never);
    expect(book.worksheets[0].actualRowCount).toBe(19);
  });
});
