import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const checkpoint = area({ name: 'checkpoint', base: '/checkpoint', key: 'content-checkpoint', noun: 'Checkpoint', group: 'Content' });

const checkpointRoutes: RouteDef[] = checkpoint.crud();

export default defineArea({
  name: 'checkpoint',
  routes: checkpointRoutes,
  menu: [{ group: 'Content', label: 'Checkpoint', path: '/checkpoint', position: 40 }],
});
