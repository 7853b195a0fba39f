import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import {
  LeaderboardQuerySchema,
  LeaderboardRowSchema,
  LearnerPointsSchema,
  MerchandiseDetailSchema,
  MerchandiseInputSchema,
  MerchandiseRowSchema,
  MerchandiseUpdateSchema,
  PointRuleDetailSchema,
  PointRuleInputSchema,
  PointRuleRowSchema,
  PointRuleUpdateSchema,
  RedeemResultSchema,
  SavedSchema,
  SimpleListQuerySchema,
  TargetDetailSchema,
  TargetInputSchema,
  TargetRowSchema,
  TargetUpdateSchema,
} from './schemas';

const point = { access: 'key', key: 'setting-point' } as const;
const board = { access: 'key', key: 'setting-leaderboard' } as const;
const P = '/api/setting/points';
const T = '/api/setting/leaderboard/targets';
const G = '/api/setting/leaderboard/merchandise';

/** Setting › Point: the point rules (spec 000 leaves the paths unshown; these are ours, decision 0130). */
export const pointRuleApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: P,
    ...point,
    summary: 'Point rules (one per activity)',
    query: SimpleListQuerySchema,
    response: listResultSchema(PointRuleRowSchema),
  }),
  create: endpoint({ method: 'POST', path: P, ...point, summary: 'Create a point rule', body: PointRuleInputSchema, response: CreatedSchema }),
  get: endpoint({ method: 'GET', path: `${P}/:id`, ...point, summary: 'A point rule', response: PointRuleDetailSchema }),
  update: endpoint({
    method: 'PATCH',
    path: `${P}/:id`,
    ...point,
    summary: 'Edit a point rule (a stale updated_at is 409)',
    body: PointRuleUpdateSchema,
    response: SavedSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: `${P}/:id`, ...point, summary: 'Delete a point rule that has awarded nothing', response: z.null() }),
});

/** Setting › Leaderboard: the ranking, the targets and the merchandise. */
export const targetApi = endpoints({
  leaderboard: endpoint({
    method: 'GET',
    path: '/api/setting/leaderboard',
    ...board,
    summary: "The leaderboard of a period ('all', a month YYYY-MM or a year YYYY) and audience (division_id or company_id), from the point ledger",
    query: LeaderboardQuerySchema,
    response: listResultSchema(LeaderboardRowSchema),
  }),
  list: endpoint({ method: 'GET', path: T, ...board, summary: 'Targets', query: SimpleListQuerySchema, response: listResultSchema(TargetRowSchema) }),
  create: endpoint({ method: 'POST', path: T, ...board, summary: 'Create a target', body: TargetInputSchema, response: CreatedSchema }),
  get: endpoint({ method: 'GET', path: `${T}/:id`, ...board, summary: 'A target', response: TargetDetailSchema }),
  update: endpoint({ method: 'PATCH', path: `${T}/:id`, ...board, summary: 'Edit a target', body: TargetUpdateSchema, response: SavedSchema }),
  remove: endpoint({ method: 'DELETE', path: `${T}/:id`, ...board, summary: 'Delete a target', response: z.null() }),
});

export const merchandiseApi = endpoints({
  list: endpoint({ method: 'GET', path: G, ...board, summary: 'Merchandise', query: SimpleListQuerySchema, response: listResultSchema(MerchandiseRowSchema) }),
  create: endpoint({ method: 'POST', path: G, ...board, summary: 'Create merchandise', body: MerchandiseInputSchema, response: CreatedSchema }),
  get: endpoint({ method: 'GET', path: `${G}/:id`, ...board, summary: 'One merchandise', response: MerchandiseDetailSchema }),
  update: endpoint({
    method: 'PATCH',
    path: `${G}/:id`,
    ...board,
    summary: 'Edit merchandise (stock is set to the number sent)',
    body: MerchandiseUpdateSchema,
    response: SavedSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: `${G}/:id`, ...board, summary: 'Delete merchandise nobody redeemed', response: z.null() }),
});

/** The learner's side: their points, and redeeming merchandise. */
export const learnerPointsApi = endpoints({
  points: endpoint({
    method: 'GET',
    path: '/api/learner/points',
    access: 'signed-in',
    summary: "Learner: the caller's point balance and what they earned in all",
    response: LearnerPointsSchema,
  }),
  redeem: endpoint({
    method: 'POST',
    path: '/api/learner/merchandise/:id/redeem',
    access: 'signed-in',
    summary: 'Learner: redeem one item (debits the points and the stock at once; 409 when out of stock or not enough points)',
    response: RedeemResultSchema,
  }),
});
