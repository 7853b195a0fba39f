import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { checkpointEndpoints } from './server/http';
import { seedCheckpoints } from './seed';

const checkpoint = area({
  name: 'checkpoint',
  base: '/checkpoint',
  key: 'content-checkpoint',
  noun: 'Checkpoint',
  group: 'Content',
  built: { list: true, create: true, edit: true, detail: true },
});

/**
 * /checkpoint (spec 000 §2, key content-checkpoint; spec 002 §2, §3, §7): competency assessments. Assessors score
 * the invited people of each batch on each competency against its required proficiency level (docs/decisions/0123).
 */
export default defineArea({
  name: 'checkpoint',
  routes: checkpoint.crud(),
  menu: [{ group: 'Content', label: 'Checkpoint', path: '/checkpoint', position: 40 }],
  api: checkpointEndpoints,
  migrations: ['checkpoint'],
  seed: seedCheckpoints,
});
