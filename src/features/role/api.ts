import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import {
  RoleDeletedSchema,
  RoleDeleteQuerySchema,
  RoleDetailSchema,
  RoleInputSchema,
  RoleListQuerySchema,
  RoleRowSchema,
  RoleSavedSchema,
  RoleUpdateSchema,
} from './schemas';

const key = { access: 'key', key: 'account-role' } as const;
const P = '/api/roles';

/** The role area's calls (spec 000 §7 `GET /roles` with page_size 100 for pickers); bound in server/http.ts. */
export const roleApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: P,
    ...key,
    summary: 'Roles with member counts (list contract: keyword, order_by/order_type; pickers ask page_size 100)',
    query: RoleListQuerySchema,
    response: listResultSchema(RoleRowSchema),
  }),
  create: endpoint({ method: 'POST', path: P, ...key, summary: 'Create a role with its permission keys', body: RoleInputSchema, response: CreatedSchema }),
  get: endpoint({ method: 'GET', path: `${P}/:id`, ...key, summary: 'A role with its keys, first members and change history', response: RoleDetailSchema }),
  update: endpoint({
    method: 'PATCH',
    path: `${P}/:id`,
    ...key,
    summary: 'Edit a role (its members get the new keys on their next request; a stale updated_at is 409)',
    body: RoleUpdateSchema,
    response: RoleSavedSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${P}/:id`,
    ...key,
    summary: 'Delete a role; one with members needs move_to, the role they move to (one transaction)',
    query: RoleDeleteQuerySchema,
    response: RoleDeletedSchema,
  }),
});
