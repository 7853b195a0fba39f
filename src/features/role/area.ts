import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { roleEndpoints } from './server/http';
import { seedRoles } from './seed';

const role = area({
  name: 'role',
  base: '/role',
  key: 'account-role',
  noun: 'Role',
  group: 'Account',
  built: { list: true, create: true, edit: true, detail: true },
});

/** /role (spec 000 §2, key account-role): roles, their permission keys and the rules that keep a way back in (docs/decisions/0076). */
export default defineArea({
  name: 'role',
  routes: role.crud(),
  menu: [{ group: 'Account', label: 'Role', path: '/role', position: 260 }],
  api: roleEndpoints,
  seed: seedRoles,
});
