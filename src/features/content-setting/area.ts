import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { contentSettingEndpoints } from './server/http';

const content = area({
  name: 'setting-content',
  base: '/setting/content',
  key: 'setting-content',
  noun: 'Content Setting',
  group: 'Setting',
  built: { list: true },
});

/**
 * Setting › Content (issue 30, docs/decisions/0132): the organisation's defaults for new content (thumbnail,
 * certificate template per type, learning order, file download, review before publish and by which role). The
 * wizards read them through src/server/content-defaults.ts, not through this area.
 */
export default defineArea({
  name: 'content-setting',
  routes: [content.list('/setting/content', 'Content Setting')],
  menu: [{ group: 'Setting', label: 'Content', path: '/setting/content', position: 300 }],
  api: contentSettingEndpoints,
  migrations: ['content-setting'],
});
