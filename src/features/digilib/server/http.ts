import { bind, reply } from '@/server/http/dispatch';
import { digilibApi } from '../api';
import { digilibMessages as M } from '../messages';
import { findItems, getItem } from './find-items';
import { createItem, deleteItem, updateItem } from './save-item';

/** The digital library endpoints (api.ts) bound to their use cases; the dispatcher parses and guards before these run. */
export const digilibEndpoints = bind(digilibApi, {
  list: ({ caller, query }) => findItems({ db: caller.db, organizationId: caller.organizationId, query }),
  create: async ({ caller, body }) => reply(await createItem({ ...caller, input: body }), M.created, 201),
  get: ({ caller, params }) => getItem({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => {
    const result = await updateItem({ ...caller, id: params.id, input: body });
    return reply(result, result.changed ? M.edited : M.nothingChanged);
  },
  remove: async ({ caller, params }) => {
    await deleteItem({ ...caller, id: params.id });
    return reply(null, M.deleted);
  },
});
