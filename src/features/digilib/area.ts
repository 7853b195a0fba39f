import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const digilib = area({ name: 'digilib', base: '/digilib', key: 'content-digilib', noun: 'Digital Library', group: 'Content' });

/** /digilib (spec 000 §2, key content-digilib): digital library items of the three spec types (issue 15). */
export default defineArea({
  name: 'digilib',
  routes: digilib.crud(),
  menu: [{ group: 'Content', label: 'Digital Library', path: '/digilib', position: 240 }],
});
