import { bind, reply } from '@/server/http/dispatch';
import { programApi } from '../api';
import { programMessages as M } from '../messages';
import { deleteProgram } from './delete-program';
import { findPrograms } from './find-programs';
import { getProgram } from './get-program';
import { createProgram, updateProgram } from './save-program';

/** The program endpoints (api.ts) bound to their use cases; the dispatcher parses and guards before these run. */
export const programEndpoints = bind(programApi, {
  list: ({ caller, query }) => findPrograms({ db: caller.db, organizationId: caller.organizationId, query }),
  create: async ({ caller, body }) => reply(await createProgram({ ...caller, input: body }), M.created, 201),
  get: ({ caller, params }) => getProgram({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => {
    const result = await updateProgram({ ...caller, id: params.id, input: body });
    return reply(result, result.changed ? M.edited : M.nothingChanged);
  },
  remove: async ({ caller, params }) => {
    await deleteProgram({ ...caller, id: params.id });
    return reply(null, M.deleted);
  },
});
