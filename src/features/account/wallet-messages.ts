import { formatRupiah } from '@/lib/format-numbers';

/** The largest amount one movement may carry: Rp 1.000.000.000.000 (one trillion rupiah). */
export const MAX_MOVEMENT = 1_000_000_000_000;

/**
 * The wallet's texts. Spec 000 lists /wallet (key account-wallet) and says "Currency is shown as Rp with dot thousands
 * separators"; the screen itself is not shown, so its texts are ours and follow the other areas' wording
 * (docs/decisions/0127).
 */
export const walletMessages = {
  title: 'Wallet',
  listTitle: 'Wallet Ledger',
  listFailed: 'Failed get wallet ledger',
  balanceFailed: 'Failed get wallet balance',
  available: 'Available Balance',
  held: 'On Hold',
  total: 'Total Balance',
  recordTopUp: 'Record Top-up',
  topUpTitle: 'Record a Top-up',
  topUpHint: 'Record money the organisation has paid into its wallet, with the payment’s reference (a transfer or invoice number).',
  topUpRecorded: 'Top-up has been successfully recorded.',
  topUpFailed: 'Failed to record top-up',
  download: 'Download Ledger',
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  amountWhole: 'Enter the amount in whole rupiah, e.g. 1.500.000',
  amountPositive: 'Amount must be at least Rp 1',
  amountTooLarge: `Amount must be at most ${formatRupiah(MAX_MOVEMENT)}`,
  notEnough: (available: number, amount: number) => `The wallet's available balance (${formatRupiah(available)}) is less than ${formatRupiah(amount)}.`,
  overLimit: 'The wallet cannot hold that much: the balance would pass its limit.',
  movementNotFound: 'Wallet movement not found',
  holdNotFound: 'Wallet hold not found',
  holdSettled: 'This hold has already been released or debited.',
} as const;

/** The kinds of movement as the ledger names them. */
export const WALLET_KIND_LABELS = { top_up: 'Top-up', hold: 'Hold', release: 'Release', debit: 'Debit' } as const;
