import { createClient } from '@/lib/api-client';
import type { UserPickRow } from '@/lib/platform-api';
import type { RoutesOf } from '@/lib/endpoint';
import { pickerRoutes, platformCalls } from '@/lib/platform-paths';
import type { locationApi } from '@/features/announcement/api';
import { classroomApi } from './api';
import { BADGE_PAGE_SIZE, type BatchInputValues, type ClassroomContents, type ClassroomGeneral, type ParticipantStatusValue } from './schemas';

/** Typed calls of the classroom wizard (spec 002 §7): paths, inputs and outputs come from the contract (api.ts). */
const api = createClient(classroomApi);
/** The pickers outside the area: people (GET /users, spec 000 §7) and badges (GET /badges, 7 a page, spec 002 §9). */
const platform = createClient(platformCalls);
/**
 * The organisation's locations (Setting › Location) a batch picks its place from: the announcement area's list, typed
 * by its declaration through the shared path (`pickerRoutes`), as the course wizard reads the providers.
 */
const locationRoutes: RoutesOf<Pick<typeof locationApi, 'list'>> = { list: pickerRoutes.locations };
const others = createClient(locationRoutes);

export type Person = Pick<UserPickRow, 'id' | 'full_name' | 'email'>;

export const classroomClient = {
  create: (body: ClassroomGeneral) => api.create({ body }),
  update: (id: number, body: ClassroomGeneral & { updated_at?: string }) => api.update({ params: { id }, body }),
  saveContents: (id: number, body: ClassroomContents) => api.contents({ params: { id }, body }),
  batches: (id: number) => api.batches({ params: { id } }),
  createBatch: (id: number, body: BatchInputValues) => api.createBatch({ params: { id }, body: body as never }),
  updateBatch: (id: number, batchId: number, body: BatchInputValues) => api.updateBatch({ params: { id, batchId }, body: body as never }),
  removeBatch: (id: number, batchId: number) => api.removeBatch({ params: { id, batchId } }),
  participants: (id: number, batchId: number, query: { status: ParticipantStatusValue; page: number; keyword?: string }) =>
    api.participants({ params: { id, batchId }, query }),
  addParticipants: (id: number, batchId: number, body: { user_ids?: number[]; division_ids?: number[]; company_ids?: number[] }) =>
    api.addParticipants({ params: { id, batchId }, body: body as never }),
  moveParticipants: (id: number, batchId: number, user_ids: number[], status: ParticipantStatusValue | 'removed') =>
    api.updateParticipants({ params: { id, batchId }, body: { user_ids, status } }),
  pick: (type: string, keyword: string, page: number) => api.settings({ query: { type, keyword, page } }),
  people: (keyword: string) => platform.people({ query: { keyword, page: 1, page_size: 10 } }),
  badges: (page: number) => platform.badges({ query: { page, page_size: BADGE_PAGE_SIZE } }),
  /** Every location of the organisation by name (the list's largest page). */
  locations: () => others.list({ query: { page: 1, page_size: 1000, order_by: 'name', order_type: 'asc' } }),
};
