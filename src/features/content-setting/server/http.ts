import { bind, reply } from '@/server/http/dispatch';
import { contentSettingApi } from '../api';
import { contentSettingMessages as M } from '../messages';
import { contentDefaults } from '@/server/content-defaults';
import { getContentSetting } from './get-content-setting';
import { saveContentSetting } from './save-content-setting';

export const contentSettingEndpoints = bind(contentSettingApi, {
  get: ({ caller }) => getContentSetting(caller),
  save: async ({ caller, body }) => {
    const saved = await saveContentSetting({ ...caller, input: body });
    return reply(saved, saved.changed ? M.edited : M.nothingChanged);
  },
  learner: async ({ caller }) => {
    const d = await contentDefaults(caller.db, caller.organizationId);
    return { allow_download: d.allow_download, learning_order: d.learning_order };
  },
});
