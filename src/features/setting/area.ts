import type { PermissionKey } from '@/lib/permissions';
import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const s = (name: string, noun: string, key: PermissionKey, built?: Record<string, boolean>) =>
  area({ name: `setting-${name}`, base: `/setting/${name}`, key, noun, group: 'Setting', built });

// What the setting group's other routes are: announcements and locations (announcement), terms, user policy and FAQ
// (policy), content defaults (content-setting), notifications (notification), leaderboard and points (gamification),
// IDP templates (idp): each its own area folder.
const settingRoutes: RouteDef[] = [
  // Built by the sso area (single sign-on and SCIM settings, docs/decisions/0079).
  s('authentication', 'Authentication', 'setting-authentication', { list: true }).list('/setting/authentication', 'Authentication'),
  // The organisation's AI endpoint and the AI course switch (docs/decisions/0091), shared with /course/create/ai.
  s('chatai', 'AI Chat', 'setting-chatai', { list: true }).list('/setting/chatai', 'AI Chat'),
];

export default defineArea({
  name: 'setting',
  routes: settingRoutes,
  menu: [
    { group: 'Setting', label: 'Authentication', path: '/setting/authentication', position: 310 },
    { group: 'Setting', label: 'AI Chat', path: '/setting/chatai', position: 320 },
  ],
});
