import type { MediaApi } from '@/lib/media-api';
import { STATUS_LABELS } from '@/lib/media-library';
import { reply, type Handler } from '@/server/http/dispatch';
import { categoryChoices, findMedia, getMedia, type MediaConfig } from './library';
import { createMedia, deleteMedia, setMediaStatus, updateMedia } from './library-writes';

/** A media area's calls (lib/media-api.ts) bound to the media library's use cases for one kind; the dispatcher parses and guards before these run. */
export function mediaHandlers(config: MediaConfig): { [K in keyof MediaApi]: Handler<MediaApi[K]> } {
  const M = config.messages;
  return {
    list: ({ caller, query }) => findMedia({ db: caller.db, organizationId: caller.organizationId, config, query }),
    categories: ({ caller }) => categoryChoices(caller.db, caller.organizationId),
    create: async ({ caller, body }) => reply(await createMedia({ ...caller, config, input: body }), M.created, 201),
    get: ({ caller, params }) => getMedia({ db: caller.db, organizationId: caller.organizationId, config, id: params.id }),
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
  };
}
