import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { channelEndpoints } from './server/http';
import { seedChannels } from './seed';
import { channels } from '@/db/schema/channel';

const channel = area({
  name: 'channel',
  base: '/channel',
  key: 'content-channel',
  noun: 'Channel',
  group: 'Content',
  built: { list: true, create: true, edit: true, detail: true },
});

/** /channel (spec 000 §2, key content-channel): channels grouping content for learners (docs/decisions/0085). */
export default defineArea({
  name: 'channel',
  routes: channel.crud(),
  // Beyond spec 000's sidebar list, which leaves /channel out although its route and key exist: without an entry an
  // administrator could reach channels only by typing the address (docs/decisions/0085).
  menu: [{ group: 'Content', label: 'Channel', path: '/channel', position: 245 }],
  api: channelEndpoints,
  migrations: ['channel'],
  seed: seedChannels,
  categoryUsers: [{ table: channels, organizationId: channels.organizationId, column: channels.categoryId, label: ['channel', 'channels'] }],
});
