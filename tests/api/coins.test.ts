// Coins out only through the ledger (DESIGN 11), with wealth exp for every 10,000 coins spent (SPEC 9), counted over
// the running total so small spends add up; coins given by the platform come from its issued account.
import { describe, expect, it } from 'vitest';
import { WEALTH_EXP_COINS_PER_POINT } from '../../src/domain/levels.ts';
import { grantCoins, spendCoins } from '../../server/services/coins.ts';
import { transaction } from '../../server/db/transaction.ts';
import { InsufficientFunds, available, reconcile } from '../../server/services/ledger.ts';
import { testApp } from './helpers.ts';

/** 10004's wealth exp and coins spent. */
function wealthOf(db: ReturnType<typeof testApp>['db']) {
  return db.prepare('SELECT wealth_exp, coins_spent FROM users WHERE id = 10004').get() as { wealth_exp: number; coins_spent: number };
}

describe('spendCoins', () => {
  it('takes the coins and adds one wealth exp per 10,000 coins of the running total', () => {
    const t = testApp();
    const before = wealthOf(t.db);
    const coins = available(t.db, 10004, 'coin');
    const spend = (amount: number) => transaction(t.db, () => spendCoins(t.db, { userId: 10004, amount, kind: 'vipPurchase', at: t.clock.now() }));
    spend(6_000);
    expect(wealthOf(t.db).wealth_exp).toBe(before.wealth_exp);
    spend(4_000);
    expect(wealthOf(t.db).wealth_exp).toBe(before.wealth_exp + 1);
    expect(wealthOf(t.db).coins_spent).toBe(before.coins_spent + 10_000);
    expect(available(t.db, 10004, 'coin')).toBe(coins - 10_000);
    expect(WEALTH_EXP_COINS_PER_POINT).toBe(10_000);
    expect(reconcile(t.db)).toEqual([]);
  });

  it('refuses more than the balance and changes nothing', () => {
    const t = testApp();
    const before = wealthOf(t.db);
    const coins = available(t.db, 10004, 'coin');
    expect(() => transaction(t.db, () => spendCoins(t.db, { userId: 10004, amount: coins + 1, kind: 'marbleBet', at: t.clock.now() }))).toThrow(InsufficientFunds);
    expect(available(t.db, 10004, 'coin')).toBe(coins);
    expect(wealthOf(t.db)).toEqual(before);
  });
});

describe('grantCoins', () => {
  it('gives coins from the platform, reconciled, with no wealth exp', () => {
    const t = testApp();
    const before = wealthOf(t.db);
    const coins = available(t.db, 10004, 'coin');
    transaction(t.db, () => grantCoins(t.db, { userId: 10004, amount: 25_000, kind: 'turntablePrize', at: t.clock.now() }));
    expect(available(t.db, 10004, 'coin')).toBe(coins + 25_000);
    expect(wealthOf(t.db)).toEqual(before);
    expect(reconcile(t.db)).toEqual([]);
  });
});
