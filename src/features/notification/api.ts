import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import {
  DeliveryPageSchema,
  DeliveryQuerySchema,
  EventParamSchema,
  EventSettingInputSchema,
  EventSettingSchema,
  LearnerNotificationsSchema,
  NotificationSettingsSchema,
  ResetInputSchema,
} from './schemas';

const key = { access: 'key', key: 'setting-notification' } as const;
const S = '/api/cms/settings/notifications';

/** The notification area's calls (spec 000 leaves their paths unshown; these are ours, decision 0131); bound in server/http.ts. */
export const notificationApi = endpoints({
  settings: endpoint({
    method: 'GET',
    path: S,
    ...key,
    summary: 'Every notification event with its switches, recipients and template, and whether e-mail is configured',
    response: NotificationSettingsSchema,
  }),
  save: endpoint({
    method: 'PUT',
    path: `${S}/events/:event`,
    ...key,
    params: EventParamSchema,
    summary: 'Save one event: e-mail and in-app switches, recipients, subject and body (a stale updated_at is 409)',
    body: EventSettingInputSchema,
    response: EventSettingSchema,
  }),
  reset: endpoint({
    method: 'POST',
    path: `${S}/events/:event/reset`,
    ...key,
    params: EventParamSchema,
    summary: "Put one event's template back to its default (the switches and recipients stay)",
    body: ResetInputSchema,
    response: EventSettingSchema,
  }),
  deliveries: endpoint({
    method: 'GET',
    path: `${S}/deliveries`,
    ...key,
    summary: 'The e-mail deliveries, newest first, 50 a page: state (queued, sending, sent, failed), tries and the reason of a failure',
    query: DeliveryQuerySchema,
    response: DeliveryPageSchema,
  }),
  retry: endpoint({
    method: 'POST',
    path: `${S}/deliveries/:id/retry`,
    ...key,
    summary: 'Queue a failed delivery again',
    response: z.null(),
  }),
  learner: endpoint({
    method: 'GET',
    path: '/api/learner/notifications',
    access: 'signed-in',
    summary: "Learner: the caller's in-app notifications, newest first (at most 50), and how many are unread",
    response: LearnerNotificationsSchema,
  }),
  learnerRead: endpoint({
    method: 'POST',
    path: '/api/learner/notifications/:id/read',
    access: 'signed-in',
    summary: "Learner: mark one of the caller's notifications as read",
    response: z.null(),
  }),
});
