import type { PermissionKey } from '@/lib/permissions';
import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { brandingEndpoints, sitePageEndpoints } from './server/http';

const b = (name: string, noun: string, key: PermissionKey, built?: Partial<Record<string, boolean>>) =>
  area({ name: `branding-${name}`, base: `/branding/${name}`, key, noun, group: 'Branding', built });

/** The page editors (docs/decisions/0136): the page, one editor per section, and the draft's preview. */
const allBuilt = (editors: string[]) => Object.fromEntries(['list', 'preview', ...editors.map((e) => `edit-${e}`)].map((n) => [n, true]));

const HOME_EDITORS = [
  'navigation-bar',
  'slider',
  'insight',
  'trending-now',
  'newest-content',
  'sme',
  'joined-group',
  'discover-group',
  'suggest-for-you',
  'category',
  'organization',
];
const LANDING_EDITORS = ['navigation-bar', 'home', 'about', 'value', 'feature', 'team', 'award', 'partner', 'testimoni', 'footer'];
const home = b('home-page', 'Home Page', 'branding-home_page', allBuilt(HOME_EDITORS));
const landing = b('landing-page', 'Landing Page', 'branding-landing_page', allBuilt(LANDING_EDITORS));
const login = b('login-page', 'Login Page', 'branding-login_page', allBuilt([]));

const label = (slug: string) =>
  'Edit ' +
  slug
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');

const brandingRoutes: RouteDef[] = [
  b('organization', 'Organization', 'branding-organization', { list: true }).list('/branding/organization', 'Organization'),
  b('primary-color', 'Primary Color', 'branding-primary_color', { list: true }).list('/branding/primary-color', 'Primary Color'),
  landing.list('/branding/landing-page', 'Landing Page'),
  ...LANDING_EDITORS.map((e) => landing.page(`edit-${e}`, `/branding/landing-page/edit-${e}`, label(e))),
  landing.page('preview', '/branding/landing-page/preview', 'Landing Page Preview'),
  home.list('/branding/home-page', 'Home Page'),
  ...HOME_EDITORS.map((e) => home.page(`edit-${e}`, `/branding/home-page/edit-${e}`, label(e))),
  home.page('preview', '/branding/home-page/preview', 'Home Page Preview'),
  login.list('/branding/login-page', 'Login Page'),
  login.page('preview', '/branding/login-page/preview', 'Login Page Preview'),
];

export default defineArea({
  name: 'branding',
  routes: brandingRoutes,
  // The organisation and colour screens and the learner site's public read (docs/decisions/0126).
  api: [...brandingEndpoints, ...sitePageEndpoints],
  migrations: ['branding'],
  menu: [
    { group: 'Branding', label: 'Organization', path: '/branding/organization', position: 400 },
    { group: 'Branding', label: 'Primary Color', path: '/branding/primary-color', position: 420 },
    { group: 'Branding', label: 'Landing Page', path: '/branding/landing-page', position: 430 },
    { group: 'Branding', label: 'Home Page', path: '/branding/home-page', position: 440 },
    { group: 'Branding', label: 'Login Page', path: '/branding/login-page', position: 450 },
  ],
});
