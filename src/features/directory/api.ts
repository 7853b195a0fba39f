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
} from './schemas';
import { ListQuerySchema } from '@/lib/list';
import { platformApi } from '@/lib/platform-api';

/** Managing the lists is the user administrator's work (the screens live under /user, key account-user). */
const manage = { access: 'key', key: 'account-user' } as const;
/**
 * The pickers (spec 000 §7, spec 002 §7) answer the organisation's people (names, e-mails) and structure: they need the
 * key of an area whose screens pick from them (decision 0106, replacing 0074's "any signed-in member"), with the admin
 * rule, so a learner never reads the staff list. People: declared with the platform's calls (src/lib/platform-api.ts),
 * which other areas' islands call too. Divisions and companies: their lists (/user) and the classroom's participant
 * step. An area whose screen starts calling one adds its key here.
 */
const pickUnits = { access: 'key', key: ['account-user', 'classroom'] } as const;

/** The five calls of one managed list: the picker list (for `pick`), then create, get, update and delete. */
function managedList<P extends string, Row extends z.ZodType, Input extends z.ZodType, Update extends z.ZodType, Query extends z.ZodType>(
  P: P,
  noun: string,
  pick: typeof pickUnits | typeof manage,
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
  managedList('/api/divisions', 'Division', pickUnits, {
    row: DivisionRowSchema,
    input: DivisionInputSchema,
    update: DivisionUpdateSchema,
    query: StructureListQuerySchema,
  }),
);
export const companyApi = endpoints(
  managedList('/api/companies', 'Company', pickUnits, {
    row: CompanyRowSchema,
    input: CompanyInputSchema,
    update: CompanyUpdateSchema,
    query: StructureListQuerySchema,
  }),
);
export const expertLevelApi = endpoints(
  // Expert levels and coaches are picked only on their own lists so far.
  managedList('/api/expert-level', 'Expert level', manage, {
    row: ExpertLevelRowSchema,
    input: ExpertLevelInputSchema,
    update: ExpertLevelUpdateSchema,
    query: ListQuerySchema,
  }),
);
export const coachApi = endpoints(
  managedList('/api/coach', 'Coach', manage, { row: CoachRowSchema, input: CoachInputSchema, update: CoachUpdateSchema, query: CoachListQuerySchema }),
);

/** The people and organisation pickers (spec 000 §7 GET /users with keyword for hosts, experts and guests; GET /organizations). */
export const pickerApi = endpoints({
  users: platformApi.people,
  // The caller's own organisation only (its id, title and code, which the shell shows everyone signed in): no key.
  organizations: endpoint({
    method: 'GET',
    path: '/api/organizations',
    access: 'signed-in',
    summary: "Organisations for pickers: the caller's own (keyword: title)",
    query: ListQuerySchema,
    response: listResultSchema(OrganizationPickRowSchema),
  }),
});
