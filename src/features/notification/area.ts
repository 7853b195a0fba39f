import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { notificationEndpoints } from './server/http';
import { OUTBOX_JOB, sendOutbox } from './server/outbox';
import { recordNotificationEvent } from './server/record-event';
import { SCHEDULE_JOB, remindSchedulesJob, startScheduleReminders } from './server/schedule-pass';

const notification = area({
  name: 'setting-notification',
  base: '/setting/notification',
  key: 'setting-notification',
  noun: 'Notification',
  group: 'Setting',
  built: { list: true },
});

/**
 * Setting › Notification (issue 30, docs/decisions/0131): which events notify whom, by e-mail and in-app, with
 * editable templates; e-mail through an outbox sent by a background job over SMTP, each delivery's state on the
 * screen; in-app notifications read through the learner API. The events come from the other areas through the neutral
 * hook src/server/notification-events.ts.
 */
export default defineArea({
  name: 'notification',
  routes: [notification.list('/setting/notification', 'Notification')],
  menu: [{ group: 'Setting', label: 'Notification', path: '/setting/notification', position: 350 }],
  api: notificationEndpoints,
  migrations: ['notification'],
  jobs: {
    [OUTBOX_JOB]: { run: sendOutbox, lane: 'notification' },
    [SCHEDULE_JOB]: { run: remindSchedulesJob, lane: 'notification' },
  },
  upkeep: startScheduleReminders,
  notificationListener: recordNotificationEvent,
});
