import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const channel = area({ name: 'channel', base: '/channel', key: 'content-channel', noun: 'Channel', group: 'Content' });

/** /channel (spec 000 §2, key content-channel): channels grouping content for learners (issue 15). */
export default defineArea({
  name: 'channel',
  routes: channel.crud(),
});
