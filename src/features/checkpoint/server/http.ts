import { bind, reply } from '@/server/http/dispatch';
import { checkpointApi } from '../api';
import { checkpointMessages as M } from '../messages';
import { PROFICIENCY_LEVELS } from '../levels';
import { enterScores, findBatches, findCompetencies, findInvited } from './batch-scores';
import { createCheckpoint } from './create-checkpoint';
import { deleteCheckpoint } from './delete-checkpoint';
import { downloadScores } from './download-scores';
import { criteriaOf, findCheckpoints, getCheckpoint } from './find-checkpoints';
import { loadCheckpointRow } from './load-checkpoint';
import { updateCheckpoint } from './update-checkpoint';

/** The checkpoint endpoints (api.ts) bound to their use cases; the dispatcher parses and guards before these run. */
export const checkpointEndpoints = bind(checkpointApi, {
  list: ({ caller, query }) => findCheckpoints({ db: caller.db, organizationId: caller.organizationId, query }),
  create: async ({ caller, body }) => reply(await createCheckpoint({ ...caller, input: body }), M.created, 201),
  get: ({ caller, params }) => getCheckpoint({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => {
    const result = await updateCheckpoint({ ...caller, id: params.id, input: body });
    return reply(result, result.changed ? M.edited : M.nothingChanged);
  },
  remove: async ({ caller, params }) => {
    await deleteCheckpoint({ ...caller, id: params.id });
    return reply(null, M.deleted);
  },
  competencies: ({ caller, params }) => findCompetencies({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  criteria: async ({ caller, params }) => {
    await loadCheckpointRow(caller.db, caller.organizationId, params.id);
    return criteriaOf(caller.db, params.id);
  },
  batches: ({ caller, params }) => findBatches({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  invited: ({ caller, params, query }) => findInvited({ db: caller.db, organizationId: caller.organizationId, id: params.id, batchId: params.batchId, query }),
  score: async ({ caller, params, body }) => reply(await enterScores({ ...caller, id: params.id, batchId: params.batchId, input: body }), M.scored),
  download: ({ caller, params }) => downloadScores({ db: caller.db, organizationId: caller.organizationId, id: params.id, batchId: params.batchId }),
  levels: () => PROFICIENCY_LEVELS.map((l) => ({ ...l })),
});
