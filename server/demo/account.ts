// The account area's demo (issue 12): every user's phone number, levels that follow from the data (charm from the
// gifts of the history, wealth from coins spent), the people the VIP, decor, ban and cancellation flows need (user ids
// 52001-52008, token `demo`), past top-ups, VIP purchases and dress-ups posted through the ledger, follows and the
// streams open now, and the ban list.
import { DAY_MS } from '../../src/domain/business-day.ts';
import { decorItem, type DecorDurationDays } from '../../src/domain/decor.ts';
import { CHARM_EXP_BEANS_PER_POINT, charmExp, levelForExp, levelTable, wealthExp } from '../../src/domain/levels.ts';
import { addDays } from '../../src/domain/time.ts';
import { activateVip, rerateVip, vipPriceCoins, vipRechargeWindow, type VipDurationDays } from '../../src/domain/vip.ts';
import { spendCoins } from '../services/coins.ts';
import { grantDecor } from '../account/decor.ts';
import { recordTopUp } from '../services/topups.ts';
import type { DemoCast } from './accounts.ts';
import type { LiveHistory } from './live.ts';
import { HOUR_MS, type DemoPlan } from './plan.ts';

/** The app token of the demo accounts (seed.ts): these people are opened from the app like the others. */
const DEMO_APP_TOKEN = 'demo';

/** The people the account flows need, beside DESIGN 5's accounts. */
export const ACCOUNT_DEMO_USERS = {
  /** A viewer who signs in with her phone (login tests). */
  login: 52001,
  /** A viewer who cancels his account and changes his mind. */
  cancel: 52002,
  /** A viewer an operator bans. */
  banned: 52003,
  /** A viewer with coins for the decor shop. */
  decor: 52004,
  /** A viewer whose VIP has expired. */
  expiredVip: 52005,
  /** A viewer with a Malaysian number who follows no one. */
  malaysian: 52006,
  /** Banned three days ago (the ban list's live ban). */
  bannedEarlier: 52007,
  /** Banned and unbanned (the ban list's lifted ban). */
  unbanned: 52008,
} as const;

const PEOPLE: readonly [number, string, 'female' | 'male'][] = [
  [52001, 'Rina', 'female'],
  [52002, 'Tono', 'male'],
  [52003, 'Joko', 'male'],
  [52004, 'Wulan', 'female'],
  [52005, 'Dimas', 'male'],
  [52006, 'Aisyah', 'female'],
  [52007, 'Bayu', 'male'],
  [52008, 'Citra', 'female'],
];

/** The phone number of a user: Indonesian `62 81x`, except the one Malaysian account. */
export function demoPhone(userId: number): string {
  return userId === ACCOUNT_DEMO_USERS.malaysian ? `6012${String(userId).padStart(8, '0')}` : `6281${String(userId).padStart(9, '0')}`;
}

/** DESIGN 5's charm levels: 10001 is at charm level 12. */
const CHARM_LEVEL_TARGETS: Readonly<Record<number, number>> = { 10001: 12 };

/** Past top-ups: user, coins, days from today (UTC+7 15:00). */
const TOP_UPS: readonly [number, number, number][] = [
  [10002, 1_500_000, -25], [10002, 1_000_000, -6], [10003, 600_000, -12], [52001, 50_000, -3], [52002, 40_000, -8],
  [52004, 200_000, -20], [52005, 100_000, -45], [52005, 20_000, -50],
];
/** Past VIP purchases: user, days bought, days from today (16:00). 10003 is a reseller who opened VIP (SPEC 6). */
const VIP_PURCHASES: readonly [number, VipDurationDays, number][] = [[10003, 30, -10], [52005, 30, -40]];
/** Past dress-ups bought: user, item, days bought, days from today (17:00). */
const DECOR_PURCHASES: readonly [number, string, DecorDurationDays, number][] = [
  [10002, 'frame-gold', 30, -5], [10002, 'bubble-mint', 7, -20], [10002, 'mount-scooter', 7, -2], [52002, 'frame-rose', 30, -4],
];
/** Items worn now: user, item. */
const WORN: readonly [number, string][] = [[10002, 'frame-gold'], [10002, 'mount-scooter'], [52002, 'frame-rose']];
/** Hosts streaming now, and for how many minutes so far. */
const LIVE_NOW: readonly [number, number][] = [[20102, 25], [20105, 50], [20110, 80]];

/** Writes the account area's demo. Call after the live days (charm follows them) and before the settlements. */
export function seedAccountArea(plan: DemoPlan, cast: DemoCast, live: LiveHistory): void {
  const { now } = plan;
  const insertUser = plan.sql('INSERT INTO users (id, nickname, gender, app_token, created_at) VALUES (?, ?, ?, ?, ?)');
  for (const [id, nickname, gender] of PEOPLE) insertUser.run(id, nickname, gender, DEMO_APP_TOKEN, now - 200 * DAY_MS);
  const users = plan.sql('SELECT id FROM users ORDER BY id').all() as { id: number }[];
  const setPhone = plan.sql('UPDATE users SET phone = ? WHERE id = ?');
  for (const { id } of users) setPhone.run(demoPhone(id), id);

  seedCharm(plan, cast, live);
  const spent = seedCoins(plan);
  seedWealth(plan, spent);
  seedFollows(plan, cast);
  seedBans(plan);
}

/**
 * Charm follows the gifts (SPEC 9): each host's lifetime beans are the gifts of the history plus, for a host DESIGN 5
 * names a level for, the gifts before it that reach that level. A history that already passes the level is a
 * planning error, thrown.
 */
function seedCharm(plan: DemoPlan, cast: DemoCast, live: LiveHistory): void {
  const set = plan.sql('UPDATE users SET beans_received = ?, charm_exp = ? WHERE id = ?');
  for (const host of cast.hosts) {
    const history = plan.dates.reduce((sum, date) => sum + live.beans(host, date), 0);
    const target = CHARM_LEVEL_TARGETS[host];
    let before = 0;
    if (target !== undefined) {
      const table = levelTable('charm');
      const [min = 0, next = Number.POSITIVE_INFINITY] = [table[target - 1], table[target]];
      if (charmExp(history) >= next) throw new Error(`demo data: ${host}'s gifts pass charm level ${target}`);
      // Gifts before the history: enough to stand a third of the way into the level.
      const wanted = (min + Math.floor((next - min) / 3)) * CHARM_EXP_BEANS_PER_POINT;
      before = Math.max(0, wanted - history);
    }
    const beans = before + history;
    if (target !== undefined && levelForExp('charm', charmExp(beans)) !== target) throw new Error(`demo data: ${host} misses charm level ${target}`);
    set.run(beans, charmExp(beans), host);
  }
}

/** Top-ups, VIP purchases and dress-ups through the ledger, planned as flows; returns the coins each user spends. */
function seedCoins(plan: DemoPlan): Map<number, number> {
  const { now } = plan;
  const spent = new Map<number, number>();
  const topUps: { userId: number; at: number; coins: number }[] = [];
  for (const [userId, coins, offset] of TOP_UPS) {
    const at = plan.at(addDays(plan.today, offset), 15);
    topUps.push({ userId, at, coins });
    plan.flows.add(userId, 'coin', at, coins);
    plan.later(at, () => recordTopUp(plan.db, { userId, coins, at }));
  }
  const spend = (userId: number, amount: number, at: number, kind: 'vipPurchase' | 'decorPurchase', write: () => number) => {
    spent.set(userId, (spent.get(userId) ?? 0) + amount);
    plan.flows.add(userId, 'coin', at, -amount);
    plan.later(at, () => {
      const id = write();
      spendCoins(plan.db, { userId, amount, kind, at, ref: { type: kind, id } });
    });
  };
  const rechargedBy = (userId: number, at: number) => {
    const from = vipRechargeWindow(at).startMs;
    return topUps.filter((t) => t.userId === userId && t.at >= from && t.at <= at).reduce((sum, t) => sum + t.coins, 0);
  };

  for (const [userId, days, offset] of VIP_PURCHASES) {
    const at = plan.at(addDays(plan.today, offset), 16);
    const activated = activateVip(null, days, at, rechargedBy(userId, at));
    if (!activated.ok) throw new Error(`demo data: VIP of ${userId}: ${activated.error}`);
    // Re-rated up to today as the daily check would have; an expired one stays as it ended.
    const membership = rerateVip(activated.state, now, rechargedBy(userId, now));
    const price = vipPriceCoins(days);
    spend(userId, price, at, 'vipPurchase', () =>
      Number(plan.sql('INSERT INTO vip_purchases (user_id, days, price, level, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(userId, days, price, activated.state.level, activated.state.expiresAtMs, at).lastInsertRowid),
    );
    plan.sql(`INSERT INTO vip_memberships (user_id, level, expires_at, level_held_until, last_claim_date, rated_date, updated_at)
      VALUES (?, ?, ?, ?, NULL, ?, ?)`).run(userId, membership.level, membership.expiresAtMs, membership.levelHeldUntilMs, plan.today, now);
  }

  for (const [userId, itemId, days, offset] of DECOR_PURCHASES) {
    const item = decorItem(itemId);
    if (!item) throw new Error(`demo data: no decor ${itemId}`);
    const at = plan.at(addDays(plan.today, offset), 17);
    spend(userId, item.priceCoins[days], at, 'decorPurchase', () =>
      grantDecor(plan.db, { userId, item, days, at, source: 'purchase', price: item.priceCoins[days] }).grantId,
    );
  }
  // Once everything bought is in place.
  plan.later(plan.latest, () => {
    const wear = plan.sql('UPDATE decor_owned SET worn = 1 WHERE user_id = ? AND item_id = ? AND expires_at > ?');
    for (const [userId, itemId] of WORN) wear.run(userId, itemId, now);
  });
  return spent;
}

/**
 * Wealth follows the coins spent (SPEC 9): the level accounts.ts gives a user is what their lifetime spending reaches,
 * the spending of the history included; what came before the history is the rest.
 */
function seedWealth(plan: DemoPlan, spentInHistory: Map<number, number>): void {
  const rows = plan.sql('SELECT id, wealth_exp FROM users').all() as { id: number; wealth_exp: number }[];
  const set = plan.sql('UPDATE users SET coins_spent = ?, wealth_exp = ? WHERE id = ?');
  for (const { id, wealth_exp: exp } of rows) {
    const history = spentInHistory.get(id) ?? 0;
    const lifetime = Math.max(exp * 10_000, history);
    if (wealthExp(lifetime) !== exp && exp > 0) throw new Error(`demo data: ${id}'s spending passes wealth exp ${exp}`);
    const before = lifetime - history;
    // The history's spends add their exp as they are replayed (spendCoins).
    set.run(before, wealthExp(before), id);
  }
}

/** Who follows whom (newest last), and the hosts streaming now. */
function seedFollows(plan: DemoPlan, cast: DemoCast): void {
  const { now } = plan;
  const follows: [number, number[]][] = [
    [10004, [10001, ...cast.fillers.slice(0, 24)]],
    [10002, [10001, 10006, ...cast.fillers.slice(0, 5)]],
    [ACCOUNT_DEMO_USERS.login, [10001, cast.fillers[1] ?? 10006, cast.fillers[4] ?? 10006]],
    [ACCOUNT_DEMO_USERS.decor, [10001]],
  ];
  const insert = plan.sql('INSERT INTO follows (follower_id, followee_id, created_at) VALUES (?, ?, ?)');
  for (const [follower, followees] of follows) {
    followees.forEach((followee, i) => insert.run(follower, followee, now - (followees.length - i) * 2 * DAY_MS));
  }
  const lastEnd = plan.sql('SELECT MAX(ended_at) AS at FROM live_sessions WHERE host_id = ?');
  for (const [host, minutes] of LIVE_NOW) {
    const ended = (lastEnd.get(host) as { at: number | null }).at ?? 0;
    // A stream opens after the host's last one ended.
    plan.sql('INSERT INTO live_now (host_id, started_at) VALUES (?, ?)').run(host, Math.min(now, Math.max(now - minutes * 60_000, ended + 60_000)));
  }
}

/** One live ban and one lifted, both by the demo operator. */
function seedBans(plan: DemoPlan): void {
  const insert = plan.sql('INSERT INTO bans (user_id, operator_user_id, operator_name, reason, created_at, lifted_at, lifted_by) VALUES (?, 10008, ?, ?, ?, ?, ?)');
  insert.run(ACCOUNT_DEMO_USERS.unbanned, 'Operator', 'Spam links in live chat (appeal accepted)', plan.now - 20 * DAY_MS, plan.now - 13 * DAY_MS, 10008);
  insert.run(ACCOUNT_DEMO_USERS.bannedEarlier, 'Operator', 'Harassing hosts in live rooms', plan.now - 3 * DAY_MS + 5 * HOUR_MS, null, null);
}
