import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import {
  CoachInputSchema,
  CoachListQuerySchema,
  CoachRowSchema,
  CoachUpdateSchema,
  CompanyInputSchema,
  CompanyRowSchema,
  CompanyUpdateSchema,
  DivisionInputSchema,
  DivisionRowSchema,
  DivisionUpdateSchema,
  ExpertLevelInputSchema,
  ExpertLevelRowSchema,
  ExpertLevelUpdateSchema,
  OrganizationPickRowSchema,
  SavedSchema,
  StructureListQuerySchema,
  UserPickRowSchema,
} from './schemas';
import { ListQuerySchema } from '@/lib/list';

/** Managing the lists is the user administrator's work (the screens live under /user, key account-user). */
const manage = { access: 'key', key: 'account-user' } as const;
/**
 * The pickers (spec 000 §7, spec 002 §7) serve the classroom, course, journey and IDP screens of editors with any
 * key, so any signed-in member of the organisation may read them (decision 0074); they answer only its own rows.
 */
const pick = { access: 'signed-in' } as const;

/** The five calls of one managed list: the picker list, then create, get, update and delete. */
function managedList<P extends string, Row extends z.ZodType, Input extends z.ZodType, Update extends z.ZodType, Query extends z.ZodType>(
  P: P,
  noun: string,
  s: { row: Row; input: Input; update: Update; query: Query },
) {
  return {
    list: endpoint({
      method: 'GET',
      path: P,
      ...pick,
      summary: `${noun} picker and list (list contract: keyword, page, page_size, order_by/order_type)`,
      query: s.query,
      response: listResultSchema(s.row),
    }),
    create: endpoint({ method: 'POST', path: P, ...manage, summary: `Create a ${noun.toLowerCase()}`, body: s.input, response: CreatedSchema }),
    get: endpoint({ method: 'GET', path: `${P}/:id`, ...manage, summary: `One ${noun.toLowerCase()}`, response: s.row }),
    update: endpoint({
      method: 'PATCH',
      path: `${P}/:id`,
      ...manage,
      summary: `Edit a ${noun.toLowerCase()} (nothing changed answers changed: false; a stale updated_at is 409)`,
      body: s.update,
      response: SavedSchema,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${P}/:id`,
      ...manage,
      summary: `Delete a ${noun.toLowerCase()} (only when can_delete, else 409)`,
      response: z.null(),
    }),
  };
}

export const divisionApi = endpoints(
  managedList('/api/divisions', 'Division', {
    row: DivisionRowSchema,
    input: DivisionInputSchema,
    update: DivisionUpdateSchema,
    query: StructureListQuerySchema,
  }),
);
export const companyApi = endpoints(
  managedList('/api/companies', 'Company', { row: CompanyRowSchema, input: CompanyInputSchema, update: CompanyUpdateSchema, query: StructureListQuerySchema }),
);
export const expertLevelApi = endpoints(
  managedList('/api/expert-level', 'Expert level', {
    row: ExpertLevelRowSchema,
    input: ExpertLevelInputSchema,
    update: ExpertLevelUpdateSchema,
    query: ListQuerySchema,
  }),
);
export const coachApi = endpoints(
  managedList('/api/coach', 'Coach', { row: CoachRowSchema, input: CoachInputSchema, update: CoachUpdateSchema, query: CoachListQuerySchema }),
);

/** The people and organisation pickers (spec 000 §7 GET /users with keyword for hosts, experts and guests; GET /organizations). */
export const pickerApi = endpoints({
  users: endpoint({
    method: 'GET',
    path: '/api/users',
    ...pick,
    summary: "Active people of the caller's organisation for pickers (keyword: name, e-mail, NIK or position)",
    query: ListQuerySchema,
    response: listResultSchema(UserPickRowSchema),
  }),
  organizations: endpoint({
    method: 'GET',
    path: '/api/organizations',
    ...pick,
    summary: "Organisations for pickers: the caller's own (keyword: title)",
    query: ListQuerySchema,
    response: listResultSchema(OrganizationPickRowSchema),
  }),
});
