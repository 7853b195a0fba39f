import { endpoint, endpoints } from '@/lib/endpoint';
import { bind } from '@/server/http/dispatch';
import { defineArea } from '../area-kit';
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

const shellRoutes: RouteDef[] = [
  { ...page('dashboard', '/dashboard', 'Dashboard', 'signed-in', 'main'), breadcrumb: [homeCrumb] },
  page('login', '/pages/login', 'Login', 'guest', 'full'),
  page('verification', '/pages/verification', 'Verification', 'guest', 'full'),
  page('error-404', '/pages/error-404', 'Page Not Found', 'guest', 'full'),
  page('error-500', '/pages/error-500', 'Server Error', 'guest', 'full'),
  page('not-authorized', '/pages/not-authorized', 'Not Authorized', 'signed-in', 'full'),
  { ...page('playground-list', '/playground', 'Playground', 'signed-in', 'main'), breadcrumb: [homeCrumb, { label: 'List' }] },
];

const shellApi = endpoints({
  health: endpoint({ method: 'GET', path: '/api/health', access: 'public', summary: 'Liveness' }),
});

const shellEndpoints = bind(shellApi, {
  health: () => ({ status: 'ok' }),
});

/**
 * The shell: sign-in and error pages, the dashboard and the playground; the platform's own tables (organisations,
 * accounts, sessions, files, audit: migrations core) and the learning structure every area places content in
 * (migrations learning). The demo's learning structure is seeded before every area's seed, by src/db/seed/areas.ts.
 */
export default defineArea({
  name: 'shell',
  routes: shellRoutes,
  menu: [{ group: null, label: 'Dashboard', path: '/dashboard', position: 10 }],
  api: shellEndpoints,
  migrations: ['core', 'learning'],
});
