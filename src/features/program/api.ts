import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import {
  BatchInputSchema,
  BatchQuerySchema,
  BatchRowSchema,
  MemberAddSchema,
  MemberQuerySchema,
  MemberRemoveSchema,
  MemberResultSchema,
  MemberRowSchema,
  ProgramOrganizationSchema,
  WaitingListQuerySchema,
  ProgramDetailSchema,
  ProgramInputSchema,
  ProgramListQuerySchema,
  ProgramRowSchema,
  ProgramSavedSchema,
  ProgramUpdateSchema,
} from './schemas';

const key = { access: 'key', key: 'content-program' } as const;
const P = '/api/programs';

/** The program area's calls (spec 002 §7 'Program, journey, organisation lists' names /programs/…); bound in server/http.ts. */
export const programApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: P,
    ...key,
    summary: 'Programs (list contract, 10 a page: keyword over the title; status, level, category_id, created between start_date and end_date)',
    query: ProgramListQuerySchema,
    response: listResultSchema(ProgramRowSchema),
  }),
  create: endpoint({ method: 'POST', path: P, ...key, summary: 'Create a program (its general data)', body: ProgramInputSchema, response: CreatedSchema }),
  get: endpoint({ method: 'GET', path: `${P}/:id`, ...key, summary: "A program's general data", response: ProgramDetailSchema }),
  update: endpoint({
    method: 'PATCH',
    path: `${P}/:id`,
    ...key,
    summary: 'Edit the general data (nothing changed answers changed: false; a stale updated_at is 409)',
    body: ProgramUpdateSchema,
    response: ProgramSavedSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${P}/:id`,
    ...key,
    summary: 'Delete a program with nothing placed in it (can_delete); otherwise 409',
    response: z.null(),
  }),
  batches: endpoint({
    method: 'GET',
    path: `${P}/:id/batch`,
    ...key,
    summary: "The program's batches by start date, 10 a page (page_size -1: all, for the batch options; short_title cut to 25 characters)",
    query: BatchQuerySchema,
    response: listResultSchema(BatchRowSchema),
  }),
  createBatch: endpoint({
    method: 'POST',
    path: `${P}/:id/batch`,
    ...key,
    summary: 'Create a batch for one organisation of the group (company_id), with its dates and capacity',
    body: BatchInputSchema,
    response: BatchRowSchema,
  }),
  batch: endpoint({
    method: 'GET',
    path: `${P}/:id/batch/:batchId/org/:orgId`,
    ...key,
    summary: 'One batch of the organisation orgId (another organisation: 404)',
    response: BatchRowSchema,
  }),
  updateBatch: endpoint({
    method: 'PATCH',
    path: `${P}/:id/batch/:batchId`,
    ...key,
    summary: 'Edit a batch (a raised capacity seats the first people waiting)',
    body: BatchInputSchema,
    response: BatchRowSchema,
  }),
  removeBatch: endpoint({ method: 'DELETE', path: `${P}/:id/batch/:batchId`, ...key, summary: 'Delete a batch nobody is invited to', response: z.null() }),
  organizations: endpoint({
    method: 'GET',
    path: `${P}/:id/organizations`,
    ...key,
    summary: 'The organisations of the group the program has batches for (program_id, title)',
    response: z.array(ProgramOrganizationSchema),
  }),
  members: endpoint({
    method: 'GET',
    path: `${P}/:id/batch/:batchId/invite-users`,
    ...key,
    summary: "A batch's people: invited, then waiting in order (status filter), 10 a page",
    query: MemberQuerySchema,
    response: listResultSchema(MemberRowSchema),
  }),
  invite: endpoint({
    method: 'POST',
    path: `${P}/:id/batch/:batchId/invite-users`,
    ...key,
    summary: "Invite by user, division or company: the batch's organisation's active people not in another batch; past capacity they wait",
    body: MemberAddSchema,
    response: MemberResultSchema,
  }),
  removeMembers: endpoint({
    method: 'DELETE',
    path: `${P}/:id/batch/:batchId/invite-users`,
    ...key,
    summary: 'Remove people from a batch; each freed seat goes to the first person waiting',
    body: MemberRemoveSchema,
    response: MemberResultSchema.extend({ removed: z.number() }),
  }),
  waitingList: endpoint({
    method: 'GET',
    path: '/api/contents/waiting-list',
    ...key,
    summary: "A program batch's waiting list in order (content_id: the program, batch_id, relation_id: the batch's organisation), 10 a page",
    query: WaitingListQuerySchema,
    response: listResultSchema(MemberRowSchema),
  }),
});
