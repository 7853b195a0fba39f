import { bind, reply } from '@/server/http/dispatch';
import { contentSettingApi } from '../api';
import { contentSettingMessages as M } from '../messages';
import { getContentSetting } from './get-content-setting';
import { saveContentSetting } from './save-content-setting';

export const contentSettingEndpoints = bind(contentSettingApi, {
  get: ({ caller }) => getContentSetting(caller),
  save: async ({ caller, body }) => {
    const saved = await saveContentSetting({ ...caller, input: body });
    return reply(saved, saved.changed ? M.edited : M.nothingChanged);
  },
});
