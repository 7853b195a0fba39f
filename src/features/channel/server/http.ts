import { bind, reply } from '@/server/http/dispatch';
import { channelApi } from '../api';
import { channelMessages as M } from '../messages';
import { createChannel } from './create-channel';
import { deleteChannel } from './delete-channel';
import { contentTypeOptions, findChannels, findContent } from './find-channels';
import { getChannel } from './get-channel';
import { updateChannel } from './update-channel';

/** The channel endpoints (api.ts) bound to their use cases. */
export const channelEndpoints = bind(channelApi, {
  list: ({ caller, query }) => findChannels({ db: caller.db, organizationId: caller.organizationId, query }),
  contentTypes: () => contentTypeOptions(),
  content: ({ caller, query }) => findContent({ db: caller.db, organizationId: caller.organizationId, query }),
  create: async ({ caller, body }) => reply(await createChannel({ ...caller, input: body }), M.created, 201),
  get: ({ caller, params }) => getChannel({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => {
    const result = await updateChannel({ ...caller, id: params.id, input: body });
    return reply(result, result.changed ? M.edited : M.nothingChanged);
  },
  remove: async ({ caller, params }) => {
    await deleteChannel({ ...caller, id: params.id });
    return reply(null, M.deleted);
  },
});
