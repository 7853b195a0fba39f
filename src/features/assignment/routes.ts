import type { ApiRouteDef } from '@/server/access/guard';
import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { AssignmentInputSchema, AssignmentListQuerySchema, AssociatesQuerySchema, GradeInputSchema, ResultsQuerySchema } from './schemas';

const assignment = area({ name: 'assignment', base: '/assignment', key: 'content-assignment', noun: 'Assignment', group: 'Content', built: { list: true, create: true, edit: true, detail: true, report: true } });

export const assignmentRoutes: RouteDef[] = [
  assignment.list(),
  assignment.create(),
  assignment.edit(),
  assignment.detail('/assignment/detail/:id', 'Assignment Details'),
  assignment.sub('report', '/assignment/detail/:id/report', 'Assignment Result'),
];

const key = { access: 'key', key: 'content-assignment' } as const;
const base = '/api/cms/assignments';

/** The assignment area's API endpoints with their access rules (src/features/api-registry.ts reads this). */
export const assignmentApiRoutes: ApiRouteDef[] = [
  { method: 'GET', path: base, ...key, doc: { summary: "The organisation's assignments (list contract)", query: AssignmentListQuerySchema } },
  { method: 'POST', path: base, ...key, doc: { summary: 'Create an assignment', body: AssignmentInputSchema } },
  { method: 'GET', path: `${base}/:id`, ...key, doc: { summary: 'One assignment with its history' } },
  { method: 'PATCH', path: `${base}/:id`, ...key, doc: { summary: 'Change an assignment (updated_at it started from; stale is 409)', body: AssignmentInputSchema } },
  { method: 'DELETE', path: `${base}/:id`, ...key, doc: { summary: 'Delete an assignment (only when can_delete)' } },
  { method: 'GET', path: `${base}/:id/filter`, ...key, doc: { summary: 'Batch filter options of the assignment (20 per page)' } },
  { method: 'GET', path: `${base}/:id/associates`, ...key, doc: { summary: 'Where the assignment is placed, with encrypted report links', query: AssociatesQuerySchema } },
  { method: 'GET', path: `${base}/:id/results`, ...key, doc: { summary: 'Participants and their submissions (list contract)', query: ResultsQuerySchema } },
  { method: 'GET', path: `${base}/:id/dashboard`, ...key, doc: { summary: 'Counts per status, experts and conditions of the report', query: ResultsQuerySchema } },
  { method: 'GET', path: `${base}/:id/results/download`, ...key, doc: { summary: 'Assignment_report….xlsx (except_status for the grade-all template)', query: ResultsQuerySchema } },
  { method: 'PATCH', path: `${base}/:id/results/grade`, ...key, doc: { summary: 'Grade one or many results in one transaction', body: GradeInputSchema } },
  { method: 'POST', path: `${base}/:id/results/grade-import`, ...key, doc: { summary: 'Read a filled-in report (multipart file) and answer the preview; writes nothing' } },
  { method: 'POST', path: '/api/learner/assignment-placements/:placementId/submissions', access: 'signed-in', doc: { summary: "A learner's submission (multipart files[] and notes) to a placement of an assignment" } },
];
