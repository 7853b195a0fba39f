import { bind, reply } from '@/server/http/dispatch';
import { notificationApi } from '../api';
import { eventById } from '../events';
import { notificationMessages as M } from '../messages';
import { findDeliveries, retryDelivery } from './deliveries';
import { findLearnerNotifications, markNotificationRead } from './inbox';
import { getNotificationSettings, resetEventTemplate, saveEventSetting } from './settings';

const labelOf = (event: string) => eventById(event)?.label ?? event;

/** The notification endpoints (api.ts) bound to their use cases; the dispatcher parses and guards before these run. */
export const notificationEndpoints = bind(notificationApi, {
  settings: ({ caller }) => getNotificationSettings(caller),
  save: async ({ caller, params, body }) => {
    const { setting, changed } = await saveEventSetting({ ...caller, event: params.event, input: body });
    return reply(setting, changed ? M.saved(labelOf(params.event)) : M.nothingChanged);
  },
  reset: async ({ caller, params, body }) =>
    reply(await resetEventTemplate({ ...caller, event: params.event, updatedAt: body.updated_at }), M.reset(labelOf(params.event))),
  deliveries: ({ caller, query }) => findDeliveries({ db: caller.db, organizationId: caller.organizationId, query }),
  retry: async ({ caller, params }) => {
    await retryDelivery({ ...caller, id: params.id });
    return reply(null, M.retried);
  },
  learner: ({ caller }) => findLearnerNotifications(caller),
  learnerRead: async ({ caller, params }) => {
    await markNotificationRead({ ...caller, id: params.id });
    return reply(null, M.read);
  },
});
