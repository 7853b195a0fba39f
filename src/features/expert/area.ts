import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { expertEndpoints } from './server/http';
import { seedExperts } from './seed';

const list = area({
  name: 'expert-list',
  base: '/expert/expert-list',
  key: 'expert-expert-list',
  noun: 'Expert',
  group: 'Expert',
  built: { list: true, create: true, detail: true },
});
const journey = area({
  name: 'expert-journey',
  base: '/expert/expert-journey',
  key: 'expert-expert-journey',
  noun: 'Expert Journey',
  group: 'Expert',
  built: { list: true, create: true, edit: true },
});

/**
 * /expert (spec 000 §2, keys expert-expert-list and expert-expert-journey; issue 32, docs/decisions/0144): expert
 * profiles with where each teaches (from the webinars', classroom batches' and courses' own records) and the
 * journeys that certify them, each expert's progress read from their completions, checkpoint results and sessions.
 */
export default defineArea({
  name: 'expert',
  routes: [
    list.list('/expert/expert-list', 'Expert List'),
    list.create('/expert/expert-list/create/:id?'),
    list.detail(),
    journey.list('/expert/expert-journey', 'Expert Journey'),
    journey.create('/expert/expert-journey/create/:id?'),
    journey.edit(),
  ],
  menu: [
    { group: 'Expert', label: 'Expert List', path: '/expert/expert-list', position: 510 },
    { group: 'Expert', label: 'Expert Journey', path: '/expert/expert-journey', position: 520 },
  ],
  api: expertEndpoints,
  migrations: ['expert'],
  seed: seedExperts,
});
