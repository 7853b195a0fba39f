import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { accountEndpoints } from './server/http';

const wallet = area({ name: 'wallet', base: '/wallet', key: 'account-wallet', noun: 'Wallet', group: 'Account' });

const accountRoutes: RouteDef[] = [wallet.list('/wallet', 'Wallet')];

export default defineArea({
  name: 'account',
  routes: accountRoutes,
  menu: [{ group: 'Account', label: 'Wallet', path: '/wallet', position: 270 }],
  api: accountEndpoints,
});
