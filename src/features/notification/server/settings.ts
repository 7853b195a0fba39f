import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { notificationSettings } from '@/db/schema/notification';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { mailConfig } from '@/server/mail/config';
import { eventById, eventCatalogue, type EventDefinition, type Recipient } from '../events';
import { notificationMessages as M } from '../messages';
import { eventIssues, type EventSetting, type EventSettingInput, type NotificationSettings } from '../schemas';

type Row = typeof notificationSettings.$inferSelect;

/** What an event does in an organisation: its row, or the catalogue's defaults. */
export interface Effective {
  email: boolean;
  inApp: boolean;
  recipients: Recipient[];
  subject: string;
  body: string;
}

export const effectiveOf = (event: EventDefinition, row: Row | undefined): Effective => ({
  email: row?.email ?? event.defaults.email,
  inApp: row?.inApp ?? event.defaults.inApp,
  recipients: (row?.recipients as Recipient[] | undefined) ?? event.defaults.recipients,
  subject: row?.subject ?? event.defaults.subject,
  body: row?.body ?? event.defaults.body,
});

const settingOf = (event: EventDefinition, row: Row | undefined): EventSetting => {
  const e = effectiveOf(event, row);
  return {
    event: event.id,
    label: event.label,
    description: event.description,
    triggered: event.triggered,
    email: e.email,
    in_app: e.inApp,
    recipients: e.recipients,
    recipient_options: event.recipientOptions,
    subject: e.subject,
    body: e.body,
    customised: e.subject !== event.defaults.subject || e.body !== event.defaults.body,
    default_subject: event.defaults.subject,
    default_body: event.defaults.body,
    placeholders: event.placeholders,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
};

export async function loadSettingRow(db: DbOrTx, organizationId: number, event: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(and(eq(notificationSettings.organizationId, organizationId), eq(notificationSettings.event, event)));
  return row;
}

/** GET …/notifications: every event of the catalogue as this organisation has it. */
export async function getNotificationSettings(s: { db: DbOrTx; organizationId: number }): Promise<NotificationSettings> {
  const rows = await s.db.select().from(notificationSettings).where(eq(notificationSettings.organizationId, s.organizationId));
  const byEvent = new Map(rows.map((r) => [r.event, r]));
  return { events: eventCatalogue.map((e) => settingOf(e, byEvent.get(e.id))), mail_configured: mailConfig() !== null };
}

const eventOr404 = (id: string) => {
  const event = eventById(id);
  if (!event) throw new AppError('NOT_FOUND', M.eventNotFound);
  return event;
};

/** Locks the event's row and checks the edit started from it (`updated_at`, null: never saved), else 409. */
async function lockedRow(tx: DbOrTx, organizationId: number, event: string, updatedAt: string | null | undefined) {
  const [row] = await tx
    .select()
    .from(notificationSettings)
    .where(and(eq(notificationSettings.organizationId, organizationId), eq(notificationSettings.event, event)))
    .for('update');
  if ((row?.updatedAt.getTime() ?? null) !== (updatedAt ? new Date(updatedAt).getTime() : null)) throw new AppError('CONFLICT');
  return row;
}

async function write(tx: DbOrTx, s: { organizationId: number; userId: number }, event: EventDefinition, before: Row | undefined, next: Effective) {
  // A template equal to the default is stored as null: it follows the default if a later release improves it.
  const values = {
    email: next.email,
    inApp: next.inApp,
    recipients: next.recipients,
    subject: next.subject === event.defaults.subject ? null : next.subject,
    body: next.body === event.defaults.body ? null : next.body,
    updatedBy: s.userId,
    updatedAt: new Date(),
  };
  const [row] = before
    ? await tx
        .update(notificationSettings)
        .set(values)
        .where(and(eq(notificationSettings.organizationId, s.organizationId), eq(notificationSettings.event, event.id)))
        .returning()
    : await tx
        .insert(notificationSettings)
        .values({ organizationId: s.organizationId, event: event.id, ...values })
        .returning();
  await writeAudit(tx, {
    organizationId: s.organizationId,
    userId: s.userId,
    action: before ? 'update' : 'create',
    entity: 'notification-setting',
    entityId: s.organizationId,
    before: before ? { event: event.id, ...effectiveOf(event, before) } : undefined,
    after: { event: event.id, ...next },
  });
  return row;
}

/** PUT …/events/:event: the switches, recipients and template of one event, in one transaction. */
export async function saveEventSetting(s: {
  db: Db;
  organizationId: number;
  userId: number;
  event: string;
  input: EventSettingInput;
}): Promise<{ setting: EventSetting; changed: boolean }> {
  const event = eventOr404(s.event);
  const issues = eventIssues(event.id, s.input);
  if (issues.length) throw new AppError('VALIDATION', undefined, { details: issues.map((i) => ({ field: i.path, message: i.message })) });
  return s.db.transaction(async (tx) => {
    const before = await lockedRow(tx, s.organizationId, event.id, s.input.updated_at);
    const current = effectiveOf(event, before);
    const next: Effective = { email: s.input.email, inApp: s.input.in_app, recipients: s.input.recipients, subject: s.input.subject, body: s.input.body };
    if (before && JSON.stringify(current) === JSON.stringify(next)) return { setting: settingOf(event, before), changed: false };
    return { setting: settingOf(event, await write(tx, s, event, before, next)), changed: true };
  });
}

/** POST …/events/:event/reset: the template back to the default; switches and recipients stay. */
export async function resetEventTemplate(s: {
  db: Db;
  organizationId: number;
  userId: number;
  event: string;
  updatedAt: string | null | undefined;
}): Promise<EventSetting> {
  const event = eventOr404(s.event);
  return s.db.transaction(async (tx) => {
    const before = await lockedRow(tx, s.organizationId, event.id, s.updatedAt);
    const current = effectiveOf(event, before);
    if (!before) return settingOf(event, before);
    return settingOf(event, await write(tx, s, event, before, { ...current, subject: event.defaults.subject, body: event.defaults.body }));
  });
}
