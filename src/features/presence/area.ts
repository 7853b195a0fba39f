import type { RouteDef } from '@/lib/routes';
import { seedPresences } from './seed';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { presenceEndpoints } from './server/http';

const presence = area({
  name: 'presence',
  base: '/presence',
  key: 'presence',
  noun: 'Presence',
  group: 'Content',
  built: { list: true, create: true, edit: true, detail: true, preview: true },
});

const presenceRoutes: RouteDef[] = [...presence.crud(), { ...presence.sub('preview', '/presence/preview/:id', 'QR Preview'), layout: 'full' }];

export default defineArea({
  name: 'presence',
  routes: presenceRoutes,
  menu: [{ group: 'Content', label: 'Presence', path: '/presence', position: 140 }],
  api: presenceEndpoints,
  migrations: ['presence'],
  seed: seedPresences,
});
