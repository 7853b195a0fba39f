import { z } from 'zod';
import { optionalText, requiredText } from '@/lib/field-schemas';
import { ListQuerySchema } from '@/lib/list';
import { MAX_MOVEMENT, walletMessages as M } from './wallet-messages';

export const WALLET_PAGE_SIZE = 10;
export const REFERENCE_MAX = 100;
export const NOTE_MAX = 500;
const WALLET_KINDS = ['top_up', 'hold', 'release', 'debit'] as const;
export const WALLET_SORT_COLUMNS = ['created_at', 'kind', 'amount', 'reference'] as const;

/**
 * An amount in whole rupiah: a JSON integer, or text as people write rupiah (1500000 or 1.500.000, dots between
 * thousands, 'Rp' before it allowed). A fraction, a comma or anything else is refused: the wallet has no sen.
 */
const RupiahSchema = z.union([z.number(), z.string()], { error: M.required('Amount') }).transform((v, ctx) => {
  let n: number;
  if (typeof v === 'number') n = v;
  else {
    const text = v.trim().replace(/^Rp\.?\s*/i, '');
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: M.required('Amount') });
      return z.NEVER;
    }
    if (!/^(\d{1,3}(\.\d{3})+|\d+)$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: M.amountWhole });
      return z.NEVER;
    }
    n = Number(text.replace(/\./g, ''));
  }
  if (!Number.isInteger(n)) ctx.addIssue({ code: 'custom', message: M.amountWhole });
  else if (n < 1) ctx.addIssue({ code: 'custom', message: M.amountPositive });
  else if (n > MAX_MOVEMENT) ctx.addIssue({ code: 'custom', message: M.amountTooLarge });
  else return n;
  return z.NEVER;
});

/** A top-up as an administrator records it: the amount received, the payment's reference, a note. */
export const TopUpSchema = z.strictObject({
  amount: RupiahSchema,
  reference: requiredText(M, 'Reference', REFERENCE_MAX),
  note: optionalText(M, 'Note', NOTE_MAX, { trim: true }),
});

const isoDate = z.iso.date();
/** The list contract plus the kind and the date range (Jakarta days). */
export const WalletListQuerySchema = ListQuerySchema.extend({
  kind: z.enum(WALLET_KINDS).optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
});
export type WalletListQuery = z.infer<typeof WalletListQuerySchema>;

/** The balance, read from the balance row (never summed): whole rupiah, and as the screens show it. */
export const WalletBalanceSchema = z.object({
  available: z.number().int(),
  held: z.number().int(),
  total: z.number().int(),
  available_label: z.string(),
  held_label: z.string(),
  total_label: z.string(),
  updated_at: z.string().nullable(),
});
export type WalletBalance = z.infer<typeof WalletBalanceSchema>;

/** One movement of the ledger: who, why, how much, and the balances just after it. */
export const WalletMovementSchema = z.object({
  id: z.number(),
  kind: z.enum(WALLET_KINDS),
  debit_account: z.string(),
  credit_account: z.string(),
  amount: z.number().int(),
  amount_label: z.string(),
  available_after: z.number().int(),
  available_after_label: z.string(),
  held_after: z.number().int(),
  held_after_label: z.string(),
  hold_id: z.number().nullable(),
  reference: z.string(),
  note: z.string(),
  source_type: z.string().nullable(),
  source_id: z.number().nullable(),
  created_by: z.object({ id: z.number(), full_name: z.string() }),
  created_at: z.string(),
});
export type WalletMovementRow = z.infer<typeof WalletMovementSchema>;
