import { bind, reply } from '@/server/http/dispatch';
import { expertApi, expertJourneyApi } from '../api';
import { expertMessages as EM, journeyMessages as JM } from '../messages';
import { createExpert, deleteExpert, findExperts, getExpert, updateExpert } from './experts';
import { createJourney, deleteJourney, findJourneys, getJourney, updateJourney } from './journeys';

/** The expert endpoints (api.ts) bound to their use cases; the dispatcher parses and guards before these run. */
export const expertEndpoints = [
  ...bind(expertApi, {
    list: ({ caller, query }) => findExperts({ db: caller.db, organizationId: caller.organizationId, query }),
    create: async ({ caller, body }) => reply(await createExpert({ ...caller, input: body }), EM.created, 201),
    get: ({ caller, params }) => getExpert({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
    update: async ({ caller, params, body }) => {
      const result = await updateExpert({ ...caller, id: params.id, input: body });
      return reply(result, result.changed ? EM.edited : EM.nothingChanged);
    },
    remove: async ({ caller, params }) => {
      await deleteExpert({ ...caller, id: params.id });
      return reply(null, EM.deleted);
    },
  }),
  ...bind(expertJourneyApi, {
    list: ({ caller, query }) => findJourneys({ db: caller.db, organizationId: caller.organizationId, query }),
    create: async ({ caller, body }) => reply(await createJourney({ ...caller, input: body }), JM.created, 201),
    get: ({ caller, params }) => getJourney({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
    update: async ({ caller, params, body }) => {
      const result = await updateJourney({ ...caller, id: params.id, input: body });
      return reply(result, result.changed ? JM.edited : JM.nothingChanged);
    },
    remove: async ({ caller, params }) => {
      await deleteJourney({ ...caller, id: params.id });
      return reply(null, JM.deleted);
    },
  }),
];
