// The notification outbox at scale (issue 30 "Performance", docs/decisions/0131): NOTIFY_BENCH_MAILS queued e-mails
// (10,000 by default) in the demo organisation of a scratch console on PGlite, sent by the outbox job to a local SMTP
// server (smtp-server, started here) while a client keeps reading a list through the API. Figures: the time from the
// console's start to the last message received (the target: ≤ 60 s), and the latency of the requests served while it
// sends against the same requests once it is done. A run past 60 s, a message lost or a request that fails or waits
// past NOTIFY_BENCH_P95_MS (250) at p95 fails the run's summary.
// BENCH=notification npm run bench
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { latency, signIn, startConsole } from './lib.mjs';

const MAILS = Number(process.env.NOTIFY_BENCH_MAILS ?? 10_000);
const TARGET_S = 60;
const P95_TARGET_MS = Number(process.env.NOTIFY_BENCH_P95_MS ?? 250);

async function startSmtp() {
  let received = 0;
  let last = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received++;
        last = performance.now();
        callback();
      });
    },
  });
  // A console stopped at the end drops its pooled connections: a reset, not a failure of the run.
  smtp.on('error', () => undefined);
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${smtp.server.address().port}`,
    get received() {
      return received;
    },
    get last() {
      return last;
    },
    close: () => new Promise((resolve) => smtp.close(resolve)),
  };
}

/** Waits for a console to answer (startConsole gives up after 90 s; a demo seed on a loaded machine may take longer). */
async function healthy(base) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base} did not start`);
}

/** The messages, queued as the event listener writes them, and the job that sends them. */
async function queue(dir, n) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(dir, { extensions: { pg_trgm } });
  const org = (await db.query(`select id from organizations where org_code = 'DEMO'`)).rows[0].id;
  await db.query(
    `insert into notification_outbox (organization_id, event, to_address, subject, body, dedupe)
     select $1, 'invitation', 'learner' || g || '@bench.example', 'You are invited: Bench Course ' || g,
            'Dear Learner ' || g || E',\n\nYou have been invited to the course "Bench Course".\n\nRegards,\nBench', 'bench:' || g
     from generate_series(1, $2) g`,
    [org, n],
  );
  await db.query(`insert into jobs (organization_id, kind, payload, max_attempts) values ($1, 'notification-outbox', '{}', 3)`, [org]);
  await db.close();
}

export default async ({ demo, results }) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'console-notification-bench-'));
  const smtp = await startSmtp();
  try {
    const seeding = await startConsole({ DATA_DIR: dir, JOBS: '0' });
    await healthy(seeding.base);
    await seeding.stop();
    await queue(dir, MAILS);
    const t0 = performance.now();
    const server = await startConsole({ DATA_DIR: dir, SMTP_URL: smtp.url, JOBS_POLL_MS: '200' });
    await healthy(server.base);
    const up = performance.now();
    try {
      const token = await signIn(server.base, demo.accounts[0].email, demo.password, demo.orgCode);
      const headers = { authorization: `Bearer ${token}` };
      const url = `${server.base}/api/cms/settings/notifications/deliveries?state=sent`;
      const during = { p95: [], failures: 0, total: 0 };
      while (smtp.received < MAILS && performance.now() - t0 < 3 * TARGET_S * 1000) {
        const r = await latency(url, { headers, total: 20, concurrency: 2 });
        during.failures += r.failures;
        during.total += r.total;
        during.p95.push(r.p95);
      }
      const seconds = ((smtp.last || performance.now()) - t0) / 1000;
      const after = await latency(url, { headers, total: 200, concurrency: 2 });
      const p95During = during.p95.length ? during.p95.sort((a, b) => a - b)[Math.floor(0.95 * (during.p95.length - 1))] : 0;
      const res = await fetch(`${server.base}/api/cms/settings/notifications/deliveries`, { headers });
      const counts = (await res.json()).data.counts;
      const r = {
        name: `outbox: ${MAILS} e-mails to a local SMTP server`,
        mails: MAILS,
        received: smtp.received,
        seconds,
        bootSeconds: (up - t0) / 1000,
        counts,
        during: { requests: during.total, failures: during.failures, p95: p95During },
        after,
      };
      results.latency.push(r);
      console.log(
        `  ${smtp.received} of ${MAILS} e-mails received in ${seconds.toFixed(1)} s from the console's start (boot ${r.bootSeconds.toFixed(1)} s; target ≤ ${TARGET_S} s); outbox ${JSON.stringify(counts)}`,
      );
      console.log(
        `  GET …/deliveries while sending: ${during.total} requests, p95 of the rounds ${p95During.toFixed(1)} ms, failures ${during.failures}; afterwards p50 ${after.p50.toFixed(1)} ms p95 ${after.p95.toFixed(1)} ms`,
      );
      if (smtp.received < MAILS) results.failures.push(`${r.name}: ${smtp.received} of ${MAILS} received`);
      else if (seconds > TARGET_S) results.failures.push(`${r.name}: ${seconds.toFixed(1)} s (target ≤ ${TARGET_S} s)`);
      if (during.failures || p95During > P95_TARGET_MS)
        results.failures.push(
          `${r.name}: requests while sending p95 ${p95During.toFixed(1)} ms, ${during.failures} failed (target p95 ≤ ${P95_TARGET_MS} ms, none failed)`,
        );
    } finally {
      await server.stop();
    }
  } finally {
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  }
};
