import { area } from '../route-kit';
import { defineArea } from '../area-kit';

const user = area({ name: 'user', base: '/user', key: 'account-user', noun: 'User', group: 'Account' });

/** /user (spec 000 §2, key account-user): the organisation's people (issue 16). */
export default defineArea({
  name: 'user',
  routes: [user.list(), user.create('/user/create/:id?'), user.detail(), user.edit()],
  menu: [{ group: 'Account', label: 'User', path: '/user', position: 250 }],
});
