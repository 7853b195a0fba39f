import { bind, reply } from '@/server/http/dispatch';
import { providerApi } from '../api';
import { providerMessages as M } from '../messages';
import { createProvider } from './create-provider';
import { deleteProvider } from './delete-provider';
import { findPartners, findProviders } from './find-providers';
import { getProvider } from './get-provider';
import { updateProvider } from './update-provider';

/** The provider endpoints (api.ts) bound to their use cases; the dispatcher parses and guards before these run. */
export const providerEndpoints = bind(providerApi, {
  list: ({ caller, query }) => findProviders({ db: caller.db, organizationId: caller.organizationId, query }),
  create: async ({ caller, body }) => reply(await createProvider({ ...caller, input: body }), M.created, 201),
  get: ({ caller, params }) => getProvider({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => {
    const result = await updateProvider({ ...caller, id: params.id, input: body });
    return reply(result, result.changed ? M.edited : M.nothingChanged);
  },
  remove: async ({ caller, params }) => {
    await deleteProvider({ ...caller, id: params.id });
    return reply(null, M.deleted);
  },
  partners: ({ caller, query }) => findPartners({ db: caller.db, organizationId: caller.organizationId, query }),
});
