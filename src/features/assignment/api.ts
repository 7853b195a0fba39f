import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import {
  AssignmentDashboardSchema,
  AssignmentDetailSchema,
  AssignmentInputSchema,
  AssignmentListQuerySchema,
  AssignmentRowSchema,
  AssignmentUpdateSchema,
  AssociateRowSchema,
  AssociatesQuerySchema,
  FilterOptionSchema,
  FilterOptionsQuerySchema,
  GradeInputSchema,
  ImportPreviewSchema,
  ResultRowSchema,
  ResultsQuerySchema,
} from './schemas';

const key = { access: 'key', key: 'content-assignment' } as const;
const base = '/api/cms/assignments';

/** The assignment area's calls (spec 002 §7). */
export const assignmentApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: base,
    ...key,
    summary: "The organisation's assignments (list contract)",
    query: AssignmentListQuerySchema,
    response: listResultSchema(AssignmentRowSchema),
  }),
  create: endpoint({ method: 'POST', path: base, ...key, summary: 'Create an assignment', body: AssignmentInputSchema, response: CreatedSchema }),
  get: endpoint({
    method: 'GET',
    path: `${base}/:id`,
    ...key,
    summary: 'One assignment with its history',
    response: AssignmentDetailSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: `${base}/:id`,
    ...key,
    summary: 'Change an assignment (updated_at it started from; stale is 409)',
    body: AssignmentUpdateSchema,
    response: z.object({ id: z.number(), updated_at: z.string() }).loose(),
  }),
  remove: endpoint({ method: 'DELETE', path: `${base}/:id`, ...key, summary: 'Delete an assignment (only when can_delete)', response: z.null() }),
  filterOptions: endpoint({
    method: 'GET',
    path: `${base}/:id/filter`,
    ...key,
    summary: 'Batch filter options of the assignment (20 per page)',
    query: FilterOptionsQuerySchema,
    response: listResultSchema(FilterOptionSchema),
  }),
  associates: endpoint({
    method: 'GET',
    path: `${base}/:id/associates`,
    ...key,
    summary: 'Where the assignment is placed, with encrypted report links',
    query: AssociatesQuerySchema,
    response: listResultSchema(AssociateRowSchema),
  }),
  results: endpoint({
    method: 'GET',
    path: `${base}/:id/results`,
    ...key,
    summary: 'Participants and their submissions (list contract)',
    query: ResultsQuerySchema,
    response: listResultSchema(ResultRowSchema),
  }),
  dashboard: endpoint({
    method: 'GET',
    path: `${base}/:id/dashboard`,
    ...key,
    summary: 'Counts per status, experts and conditions of the report',
    query: ResultsQuerySchema,
    response: AssignmentDashboardSchema,
  }),
  download: endpoint({
    method: 'GET',
    path: `${base}/:id/results/download`,
    ...key,
    summary: 'Assignment_report….xlsx (except_status for the grade-all template)',
    query: ResultsQuerySchema,
    raw: true,
  }),
  grade: endpoint({
    method: 'PATCH',
    path: `${base}/:id/results/grade`,
    ...key,
    summary: 'Grade one or many results in one transaction',
    body: GradeInputSchema,
    maxBodyBytes: 4 * 1024 * 1024,
    response: z.object({ success: z.boolean(), graded: z.number(), unchanged: z.number().optional() }).loose(),
  }),
  gradeImport: endpoint({
    method: 'POST',
    path: `${base}/:id/results/grade-import`,
    ...key,
    summary: 'Read a filled-in report (multipart file) and answer the preview; writes nothing',
    body: 'multipart',
    response: z.object({ success: z.boolean(), data: ImportPreviewSchema }),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/learner/assignment-placements/:placementId/submissions',
    access: 'signed-in',
    summary: "A learner's submission (multipart files[] and notes) to a placement of an assignment",
    body: 'multipart',
    response: z.object({ ids: z.array(z.number()), status: z.string() }),
  }),
});
