import { z } from 'zod';
import { NOTIFICATION_EVENTS, RECIPIENTS, eventById, recipientLabels, unknownPlaceholders } from './events';
import { notificationMessages as M } from './messages';

/** A delivery's states (the outbox's, src/db/schema/notification.ts). */
export const deliveryStates = ['queued', 'sending', 'sent', 'failed'] as const;

export const SUBJECT_MAX = 200;
export const BODY_MAX = 5000;

export const EventParamSchema = z.object({ event: z.string() });

/** One event's settings as the screen shows them. */
export const EventSettingSchema = z.object({
  event: z.enum(NOTIFICATION_EVENTS),
  label: z.string(),
  description: z.string(),
  triggered: z.boolean(),
  email: z.boolean(),
  in_app: z.boolean(),
  recipients: z.array(z.enum(RECIPIENTS)),
  recipient_options: z.array(z.enum(RECIPIENTS)),
  subject: z.string(),
  body: z.string(),
  /** The template differs from the default (reset to default is offered). */
  customised: z.boolean(),
  default_subject: z.string(),
  default_body: z.string(),
  placeholders: z.array(z.object({ name: z.string(), description: z.string(), sample: z.string() })),
  updated_at: z.string().nullable(),
});
export type EventSetting = z.infer<typeof EventSettingSchema>;

export const NotificationSettingsSchema = z.object({ events: z.array(EventSettingSchema), mail_configured: z.boolean() });
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/**
 * PUT …/notifications/events/:event. `updated_at` is what the edit started from (null or absent: never saved; the
 * islands' fetcher drops a null); anything else is a 409.
 */
export const EventSettingInputSchema = z.object({
  email: z.boolean(),
  in_app: z.boolean(),
  recipients: z.array(z.enum(RECIPIENTS), { error: M.recipientsRequired }).min(1, M.recipientsRequired),
  subject: z.string().trim().min(1, M.subjectRequired).max(SUBJECT_MAX, M.tooLong('Subject', SUBJECT_MAX)),
  body: z.string().trim().min(1, M.bodyRequired).max(BODY_MAX, M.tooLong('Body', BODY_MAX)),
  updated_at: z.string().nullish(),
});
export type EventSettingInput = z.infer<typeof EventSettingInputSchema>;

/** The checks that need the event: recipients it offers, placeholders it has (shared by the screen and the server). */
export function eventIssues(eventId: string, input: Pick<EventSettingInput, 'recipients' | 'subject' | 'body'>): { path: string; message: string }[] {
  const event = eventById(eventId);
  if (!event) return [];
  const issues: { path: string; message: string }[] = [];
  const refused = input.recipients.filter((r) => !event.recipientOptions.includes(r));
  if (refused.length) issues.push({ path: 'recipients', message: M.recipientNotOffered(recipientLabels[refused[0]]) });
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownPlaceholders(input[field], event);
    if (unknown.length) issues.push({ path: field, message: M.unknownPlaceholder(unknown) });
  }
  return issues;
}

export const ResetInputSchema = z.object({ updated_at: z.string().nullish() });

export const DeliveryQuerySchema = z.object({
  state: z.enum(deliveryStates).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type DeliveryQuery = z.infer<typeof DeliveryQuerySchema>;

const DeliverySchema = z.object({
  id: z.number(),
  event: z.string(),
  event_label: z.string(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(deliveryStates),
  attempts: z.number(),
  error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

export const DeliveryPageSchema = z.object({
  results: z.array(DeliverySchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
  counts: z.record(z.enum(deliveryStates), z.number()),
});
export type DeliveryPage = z.infer<typeof DeliveryPageSchema>;

const LearnerNotificationSchema = z.object({
  id: z.number(),
  event: z.string(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export const LearnerNotificationsSchema = z.object({ unread: z.number(), results: z.array(LearnerNotificationSchema) });
export type LearnerNotifications = z.infer<typeof LearnerNotificationsSchema>;
