import type { Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { recordTopUp } from './server/wallet-ledger';

/** The demo wallet: the year's training budget paid in once, recorded by the administrator as any top-up is. */
export async function seedWallet(tx: Tx, ctx: SeedContext): Promise<void> {
  await recordTopUp({
    db: tx,
    organizationId: ctx.org.id,
    userId: ctx.people.admin.id,
    amount: 25_000_000,
    reference: 'BCA-TRF-2026-0001',
    note: 'Opening balance: the training budget for marketplace purchases',
  });
}
