// The deliveries list's per-state counts come from counters the outbox's triggers keep (decision 0153), not from a
// count of the outbox on every request: they follow bulk inserts, the sender's state moves, a retry, deletions, per
// organisation, and an organisation's deletion still cascades.
import { afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { withTestDb } from '../../setup/test-db';
import '../../../src/features/areas';
import { organizations } from '../../../src/db/schema';
import type { Job } from '../../../src/db/schema/jobs';
import { notificationOutbox, notificationOutboxCounts } from '../../../src/db/schema/notification';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUser } from '../../../src/features/account/testing';
import { findDeliveries, retryDelivery } from '../../../src/features/notification/server/deliveries';
import { sendOutbox } from '../../../src/features/notification/server/outbox';
import { DeliveryQuerySchema } from '../../../src/features/notification/schemas';

const t = withTestDb();
const SMTP = process.env.SMTP_URL;
afterEach(() => {
  if (SMTP === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = SMTP;
});

const queue = (organizationId: number, n: number, tag: string) =>
  t.db.execute(sql`
    insert into notification_outbox (organization_id, event, to_address, subject, body, dedupe)
    select ${organizationId}, 'invitation', 'learner' || g || '@counts.example', 'Invited ' || g, 'Hello', ${tag} || g
    from generate_series(1, ${n}) g`);

/** What a count of the outbox answers, per state (the truth the counters must keep). */
async function counted(organizationId: number) {
  const rows = await t.db
    .select({ state: notificationOutbox.state, n: sql<number>`count(*)`.mapWith(Number) })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.organizationId, organizationId))
    .groupBy(notificationOutbox.state);
  return { queued: 0, sending: 0, sent: 0, failed: 0, ...Object.fromEntries(rows.map((r) => [r.state, r.n])) };
}

const kept = async (organizationId: number) =>
  Object.fromEntries(
    (await t.db.select().from(notificationOutboxCounts).where(eq(notificationOutboxCounts.organizationId, organizationId))).map((r) => [r.state, r.n]),
  );

const list = (organizationId: number, state?: string) => findDeliveries({ db: t.db, organizationId, query: DeliveryQuerySchema.parse(state ? { state } : {}) });

describe('the deliveries list’s per-state counts', () => {
  it('are kept by the outbox’s triggers through inserts, sending, failure, retry and deletion, per organisation', async () => {
    const org = await insertOrganization(t.db);
    const other = await insertOrganization(t.db);
    const admin = await insertUser(t.db, { organizationId: org.id });
    await queue(org.id, 10_000, 'a');
    await queue(other.id, 3, 'b');
    expect(await kept(org.id)).toMatchObject({ queued: 10_000 });
    expect(await kept(other.id)).toMatchObject({ queued: 3 });
    expect((await list(org.id)).counts).toEqual({ queued: 10_000, sending: 0, sent: 0, failed: 0 });
    expect((await list(org.id)).total).toBe(10_000);

    // The sender's moves: some sent, some failed (no SMTP settings fail what one pass claims at once).
    await t.db.execute(sql`update notification_outbox set state = 'sent', sent_at = now() where organization_id = ${org.id} and id % 4 = 0`);
    delete process.env.SMTP_URL;
    await sendOutbox({ db: t.db, job: { organizationId: other.id } as Job, signal: new AbortController().signal, progress: async () => undefined });
    expect((await list(other.id)).counts).toEqual({ ...(await counted(other.id)), failed: 3 });
    await t.db.execute(sql`update notification_outbox set state = 'failed', last_error = 'refused' where organization_id = ${org.id} and id % 4 = 1`);
    const page = await list(org.id, 'failed');
    expect(page.counts).toEqual(await counted(org.id));
    expect(page.total).toBe(2_500);

    // A retry moves one failed message back to queued; a deletion takes rows away.
    await retryDelivery({ db: t.db, organizationId: org.id, userId: admin.id, id: page.results[0].id });
    await t.db.execute(sql`delete from notification_outbox where organization_id = ${org.id} and id % 4 = 2`);
    // An update that moves no state (a user's deletion sets user_id null) changes no count.
    await t.db.update(notificationOutbox).set({ userId: null }).where(eq(notificationOutbox.organizationId, org.id));
    const after = await counted(org.id);
    expect(after).toMatchObject({ sent: 2_500, failed: 2_499, queued: 2_501 });
    expect((await list(org.id)).counts).toEqual(after);
    expect((await list(other.id)).counts).toEqual(await counted(other.id));

    // Deleting an organisation still cascades through its outbox and its counters.
    await t.db.delete(organizations).where(eq(organizations.id, other.id));
    expect(await kept(other.id)).toEqual({});
  });
});
