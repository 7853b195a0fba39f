import { bind, reply } from '@/server/http/dispatch';
import { feedApi } from '../api';
import { feedMessages as M } from '../messages';
import { findPosts } from './find-posts';
import { getPost } from './get-post';
import { moderatePost } from './moderate-post';

/** The knowledge feed's endpoints (api.ts) bound to their use cases. */
export const feedEndpoints = bind(feedApi, {
  list: ({ caller, query }) => findPosts({ db: caller.db, organizationId: caller.organizationId, query }),
  get: ({ caller, params }) => getPost({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  moderate: async ({ caller, params, body }) => reply(await moderatePost({ ...caller, id: params.id, input: body }), M.done[body.action]),
});
