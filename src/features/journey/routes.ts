import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';

const journey = area({ name: 'journey', base: '/journey', key: 'content-journey', noun: 'Journey', group: 'Content' });

export const journeyRoutes: RouteDef[] = [journey.list(), journey.create('/journey/create/:id?'), journey.detail(), journey.edit()];
