import type { ApiRouteDef } from '@/server/access/guard';
import type { RouteDef } from '@/lib/routes';
import { homeCrumb } from '../route-kit';

const page = (name: string, path: string, title: string, access: RouteDef['access'], layout: RouteDef['layout']): RouteDef => ({
  name,
  path,
  rule: 'editor',
  access,
  key: null,
  title,
  breadcrumb: [homeCrumb, { label: title }],
  layout,
  built: true,
});

export const shellRoutes: RouteDef[] = [
  { ...page('dashboard', '/dashboard', 'Dashboard', 'signed-in', 'main'), breadcrumb: [homeCrumb] },
  page('login', '/pages/login', 'Login', 'guest', 'full'),
  page('verification', '/pages/verification', 'Verification', 'guest', 'full'),
  page('error-404', '/pages/error-404', 'Page Not Found', 'guest', 'full'),
  page('error-500', '/pages/error-500', 'Server Error', 'guest', 'full'),
  page('not-authorized', '/pages/not-authorized', 'Not Authorized', 'signed-in', 'full'),
  { ...page('playground-list', '/playground', 'Playground', 'signed-in', 'main'), breadcrumb: [homeCrumb, { label: 'List' }] },
];

export const shellApiRoutes: ApiRouteDef[] = [
  { method: 'GET', path: '/api/health', access: 'public', doc: { summary: 'Liveness' } },
  { method: 'GET', path: '/api/openapi.json', access: 'public', doc: { summary: 'This document' } },
  // The playground is open to every signed-in user (rule editor, no key), so its table's call is too.
  { method: 'GET', path: '/api/playground/videos', access: 'signed-in', doc: { summary: 'The playground Video List (any signed-in user)' } },
];
