import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const podcast = area({ name: 'podcast', base: '/podcast', key: 'content-podcast', noun: 'Podcast', group: 'Content' });

/** /podcast (spec 000 §2, key content-podcast): audio content (issue 15). */
export default defineArea({
  name: 'podcast',
  routes: podcast.crud(),
  menu: [{ group: 'Content', label: 'Podcast', path: '/podcast', position: 80 }],
});
