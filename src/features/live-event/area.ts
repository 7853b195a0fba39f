import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { liveEventEndpoints } from './server/http';
import { recordAttendance } from './server/attendance';
import { seedLiveEvents } from './seed';

const live = area({
  name: 'live-event',
  base: '/live-event',
  key: 'content-live_event',
  noun: 'Live Event',
  group: 'Content',
  built: { list: true, create: true, edit: true, detail: true, contents: true },
});

/**
 * /live-event (spec 002 §2, key content-live_event): the list, the form (create, optionally from a webinar of the
 * media library: /live-event/create/{webinarId}; edit at /live-event/edit/{id}), the detail with its registrants and
 * attendance, and Manage Content (docs/decisions/0145).
 */
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
  api: liveEventEndpoints,
  migrations: ['live-event'],
  seed: seedLiveEvents,
  onLearningEvent: recordAttendance,
});
