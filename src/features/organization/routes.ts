import type { ApiRouteDef } from '@/server/access/guard';

export const organizationApiRoutes: ApiRouteDef[] = [
  { method: 'GET', path: '/api/organizations/configuration-init', access: 'public' },
  { method: 'GET', path: '/api/organizations/:orgCode/configuration-all/lo', access: 'public' },
];
