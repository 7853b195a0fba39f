import type { ApiRouteDef } from '@/server/access/guard';
import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';

const assignment = area({ name: 'assignment', base: '/assignment', key: 'content-assignment', noun: 'Assignment', group: 'Content' });

export const assignmentRoutes: RouteDef[] = [
  assignment.list(),
  assignment.create(),
  assignment.edit(),
  assignment.detail('/assignment/detail/:id', 'Assignment Details'),
  assignment.sub('report', '/assignment/detail/:id/report', 'Assignment Result'),
];

/** The assignment area's API endpoints with their access rules (src/features/api-registry.ts reads this). */
export const assignmentApiRoutes: ApiRouteDef[] = [];
