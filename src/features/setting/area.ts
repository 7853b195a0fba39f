import type { PermissionKey } from '@/lib/permissions';
import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const s = (name: string, noun: string, key: PermissionKey, built?: Record<string, boolean>) =>
  area({ name: `setting-${name}`, base: `/setting/${name}`, key, noun, group: 'Setting', built });

const leaderboard = s('leaderboard', 'Leaderboard', 'setting-leaderboard');
const point = s('point', 'Point', 'setting-point');

// The IDP templates (/setting/template…) are the idp area's (src/features/idp, docs/decisions/0134).
const settingRoutes: RouteDef[] = [
  s('content', 'Content Setting', 'setting-content').list('/setting/content', 'Content Setting'),
  leaderboard.list('/setting/leaderboard', 'Leaderboard'),
  leaderboard.page('target-create', '/setting/leaderboard/target/create', 'Create Target'),
  leaderboard.page('target-edit', '/setting/leaderboard/target/edit/:id', 'Edit Target'),
  leaderboard.page('target-detail', '/setting/leaderboard/target/detail/:id', 'Target Details'),
  leaderboard.page('merchandise-create', '/setting/leaderboard/merchandise/create', 'Create Merchandise'),
  leaderboard.page('merchandise-edit', '/setting/leaderboard/merchandise/edit/:id', 'Edit Merchandise'),
  leaderboard.page('merchandise-detail', '/setting/leaderboard/merchandise/detail/:id', 'Merchandise Details'),
  ...point.crud(),
  // Built by the sso area (single sign-on and SCIM settings, docs/decisions/0079).
  s('authentication', 'Authentication', 'setting-authentication', { list: true }).list('/setting/authentication', 'Authentication'),
  s('notification', 'Notification', 'setting-notification').list('/setting/notification', 'Notification'),
  // The organisation's AI endpoint and the AI course switch (docs/decisions/0091), shared with /course/create/ai.
  s('chatai', 'AI Chat', 'setting-chatai', { list: true }).list('/setting/chatai', 'AI Chat'),
];

export default defineArea({
  name: 'setting',
  routes: settingRoutes,
  menu: [
    { group: 'Setting', label: 'Content', path: '/setting/content', position: 300 },
    { group: 'Setting', label: 'Authentication', path: '/setting/authentication', position: 310 },
    { group: 'Setting', label: 'AI Chat', path: '/setting/chatai', position: 320 },
    { group: 'Setting', label: 'Leaderboard', path: '/setting/leaderboard', position: 330 },
    { group: 'Setting', label: 'Point', path: '/setting/point', position: 340 },
    { group: 'Setting', label: 'Notification', path: '/setting/notification', position: 350 },
  ],
});
