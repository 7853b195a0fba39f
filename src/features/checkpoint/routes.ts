import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';

const checkpoint = area({ name: 'checkpoint', base: '/checkpoint', key: 'content-checkpoint', noun: 'Checkpoint', group: 'Content' });

export const checkpointRoutes: RouteDef[] = checkpoint.crud();
