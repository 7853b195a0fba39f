import { bind, reply } from '@/server/http/dispatch';
import { walletApi } from '../wallet-api';
import { walletMessages as M } from '../wallet-messages';
import { exportLedger } from './export-ledger';
import { findMovements, getBalance, getMovement } from './find-movements';
import { recordTopUp } from './wallet-ledger';
import { loadMovements } from './wallet-rows';

/** The wallet endpoints (wallet-api.ts) bound to their use cases. */
export const walletEndpoints = bind(walletApi, {
  balance: ({ caller }) => getBalance(caller),
  list: ({ caller, query }) => findMovements({ db: caller.db, organizationId: caller.organizationId, query }),
  get: ({ caller, params }) => getMovement({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  export: ({ caller, query }) => exportLedger({ db: caller.db, organizationId: caller.organizationId, query }),
  topUp: async ({ caller, body }) => {
    const movement = await recordTopUp({ ...caller, ...body });
    const [row] = await loadMovements(caller.db, caller.organizationId, [movement.id]);
    return reply(row, M.topUpRecorded, 201);
  },
});
