import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { pickerRoutes } from '@/lib/platform-paths';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import {
  AnnouncementDetailSchema,
  AnnouncementInputSchema,
  AnnouncementListQuerySchema,
  AnnouncementRowSchema,
  AnnouncementUpdateSchema,
  LearnerAnnouncementSchema,
  SavedSchema,
} from './schemas';
import { LocationDetailSchema, LocationInputSchema, LocationListQuerySchema, LocationRowSchema, LocationUpdateSchema } from './location-schemas';

/** Spec 000's route table: announcements and locations both take setting-announcement. */
const key = { access: 'key', key: 'setting-announcement' } as const;
const A = '/api/setting/announcements';
// The classroom batch's location picker calls the list too (its path is declared once in pickerRoutes).
const L = pickerRoutes.locations.path;

/** The announcement area's calls (spec 000 leaves their paths unshown; these are ours, decision 0124); bound in server/http.ts. */
export const announcementApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: A,
    ...key,
    summary: 'Announcements (list contract: keyword over the title, status draft/publish, audience, pinned)',
    query: AnnouncementListQuerySchema,
    response: listResultSchema(AnnouncementRowSchema),
  }),
  create: endpoint({ method: 'POST', path: A, ...key, summary: 'Create an announcement', body: AnnouncementInputSchema, response: CreatedSchema }),
  get: endpoint({ method: 'GET', path: `${A}/:id`, ...key, summary: 'An announcement with its body and audience', response: AnnouncementDetailSchema }),
  update: endpoint({
    method: 'PATCH',
    path: `${A}/:id`,
    ...key,
    summary: 'Edit an announcement (nothing changed answers changed: false; a stale updated_at is 409)',
    body: AnnouncementUpdateSchema,
    response: SavedSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: `${A}/:id`, ...key, summary: 'Delete an announcement', response: z.null() }),
  learner: endpoint({
    method: 'GET',
    path: '/api/learner/announcements',
    access: 'signed-in',
    summary: "Learner: the caller's current announcements (published, started, not ended, for everyone or their division, company or role), pinned first",
    response: z.array(LearnerAnnouncementSchema),
  }),
});

/** The locations' calls, under the same key. */
export const locationApi = endpoints({
  list: endpoint({
    ...pickerRoutes.locations,
    ...key,
    summary: 'Locations (list contract: keyword over the name and address)',
    query: LocationListQuerySchema,
    response: listResultSchema(LocationRowSchema),
  }),
  create: endpoint({ method: 'POST', path: L, ...key, summary: 'Create a location', body: LocationInputSchema, response: CreatedSchema }),
  get: endpoint({ method: 'GET', path: `${L}/:id`, ...key, summary: 'A location', response: LocationDetailSchema }),
  update: endpoint({
    method: 'PATCH',
    path: `${L}/:id`,
    ...key,
    summary: 'Edit a location (nothing changed answers changed: false; a stale updated_at is 409; a name taken is 400)',
    body: LocationUpdateSchema,
    response: SavedSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: `${L}/:id`, ...key, summary: 'Delete a location that nothing uses', response: z.null() }),
});
