import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { awardPoints } from './server/award-points';
import { gamificationEndpoints } from './server/http';
import { seedGamification } from './seed';

const built = { list: true, create: true, edit: true, detail: true };
const leaderboard = area({
  name: 'setting-leaderboard',
  base: '/setting/leaderboard',
  key: 'setting-leaderboard',
  noun: 'Leaderboard',
  group: 'Setting',
  built,
});
const point = area({ name: 'setting-point', base: '/setting/point', key: 'setting-point', noun: 'Point', group: 'Setting', built });
const page = { built: true };
const merchandisePage = { built: true, back: '/setting/leaderboard?tab=merchandise' };

/**
 * Setting › Leaderboard and Setting › Point (issue 30, docs/decisions/0130): point rules per activity, one append-only
 * ledger fed by the learning events the other areas emit (src/features/learning-events.ts), the leaderboard of a
 * period and audience, targets, and merchandise learners redeem with their points.
 */
export default defineArea({
  name: 'gamification',
  routes: [
    leaderboard.list('/setting/leaderboard', 'Leaderboard'),
    leaderboard.page('target-create', '/setting/leaderboard/target/create', 'Create Target', page),
    leaderboard.page('target-edit', '/setting/leaderboard/target/edit/:id', 'Edit Target', page),
    leaderboard.page('target-detail', '/setting/leaderboard/target/detail/:id', 'Target Details', page),
    leaderboard.page('merchandise-create', '/setting/leaderboard/merchandise/create', 'Create Merchandise', merchandisePage),
    leaderboard.page('merchandise-edit', '/setting/leaderboard/merchandise/edit/:id', 'Edit Merchandise', merchandisePage),
    leaderboard.page('merchandise-detail', '/setting/leaderboard/merchandise/detail/:id', 'Merchandise Details', merchandisePage),
    ...point.crud(),
  ],
  menu: [
    { group: 'Setting', label: 'Leaderboard', path: '/setting/leaderboard', position: 330 },
    { group: 'Setting', label: 'Point', path: '/setting/point', position: 340 },
  ],
  api: gamificationEndpoints,
  migrations: ['gamification'],
  seed: seedGamification,
  onLearningEvent: awardPoints,
});
