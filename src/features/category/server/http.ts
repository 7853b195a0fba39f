import { bind, reply } from '@/server/http/dispatch';
import { categoryApi } from '../api';
import { categoryMessages as M } from '../messages';
import { createCategory } from './create-category';
import { deleteCategory } from './delete-category';
import { findCategories, findCategoryOptions } from './find-categories';
import { getCategory } from './get-category';
import { moveCategory } from './move-category';
import { updateCategory } from './update-category';

/** The category endpoints (api.ts) bound to their use cases; the dispatcher parses and guards before these run. */
export const categoryEndpoints = bind(categoryApi, {
  list: ({ caller, query }) => findCategories({ db: caller.db, organizationId: caller.organizationId, query }),
  options: ({ caller }) => findCategoryOptions({ db: caller.db, organizationId: caller.organizationId }),
  create: async ({ caller, body }) => reply(await createCategory({ ...caller, input: body }), M.created, 201),
  get: ({ caller, params }) => getCategory({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => {
    const result = await updateCategory({ ...caller, id: params.id, input: body });
    return reply(result, result.changed ? M.edited : M.nothingChanged);
  },
  remove: async ({ caller, params }) => {
    await deleteCategory({ ...caller, id: params.id });
    return reply(null, M.deleted);
  },
  move: async ({ caller, params, body }) => reply(await moveCategory({ ...caller, id: params.id, move: body }), M.moved),
});
