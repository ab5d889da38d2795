// Coin resale / transfer by coin dealers (SPEC 5, 6, 8, 9). Pure and shared by the resale page and the server.
// Erasable TypeScript.
import { isWholeAmount } from './money.ts';

/** SPEC 9: transfers are multiples of 5000 coins. */
export const RESALE_MULTIPLE_COINS = 5_000;
/** SPEC 5: "above 5000"; DESIGN 10 reads it as strictly more, so with the multiple rule the smallest is 10,000. */
export const RESALE_ABOVE_COINS = 5_000;
/** Assumed (docs/rules.md): the quick choices of the transfer amount, each a valid transfer amount. */
export const RESALE_QUICK_AMOUNTS_COINS = [10_000, 50_000, 100_000, 500_000, 1_000_000] as const;

/** The target of a transfer, as the search found it. */
export interface TransferTarget {
  userId: string;
  /** A coin dealer (reseller or sub-agent). */
  isDealer: boolean;
  /** A sub-agent of the sender: the one kind of dealer a reseller may send coins to (SPEC 6). */
  isOwnSubAgent: boolean;
}

/** Why a transfer is refused (SPEC 8), in the order the page checks them. */
export type TransferError =
  | 'targetNotSearched'
  | 'targetNotFound'
  | 'selfTransfer'
  | 'targetIsDealer'
  | 'amountRequired'
  | 'amountInvalid'
  | 'amountTooSmall'
  | 'notMultiple'
  | 'exceedsBalance';

/** What a transfer is checked against. */
export interface TransferInput {
  senderId: string;
  /** undefined: not searched yet; null: searched and not found. */
  target: TransferTarget | null | undefined;
  amount: number | null;
  balance: number;
}

/** SPEC 5, 6, 8: the first rule a transfer breaks, or ok. */
export function checkTransfer(input: TransferInput): { ok: true } | { ok: false; error: TransferError } {
  // SPEC 5: the target user must be searched first, and must exist.
  if (input.target === undefined) return { ok: false, error: 'targetNotSearched' };
  if (input.target === null) return { ok: false, error: 'targetNotFound' };
  if (input.target.userId === input.senderId) return { ok: false, error: 'selfTransfer' };
  // SPEC 5: transfer to another coin dealer is not allowed (own sub-agents are the sender's business, SPEC 6).
  if (input.target.isDealer && !input.target.isOwnSubAgent) return { ok: false, error: 'targetIsDealer' };
  if (input.amount === null) return { ok: false, error: 'amountRequired' };
  // SPEC 5: a positive whole number, above 5000 and a multiple of 5000.
  if (!isWholeAmount(input.amount)) return { ok: false, error: 'amountInvalid' };
  if (input.amount <= RESALE_ABOVE_COINS) return { ok: false, error: 'amountTooSmall' };
  if (input.amount % RESALE_MULTIPLE_COINS !== 0) return { ok: false, error: 'notMultiple' };
  // SPEC 5: not more than the sender's own balance.
  if (input.amount > input.balance) return { ok: false, error: 'exceedsBalance' };
  return { ok: true };
}
