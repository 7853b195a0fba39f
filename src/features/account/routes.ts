import type { ApiRouteDef } from '@/server/access/guard';
import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';

const user = area({ name: 'user', base: '/user', key: 'account-user', noun: 'User', group: 'Account' });
const role = area({ name: 'role', base: '/role', key: 'account-role', noun: 'Role', group: 'Account' });
const provider = area({ name: 'provider', base: '/provider', key: 'account-provider', noun: 'Provider', group: 'Account' });
const wallet = area({ name: 'wallet', base: '/wallet', key: 'account-wallet', noun: 'Wallet', group: 'Account' });

export const accountRoutes: RouteDef[] = [
  user.list(),
  user.create('/user/create/:id?'),
  user.detail(),
  user.edit(),
  ...role.crud(),
  ...provider.crud(),
  wallet.list('/wallet', 'Wallet'),
];

export const accountApiRoutes: ApiRouteDef[] = [
  { method: 'POST', path: '/api/v3/cms/auth/login', access: 'public' },
  { method: 'POST', path: '/api/cms/auth/register', access: 'public' },
  { method: 'POST', path: '/api/cms/auth/verification', access: 'public' },
  { method: 'POST', path: '/api/cms/auth/logout', access: 'signed-in' },
  { method: 'GET', path: '/api/cms/auth/me', access: 'signed-in' },
  { method: 'POST', path: '/api/cms/auth/frontpage', access: 'signed-in' },
];
