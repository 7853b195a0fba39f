import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import {
  WebinarDetailSchema,
  WebinarInputSchema,
  WebinarListQuerySchema,
  WebinarRowSchema,
  WebinarSavedSchema,
  WebinarStatusSavedSchema,
  WebinarStatusSchema,
  WebinarUpdateSchema,
} from './schemas';

const key = { access: 'key', key: 'content-webinar' } as const;
const P = '/api/webinars';

/** The webinar area's calls (spec 000 §7 `GET /webinars`); bound in server/http.ts (docs/decisions/0084). */
export const webinarApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: P,
    ...key,
    summary: 'Webinars (list contract: keyword over the title, status, category_id, start_date/end_date in WIB days of the start)',
    query: WebinarListQuerySchema,
    response: listResultSchema(WebinarRowSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: P,
    ...key,
    summary: 'Create a webinar (a draft); start_at/end_at in WIB',
    body: WebinarInputSchema,
    response: CreatedSchema,
  }),
  get: endpoint({ method: 'GET', path: `${P}/:id`, ...key, summary: 'A webinar with its speakers and status', response: WebinarDetailSchema }),
  update: endpoint({
    method: 'PATCH',
    path: `${P}/:id`,
    ...key,
    summary: 'Edit a webinar (nothing changed answers changed: false; a stale updated_at is 409)',
    body: WebinarUpdateSchema,
    response: WebinarSavedSchema,
  }),
  status: endpoint({
    method: 'POST',
    path: `${P}/:id/status`,
    ...key,
    summary: 'Move the status: draft → review → publish, review → draft, publish → draft (a stale updated_at is 409)',
    body: WebinarStatusSchema,
    response: WebinarStatusSavedSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: `${P}/:id`, ...key, summary: 'Delete a webinar', response: z.null() }),
});
