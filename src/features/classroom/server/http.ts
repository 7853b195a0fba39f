import { bind, refineBody, reply } from '@/server/http/dispatch';
import { classroomApi } from '../api';
import { classroomMessages as M } from '../messages';
import { findBatches } from './batch-read';
import { findPickItems } from './content-registry';
import { refineBatchContents, refineSessionContents } from './content-rules';
import { deleteClassroom } from './delete-classroom';
import { findClassrooms } from './find-classrooms';
import { getClassroom } from './get-classroom';
import { loadClassroom } from './load-classroom';
import { addParticipants, findParticipants, updateParticipants } from './participants';
import { deleteBatch, saveBatch } from './save-batch';
import { saveContents } from './save-contents';
import { createClassroom, updateClassroom } from './save-general';

/** The steps that place contents are checked against the areas' content types too (server/content-rules.ts). */
const api = {
  ...classroomApi,
  contents: refineBody(classroomApi.contents, refineSessionContents),
  createBatch: refineBody(classroomApi.createBatch, refineBatchContents),
  updateBatch: refineBody(classroomApi.updateBatch, refineBatchContents),
};

/** The classroom endpoints (api.ts) bound to their use cases; the dispatcher parses and guards before these run. */
export const classroomEndpoints = bind(api, {
  list: ({ caller, query }) => findClassrooms({ db: caller.db, organizationId: caller.organizationId, query }),
  create: async ({ caller, body }) => {
    const saved = await createClassroom({ ...caller, input: body });
    return reply(saved, saved.status === 'review' ? M.sentForReview : M.created, 201);
  },
  get: ({ caller, params }) => getClassroom({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => {
    const result = await updateClassroom({ ...caller, id: params.id, input: body });
    return reply(result, !result.changed ? M.nothingChanged : result.status === 'review' ? M.sentForReview : M.saved);
  },
  remove: async ({ caller, params }) => {
    await deleteClassroom({ ...caller, id: params.id });
    return reply(null, M.deleted);
  },
  contents: async ({ caller, params, body }) => reply(await saveContents({ ...caller, id: params.id, input: body }), M.contentsSaved),
  batches: async ({ caller, params }) => {
    await loadClassroom(caller.db, caller.organizationId, params.id);
    return findBatches({ db: caller.db, classroomId: params.id });
  },
  createBatch: async ({ caller, params, body }) => reply(await saveBatch({ ...caller, classroomId: params.id, input: body }), M.batchSaved, 201),
  updateBatch: async ({ caller, params, body }) =>
    reply(await saveBatch({ ...caller, classroomId: params.id, batchId: params.batchId, input: body }), M.batchSaved),
  removeBatch: async ({ caller, params }) => {
    await deleteBatch({ ...caller, classroomId: params.id, batchId: params.batchId });
    return reply(null, M.batchDeleted);
  },
  participants: ({ caller, params, query }) =>
    findParticipants({ db: caller.db, organizationId: caller.organizationId, classroomId: params.id, batchId: params.batchId, query }),
  addParticipants: async ({ caller, params, body }) =>
    reply(await addParticipants({ ...caller, classroomId: params.id, batchId: params.batchId, input: body }), M.participantsSaved),
  updateParticipants: async ({ caller, params, body }) =>
    reply(await updateParticipants({ ...caller, classroomId: params.id, batchId: params.batchId, input: body }), M.participantsSaved),
  settings: ({ caller, query }) => findPickItems({ db: caller.db, organizationId: caller.organizationId, query }),
});
