// Issue 26.3: hosts earn beans, so what a host wins in an event is paid in beans, credited through the ledger.
import { describe, expect, it } from 'vitest';
import { EVENT_ENDPOINTS, type ClaimView, type EventMe } from '../../src/contract/events.ts';
import { businessDate } from '../../src/domain/time.ts';
import { available, reconcile } from '../../server/services/ledger.ts';
import { caller, testApp } from './helpers.ts';

describe('host event rewards', () => {
  it('pays goldbonus tiers in beans, not coins, and says so', async () => {
    const t = testApp({ now: Date.parse('2026-11-25T05:00:00Z') });
    const today = businessDate(t.clock.now());
    // 10001 receives 150,000 beans today: goldbonus tiers 20,000 and 100,000 are reached this week.
    t.db
      .prepare('INSERT INTO host_days (host_id, date, live_minutes, beans_normal) VALUES (10001, ?, 120, 150000) ON CONFLICT (host_id, date) DO UPDATE SET beans_normal = 150000')
      .run(today);
    const call = await caller(t, '10001');
    const me = await call<EventMe>(EVENT_ENDPOINTS.me.path, { event: 'goldbonus' });
    const first = me.data.rewards.find((r) => r.reward === 0 && r.claimedAt === null);
    expect(first).toMatchObject({ coins: 1000, currency: 'bean' });
    const coins = available(t.db, 10001, 'coin');
    const beans = available(t.db, 10001, 'bean');
    const claim = await call<{ claim: ClaimView; balance: number }>(
      EVENT_ENDPOINTS.claim.path,
      { event: 'goldbonus', round: first!.round, reward: '0' },
      { 'Idempotency-Key': 'gold-bean-1' },
    );
    expect(claim.code).toBe(0);
    expect(claim.data.claim).toMatchObject({ coins: 1000, currency: 'bean' });
    expect(claim.data.balance).toBe(beans + 1000);
    expect(available(t.db, 10001, 'bean')).toBe(beans + 1000);
    expect(available(t.db, 10001, 'coin')).toBe(coins);
    expect(reconcile(t.db)).toEqual([]);
  });

  it('still pays viewers and agencies in coins', async () => {
    const t = testApp({ now: Date.parse('2026-11-25T05:00:00Z') });
    const call = await caller(t, '10004');
    const me = await call<EventMe>(EVENT_ENDPOINTS.me.path, { event: 'rechargebonus' });
    for (const reward of me.data.rewards) expect(reward.currency).toBe('coin');
  });
});
