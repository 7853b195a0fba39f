import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const live = area({ name: 'live-event', base: '/live-event', key: 'content-live_event', noun: 'Live Event', group: 'Content' });

const liveEventRoutes: RouteDef[] = [
  live.list(),
  live.create('/live-event/create/:id?'),
  live.edit('/live-event/edit/:webinarId'),
  live.detail(),
  live.sub('contents', '/live-event/detail/:id/contents', 'Manage Content'),
];

export default defineArea({
  name: 'live-event',
  routes: liveEventRoutes,
  menu: [{ group: 'Content', label: 'Live Event', path: '/live-event', position: 170 }],
});
