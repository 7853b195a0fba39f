import type { RouteDef } from '@/lib/routes';
import { programs } from '@/db/schema/program';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { programEndpoints } from './server/http';
import { completePrograms } from './server/completion';
import { seedPrograms } from './seed';

const program = area({
  name: 'program',
  base: '/program',
  key: 'content-program',
  noun: 'Program',
  group: 'Content',
  built: { list: true, create: true, edit: true, detail: true, contents: true, 'create-batch': true, 'edit-batch': true, 'feedback-lim': true },
});

/**
 * /program (spec 002 §2, key content-program; docs/decisions/0146): the list, Create and Edit Program (the general
 * data), the detail page, Manage Content, the batch forms and the LIM Feedback Detail (decision 0157) are built.
 */
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
  api: programEndpoints,
  migrations: ['program'],
  // A completed batch is a learning event, with its certificate as award (decision 0151).
  onLearningEvent: completePrograms,
  seed: seedPrograms,
  contents: [
    {
      type: 'program',
      label: 'Program',
      category: { table: programs, organizationId: programs.organizationId, column: programs.categoryId, label: ['program', 'programs'] },
    },
  ],
});
