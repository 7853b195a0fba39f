/** The whole permission vocabulary of spec 000 §6. Roles hold these keys; a user's ACL is the set of active keys. */
export const PERMISSION_KEYS = [
  'approvals',
  'marketplace-explore',
  'marketplace-approvals',
  'content-checkpoint',
  'classroom',
  'content-webinar',
  'content-video',
  'content-podcast',
  'content-files',
  'content-document',
  'content-knowledge_feed',
  'content-assignment',
  'content-course',
  'presence',
  'content-program',
  'content-journey',
  'content-live_event',
  'content-certificate',
  'content-theme',
  'content-popup',
  'content-quiz',
  'content-quiz-v4',
  'content-category',
  'content-digilib',
  'content-channel',
  'account-user',
  'account-role',
  'account-wallet',
  'account-provider',
  'setting-template',
  'setting-content',
  'setting-authentication',
  'setting-chatai',
  'setting-leaderboard',
  'setting-point',
  'setting-notification',
  'setting-announcement',
  'setting-term_and_condition',
  'setting-user_policy',
  'setting-faq',
  'branding-organization',
  'branding-primary_color',
  'branding-landing_page',
  'branding-home_page',
  'branding-login_page',
  'reporting-webinar',
  'reporting-course',
  'reporting-program',
  'reporting-checkpoint',
  'reporting-issue',
  'expert-expert-list',
  'expert-expert-journey',
  'content-course_ai',
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];
export const ROUTE_RULES = ['admin', 'editor'] as const;
export type RouteRule = (typeof ROUTE_RULES)[number];
/**
 * The route rule a new user gets when nobody chose one, however the user is made: the user form, single sign-on,
 * SCIM, a user import and self-registration (spec 000 §6 'Default user role is admin'; docs/decisions/0118). The rule
 * alone opens nothing: an admin-rule route also needs its key, which only roles give.
 */
export const DEFAULT_ROUTE_RULE: RouteRule = 'admin';
/** The ACL as the login answer carries it: every key with a true/false flag. */
export type Acl = Record<PermissionKey, boolean>;

const KEY_SET = new Set<string>(PERMISSION_KEYS);
export function isPermissionKey(value: string): value is PermissionKey {
  return KEY_SET.has(value);
}

export function toAcl(activeKeys: Iterable<string>): Acl {
  const active = new Set(activeKeys);
  return Object.fromEntries(PERMISSION_KEYS.map((k) => [k, active.has(k)])) as Acl;
}
