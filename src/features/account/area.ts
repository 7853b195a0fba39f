import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { accountEndpoints } from './server/http';
import { walletEndpoints } from './server/wallet-http';
import { debit, hold, release } from './server/wallet-ledger';
import { seedWallet } from './wallet-seed';

const wallet = area({ name: 'wallet', base: '/wallet', key: 'account-wallet', noun: 'Wallet', group: 'Account', built: { list: true } });

const accountRoutes: RouteDef[] = [wallet.list('/wallet', 'Wallet')];

/** Sign-in and session (spec 000 §3) and the organisation's wallet at /wallet (docs/decisions/0127). */
export default defineArea({
  name: 'account',
  routes: accountRoutes,
  menu: [{ group: 'Account', label: 'Wallet', path: '/wallet', position: 270 }],
  api: [...accountEndpoints, ...walletEndpoints],
  migrations: ['wallet'],
  seed: seedWallet,
  // The ledger's writers for the marketplace's checkout and approvals (decision 0133), read through src/features/wallet.ts.
  wallet: { hold, release, debit },
});
