// Levels follow from the data (SPEC 9): wealth from the coins spent through the ledger, charm from the beans received
// in gifts; DESIGN 5's named levels hold in the demo.
import { describe, expect, it } from 'vitest';
import { LEVEL_ENDPOINTS, type LevelsData } from '../../src/contract/account.ts';
import { charmExp, wealthExp } from '../../src/domain/levels.ts';
import { spendCoins } from '../../server/services/coins.ts';
import { transaction } from '../../server/db/transaction.ts';
import { caller, testApp } from './helpers.ts';

describe('POST /api/levels/mine', () => {
  it("gives DESIGN 5's levels: 10002 wealth 36, 10004 wealth 8, 10001 charm 12", async () => {
    const t = testApp();
    expect((await (await caller(t, '10002'))<LevelsData>(LEVEL_ENDPOINTS.mine.path)).data.wealth).toMatchObject({ level: 36 });
    const andi = (await (await caller(t, '10004'))<LevelsData>(LEVEL_ENDPOINTS.mine.path)).data;
    // Level 8 is DESIGN 5's; the exp and amount are whatever the demo history spent (its gifts, the coin area's).
    const { coins_spent: spent } = t.db.prepare('SELECT coins_spent FROM users WHERE id = 10004').get() as { coins_spent: number };
    expect(andi.wealth).toMatchObject({ level: 8, exp: wealthExp(spent), amount: spent, nextLevelMinExp: 26 });
    expect(andi.wealth.amountToNext).toBe(26 * 10_000 - spent);
    expect(andi.charm).toMatchObject({ level: 1, exp: 0, amount: 0 });
    expect((await (await caller(t, '10001'))<LevelsData>(LEVEL_ENDPOINTS.mine.path)).data.charm).toMatchObject({ level: 12 });
  });

  it('moves with the coins spent', async () => {
    const t = testApp();
    const before = (await (await caller(t, '10004'))<LevelsData>(LEVEL_ENDPOINTS.mine.path)).data.wealth;
    transaction(t.db, () => spendCoins(t.db, { userId: 10004, amount: 12_000, kind: 'decorPurchase', at: t.clock.now() }));
    const { data } = await (await caller(t, '10004'))<LevelsData>(LEVEL_ENDPOINTS.mine.path);
    expect(data.wealth).toMatchObject({ exp: wealthExp(before.amount + 12_000), amount: before.amount + 12_000, amountToNext: before.amountToNext - 12_000 });
    expect(data.wealth.percent).toBeGreaterThan(before.percent);
  });
});

describe('the demo levels', () => {
  it("keep every user's exp equal to what their coins spent and beans received give, and charm to the gifts of the history", () => {
    const t = testApp();
    const users = t.db.prepare('SELECT id, wealth_exp, coins_spent, charm_exp, beans_received FROM users').all() as {
      id: number; wealth_exp: number; coins_spent: number; charm_exp: number; beans_received: number;
    }[];
    for (const user of users) {
      expect(user.wealth_exp, `${user.id} wealth`).toBe(wealthExp(user.coins_spent));
      expect(user.charm_exp, `${user.id} charm`).toBe(charmExp(user.beans_received));
    }
    const gifts = t.db.prepare(`SELECT host_id, SUM(beans_lucky + beans_s_lucky + beans_deluxe + beans_normal) AS beans FROM host_days GROUP BY host_id`).all() as { host_id: number; beans: number }[];
    for (const { host_id: host, beans } of gifts) {
      const received = users.find((u) => u.id === host)?.beans_received ?? 0;
      expect(received, `${host} received at least the gifts of the history`).toBeGreaterThanOrEqual(beans);
    }
  });
});
