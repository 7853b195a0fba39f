import { bind } from '@/server/http/dispatch';
import { contentSettingApi } from '../api';
import { getContentSetting } from './get-content-setting';
import { saveContentSetting } from './save-content-setting';

export const contentSettingEndpoints = bind(contentSettingApi, {
  get: ({ caller }) => getContentSetting(caller),
  save: ({ caller, body }) => saveContentSetting({ ...caller, input: body }),
});
