import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import type { ListResult } from '@/lib/list';
import { CreatedSchema, shaped } from '@/lib/list-schema';
import {
  AssignmentInputSchema,
  AssignmentListQuerySchema,
  AssignmentUpdateSchema,
  AssociatesQuerySchema,
  FilterOptionsQuerySchema,
  GradeInputSchema,
  ResultsQuerySchema,
  type AssignmentDashboard,
  type AssignmentRow,
  type AssociateRow,
  type HistoryEntry,
  type ImportPreviewRow,
  type ResultRow,
} from './schemas';

const key = { access: 'key', key: 'content-assignment' } as const;
const base = '/api/cms/assignments';

export interface FilterOption {
  value: number;
  label: string;
  module_type: string;
  module_title: string;
}

/** The assignment area's calls (spec 002 §7). */
export const assignmentApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: base,
    ...key,
    summary: "The organisation's assignments (list contract)",
    query: AssignmentListQuerySchema,
    response: shaped<ListResult<AssignmentRow>>(),
  }),
  create: endpoint({ method: 'POST', path: base, ...key, summary: 'Create an assignment', body: AssignmentInputSchema, response: CreatedSchema }),
  get: endpoint({
    method: 'GET',
    path: `${base}/:id`,
    ...key,
    summary: 'One assignment with its history',
    response: shaped<AssignmentRow & { history: HistoryEntry[] }>(),
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
    response: shaped<ListResult<FilterOption>>(),
  }),
  associates: endpoint({
    method: 'GET',
    path: `${base}/:id/associates`,
    ...key,
    summary: 'Where the assignment is placed, with encrypted report links',
    query: AssociatesQuerySchema,
    response: shaped<ListResult<AssociateRow>>(),
  }),
  results: endpoint({
    method: 'GET',
    path: `${base}/:id/results`,
    ...key,
    summary: 'Participants and their submissions (list contract)',
    query: ResultsQuerySchema,
    response: shaped<ListResult<ResultRow>>(),
  }),
  dashboard: endpoint({
    method: 'GET',
    path: `${base}/:id/dashboard`,
    ...key,
    summary: 'Counts per status, experts and conditions of the report',
    query: ResultsQuerySchema,
    response: shaped<AssignmentDashboard>(),
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
    response: shaped<{ success: boolean; data: { results: ImportPreviewRow[]; stale: number; skipped: number; changed: number; unchanged: number } }>(),
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
