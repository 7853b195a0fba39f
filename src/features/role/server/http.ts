import { bind, reply } from '@/server/http/dispatch';
import { roleApi } from '../api';
import { roleMessages as M } from '../messages';
import { createRole } from './create-role';
import { deleteRole } from './delete-role';
import { findRoles } from './find-roles';
import { getRole } from './get-role';
import { updateRole } from './update-role';

/** The role endpoints (api.ts) bound to their use cases; the dispatcher parses and guards before these run. */
export const roleEndpoints = bind(roleApi, {
  list: ({ caller, query }) => findRoles({ db: caller.db, organizationId: caller.organizationId, query }),
  create: async ({ caller, body }) => reply(await createRole({ ...caller, input: body }), M.created, 201),
  get: ({ caller, params }) => getRole({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => {
    const result = await updateRole({ ...caller, id: params.id, input: body });
    return reply(result, result.changed ? M.edited : M.nothingChanged);
  },
  remove: async ({ caller, params, query }) => reply(await deleteRole({ ...caller, id: params.id, moveTo: query.move_to }), M.deleted),
});
