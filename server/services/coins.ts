// Coins leave a user only through the ledger (DESIGN 11): buying VIP or decor, marble bets, summons, and so on; every
// coin spent counts toward wealth exp (SPEC 9: 1 exp per 10,000 coins). Coins a user wins or is given (prizes, task
// and event rewards) are issued by the platform. Call both inside a transaction, as every ledger movement.
import { wealthExp } from '../../src/domain/levels.ts';
import type { Db } from '../db/database.ts';
import { post, type LedgerKind } from './ledger.ts';

/** What a spend or grant records. */
export interface CoinMovement {
  userId: number;
  amount: number;
  kind: LedgerKind;
  at: number;
  ref?: { type: string; id: number };
}

/**
 * Takes `amount` coins from the user's available balance (InsufficientFunds when short) and adds the wealth exp the
 * coins complete: exp follows the running total of coins spent, so small spends add up across calls.
 */
export function spendCoins(db: Db, movement: CoinMovement): number {
  const txId = post(db, {
    kind: movement.kind,
    at: movement.at,
    ...(movement.ref ? { refType: movement.ref.type, refId: movement.ref.id } : {}),
    entries: [
      { account: { userId: movement.userId, currency: 'coin', kind: 'available' }, amount: -movement.amount },
      { account: { userId: null, currency: 'coin', kind: 'spent' }, amount: movement.amount },
    ],
  });
  const row = db.prepare('SELECT coins_spent FROM users WHERE id = ?').get(movement.userId) as { coins_spent: number };
  const gained = wealthExp(row.coins_spent + movement.amount) - wealthExp(row.coins_spent);
  db.prepare('UPDATE users SET coins_spent = coins_spent + ?, wealth_exp = wealth_exp + ? WHERE id = ?').run(movement.amount, gained, movement.userId);
  return txId;
}

/** Gives the user `amount` coins issued by the platform (a prize, a reward, a refund of coins spent). */
export function grantCoins(db: Db, movement: CoinMovement): number {
  return post(db, {
    kind: movement.kind,
    at: movement.at,
    ...(movement.ref ? { refType: movement.ref.type, refId: movement.ref.id } : {}),
    entries: [
      { account: { userId: null, currency: 'coin', kind: 'issued' }, amount: -movement.amount },
      { account: { userId: movement.userId, currency: 'coin', kind: 'available' }, amount: movement.amount },
    ],
  });
}
