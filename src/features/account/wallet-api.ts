import { endpoint, endpoints } from '@/lib/endpoint';
import { listResultSchema } from '@/lib/list-schema';
import { TopUpSchema, WalletBalanceSchema, WalletListQuerySchema, WalletMovementSchema } from './wallet-schemas';

const key = { access: 'key', key: 'account-wallet' } as const;
/** Spec 000 §7: "Paths for the list fetches of … wallet … are not shown"; these are ours (docs/decisions/0127). */
const P = '/api/wallet';

/** The /wallet screen's calls: the balance, the ledger (list, one movement, .xlsx) and recording a top-up. */
export const walletApi = endpoints({
  balance: endpoint({
    method: 'GET',
    path: P,
    ...key,
    summary: "The organisation's wallet: available, held and total, in whole rupiah (read from the balance row, O(1))",
    response: WalletBalanceSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: `${P}/movements`,
    ...key,
    summary: 'The ledger (list contract: keyword over the reference; kind, start_date, end_date; order_by created_at, kind, amount, reference)',
    query: WalletListQuerySchema,
    response: listResultSchema(WalletMovementSchema),
  }),
  get: endpoint({ method: 'GET', path: `${P}/movements/:id`, ...key, summary: 'One movement of the ledger', response: WalletMovementSchema }),
  export: endpoint({
    method: 'GET',
    path: `${P}/export`,
    ...key,
    summary: 'The ledger as filtered, as .xlsx (streamed; dates in Asia/Jakarta, ids as text)',
    query: WalletListQuerySchema,
    raw: true,
  }),
  topUp: endpoint({
    method: 'POST',
    path: `${P}/top-ups`,
    ...key,
    summary: 'Record a top-up: the amount in whole rupiah, the payment reference and a note',
    body: TopUpSchema,
    response: WalletMovementSchema,
  }),
});
