// Top-ups (DESIGN 11): coins bought through a payment order arrive as one ledger transaction of kind `topUp`, issued
// by the platform to the user's available coins (a package's bonus coins in a `topUpBonus` transaction beside it, which
// no rule counts as topped up). Every later rule reads these rows: VIP's 30-day recharge window,
// top-up tasks, turntable spins, recharge events. The coin business area writes them (payment callbacks); demo
// modules may write past ones through recordTopUp too.
import type { Db } from '../db/database.ts';
import { post } from './ledger.ts';

/** One top-up as the rules read it. */
export interface TopUp {
  /** The ledger transaction. */
  txId: number;
  at: number;
  coins: number;
}

/**
 * Credits `coins` bought by `userId` (inside a transaction); `ref` names what paid for it (a payment order). A package's
 * `bonusCoins` arrive in a transaction of their own (kind `topUpBonus`): they are the user's coins like any other, but
 * only the paid coins count as topped up for VIP, tasks, spins and events (assumed, docs/rules.md). Returns the paid
 * coins' transaction.
 */
export function recordTopUp(db: Db, topUp: { userId: number; coins: number; bonusCoins?: number; at: number; ref?: { type: string; id: number } }): number {
  const issue = (kind: 'topUp' | 'topUpBonus', coins: number) =>
    post(db, {
      kind,
      at: topUp.at,
      ...(topUp.ref ? { refType: topUp.ref.type, refId: topUp.ref.id } : {}),
      entries: [
        { account: { userId: null, currency: 'coin', kind: 'issued' }, amount: -coins },
        { account: { userId: topUp.userId, currency: 'coin', kind: 'available' }, amount: coins },
      ],
    });
  const txId = issue('topUp', topUp.coins);
  if ((topUp.bonusCoins ?? 0) > 0) issue('topUpBonus', topUp.bonusCoins ?? 0);
  return txId;
}

const TOP_UPS_SQL = `SELECT t.id AS txId, t.created_at AS at, e.amount AS coins
  FROM ledger_transactions t
  JOIN ledger_entries e ON e.tx_id = t.id
  JOIN accounts a ON a.id = e.account_id
  WHERE t.kind = 'topUp' AND a.user_id = ? AND a.currency = 'coin' AND a.kind = 'available' AND e.amount > 0
    AND t.created_at >= ? AND t.created_at < ?
  ORDER BY t.created_at, t.id`;

/** The user's top-ups made in [from, to), oldest first. */
export function topUpsBetween(db: Db, userId: number, from: number, to: number): TopUp[] {
  return db.prepare(TOP_UPS_SQL).all(userId, from, to) as unknown as TopUp[];
}

/** The coins the user topped up in [from, to). */
export function toppedUpCoins(db: Db, userId: number, from: number, to: number): number {
  return topUpsBetween(db, userId, from, to).reduce((sum, topUp) => sum + topUp.coins, 0);
}
