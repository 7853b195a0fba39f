import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import {
  ExpertDetailSchema,
  ExpertInputSchema,
  ExpertListQuerySchema,
  ExpertRowSchema,
  ExpertUpdateSchema,
  JourneyDetailSchema,
  JourneyInputSchema,
  JourneyListQuerySchema,
  JourneyRowSchema,
  JourneyUpdateSchema,
  SavedSchema,
} from './schemas';

const expertKey = { access: 'key', key: 'expert-expert-list' } as const;
const journeyKey = { access: 'key', key: 'expert-expert-journey' } as const;
const E = '/api/experts';
const J = '/api/expert-journeys';

/**
 * The expert list's calls (issue 32, docs/decisions/0144; spec 000 shows none of their paths). The expert levels
 * (GET /api/expert-level) and coaches (GET /api/coach) of spec 002 §7 are the directory area's; these read them.
 */
export const expertApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: E,
    ...expertKey,
    summary: 'Experts (list contract: keyword over name, title and expertise; kind, expert_level_id)',
    query: ExpertListQuerySchema,
    response: listResultSchema(ExpertRowSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: E,
    ...expertKey,
    summary: 'Create an expert profile (a person of the organisation or an external person)',
    body: ExpertInputSchema,
    response: CreatedSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: `${E}/:id`,
    ...expertKey,
    summary: 'An expert with where they teach (webinars, classroom batches, courses), their course feedback and journeys',
    response: ExpertDetailSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: `${E}/:id`,
    ...expertKey,
    summary: 'Edit an expert profile (nothing changed answers changed: false; a stale updated_at is 409)',
    body: ExpertUpdateSchema,
    response: SavedSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${E}/:id`,
    ...expertKey,
    summary: 'Delete an expert profile that follows no journey (otherwise 409)',
    response: z.null(),
  }),
});

/** The expert journey's calls: the ordered steps to certification and each expert's progress read from their records. */
export const expertJourneyApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: J,
    ...journeyKey,
    summary: 'Expert journeys (list contract: keyword over the title, status)',
    query: JourneyListQuerySchema,
    response: listResultSchema(JourneyRowSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: J,
    ...journeyKey,
    summary: 'Create an expert journey with its steps and experts',
    body: JourneyInputSchema,
    response: CreatedSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: `${J}/:id`,
    ...journeyKey,
    summary: "An expert journey with its steps and each expert's progress (course completions, checkpoint results, sessions taught)",
    response: JourneyDetailSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: `${J}/:id`,
    ...journeyKey,
    summary: 'Edit an expert journey (nothing changed answers changed: false; a stale updated_at is 409)',
    body: JourneyUpdateSchema,
    response: SavedSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: `${J}/:id`, ...journeyKey, summary: 'Delete an expert journey', response: z.null() }),
});
