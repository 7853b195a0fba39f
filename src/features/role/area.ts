import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const role = area({ name: 'role', base: '/role', key: 'account-role', noun: 'Role', group: 'Account' });

/** /role (spec 000 §2, key account-role): roles and their permission keys (issue 16). */
export default defineArea({
  name: 'role',
  routes: role.crud(),
  menu: [{ group: 'Account', label: 'Role', path: '/role', position: 260 }],
});
