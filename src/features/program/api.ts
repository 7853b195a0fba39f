import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import { ProgramDetailSchema, ProgramInputSchema, ProgramListQuerySchema, ProgramRowSchema, ProgramSavedSchema, ProgramUpdateSchema } from './schemas';

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
});
