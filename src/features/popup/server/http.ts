import { bind, reply } from '@/server/http/dispatch';
import { popupApi } from '../api';
import { popupMessages as M } from '../messages';
import { createPopup } from './create-popup';
import { deletePopup } from './delete-popup';
import { findPopups, getPopup } from './find-popups';
import { updatePopup } from './update-popup';

/** The popup endpoints (api.ts) bound to their use cases; the dispatcher parses and guards before these run. */
export const popupEndpoints = bind(popupApi, {
  list: ({ caller, query }) => findPopups({ db: caller.db, organizationId: caller.organizationId, query }),
  create: async ({ caller, body }) => reply(await createPopup({ ...caller, input: body }), M.created, 201),
  get: ({ caller, params }) => getPopup({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => {
    const result = await updatePopup({ ...caller, id: params.id, input: body });
    return reply(result, result.changed ? M.edited : M.nothingChanged);
  },
  remove: async ({ caller, params }) => {
    await deletePopup({ ...caller, id: params.id });
    return reply(null, M.deleted);
  },
});
