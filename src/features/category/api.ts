import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import { pickerRoutes } from '@/lib/platform-paths';
import {
  CategoryDetailSchema,
  CategoryInputSchema,
  CategoryListQuerySchema,
  CategoryMoveSchema,
  CategoryOptionSchema,
  CategoryRowSchema,
  CategorySavedSchema,
  CategoryUpdateSchema,
} from './schemas';

const key = { access: 'key', key: 'content-category' } as const;
const P = '/api/categories';

/** The category area's calls (spec 000 §7 `GET /categories`, spec 002 §7 with `order_by desc`); bound in server/http.ts. */
export const categoryApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: P,
    ...key,
    summary: 'Categories in tree order (list contract: keyword, parent_id, is_active, order_by/order_type or order_by=desc)',
    query: CategoryListQuerySchema,
    response: listResultSchema(CategoryRowSchema),
  }),
  options: endpoint({
    ...pickerRoutes.categoryOptions,
    ...key,
    summary: 'Every category as a parent option in tree order (label indented by depth)',
    response: z.array(CategoryOptionSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: P,
    ...key,
    summary: 'Create a category at the end of its level',
    body: CategoryInputSchema,
    response: CreatedSchema,
  }),
  get: endpoint({ method: 'GET', path: `${P}/:id`, ...key, summary: 'A category with its children and what uses it', response: CategoryDetailSchema }),
  update: endpoint({
    method: 'PATCH',
    path: `${P}/:id`,
    ...key,
    summary: 'Edit a category (nothing changed answers changed: false; a stale updated_at is 409)',
    body: CategoryUpdateSchema,
    response: CategorySavedSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${P}/:id`,
    ...key,
    summary: 'Delete a category that nothing uses (no subcategories, no content): otherwise 409',
    response: z.null(),
  }),
  move: endpoint({
    method: 'POST',
    path: `${P}/:id/move`,
    ...key,
    summary: 'Move a category up or down among its siblings, or to a position (one transaction)',
    body: CategoryMoveSchema,
    response: z.object({ order: z.array(z.number()) }),
  }),
});
