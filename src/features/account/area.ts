import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { accountEndpoints } from './server/http';

const user = area({ name: 'user', base: '/user', key: 'account-user', noun: 'User', group: 'Account' });
const role = area({ name: 'role', base: '/role', key: 'account-role', noun: 'Role', group: 'Account' });
const provider = area({ name: 'provider', base: '/provider', key: 'account-provider', noun: 'Provider', group: 'Account' });
const wallet = area({ name: 'wallet', base: '/wallet', key: 'account-wallet', noun: 'Wallet', group: 'Account' });

const accountRoutes: RouteDef[] = [
  user.list(),
  user.create('/user/create/:id?'),
  user.detail(),
  user.edit(),
  ...role.crud(),
  ...provider.crud(),
  wallet.list('/wallet', 'Wallet'),
];

export default defineArea({
  name: 'account',
  routes: accountRoutes,
  menu: [
    { group: 'Account', label: 'User', path: '/user', position: 250 },
    { group: 'Account', label: 'Role', path: '/role', position: 260 },
    { group: 'Account', label: 'Wallet', path: '/wallet', position: 270 },
    { group: 'Branding', label: 'Provider', path: '/provider', position: 410 },
  ],
  api: accountEndpoints,
});
