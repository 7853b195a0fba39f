import type { RouteDef } from '@/lib/routes';
import { seedAssignments } from './seed';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { assignmentEndpoints } from './server/http';
import { assignmentResults, assignments } from '@/db/schema/assignment';

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
  // Learners' hand-ins: the graders; a learner reads their own as its uploader.
  files: [{ area: 'assignment', folders: ['assignments'], keys: ['content-assignment'] }],
  seed: seedAssignments,
  contents: [
    {
      type: 'assignment',
      label: 'Assignment',
      items: { table: assignments, id: assignments.id, organizationId: assignments.organizationId, title: assignments.title },
      placeable: { course: 10, classroom: 3 },
      // The one item a learner hands in, and the only report that prints a due date (docs/decisions/0098).
      passGrade: true,
      dueDate: true,
      placement: 'assignment',
      activity: {
        noun: 'assignment submissions',
        table: assignmentResults,
        id: assignmentResults.id,
        organizationId: assignmentResults.organizationId,
        userId: assignmentResults.userId,
        itemId: assignmentResults.assignmentId,
        placementId: assignmentResults.placementId,
        status: assignmentResults.status,
        score: assignmentResults.score,
        startedAt: assignmentResults.finishedAt,
        finishedAt: assignmentResults.finishedAt,
      },
    },
  ],
});
