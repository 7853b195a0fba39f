import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const journey = area({ name: 'journey', base: '/journey', key: 'content-journey', noun: 'Journey', group: 'Content' });

const journeyRoutes: RouteDef[] = [journey.list(), journey.create('/journey/create/:id?'), journey.detail(), journey.edit()];

export default defineArea({
  name: 'journey',
  routes: journeyRoutes,
  menu: [{ group: 'Content', label: 'Journey', path: '/journey', position: 160 }],
});
