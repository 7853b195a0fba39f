import type { PermissionKey } from '@/lib/permissions';
import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { brandingEndpoints } from './server/http';

const b = (name: string, noun: string, key: PermissionKey, built?: { list: boolean }) =>
  area({ name: `branding-${name}`, base: `/branding/${name}`, key, noun, group: 'Branding', built });

const home = b('home-page', 'Home Page', 'branding-home_page');
const landing = b('landing-page', 'Landing Page', 'branding-landing_page');

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
  home.list('/branding/home-page', 'Home Page'),
  ...HOME_EDITORS.map((e) => home.page(`edit-${e}`, `/branding/home-page/edit-${e}`, label(e))),
  b('login-page', 'Login Page', 'branding-login_page').list('/branding/login-page', 'Login Page'),
];

export default defineArea({
  name: 'branding',
  routes: brandingRoutes,
  // The organisation and colour screens and the learner site's public read (docs/decisions/0126).
  api: brandingEndpoints,
  migrations: ['branding'],
  menu: [
    { group: 'Branding', label: 'Organization', path: '/branding/organization', position: 400 },
    { group: 'Branding', label: 'Primary Color', path: '/branding/primary-color', position: 420 },
    { group: 'Branding', label: 'Landing Page', path: '/branding/landing-page', position: 430 },
    { group: 'Branding', label: 'Home Page', path: '/branding/home-page', position: 440 },
    { group: 'Branding', label: 'Login Page', path: '/branding/login-page', position: 450 },
  ],
});
