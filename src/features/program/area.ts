import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const program = area({ name: 'program', base: '/program', key: 'content-program', noun: 'Program', group: 'Content' });

const programRoutes: RouteDef[] = [
  ...program.crud(),
  program.sub('contents', '/program/detail/:id/contents', 'Manage Content'),
  program.sub('feedback-lim', '/program/detail/:id/feedback-lim/:questionId', 'Feedback Detail'),
  program.sub('create-batch', '/program/detail/:id/create-batch', 'Create Batch'),
  program.sub('edit-batch', '/program/detail/:id/edit-batch/:batchId/org/:orgId', 'Edit Batch'),
];

export default defineArea({
  name: 'program',
  routes: programRoutes,
  menu: [{ group: 'Content', label: 'Program', path: '/program', position: 150 }],
});
