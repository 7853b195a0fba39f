import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import { PopupDetailSchema, PopupInputSchema, PopupListQuerySchema, PopupRowSchema, PopupSavedSchema, PopupUpdateSchema } from './schemas';

const key = { access: 'key', key: 'content-popup' } as const;
const P = '/api/popups';

/** The popup area's calls (spec 000 leaves their paths unshown; "popups" is ours); bound in server/http.ts. */
export const popupApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: P,
    ...key,
    summary: 'Popups (list contract: keyword over the title, state active/scheduled/ended/inactive, audience)',
    query: PopupListQuerySchema,
    response: listResultSchema(PopupRowSchema),
  }),
  create: endpoint({ method: 'POST', path: P, ...key, summary: 'Create a popup', body: PopupInputSchema, response: CreatedSchema }),
  get: endpoint({ method: 'GET', path: `${P}/:id`, ...key, summary: 'A popup with its image and audience', response: PopupDetailSchema }),
  update: endpoint({
    method: 'PATCH',
    path: `${P}/:id`,
    ...key,
    summary: 'Edit a popup (nothing changed answers changed: false; a stale updated_at is 409)',
    body: PopupUpdateSchema,
    response: PopupSavedSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: `${P}/:id`, ...key, summary: 'Delete a popup', response: z.null() }),
});
