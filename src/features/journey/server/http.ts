import { bind, reply } from '@/server/http/dispatch';
import { journeyApi } from '../api';
import { journeyMessages as M } from '../messages';
import { deleteJourney } from './delete-journey';
import { findJourneys } from './find-journeys';
import { getJourney } from './get-journey';
import { findLearners } from './progress';
import { createJourney, updateJourney } from './save-journey';
import { findStepPickItems } from './step-sources';

/** The journey endpoints (api.ts) bound to their use cases; the dispatcher parses and guards before these run. */
export const journeyEndpoints = bind(journeyApi, {
  list: ({ caller, query }) => findJourneys({ db: caller.db, organizationId: caller.organizationId, query }),
  create: async ({ caller, body }) => reply(await createJourney({ ...caller, input: body }), M.created, 201),
  get: ({ caller, params }) => getJourney({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => {
    const result = await updateJourney({ ...caller, id: params.id, input: body });
    return reply(result, result.changed ? M.edited : M.nothingChanged);
  },
  remove: async ({ caller, params }) => {
    await deleteJourney({ ...caller, id: params.id });
    return reply(null, M.deleted);
  },
  learners: ({ caller, params, query }) => findLearners({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  settings: ({ caller, query }) => findStepPickItems({ db: caller.db, organizationId: caller.organizationId, query }),
});
