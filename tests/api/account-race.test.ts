// Purchases and claims of the account area under races: VIP purchases, daily claims and decor purchases sent at once,
// with repeated keys among them, by users whose coins run out along the way. Afterwards the ledger reconciles, no
// balance is negative, each user claimed at most once today, and every coin moved is a purchase or claim that answered 0.
import { describe, expect, it } from 'vitest';
import { DECOR_ENDPOINTS, VIP_ENDPOINTS } from '../../src/contract/account.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { seededRandom } from '../../src/domain/random.ts';
import { decorItem } from '../../src/domain/decor.ts';
import { VIP_DAILY_COINS_BY_LEVEL, VIP_PRICE_COINS_BY_DURATION_DAYS, type VipDurationDays } from '../../src/domain/vip.ts';
import { available, reconcile } from '../../server/services/ledger.ts';
import { envelope, postSigned, signIn, testApp } from './helpers.ts';

const REQUESTS = 300;
const USERS = ['10002', '52004', '52001', '10004'] as const;

describe('account money under races', () => {
  it('reconciles exactly after 300 concurrent VIP purchases, daily claims and decor purchases with repeated keys', async () => {
    const t = testApp({ env: { RATE_LIMIT_SCALE: '100' } });
    const now = t.clock.now();
    const tokens = new Map<string, string>();
    for (const user of USERS) tokens.set(user, await signIn(t.app, now, user));
    const before = new Map(USERS.map((u) => [u, available(t.db, Number(u), 'coin')]));
    const random = seededRandom(12);
    type Planned = { user: string; path: string; fields: Record<string, string>; key: string; repeatOf?: number };
    const planned: Planned[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      if (planned.length > 0 && random() < 0.2) {
        const earlier = Math.floor(random() * planned.length);
        planned.push({ ...planned[earlier]!, repeatOf: earlier });
        continue;
      }
      const user = USERS[Math.floor(random() * USERS.length)]!;
      const pick = random();
      if (pick < 0.3) planned.push({ user, path: VIP_ENDPOINTS.buy.path, fields: { days: ['30', '90', '180'][Math.floor(random() * 3)]! }, key: `race-vip-${i}` });
      else if (pick < 0.6) planned.push({ user, path: VIP_ENDPOINTS.claim.path, fields: {}, key: `race-claim-${i}` });
      else planned.push({ user, path: DECOR_ENDPOINTS.buy.path, fields: { item_id: ['frame-rose', 'mount-phoenix', 'bg-ocean'][Math.floor(random() * 3)]!, days: random() < 0.5 ? '7' : '30' }, key: `race-decor-${i}` });
    }
    const answers = await Promise.all(
      planned.map((p) => postSigned(t.app, p.path, tokens.get(p.user)!, p.fields, { now, headers: { 'Idempotency-Key': p.key } }).then((res) => envelope<{ coins?: number }>(res))),
    );
    planned.forEach((p, i) => {
      if (p.repeatOf !== undefined) expect(answers[i], `request ${i} repeats ${p.repeatOf}`).toEqual(answers[p.repeatOf]);
    });
    const allowed = new Set([0, ERROR_CODES['vip.insufficientCoins'], ERROR_CODES['decor.insufficientCoins'], ERROR_CODES['vip.alreadyClaimedToday'], ERROR_CODES['vip.notVip']]);
    for (const answer of answers) expect(allowed.has(answer.code), JSON.stringify(answer)).toBe(true);

    expect(reconcile(t.db)).toEqual([]);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM accounts WHERE user_id IS NOT NULL AND balance < 0').get()).toEqual({ n: 0 });
    expect(t.db.prepare('SELECT user_id FROM vip_claims GROUP BY user_id, business_date HAVING COUNT(*) > 1').all()).toEqual([]);

    // Every coin moved is a first request that answered 0: purchases out, claims in.
    const moved = new Map<string, number>();
    planned.forEach((p, i) => {
      if (p.repeatOf !== undefined || answers[i]!.code !== 0) return;
      let delta = 0;
      if (p.path === VIP_ENDPOINTS.buy.path) delta = -VIP_PRICE_COINS_BY_DURATION_DAYS[Number(p.fields['days']) as VipDurationDays];
      else if (p.path === VIP_ENDPOINTS.claim.path) delta = answers[i]!.data.coins ?? 0;
      else delta = -(decorItem(p.fields['item_id'])?.priceCoins[Number(p.fields['days']) as 7 | 30] ?? 0);
      moved.set(p.user, (moved.get(p.user) ?? 0) + delta);
    });
    for (const user of USERS) expect(available(t.db, Number(user), 'coin'), user).toBe((before.get(user) ?? 0) + (moved.get(user) ?? 0));
    // Someone bought VIP and claimed once: the claim paid the level's coins.
    const claims = t.db.prepare('SELECT level, coins FROM vip_claims').all() as { level: 1 | 2 | 3 | 4 | 5 | 6; coins: number }[];
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) expect(claim.coins).toBe(VIP_DAILY_COINS_BY_LEVEL[claim.level]);
  });
});
