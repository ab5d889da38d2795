// Top-ups are ledger rows of kind topUp that later rules read by window (DESIGN 11).
import { describe, expect, it } from 'vitest';
import { transaction } from '../../server/db/transaction.ts';
import { available, reconcile } from '../../server/services/ledger.ts';
import { recordTopUp, toppedUpCoins, topUpsBetween } from '../../server/services/topups.ts';
import { testApp } from './helpers.ts';

describe('top-ups', () => {
  it('credit the coins through the ledger and are read back by window, per user', () => {
    const t = testApp();
    const now = t.clock.now();
    const before = available(t.db, 10004, 'coin');
    const first = transaction(t.db, () => recordTopUp(t.db, { userId: 10004, coins: 100_000, at: now - 10_000 }));
    transaction(t.db, () => recordTopUp(t.db, { userId: 10004, coins: 500_000, at: now - 1_000 }));
    transaction(t.db, () => recordTopUp(t.db, { userId: 10006, coins: 70_000, at: now - 1_000 }));
    expect(available(t.db, 10004, 'coin')).toBe(before + 600_000);
    expect(topUpsBetween(t.db, 10004, now - 10_000, now - 1_000)).toEqual([{ txId: first, at: now - 10_000, coins: 100_000 }]);
    expect(toppedUpCoins(t.db, 10004, now - 10_000, now)).toBe(600_000);
    expect(toppedUpCoins(t.db, 10006, now - 10_000, now)).toBe(70_000);
    expect(reconcile(t.db)).toEqual([]);
  });
});
