import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import {
  JourneyDetailSchema,
  JourneyInputSchema,
  JourneyListQuerySchema,
  JourneyPickItemSchema,
  JourneyPickQuerySchema,
  JourneyRowSchema,
  JourneySavedSchema,
  JourneyUpdateSchema,
  LearnerProgressSchema,
  LearnerQuerySchema,
} from './schemas';

const key = { access: 'key', key: 'content-journey' } as const;
const J = '/api/journeys';

/** The journey area's calls (spec 002 §7 'Program, journey, organisation lists': GET /journeys, /journeys/{id}/invite-users); bound in server/http.ts. */
export const journeyApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: J,
    ...key,
    summary: 'Journeys (list contract, 10 a page: keyword over the title; status, audience_type, created between start_date and end_date)',
    query: JourneyListQuerySchema,
    response: listResultSchema(JourneyRowSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: J,
    ...key,
    summary: 'Create a journey: general data, audience, invited learners and ordered steps with their unlock rules',
    body: JourneyInputSchema,
    response: CreatedSchema,
  }),
  get: endpoint({ method: 'GET', path: `${J}/:id`, ...key, summary: 'A journey with its steps, audience and invited learners', response: JourneyDetailSchema }),
  update: endpoint({
    method: 'PATCH',
    path: `${J}/:id`,
    ...key,
    summary: 'Edit a journey (nothing changed answers changed: false; a stale updated_at is 409; publishing may go to review, decision 0132)',
    body: JourneyUpdateSchema,
    response: JourneySavedSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${J}/:id`,
    ...key,
    summary: 'Delete a journey (its steps, audience and invitations go with it)',
    response: z.null(),
  }),
  learners: endpoint({
    method: 'GET',
    path: `${J}/:id/invite-users`,
    ...key,
    summary: "The journey's learners (invited and audience), 10 a page, each with every step's state from the steps' recorded completions",
    query: LearnerQuerySchema,
    response: listResultSchema(LearnerProgressSchema),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/cms/journey-settings',
    ...key,
    summary: "The step pickers: one page of the organisation's courses, programs, live events or checkpoints (type), by title",
    query: JourneyPickQuerySchema,
    response: listResultSchema(JourneyPickItemSchema),
  }),
});
