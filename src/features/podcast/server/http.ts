import { bind, reply } from '@/server/http/dispatch';
import { STATUS_LABELS } from '@/lib/media-library';
import { categoryChoices } from '@/server/media/library';
import { createMedia, deleteMedia, setMediaStatus, updateMedia } from '@/server/media/library-writes';
import { podcastApi } from '../api';
import { podcastMessages as M } from '../messages';
import { podcastConfig as config } from './config';
import { findPodcasts } from './find-podcasts';
import { getPodcast } from './get-podcast';

/** The podcast endpoints (api.ts) bound to the media library's use cases; the dispatcher parses and guards before these run. */
export const podcastEndpoints = bind(podcastApi, {
  list: ({ caller, query }) => findPodcasts({ db: caller.db, organizationId: caller.organizationId, query }),
  categories: ({ caller }) => categoryChoices(caller.db, caller.organizationId),
  create: async ({ caller, body }) => reply(await createMedia({ ...caller, config, input: body }), M.created, 201),
  get: ({ caller, params }) => getPodcast({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => {
    const result = await updateMedia({ ...caller, config, id: params.id, input: body });
    return reply(result, result.changed ? M.edited : M.nothingChanged);
  },
  status: async ({ caller, params, body }) => {
    const result = await setMediaStatus({ ...caller, config, id: params.id, input: body });
    return reply(result, M.statusChanged(STATUS_LABELS[result.status]));
  },
  remove: async ({ caller, params }) => {
    await deleteMedia({ ...caller, config, id: params.id });
    return reply(null, M.deleted);
  },
});
