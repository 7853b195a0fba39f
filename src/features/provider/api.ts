import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { pickerRoutes } from '@/lib/platform-paths';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import {
  PartnerQuerySchema,
  PartnerSchema,
  ProviderDetailSchema,
  ProviderInputSchema,
  ProviderListQuerySchema,
  ProviderRowSchema,
  ProviderSavedSchema,
  ProviderUpdateSchema,
} from './schemas';

const key = { access: 'key', key: 'account-provider' } as const;
const P = '/api/providers';

/**
 * The provider area's calls: the /provider screens' CRUD (spec 000 leaves their paths unshown, "providers" is
 * ours) and the course wizard's picker `GET /partners` (spec 000 §7, spec 002 §7); bound in server/http.ts.
 */
export const providerApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: P,
    ...key,
    summary: 'Providers (list contract: keyword over name, contact person and e-mail; is_active; order_by/order_type)',
    query: ProviderListQuerySchema,
    response: listResultSchema(ProviderRowSchema),
  }),
  create: endpoint({ method: 'POST', path: P, ...key, summary: 'Create a provider', body: ProviderInputSchema, response: CreatedSchema }),
  get: endpoint({ method: 'GET', path: `${P}/:id`, ...key, summary: 'A provider with what references it', response: ProviderDetailSchema }),
  update: endpoint({
    method: 'PATCH',
    path: `${P}/:id`,
    ...key,
    summary: 'Edit a provider (nothing changed answers changed: false; a stale updated_at is 409)',
    body: ProviderUpdateSchema,
    response: ProviderSavedSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${P}/:id`,
    ...key,
    summary: 'Delete a provider that no content references: otherwise 409',
    response: z.null(),
  }),
  /** The pickers of the areas that attach content to a provider (the course wizard) may call it too. */
  partners: endpoint({
    ...pickerRoutes.partners,
    access: 'key',
    key: ['account-provider', 'content-course', 'content-course_ai'],
    summary: 'Active providers for pickers (list contract, keyword over the name, by name, at most 100 a page)',
    query: PartnerQuerySchema,
    response: listResultSchema(PartnerSchema),
  }),
});
