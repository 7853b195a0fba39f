import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const classroom = area({ name: 'classroom', base: '/classroom', key: 'classroom', noun: 'Classroom', group: 'Content' });

const classroomRoutes: RouteDef[] = [classroom.list(), classroom.create(), classroom.page('create-batch', '/classroom/create/batch', 'Create Batch')];

export default defineArea({
  name: 'classroom',
  routes: classroomRoutes,
  menu: [{ group: 'Content', label: 'Classroom', path: '/classroom', position: 50 }],
});
