import { bind, refineBody, reply } from '@/server/http/dispatch';
import { liveEventApi } from '../api';
import { liveEventMessages as M } from '../messages';
import { findPickItems, refineContents, saveContents } from './contents';
import { deleteLiveEvent } from './delete-live-event';
import { findLiveEvents, getLiveEvent } from './read-live-events';
import { findRegistrants, registerPeople, registerSelf, unregisterPeople } from './registrants';
import { createLiveEvent, updateLiveEvent } from './save-live-event';

/** Manage Content is checked against the areas' content types too (server/contents.ts). */
const api = { ...liveEventApi, contents: refineBody(liveEventApi.contents, refineContents) };

/** The live-event endpoints (api.ts) bound to their use cases; the dispatcher parses and guards before these run. */
export const liveEventEndpoints = bind(api, {
  list: ({ caller, query }) => findLiveEvents({ db: caller.db, organizationId: caller.organizationId, query }),
  create: async ({ caller, body }) => reply(await createLiveEvent({ ...caller, input: body }), M.created, 201),
  get: ({ caller, params }) => getLiveEvent({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => {
    const result = await updateLiveEvent({ ...caller, id: params.id, input: body });
    return reply(result, result.changed ? M.edited : M.nothingChanged);
  },
  remove: async ({ caller, params }) => {
    await deleteLiveEvent({ ...caller, id: params.id });
    return reply(null, M.deleted);
  },
  contents: async ({ caller, params, body }) => reply(await saveContents({ ...caller, id: params.id, input: body }), M.contentsSaved),
  registrants: ({ caller, params, query }) => findRegistrants({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  register: async ({ caller, params, body }) => {
    const result = await registerPeople({ ...caller, id: params.id, input: body });
    return reply(result, M.registrantsAdded(result.registered, result.waiting));
  },
  unregister: async ({ caller, params, body }) => {
    const result = await unregisterPeople({ ...caller, id: params.id, input: body });
    return reply(result, M.registrantsRemoved(result.removed, result.promoted));
  },
  learnerRegister: async ({ caller, params }) => {
    const r = await registerSelf({ ...caller, id: params.id });
    const message =
      r.status === 'registered'
        ? r.created
          ? M.selfRegistered
          : M.selfAlreadyRegistered
        : r.created
          ? M.selfWaiting(r.waiting_position!)
          : M.selfAlreadyWaiting(r.waiting_position!);
    return reply(r, message, r.created ? 201 : 200);
  },
  settings: ({ caller, query }) => findPickItems({ db: caller.db, organizationId: caller.organizationId, query }),
});
