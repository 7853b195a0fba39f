import { bind, reply } from '@/server/http/dispatch';
import { announcementApi, locationApi } from '../api';
import { announcementMessages as A, locationMessages as L } from '../messages';
import { createAnnouncement } from './create-announcement';
import { deleteAnnouncement } from './delete-announcement';
import { findAnnouncements, getAnnouncement } from './find-announcements';
import { findLearnerAnnouncements } from './learner-announcements';
import { updateAnnouncement } from './update-announcement';
import { findLocations, getLocation } from './find-locations';
import { createLocation, updateLocation } from './save-location';
import { deleteLocation } from './delete-location';

/** The announcement endpoints (api.ts) bound to their use cases; the dispatcher parses and guards before these run. */
const announcementEndpoints = bind(announcementApi, {
  list: ({ caller, query }) => findAnnouncements({ db: caller.db, organizationId: caller.organizationId, query }),
  create: async ({ caller, body }) => reply(await createAnnouncement({ ...caller, input: body }), A.created, 201),
  get: ({ caller, params }) => getAnnouncement({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => {
    const result = await updateAnnouncement({ ...caller, id: params.id, input: body });
    return reply(result, result.changed ? A.edited : A.nothingChanged);
  },
  remove: async ({ caller, params }) => {
    await deleteAnnouncement({ ...caller, id: params.id });
    return reply(null, A.deleted);
  },
  learner: ({ caller }) => findLearnerAnnouncements(caller),
});

/** The location endpoints. */
const locationEndpoints = bind(locationApi, {
  list: ({ caller, query }) => findLocations({ db: caller.db, organizationId: caller.organizationId, query }),
  create: async ({ caller, body }) => reply(await createLocation({ ...caller, input: body }), L.created, 201),
  get: ({ caller, params }) => getLocation({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => {
    const result = await updateLocation({ ...caller, id: params.id, input: body });
    return reply(result, result.changed ? L.edited : L.nothingChanged);
  },
  remove: async ({ caller, params }) => {
    await deleteLocation({ ...caller, id: params.id });
    return reply(null, L.deleted);
  },
});

export const announcementAreaEndpoints = [...announcementEndpoints, ...locationEndpoints];
