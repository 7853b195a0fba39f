import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const list = area({ name: 'expert-list', base: '/expert/expert-list', key: 'expert-expert-list', noun: 'Expert', group: 'Expert' });
const journey = area({ name: 'expert-journey', base: '/expert/expert-journey', key: 'expert-expert-journey', noun: 'Expert Journey', group: 'Expert' });

const expertRoutes: RouteDef[] = [
  list.list('/expert/expert-list', 'Expert List'),
  list.create('/expert/expert-list/create/:id?'),
  list.detail(),
  journey.list('/expert/expert-journey', 'Expert Journey'),
  journey.create('/expert/expert-journey/create/:id?'),
  journey.edit(),
];

export default defineArea({
  name: 'expert',
  routes: expertRoutes,
  menu: [
    { group: 'Expert', label: 'Expert List', path: '/expert/expert-list', position: 510 },
    { group: 'Expert', label: 'Expert Journey', path: '/expert/expert-journey', position: 520 },
  ],
});
