import { bind, reply } from '@/server/http/dispatch';
import { webinarApi } from '../api';
import { webinarMessages as M } from '../messages';
import { STATUS_LABELS } from '../schemas';
import { changeWebinarStatus } from './change-status';
import { createWebinar } from './create-webinar';
import { deleteWebinar } from './delete-webinar';
import { findWebinars } from './find-webinars';
import { getWebinar } from './get-webinar';
import { updateWebinar } from './update-webinar';

/** The webinar endpoints (api.ts) bound to their use cases; the dispatcher parses and guards before these run. */
export const webinarEndpoints = bind(webinarApi, {
  list: ({ caller, query }) => findWebinars({ db: caller.db, organizationId: caller.organizationId, query }),
  create: async ({ caller, body }) => reply(await createWebinar({ ...caller, input: body }), M.created, 201),
  get: ({ caller, params }) => getWebinar({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => {
    const result = await updateWebinar({ ...caller, id: params.id, input: body });
    return reply(result, result.changed ? M.edited : M.nothingChanged);
  },
  status: async ({ caller, params, body }) => {
    const result = await changeWebinarStatus({ ...caller, id: params.id, input: body });
    return reply(result, M.statusChanged(STATUS_LABELS[result.status]));
  },
  remove: async ({ caller, params }) => {
    await deleteWebinar({ ...caller, id: params.id });
    return reply(null, M.deleted);
  },
});
