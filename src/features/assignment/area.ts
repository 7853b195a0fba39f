import type { RouteDef } from '@/lib/routes';
import { seedAssignments } from './seed';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { assignmentEndpoints } from './server/http';

const assignment = area({
  name: 'assignment',
  base: '/assignment',
  key: 'content-assignment',
  noun: 'Assignment',
  group: 'Content',
  built: { list: true, create: true, edit: true, detail: true, report: true },
});

const assignmentRoutes: RouteDef[] = [
  assignment.list(),
  assignment.create(),
  assignment.edit(),
  assignment.detail('/assignment/detail/:id', 'Assignment Details'),
  assignment.sub('report', '/assignment/detail/:id/report', 'Assignment Result'),
];

export default defineArea({
  name: 'assignment',
  routes: assignmentRoutes,
  menu: [{ group: 'Content', label: 'Assignment', path: '/assignment', position: 120 }],
  api: assignmentEndpoints,
  migrations: ['assignment'],
  seed: seedAssignments,
});
