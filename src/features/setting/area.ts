import type { PermissionKey } from '@/lib/permissions';
import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const s = (name: string, noun: string, key: PermissionKey, built?: Record<string, boolean>) =>
  area({ name: `setting-${name}`, base: `/setting/${name}`, key, noun, group: 'Setting', built });

const template = s('template', 'Template', 'setting-template');

const settingRoutes: RouteDef[] = [
  template.list(),
  template.create(),
  template.page('learning', '/setting/template/learning', 'Learning Template'),
  template.page('review', '/setting/template/review', 'Review Template'),
  template.page('cart-learning', '/setting/template/cart/cart-learning', 'Cart Learning'),
  template.detail(),
  template.page('detail-idp', '/setting/template/detail-idp/:id', 'IDP Template Details'),
  template.edit(),
  template.page('edit-template', '/setting/template/edit-template/:id', 'Edit IDP Template'),
  template.page('learning-edit', '/setting/template/learning/edit', 'Edit Learning Template'),
  template.page('review-edit', '/setting/template/review/edit', 'Edit Review Template'),
  template.page('cart-learning-edit', '/setting/template/cart/cart-learning/edit', 'Edit Cart Learning'),
  // Leaderboard and Point are the gamification area's (src/features/gamification, docs/decisions/0130).
  // Built by the sso area (single sign-on and SCIM settings, docs/decisions/0079).
  s('authentication', 'Authentication', 'setting-authentication', { list: true }).list('/setting/authentication', 'Authentication'),
  // The organisation's AI endpoint and the AI course switch (docs/decisions/0091), shared with /course/create/ai.
  s('chatai', 'AI Chat', 'setting-chatai', { list: true }).list('/setting/chatai', 'AI Chat'),
];

export default defineArea({
  name: 'setting',
  routes: settingRoutes,
  menu: [
    { group: 'Setting', label: 'Template', path: '/setting/template', position: 280 },
    { group: 'Setting', label: 'Authentication', path: '/setting/authentication', position: 310 },
    { group: 'Setting', label: 'AI Chat', path: '/setting/chatai', position: 320 },
  ],
});
