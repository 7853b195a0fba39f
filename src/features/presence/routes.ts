import type { ApiRouteDef } from '@/server/access/guard';
import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';

const presence = area({ name: 'presence', base: '/presence', key: 'presence', noun: 'Presence', group: 'Content' });

export const presenceRoutes: RouteDef[] = [
  ...presence.crud(),
  { ...presence.sub('preview', '/presence/preview/:id', 'QR Preview'), layout: 'full' },
];

/** The presence area's API endpoints with their access rules (src/features/api-registry.ts reads this). */
export const presenceApiRoutes: ApiRouteDef[] = [];
