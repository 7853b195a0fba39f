import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { journeyEndpoints } from './server/http';
import { completeJourneys } from './server/complete-journeys';
import { seedJourneys } from './seed';

const journey = area({
  name: 'journey',
  base: '/journey',
  key: 'content-journey',
  noun: 'Journey',
  group: 'Content',
  built: { list: true, create: true, edit: true, detail: true },
});

/**
 * /journey (spec 002 §2, key content-journey; docs/decisions/0148): the list, Create and Edit Journey (general data,
 * audience, invited learners, the ordered steps with their unlock rules) and the detail with each learner's progress.
 */
const journeyRoutes: RouteDef[] = [journey.list(), journey.create('/journey/create/:id?'), journey.detail(), journey.edit()];

export default defineArea({
  name: 'journey',
  routes: journeyRoutes,
  menu: [{ group: 'Content', label: 'Journey', path: '/journey', position: 160 }],
  api: journeyEndpoints,
  migrations: ['journey'],
  seed: seedJourneys,
  onLearningEvent: completeJourneys,
});
