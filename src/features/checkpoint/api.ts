import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import {
  BatchSchema,
  CheckpointDetailSchema,
  CheckpointInputSchema,
  CheckpointListQuerySchema,
  CheckpointRowSchema,
  CheckpointSavedSchema,
  CheckpointUpdateSchema,
  CompetencySchema,
  CriterionSchema,
  InvitedQuerySchema,
  InvitedUserSchema,
  ProficiencyLevelSchema,
  ScoreInputSchema,
  ScoreSavedSchema,
} from './schemas';

const key = { access: 'key', key: 'content-checkpoint' } as const;
const P = '/api/checkpoints';
const V2 = '/api/v2/checkpoints';

/**
 * The checkpoint area's calls: spec 002 §7 (competencies, criteria, invited users, proficiency levels), spec 000 §7
 * (the batch list) and the list, create, read, edit and delete the spec leaves unshown; bound in server/http.ts.
 */
export const checkpointApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: P,
    ...key,
    summary: 'Checkpoints (list contract: keyword over the title, status, privacy)',
    query: CheckpointListQuerySchema,
    response: listResultSchema(CheckpointRowSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: P,
    ...key,
    summary: 'Create a checkpoint with its competencies, criteria, assessors and batches',
    body: CheckpointInputSchema,
    response: CreatedSchema,
  }),
  get: endpoint({ method: 'GET', path: `${P}/:id`, ...key, summary: 'A checkpoint with everything its form edits', response: CheckpointDetailSchema }),
  update: endpoint({
    method: 'PATCH',
    path: `${P}/:id`,
    ...key,
    summary: 'Edit a checkpoint (nothing changed answers changed: false; a stale updated_at is 409; scored parts cannot be removed)',
    body: CheckpointUpdateSchema,
    response: CheckpointSavedSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: `${P}/:id`, ...key, summary: 'Delete a checkpoint that has no scores (otherwise 409)', response: z.null() }),
  competencies: endpoint({
    method: 'GET',
    path: `${P}/:id/question/competencies`,
    ...key,
    summary: 'The competency code list of a checkpoint, in order',
    response: z.array(CompetencySchema),
  }),
  criteria: endpoint({
    method: 'GET',
    path: `${P}/:id/criteria`,
    ...key,
    summary: 'The criteria list of a checkpoint, by competency',
    response: z.array(CriterionSchema),
  }),
  batches: endpoint({ method: 'GET', path: `${V2}/:id/batch`, ...key, summary: 'The batches of a checkpoint', response: z.array(BatchSchema) }),
  invited: endpoint({
    method: 'GET',
    path: `${V2}/:id/batch/:batchId/invited-users`,
    ...key,
    summary: "A batch's invited people with each competency's final score against the required level (met / not met)",
    query: InvitedQuerySchema,
    response: listResultSchema(InvitedUserSchema),
  }),
  score: endpoint({
    method: 'POST',
    path: `${V2}/:id/batch/:batchId/scores`,
    ...key,
    summary: "An assessor's scores for one invited person (published checkpoints only; each entry kept and audited)",
    body: ScoreInputSchema,
    response: ScoreSavedSchema,
  }),
  download: endpoint({
    method: 'GET',
    path: `${V2}/:id/batch/:batchId/download`,
    ...key,
    summary: "Checkpoint_scores….xlsx: a batch's people with each competency's final score and whether it is met",
    raw: true,
  }),
  levels: endpoint({
    method: 'GET',
    path: '/api/directory-competencies/proficiency-level',
    ...key,
    summary: 'The proficiency-level directory (levels 1 to 5)',
    response: z.array(ProficiencyLevelSchema),
  }),
});
