import type { WalletLedger } from './area-kit';

let loading: Promise<WalletLedger> | undefined;

/**
 * The organisation wallet's writers as the area that owns the wallet offers them in its manifest (`wallet`; the
 * account area, decision 0127): the marketplace holds at checkout, debits on approval and releases on rejection
 * through these, never through another area's server code (decision 0133). The area list is imported at call time,
 * as src/features/contents.ts does, because src/features/areas.ts imports every area.
 */
export function walletLedger(): Promise<WalletLedger> {
  return (loading ??= import('./areas').then(({ areas }) => {
    const owners = areas.filter((a) => a.wallet);
    if (owners.length !== 1) throw new Error(`exactly one area must offer the wallet ledger (found ${owners.length})`);
    return owners[0].wallet!;
  }));
}
