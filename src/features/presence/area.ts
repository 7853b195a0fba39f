import type { RouteDef } from '@/lib/routes';
import { seedPresences } from './seed';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { presenceEndpoints } from './server/http';
import { presenceAttendances, presences } from '@/db/schema/presence';

const presence = area({
  name: 'presence',
  base: '/presence',
  key: 'presence',
  noun: 'Presence',
  group: 'Content',
  built: { list: true, create: true, edit: true, detail: true, preview: true },
});

const presenceRoutes: RouteDef[] = [...presence.crud(), { ...presence.sub('preview', '/presence/preview/:id', 'QR Preview'), layout: 'full' }];

export default defineArea({
  name: 'presence',
  routes: presenceRoutes,
  menu: [{ group: 'Content', label: 'Presence', path: '/presence', position: 140 }],
  api: presenceEndpoints,
  migrations: ['presence'],
  seed: seedPresences,
  contents: [
    {
      type: 'presence',
      label: 'Presence',
      items: { table: presences, id: presences.id, organizationId: presences.organizationId, title: presences.title },
      placeable: { course: 4, classroom: 2 },
      placement: 'presence',
      // A course's batch has no rundown: a presence placed in one takes its own schedule (docs/decisions/0115).
      ownScheduleIn: { course: true },
      // Check-ins refer to the schedule they were made at: a placement holds those of the batches it reaches.
      activity: {
        noun: 'check-ins',
        table: presenceAttendances,
        id: presenceAttendances.id,
        organizationId: presenceAttendances.organizationId,
        userId: presenceAttendances.userId,
        itemId: presenceAttendances.presenceId,
        scheduleId: presenceAttendances.scheduleId,
        status: presenceAttendances.status,
        startedAt: presenceAttendances.clockIn,
        finishedAt: presenceAttendances.clockIn,
      },
    },
  ],
});
