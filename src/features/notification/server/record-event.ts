import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { organizations, users } from '@/db/schema';
import { notificationInbox, notificationOutbox } from '@/db/schema/notification';
import type { NotificationEvent } from '@/server/notification-events';
import { eventById, fillTemplate } from '../events';
import { effectiveOf, loadSettingRow } from './settings';
import { ensureOutboxJob } from './outbox';

const CHUNK = 500;

/**
 * The notification area's listener (src/server/notification-events.ts, decision 0131): in the transaction of the
 * change that caused the event, writes one in-app notification per recipient and one queued e-mail per recipient
 * address, each template filled with the recipient's values, and makes sure the outbox job will send them. A
 * recipient is told once per event key (`dedupe`), so a repeated pass or a re-invitation does not tell them twice.
 */
export async function recordNotificationEvent(tx: DbOrTx, e: NotificationEvent): Promise<void> {
  const event = eventById(e.kind);
  if (!event) return;
  const setting = effectiveOf(event, await loadSettingRow(tx, e.organizationId, event.id));
  if (!setting.email && !setting.inApp) return;
  const wants = new Set(setting.recipients.filter((r) => event.recipientOptions.includes(r)));
  const learnerIds = [...new Set(e.userIds)];
  const ids = [...learnerIds, ...(wants.has('creator') && e.creatorId ? [e.creatorId] : [])];
  const people = await tx
    .select({ id: users.id, name: users.fullName, email: users.email, rule: users.rule })
    .from(users)
    .where(
      and(
        eq(users.organizationId, e.organizationId),
        ne(users.status, 'inactive'),
        wants.has('administrators') ? or(inArray(users.id, ids), eq(users.rule, 'admin')) : inArray(users.id, ids),
      ),
    );
  const byId = new Map(people.map((p) => [p.id, p]));
  const admins = wants.has('administrators') ? people.filter((p) => p.rule === 'admin') : [];
  const [org] = await tx.select({ title: organizations.title }).from(organizations).where(eq(organizations.id, e.organizationId));

  const mails: (typeof notificationOutbox.$inferInsert)[] = [];
  const inbox: (typeof notificationInbox.$inferInsert)[] = [];
  for (const learnerId of learnerIds) {
    const learner = byId.get(learnerId);
    if (!learner) continue;
    const recipients = new Map<number, { id: number; name: string; email: string }>();
    if (wants.has('learner')) recipients.set(learner.id, learner);
    const creator = e.creatorId ? byId.get(e.creatorId) : undefined;
    if (wants.has('creator') && creator) recipients.set(creator.id, creator);
    for (const a of admins) recipients.set(a.id, a);
    for (const to of recipients.values()) {
      const values = {
        organization_name: org?.title ?? '',
        learner_name: learner.name,
        recipient_name: to.name,
        ...e.values,
        ...e.valuesOf?.[learnerId],
      };
      const subject = fillTemplate(setting.subject, values);
      const body = fillTemplate(setting.body, values);
      const dedupe = `${event.id}:${e.key}:${learnerId}:${to.id}`;
      if (setting.inApp) inbox.push({ organizationId: e.organizationId, userId: to.id, event: event.id, title: subject, body, dedupe });
      if (setting.email && to.email.trim())
        mails.push({ organizationId: e.organizationId, userId: to.id, event: event.id, toAddress: to.email.trim(), subject, body, dedupe });
    }
  }
  for (let i = 0; i < inbox.length; i += CHUNK)
    await tx
      .insert(notificationInbox)
      .values(inbox.slice(i, i + CHUNK))
      .onConflictDoNothing();
  let queued = 0;
  for (let i = 0; i < mails.length; i += CHUNK) {
    const rows = await tx
      .insert(notificationOutbox)
      .values(mails.slice(i, i + CHUNK))
      .onConflictDoNothing()
      .returning({ id: notificationOutbox.id });
    queued += rows.length;
  }
  if (queued) await ensureOutboxJob(tx, e.organizationId);
}
