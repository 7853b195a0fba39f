import type { RouteDef } from '@/lib/routes';
import { area, homeCrumb } from '../route-kit';
import { defineArea } from '../area-kit';
import { userEndpoints } from './server/http';

const user = area({
  name: 'user',
  base: '/user',
  key: 'account-user',
  noun: 'User',
  group: 'Account',
  built: { list: true, create: true, edit: true, detail: true },
});

/** The page an invitation or a password-reset link opens: public (guest), like the login page. */
const setPassword: RouteDef = {
  name: 'user-set-password',
  path: '/pages/set-password',
  rule: 'editor',
  access: 'guest',
  key: null,
  title: 'Set Password',
  breadcrumb: [homeCrumb, { label: 'Set Password' }],
  layout: 'full',
  built: true,
};

/** /user (spec 000 §2, key account-user): the organisation's people (issue 16, docs/decisions/0077). */
export default defineArea({
  name: 'user',
  // /user/create/:id? : with an id, the form starts as a copy of that user's division, company, position, roles and manager.
  routes: [user.list(), user.create('/user/create/:id?'), user.detail(), user.edit(), setPassword],
  menu: [{ group: 'Account', label: 'User', path: '/user', position: 250 }],
  api: userEndpoints,
  migrations: ['user'],
});
