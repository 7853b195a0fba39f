import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { classroomEndpoints } from './server/http';
import { completeClassrooms } from './server/completion';
import { seedClassrooms } from './seed';
import { classroomBatches, classrooms } from '@/db/schema/classroom';

const classroom = area({
  name: 'classroom',
  base: '/classroom',
  key: 'classroom',
  noun: 'Classroom',
  group: 'Content',
  built: { list: true, create: true, 'create-batch': true, edit: true, detail: true },
});

/**
 * /classroom (spec 002 §2, key classroom): the list, the four-step wizard (General, Content, Batch, Participant;
 * /classroom/create/batch is its Batch step) and the detail page (docs/decisions/0087). The edit and detail
 * routes are ours: the wizard resumes from the list at /classroom/edit/{id}?step=n.
 */
const classroomRoutes: RouteDef[] = [
  classroom.list(),
  classroom.create(),
  classroom.page('create-batch', '/classroom/create/batch', 'Create Batch'),
  classroom.edit(),
  classroom.detail(),
];

export default defineArea({
  name: 'classroom',
  routes: classroomRoutes,
  menu: [{ group: 'Content', label: 'Classroom', path: '/classroom', position: 50 }],
  api: classroomEndpoints,
  migrations: ['classroom'],
  // A completed batch is a learning event, with its certificate as award (decision 0151).
  onLearningEvent: completeClassrooms,
  seed: seedClassrooms,
  // A batch's place picked from Setting › Location: that location cannot be deleted while a batch uses it (0124).
  locationUsers: [{ table: classroomBatches, column: classroomBatches.locationId, label: ['classroom batch', 'classroom batches'] }],
  contents: [
    {
      type: 'classroom',
      label: 'Classroom',
      category: { table: classrooms, organizationId: classrooms.organizationId, column: classrooms.categoryId, label: ['classroom', 'classrooms'] },
    },
  ],
});
