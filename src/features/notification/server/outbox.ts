import { and, eq, inArray, lte, or, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { jobs } from '@/db/schema/jobs';
import { notificationOutbox } from '@/db/schema/notification';
import type { JobContext } from '@/server/jobs/runner';
import { mailConfig } from '@/server/mail/config';
import { deliverMail } from '@/server/mail/mailer';
import { notificationMessages as M } from '../messages';

export const OUTBOX_JOB = 'notification-outbox';
/** A message is tried this many times before it is failed with the last reason. */
export const MAX_ATTEMPTS = 5;
/** Messages claimed at once (sent side by side over the pooled connections, see deliverMail). */
const BATCH = 200;
/**
 * Batches under way at once in a pass: while one batch's results are written and the next one is claimed, the other
 * keeps the SMTP connections busy (with one lane the connections idled at every batch's end, waiting for its slowest
 * message, its UPDATE and the next claim, each behind the requests' queries on the one database connection).
 */
const LANES = 2;
/** A pass ends after this long and leaves the rest to the next job, so its lease and its lane are not held for long. */
const PASS_MS = 50_000;
/** How long a claimed message is its sender's; past it (the process died) it is due again. */
const CLAIM = sql`now() + interval '5 minutes'`;

/** Seconds before try n + 1 after try n failed: NOTIFY_RETRY_SECONDS (default 60), doubled each time, at most an hour. */
export const retrySeconds = (attempt: number) => Math.min(3600, Number(process.env.NOTIFY_RETRY_SECONDS || 60) * 2 ** Math.max(0, attempt - 1));

/** Makes sure a queued outbox job of the organisation runs at `at` (now by default) or earlier. */
export async function ensureOutboxJob(db: DbOrTx, organizationId: number, at?: Date): Promise<void> {
  const runAt = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  await db.execute(sql`
    insert into ${jobs} (organization_id, kind, payload, max_attempts, run_at)
    select ${organizationId}, ${OUTBOX_JOB}, '{}'::jsonb, 3, ${runAt}
    where not exists (
      select 1 from ${jobs} where organization_id = ${organizationId} and kind = ${OUTBOX_JOB} and state = 'queued' and run_at <= ${runAt})`);
}

const due = (organizationId: number) =>
  and(
    eq(notificationOutbox.organizationId, organizationId),
    or(
      and(eq(notificationOutbox.state, 'queued'), lte(notificationOutbox.nextAttemptAt, sql`now()`)),
      and(eq(notificationOutbox.state, 'sending'), lt(notificationOutbox.claimedUntil, sql`now()`)),
    ),
  );

async function claim(db: Db, organizationId: number) {
  const ids = db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(due(organizationId))
    .orderBy(notificationOutbox.nextAttemptAt, notificationOutbox.id)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(notificationOutbox)
    .set({ state: 'sending', attempts: sql`${notificationOutbox.attempts} + 1`, claimedUntil: CLAIM })
    .where(inArray(notificationOutbox.id, ids))
    .returning();
}

type Claimed = Awaited<ReturnType<typeof claim>>[number];

/**
 * Records a sent batch's fates in two statements whatever its size: the sent ones at once; the refused ones each with
 * its reason, queued again after its own back-off or failed once its tries are spent (one UPDATE from the lists).
 */
async function record(db: Db, batch: Claimed[], results: PromiseSettledResult<unknown>[]): Promise<{ sent: number; failed: number }> {
  const done = batch.filter((_, i) => results[i].status === 'fulfilled').map((m) => m.id);
  if (done.length)
    await db
      .update(notificationOutbox)
      .set({ state: 'sent', sentAt: sql`now()`, lastError: null, claimedUntil: null })
      .where(inArray(notificationOutbox.id, done));
  const refused = batch.flatMap((m, i) => {
    const r = results[i];
    if (r.status === 'fulfilled') return [];
    const reason = (r.reason instanceof Error ? r.reason.message : String(r.reason)).slice(0, 500);
    return [{ id: m.id, reason, last: m.attempts >= MAX_ATTEMPTS, retry: retrySeconds(m.attempts) }];
  });
  if (refused.length) {
    const list = (values: unknown[]) => JSON.stringify(values);
    await db.execute(sql`
      update ${notificationOutbox} o set
        state = case when r.last then 'failed' else 'queued' end,
        last_error = r.reason,
        claimed_until = null,
        next_attempt_at = case when r.last then o.next_attempt_at else now() + make_interval(secs => r.retry) end
      from (
        select * from jsonb_to_recordset(${list(refused)}::jsonb) as x(id integer, reason text, last boolean, retry integer)
      ) r
      where o.id = r.id`);
  }
  return { sent: done.length, failed: refused.filter((r) => r.last).length };
}

/**
 * The outbox job (decision 0131): sends the organisation's due messages over SMTP, a batch at a time in each of
 * LANES lanes, and records each one's fate: sent; queued again after a back-off with the server's reason; or failed
 * once its tries are spent. What waits for a later try gets a job at that time.
 */
export async function sendOutbox({ db, job, signal }: JobContext): Promise<{ sent: number; failed: number }> {
  const organizationId = job.organizationId;
  const config = mailConfig();
  const started = Date.now();
  let sent = 0;
  let failed = 0;
  const lane = async () => {
    while (Date.now() - started < PASS_MS && !signal.aborted) {
      const batch = await claim(db, organizationId);
      if (!batch.length) return;
      if (!config) {
        await db
          .update(notificationOutbox)
          .set({ state: 'failed', lastError: M.mailNotConfigured, claimedUntil: null })
          .where(
            inArray(
              notificationOutbox.id,
              batch.map((m) => m.id),
            ),
          );
        failed += batch.length;
        continue;
      }
      const results = await Promise.allSettled(batch.map((m) => deliverMail({ to: m.toAddress, subject: m.subject, text: m.body }, config)));
      const fates = await record(db, batch, results);
      sent += fates.sent;
      failed += fates.failed;
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  const [next] = await db
    .select({ at: sql<string | null>`min(${notificationOutbox.nextAttemptAt})` })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.organizationId, organizationId), eq(notificationOutbox.state, 'queued')));
  if (next?.at) await ensureOutboxJob(db, organizationId, new Date(next.at));
  return { sent, failed };
}
