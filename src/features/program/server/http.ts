import { bind, reply } from '@/server/http/dispatch';
import { deleteBatch, findBatches, findProgramOrganizations, getBatch, saveBatch } from './batches';
import { findBatchHistory } from './history';
import { findInviteOptions } from './invite-options';
import { findMembers, findWaitingList, inviteMembers, removeMembers } from './members';
import { programApi } from '../api';
import { batchMessages as B, contentMessages as C, programMessages as M } from '../messages';
import { findProgramPickItems } from './content-sources';
import { readProgramContents, saveProgramContents } from './contents';
import { deleteProgram } from './delete-program';
import { findPrograms } from './find-programs';
import { getProgram } from './get-program';
import { findProgramLimAnswers, findProgramLimSurveys, getProgramLimFeedback } from './lim-feedback';
import { downloadProgramLimAnswers } from './lim-download';
import { createProgram, updateProgram } from './save-program';

/** The program endpoints (api.ts) bound to their use cases; the dispatcher parses and guards before these run. */
export const programEndpoints = bind(programApi, {
  list: ({ caller, query }) => findPrograms({ db: caller.db, organizationId: caller.organizationId, query }),
  create: async ({ caller, body }) => reply(await createProgram({ ...caller, input: body }), M.created, 201),
  get: ({ caller, params }) => getProgram({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => {
    const result = await updateProgram({ ...caller, id: params.id, input: body });
    return reply(result, result.changed ? M.edited : M.nothingChanged);
  },
  remove: async ({ caller, params }) => {
    await deleteProgram({ ...caller, id: params.id });
    return reply(null, M.deleted);
  },
  batches: ({ caller, params, query }) => findBatches({ db: caller.db, organizationId: caller.organizationId, programId: params.id, query }),
  createBatch: async ({ caller, params, body }) => reply(await saveBatch({ ...caller, programId: params.id, input: body }), B.saved, 201),
  batch: ({ caller, params }) =>
    getBatch({ db: caller.db, organizationId: caller.organizationId, programId: params.id, batchId: params.batchId, companyId: params.orgId }),
  updateBatch: async ({ caller, params, body }) => reply(await saveBatch({ ...caller, programId: params.id, batchId: params.batchId, input: body }), B.saved),
  removeBatch: async ({ caller, params }) => {
    await deleteBatch({ ...caller, programId: params.id, batchId: params.batchId });
    return reply(null, B.deleted);
  },
  organizations: ({ caller, params }) => findProgramOrganizations({ db: caller.db, organizationId: caller.organizationId, programId: params.id }),
  members: ({ caller, params, query }) =>
    findMembers({ db: caller.db, organizationId: caller.organizationId, programId: params.id, batchId: params.batchId, query }),
  invite: async ({ caller, params, body }) => reply(await inviteMembers({ ...caller, programId: params.id, batchId: params.batchId, input: body }), B.invited),
  removeMembers: async ({ caller, params, body }) =>
    reply(await removeMembers({ ...caller, programId: params.id, batchId: params.batchId, userIds: body.user_ids }), B.removed),
  inviteOptions: ({ caller, params, query }) =>
    findInviteOptions({ db: caller.db, organizationId: caller.organizationId, programId: params.id, batchId: params.batchId, query }),
  history: ({ caller, params, query }) =>
    findBatchHistory({ db: caller.db, organizationId: caller.organizationId, programId: params.id, batchId: params.batchId, query }),
  waitingList: ({ caller, query }) => findWaitingList({ db: caller.db, organizationId: caller.organizationId, query }),
  contents: ({ caller, params }) => readProgramContents({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  saveContents: async ({ caller, params, body }) => reply(await saveProgramContents({ ...caller, id: params.id, input: body }), C.saved),
  limSurveys: ({ caller, params }) => findProgramLimSurveys({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  limFeedback: ({ caller, params, query }) =>
    getProgramLimFeedback({ db: caller.db, organizationId: caller.organizationId, id: params.id, questionId: params.questionId, query }),
  limAnswers: ({ caller, params, query }) =>
    findProgramLimAnswers({ db: caller.db, organizationId: caller.organizationId, id: params.id, questionId: params.questionId, query }),
  limDownload: ({ caller, params, query }) =>
    downloadProgramLimAnswers({ db: caller.db, organizationId: caller.organizationId, id: params.id, questionId: params.questionId, query }),
  settings: ({ caller, query }) => findProgramPickItems({ db: caller.db, organizationId: caller.organizationId, query }),
});
