import { bind, reply } from '@/server/http/dispatch';
import { learnerPointsApi, merchandiseApi, pointRuleApi, targetApi } from '../api';
import { merchandiseMessages as G, pointMessages as P, targetMessages as T } from '../messages';
import { findLeaderboard } from './leaderboard';
import { createMerchandise, deleteMerchandise, findMerchandise, getMerchandise, updateMerchandise } from './merchandise';
import { createPointRule, deletePointRule, findPointRules, getPointRule, updatePointRule } from './point-rules';
import { learnerPoints, redeemMerchandise } from './redeem';
import { createTarget, deleteTarget, findTargets, getTarget, updateTarget } from './targets';

const saved = <T extends { changed: boolean }>(result: T, edited: string, nothing: string) => reply(result, result.changed ? edited : nothing);

const pointRuleEndpoints = bind(pointRuleApi, {
  list: ({ caller, query }) => findPointRules({ db: caller.db, organizationId: caller.organizationId, query }),
  create: async ({ caller, body }) => reply(await createPointRule({ ...caller, input: body }), P.created, 201),
  get: ({ caller, params }) => getPointRule({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => saved(await updatePointRule({ ...caller, id: params.id, input: body }), P.edited, P.nothingChanged),
  remove: async ({ caller, params }) => {
    await deletePointRule({ ...caller, id: params.id });
    return reply(null, P.deleted);
  },
});

const targetEndpoints = bind(targetApi, {
  leaderboard: ({ caller, query }) => findLeaderboard({ db: caller.db, organizationId: caller.organizationId, query }),
  list: ({ caller, query }) => findTargets({ db: caller.db, organizationId: caller.organizationId, query }),
  create: async ({ caller, body }) => reply(await createTarget({ ...caller, input: body }), T.created, 201),
  get: ({ caller, params }) => getTarget({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => saved(await updateTarget({ ...caller, id: params.id, input: body }), T.edited, T.nothingChanged),
  remove: async ({ caller, params }) => {
    await deleteTarget({ ...caller, id: params.id });
    return reply(null, T.deleted);
  },
});

const merchandiseEndpoints = bind(merchandiseApi, {
  list: ({ caller, query }) => findMerchandise({ db: caller.db, organizationId: caller.organizationId, query }),
  create: async ({ caller, body }) => reply(await createMerchandise({ ...caller, input: body }), G.created, 201),
  get: ({ caller, params }) => getMerchandise({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => saved(await updateMerchandise({ ...caller, id: params.id, input: body }), G.edited, G.nothingChanged),
  remove: async ({ caller, params }) => {
    await deleteMerchandise({ ...caller, id: params.id });
    return reply(null, G.deleted);
  },
});

const learnerEndpoints = bind(learnerPointsApi, {
  points: ({ caller }) => learnerPoints(caller),
  redeem: async ({ caller, params }) => reply(await redeemMerchandise({ ...caller, id: params.id }), G.redeemed),
});

export const gamificationEndpoints = [...pointRuleEndpoints, ...targetEndpoints, ...merchandiseEndpoints, ...learnerEndpoints];
