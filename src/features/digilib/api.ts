import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import { DigilibDetailSchema, DigilibInputSchema, DigilibListQuerySchema, DigilibRowSchema, DigilibSavedSchema, DigilibUpdateSchema } from './schemas';

const key = { access: 'key', key: 'content-digilib' } as const;
const P = '/api/digilib';

/** The digital library's calls (spec 000 leaves their paths unshown; "digilib" is ours); bound in server/http.ts. */
export const digilibApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: P,
    ...key,
    summary: 'Digital library items (list contract: keyword over title, author, publisher and ISBN; type 1, 2 or 3)',
    query: DigilibListQuerySchema,
    response: listResultSchema(DigilibRowSchema),
  }),
  create: endpoint({ method: 'POST', path: P, ...key, summary: 'Create an item of type 1, 2 or 3', body: DigilibInputSchema, response: CreatedSchema }),
  get: endpoint({ method: 'GET', path: `${P}/:id`, ...key, summary: 'An item with its cover and file', response: DigilibDetailSchema }),
  update: endpoint({
    method: 'PATCH',
    path: `${P}/:id`,
    ...key,
    summary: 'Edit an item (nothing changed answers changed: false; a stale updated_at is 409)',
    body: DigilibUpdateSchema,
    response: DigilibSavedSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: `${P}/:id`, ...key, summary: 'Delete an item', response: z.null() }),
});
