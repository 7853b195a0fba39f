import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import {
  LiveEventContentsSchema,
  LiveEventDetailSchema,
  LiveEventInputSchema,
  LiveEventListQuerySchema,
  LiveEventPickQuerySchema,
  LiveEventRowSchema,
  LiveEventSavedSchema,
  LiveEventUpdateSchema,
  PickItemSchema,
  RegistrantChangeSchema,
  RegistrantQuerySchema,
  RegistrantResultSchema,
  RegistrantRowSchema,
  SelfRegistrationSchema,
} from './schemas';

const key = { access: 'key', key: 'content-live_event' } as const;
const P = '/api/cms/live-events';

/** The live-event area's calls (spec 002 §2 /live-event; docs/decisions/0145); bound in server/http.ts. */
export const liveEventApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: P,
    ...key,
    summary: 'Live events (list contract, 10 a page: keyword over the title, status, category_id, start_date/end_date in WIB days of the start)',
    query: LiveEventListQuerySchema,
    response: listResultSchema(LiveEventRowSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: P,
    ...key,
    summary: 'Create a live event (times in WIB; webinar_id: start from a webinar of the media library)',
    body: LiveEventInputSchema,
    response: CreatedSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: `${P}/:id`,
    ...key,
    summary: 'A live event: general data, speakers, schedule, registration, contents and counts',
    response: LiveEventDetailSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: `${P}/:id`,
    ...key,
    summary: 'Edit a live event (nothing changed answers changed: false; a stale updated_at is 409)',
    body: LiveEventUpdateSchema,
    response: LiveEventSavedSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${P}/:id`,
    ...key,
    summary: 'Delete a live event without attendance or learner results (can_delete)',
    response: z.null(),
  }),
  contents: endpoint({
    method: 'PUT',
    path: `${P}/:id/contents`,
    ...key,
    summary: "Manage Content: the event's ordered contents, replaced as a whole (placements follow)",
    body: LiveEventContentsSchema,
    response: CreatedSchema,
  }),
  registrants: endpoint({
    method: 'GET',
    path: `${P}/:id/registrants`,
    ...key,
    summary: 'Registrants (10 a page): status registered, waiting or attended',
    query: RegistrantQuerySchema,
    response: listResultSchema(RegistrantRowSchema),
  }),
  register: endpoint({
    method: 'POST',
    path: `${P}/:id/registrants`,
    ...key,
    summary: 'Register people: seats first, past the capacity on the waiting list',
    body: RegistrantChangeSchema,
    response: RegistrantResultSchema,
  }),
  unregister: endpoint({
    method: 'POST',
    path: `${P}/:id/registrants/remove`,
    ...key,
    summary: 'Take people out; freed seats go to the waiting list in order',
    body: RegistrantChangeSchema,
    response: RegistrantResultSchema,
  }),
  learnerRegister: endpoint({
    method: 'POST',
    path: '/api/learner/live-events/:id/register',
    access: 'signed-in',
    summary:
      'Learner: register for a published live event of the organisation within its registration window; a seat while any is free, else the waiting list (decision 0153)',
    response: SelfRegistrationSchema,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/cms/live-event-settings',
    ...key,
    summary: 'The content pickers: items of a type (quiz, presence, assignment, survey) by title, keyword, 10 a page',
    query: LiveEventPickQuerySchema,
    response: listResultSchema(PickItemSchema),
  }),
});
