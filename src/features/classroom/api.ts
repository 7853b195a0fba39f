import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import {
  BatchInputSchema,
  BatchSchema,
  ClassroomContentsSchema,
  ClassroomDetailSchema,
  ClassroomGeneralSchema,
  ClassroomGeneralUpdateSchema,
  ClassroomListQuerySchema,
  ClassroomRowSchema,
  ClassroomSettingsQuerySchema,
  ParticipantAddSchema,
  ParticipantQuerySchema,
  ParticipantResultSchema,
  ParticipantRowSchema,
  ParticipantUpdateSchema,
  PickItemSchema,
  ClassroomCreatedSchema,
  SavedSchema,
} from './schemas';

const key = { access: 'key', key: 'classroom' } as const;
const P = '/api/cms/classrooms';
const B = `${P}/:id/batch/:batchId`;

/** The classroom area's calls (spec 002 §7 Classroom, plus the edit and delete calls the wizard needs); bound in server/http.ts. */
export const classroomApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: P,
    ...key,
    summary: 'Classrooms (list contract, 10 a page; status, start_date and end_date: a batch overlapping those WIB days)',
    query: ClassroomListQuerySchema,
    response: listResultSchema(ClassroomRowSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: P,
    ...key,
    summary: 'Step 1 General: create a classroom (a draft)',
    body: ClassroomGeneralSchema,
    response: ClassroomCreatedSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: `${P}/:id`,
    ...key,
    summary: 'A classroom: its general values and its sessions with contents',
    response: ClassroomDetailSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: `${P}/:id`,
    ...key,
    summary: 'Step 1 General: edit (a stale updated_at is 409; nothing changed answers changed: false)',
    body: ClassroomGeneralUpdateSchema,
    response: SavedSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${P}/:id`,
    ...key,
    summary: 'Delete a classroom without participants or learner results (can_delete)',
    response: z.null(),
  }),
  contents: endpoint({
    method: 'POST',
    path: `${P}/:id/contents`,
    ...key,
    summary: "Step 2 Content: the classroom's sessions and their ordered contents, replaced as a whole (placements follow)",
    body: ClassroomContentsSchema,
    response: CreatedSchema,
  }),
  batches: endpoint({
    method: 'GET',
    path: `${P}/:id/batch`,
    ...key,
    summary: 'Step 3 Batch: every batch with its eight sections',
    response: z.array(BatchSchema),
  }),
  createBatch: endpoint({
    method: 'POST',
    path: `${P}/:id/batch`,
    ...key,
    summary: 'Step 3 Batch: add a batch',
    body: BatchInputSchema,
    response: BatchSchema,
  }),
  updateBatch: endpoint({ method: 'PATCH', path: B, ...key, summary: 'Step 3 Batch: edit a batch', body: BatchInputSchema, response: BatchSchema }),
  removeBatch: endpoint({ method: 'DELETE', path: B, ...key, summary: 'Delete a batch before anyone is invited', response: z.null() }),
  participants: endpoint({
    method: 'GET',
    path: `${B}/participants`,
    ...key,
    summary: "Step 4 Participant: a batch's participants by status (default draft), 10 a page",
    query: ParticipantQuerySchema,
    response: listResultSchema(ParticipantRowSchema),
  }),
  addParticipants: endpoint({
    method: 'POST',
    path: `${B}/participants`,
    ...key,
    summary: 'Step 4 Participant: add people by user, division or company (as draft)',
    body: ParticipantAddSchema,
    response: ParticipantResultSchema,
  }),
  updateParticipants: endpoint({
    method: 'PATCH',
    path: `${B}/participants`,
    ...key,
    summary: 'Step 4 Participant: move participants to a next status or remove them (inviting past capacity: waiting list)',
    body: ParticipantUpdateSchema,
    response: ParticipantResultSchema,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/cms/classroom-settings',
    ...key,
    summary: 'The content pickers: items of a type (quiz, presence, assignment) by title, keyword, 10 a page',
    query: ClassroomSettingsQuerySchema,
    response: listResultSchema(PickItemSchema),
  }),
});
