// What the event metrics count (issue 24.9, docs/rules.md "assumed"): coins spent are coins gone for good, so a family
// contribution (the family's coins, back to members as summons and rewards) does not count, and the marble game counts
// what it cost (bets less winnings, not below 0), so no reward is cheaper than it pays.
import { describe, expect, it } from 'vitest';
import { EVENT_ENDPOINTS, type EventMe } from '../../src/contract/events.ts';
import { MARBLE_ENDPOINTS, type MarbleBetView } from '../../src/contract/marble.ts';
import { addUser, callers, familyApp, giveCoins, key } from './family-support.ts';

const FAN = 59_901;

describe('coins spent (givebackHost)', () => {
  it('leaves out family contributions and counts the marble game as bets less winnings', async () => {
    const t = familyApp(Date.parse('2026-03-18T12:00:00+07:00'));
    addUser(t, FAN, 12_000);
    giveCoins(t, FAN, 2_000_000);
    const as = await callers(t, [FAN]);
    const fan = as(FAN);
    const spent = async () => (await fan<EventMe>(EVENT_ENDPOINTS.me.path, { event: 'givebackHost' })).data.current?.value ?? 0;
    expect(await spent()).toBe(0);

    // A family of the fan's own, and 50,000 coins into it: not spent (the tier of 50,000 is not reached).
    const created = await fan<{ familyId: string }>('/api/family/create', { name: 'Uji Hitung', notice: '' });
    expect((await fan('/api/family/contribute', { family_id: created.data.familyId, amount: '50000' }, key())).code).toBe(0);
    expect(await spent()).toBe(0);

    // Marble bets: what they cost, never their stake.
    expect((await fan(MARBLE_ENDPOINTS.confirmAdult.path)).code).toBe(0);
    let bets = 0;
    let won = 0;
    for (let i = 0; i < 10; i++) {
      const bet = await fan<{ bet: MarbleBetView & { payoutCoins: number } }>(MARBLE_ENDPOINTS.bet.path, { amount: '10000' }, key());
      expect(bet.code).toBe(0);
      bets += 10_000;
      won += bet.data.bet.payoutCoins;
    }
    expect(await spent()).toBe(Math.max(0, bets - won));
  });
});
