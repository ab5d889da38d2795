// The families of the demo (SPEC 1, 3, 4, 6; DESIGN 5): family 30001 (Silver) of 10002 with its admins, members,
// join requests, favourite hosts, weekly prestige and ratings, contributions, check-ins, claimed tasks and summons
// (ended ones with their packets and refunds, and one still live); fifteen other families across every tier for a real
// ranking. The tests make their own families (tests/support/test-families.ts), none is seeded here. Everyone added here
// has an id in 54000-54999 and the demo token. Fast: rows go in through prepared statements, money through the ledger
// on the plan's timeline.
import { FAMILY_TASKS } from '../../src/domain/family-coins.ts';
import { FAMILY_CREATE_MIN_WEALTH_LEVEL } from '../../src/domain/family-info.ts';
import { weekTotalsPrestige } from '../../src/domain/family-prestige.ts';
import { type FamilyRole } from '../../src/domain/family-roles.ts';
import { SUMMONS_DRAW_GAME, SUMMONS_PACKETS_AND_COINS, createSummons, summonsDrawMessage, summonsExpiresAtMs, type SummonsTier } from '../../src/domain/family-summons.ts';
import { FAMILY_TIERS, rateFamilyTier, type FamilyTier } from '../../src/domain/family-tiers.ts';
import { amountPerExp, levelTable } from '../../src/domain/levels.ts';
import { addDays, businessDate, businessDayStartMs, weekStart, type BusinessDate } from '../../src/domain/time.ts';
import { familyAccount, settleSummons, userCoins, type SummonsRow } from '../family/store.ts';
import { spendCoins } from '../services/coins.ts';
import { daySeed, drawRandom } from '../services/draws.ts';
import { post, transferBetween } from '../services/ledger.ts';
import { DEMO_TOKEN } from './accounts.ts';
import { demoPersonName } from './names.ts';
import { HOUR_MS, type DemoPlan } from './plan.ts';

/** Family 30001 of 10002 (DESIGN 5), Silver on any day. */
export const DEMO_FAMILY_ID = 30001;
/** Its admins (Silver allows 3) and its vice leader. */
export const DEMO_FAMILY_ADMINS = [10001, 54001] as const;
export const DEMO_FAMILY_VICE_LEADER = 54002;
/** The first summons of the demo: an ended intermediate summons of 30001 (ids count from 1 in a fresh database). */
export const DEMO_FAMILY_ENDED_SUMMONS_ID = 1;

/** Users in no family: below the creation level (wealth 29), at it (wealth 30), and a viewer who joins. */
export const DEMO_FAMILY_NEWCOMERS = { belowLevel: 54201, atLevel: 54202, joiner: 54203 } as const;
/** Wealth exp of the creation level (30, docs/rules.md "Levels") and the last point of the level below it. */
const EXP_LEVEL_30 = levelTable('wealth')[FAMILY_CREATE_MIN_WEALTH_LEVEL - 1] ?? 0;
const EXP_LEVEL_29 = EXP_LEVEL_30 - 1;

/** 30001's members beyond the DESIGN 5 accounts, and the users waiting to join it. */
const DEMO_FAMILY_MEMBERS = Array.from({ length: 40 }, (_, i) => 54001 + i);
const DEMO_FAMILY_APPLICANTS = [54041, 54042];
/** 30001's favourite hosts. */
const DEMO_FAVORITE_HOSTS = [10001, 20101];

/** Past weeks seeded and rated for each family (a family's page shows the last 8 ratings). */
const RATED_WEEKS = 8;

/**
 * Weekly prestige bands the seeded weeks are drawn from, inside each tier's thresholds so the ratings hold; the demo
 * activity (server/demo/activity.ts) keeps each family's weeks in its tier's band after the history.
 */
export const TIER_BAND: Readonly<Record<FamilyTier, readonly [number, number]>> = {
  bronze: [20_000, 150_000],
  silver: [260_000, 800_000],
  gold: [1_100_000, 4_000_000],
  platinum: [5_500_000, 10_000_000],
  diamond: [13_000_000, 25_000_000],
  grandmaster: [31_000_000, 50_000_000],
  king: [62_000_000, 80_000_000],
};

/** The other families of the ranking: name and tier (their creators are 54101 on, their members 54300 on). */
const OTHER_FAMILIES: readonly [string, FamilyTier][] = [
  ['Naga Emas', 'king'],
  ['Garuda Nusantara', 'grandmaster'],
  ['Rajawali', 'diamond'],
  ['Samudra Biru', 'platinum'],
  ['Mawar Sejati', 'gold'],
  ['Cahaya Timur', 'gold'],
  ['Pelangi Senja', 'silver'],
  ['Melati Putih', 'silver'],
  ['Kopi Senja', 'bronze'],
  ['Anggrek Ungu', 'bronze'],
  ['Bulan Purnama', 'silver'],
  ['Harimau Sumatra', 'bronze'],
  ['Lentera Malam', 'gold'],
  ['Ombak Selatan', 'bronze'],
  ['Teratai Merah', 'bronze'],
];

/** The ids of the families the demo seeds (30001 and the others after it); families created later live on their own. */
export const DEMO_FAMILY_IDS: readonly number[] = [DEMO_FAMILY_ID, ...OTHER_FAMILIES.map((_, index) => DEMO_FAMILY_ID + 1 + index)];



/** A family as this module plans it. */
interface PlannedFamily {
  id: number;
  name: string;
  tier: FamilyTier;
  creator: number;
  createdAt: number;
  /** Weekly prestige is drawn from this band; null: no activity at all. */
  band: readonly [number, number] | null;
  /** Members other than the creator, with their roles. */
  members: [number, FamilyRole][];
}

/** Writes the families and queues their money on the timeline. */
export function seedFamilies(plan: DemoPlan): void {
  const { now, today } = plan;
  const currentWeek = weekStart(today);
  const insertUser = plan.sql('INSERT INTO users (id, nickname, gender, app_token, created_at, wealth_exp, coins_spent) VALUES (?, ?, ?, ?, ?, ?, ?)');
  // Wealth follows the coins spent (SPEC 9): a newcomer's exp is what their spending before the history reaches.
  const user = (id: number, exp: number) =>
    insertUser.run(id, demoPersonName(id, id % 2 ? 'male' : 'female'), id % 2 ? 'male' : 'female', DEMO_TOKEN, now, exp, exp * amountPerExp('wealth'));

  const families: PlannedFamily[] = [];
  const longAgo = now - 200 * 24 * HOUR_MS;
  families.push({
    id: DEMO_FAMILY_ID,
    name: 'Keluarga Bintang',
    tier: 'silver',
    creator: 10002,
    createdAt: longAgo,
    band: TIER_BAND.silver,
    members: [
      ...DEMO_FAMILY_ADMINS.map((id): [number, FamilyRole] => [id, 'admin']),
      [DEMO_FAMILY_VICE_LEADER, 'viceLeader'],
      [10004, 'member'],
      ...DEMO_FAMILY_MEMBERS.slice(2).map((id): [number, FamilyRole] => [id, 'member']),
    ],
  });
  for (const id of DEMO_FAMILY_MEMBERS) user(id, plan.between(5, 8_000));
  for (const id of DEMO_FAMILY_APPLICANTS) user(id, plan.between(5, 3_000));

  let nextMember = 54300;
  OTHER_FAMILIES.forEach(([name, tier], index) => {
    const creator = 54101 + index;
    user(creator, plan.between(EXP_LEVEL_30, 60_000));
    const members: [number, FamilyRole][] = [];
    // Higher tiers draw more members: from 2-4 (Bronze) up to 14-16 (King).
    for (let n = plan.between(2, 4) + 2 * FAMILY_TIERS.indexOf(tier); n > 0; n--) {
      user(nextMember, plan.between(5, 8_000));
      members.push([nextMember++, members.length === 0 ? 'admin' : 'member']);
    }
    families.push({ id: DEMO_FAMILY_ID + 1 + index, name, tier, creator, createdAt: longAgo + index * HOUR_MS, band: TIER_BAND[tier], members });
  });

  user(DEMO_FAMILY_NEWCOMERS.belowLevel, EXP_LEVEL_29);
  user(DEMO_FAMILY_NEWCOMERS.atLevel, EXP_LEVEL_30);
  user(DEMO_FAMILY_NEWCOMERS.joiner, plan.between(5, 8_000));

  // Families, members and their weeks; every past week rated on its Sunday 24:00.
  const insertFamily = plan.sql('INSERT INTO families (id, name, notice, creator_user_id, tier, tier_week, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertMember = plan.sql('INSERT INTO family_members (family_id, user_id, role, joined_at) VALUES (?, ?, ?, ?)');
  const insertWeek = plan.sql('INSERT INTO family_weeks (family_id, week, coins, beans, gift_points, prestige) VALUES (?, ?, ?, ?, ?, ?)');
  const insertRating = plan.sql('INSERT INTO family_tier_ratings (family_id, week, prestige, tier, rated_at) VALUES (?, ?, ?, ?, ?)');
  const firstWeek = addDays(currentWeek, -7 * RATED_WEEKS);
  const elapsedOfWeek = Math.min(1, (now - businessDayStartMs(currentWeek)) / (7 * 24 * HOUR_MS));
  const contributed = plannedContributions(plan);
  for (const family of families) {
    const notice = family.id === DEMO_FAMILY_ID ? 'Selamat datang di Keluarga Bintang! Check-in setiap hari dan ikut panggilan angpao.' : '';
    const weeks: [BusinessDate, number, { coins: number; beans: number; giftPoints: number }][] = [];
    const week = (start: BusinessDate, share: number) => {
      const [low, high] = family.band ?? [0, 0];
      const drawn = family.band ? Math.floor(plan.between(low, high) * share) : 0;
      const coins = family.id === DEMO_FAMILY_ID ? (contributed.byWeek.get(start) ?? 0) : 0;
      const fromBeans = Math.floor(drawn * 0.6);
      const totals = { coins, beans: fromBeans * 40, giftPoints: drawn - fromBeans };
      const prestige = weekTotalsPrestige(totals);
      weeks.push([start, prestige, totals]);
      return prestige;
    };
    let tier = family.tier;
    const ratings: [BusinessDate, number, FamilyTier][] = [];
    for (let start = firstWeek; start < currentWeek; start = addDays(start, 7)) {
      const prestige = week(start, 1);
      tier = rateFamilyTier(prestige, tier);
      ratings.push([start, prestige, tier]);
    }
    week(currentWeek, elapsedOfWeek);
    insertFamily.run(family.id, family.name, notice, family.creator, tier, currentWeek, family.createdAt);
    for (const [start, prestige, totals] of weeks) {
      if (prestige > 0 || totals.coins > 0) insertWeek.run(family.id, start, totals.coins, totals.beans, totals.giftPoints, prestige);
    }
    for (const [start, prestige, rated] of ratings) insertRating.run(family.id, start, prestige, rated, businessDayStartMs(addDays(start, 7)));
    insertMember.run(family.id, family.creator, 'creator', family.createdAt);
    for (const [member, role] of family.members) insertMember.run(family.id, member, role, family.createdAt + plan.between(1, 100) * HOUR_MS);
  }

  const insertRequest = plan.sql("INSERT INTO family_join_requests (family_id, user_id, status, created_at) VALUES (?, ?, 'pending', ?)");
  DEMO_FAMILY_APPLICANTS.forEach((id, index) => insertRequest.run(DEMO_FAMILY_ID, id, plan.latest - (index + 1) * 3 * HOUR_MS));
  const insertFavorite = plan.sql('INSERT INTO family_favorite_hosts (family_id, host_user_id, added_at) VALUES (?, ?, ?)');
  for (const host of DEMO_FAVORITE_HOSTS) insertFavorite.run(DEMO_FAMILY_ID, host, longAgo);

  seedFamilyMoney(plan, contributed.list);
}

const [CHECK_IN_TASK, CONTRIBUTE_TASK, PRESTIGE_TASK] = FAMILY_TASKS;

/** A contribution to 30001 as planned: who, how much, when. */
interface PlannedContribution {
  userId: number;
  amount: number;
  at: number;
}

/** 30001's contributions: one every fourth day of the last four weeks, and the coins they add to each week. */
function plannedContributions(plan: DemoPlan): { list: PlannedContribution[]; byWeek: Map<BusinessDate, number> } {
  const list: PlannedContribution[] = [];
  const byWeek = new Map<BusinessDate, number>();
  for (let day = 26; day >= 2; day -= 4) {
    const date = addDays(plan.today, -day);
    const amount = plan.between(5, 15) * 10_000;
    list.push({ userId: 54003 + (day % 12), amount, at: plan.at(date, 19) });
    byWeek.set(weekStart(date), (byWeek.get(weekStart(date)) ?? 0) + amount);
  }
  return { list, byWeek };
}

/** The past summons of 30001: days ago, tier, how many members answered (packets first come, first served). */
const ENDED_SUMMONS: readonly [number, SummonsTier, number][] = [
  [6, 'intermediate', 20],
  [2, 'basic', 14],
];
/** The live summons of 30001, sent this long before now, and the members who answered so far. */
const LIVE_SUMMONS_AGE_MS = 8 * 60_000;
const LIVE_SUMMONS_PEOPLE = 8;

/**
 * The family coins on the timeline: each family's coins before the history, 30001's contributions (members spend,
 * the family receives), its claimed tasks, and its summons sent, grabbed and settled.
 */
function seedFamilyMoney(plan: DemoPlan, contributions: readonly PlannedContribution[]): void {
  const { db } = plan;
  const start = businessDayStartMs(plan.first) - HOUR_MS;
  const opening = (familyId: number, amount: number) =>
    plan.later(start, () =>
      post(db, {
        kind: 'openingBalance',
        at: start,
        entries: [
          { account: { userId: null, currency: 'coin', kind: 'issued' }, amount: -amount },
          { account: familyAccount(familyId), amount },
        ],
      }),
    );
  opening(DEMO_FAMILY_ID, 1_500_000);

  const insertContribution = plan.sql('INSERT INTO family_contributions (family_id, user_id, amount, date, created_at) VALUES (?, ?, ?, ?, ?)');
  const spare = new Map<number, number>();
  for (const { userId, amount, at } of contributions) {
    plan.flows.add(userId, 'coin', at, -amount);
    spare.set(userId, (spare.get(userId) ?? 0) + amount);
    plan.later(at, () => {
      const id = Number(insertContribution.run(DEMO_FAMILY_ID, userId, amount, businessDate(at), at).lastInsertRowid);
      const ref = { type: 'family_contribution', id };
      spendCoins(db, { userId, amount, kind: 'familyContribution', at, ref });
      transferBetween(db, 'familyContribution', { userId: null, currency: 'coin', kind: 'spent' }, familyAccount(DEMO_FAMILY_ID), amount, at, ref);
    });
  }
  // Contributors hold what they gave, and some to spare, before the history.
  for (const [userId, given] of spare) plan.opening(userId, 'coin', given + 50_000);

  // Check-ins: six members each of the last seven days (the task claimed by 10002), three so far today.
  const insertCheckin = plan.sql('INSERT INTO family_checkins (user_id, date, family_id, created_at) VALUES (?, ?, ?, ?)');
  const claim = (task: 'checkIn' | 'contribute' | 'prestige', period: BusinessDate, coins: number, at: number) => {
    plan.sql('INSERT INTO family_task_claims (family_id, task, period, coins, claimed_by, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      DEMO_FAMILY_ID,
      task,
      period,
      coins,
      10002,
      at,
    );
    plan.later(at, () =>
      post(db, {
        kind: 'familyTaskReward',
        at,
        refType: 'family',
        refId: DEMO_FAMILY_ID,
        entries: [
          { account: { userId: null, currency: 'coin', kind: 'issued' }, amount: -coins },
          { account: familyAccount(DEMO_FAMILY_ID), amount: coins },
        ],
      }),
    );
  };
  for (let day = 7; day >= 1; day--) {
    const date = addDays(plan.today, -day);
    for (let n = 0; n < 6; n++) insertCheckin.run(54003 + n + day, date, DEMO_FAMILY_ID, plan.at(date, 8 + n));
    claim('checkIn', date, CHECK_IN_TASK.rewardCoins, plan.at(date, 21));
  }
  if (plan.now - businessDayStartMs(plan.today) > 3 * HOUR_MS) {
    for (let n = 0; n < 3; n++) insertCheckin.run(54020 + n, plan.today, DEMO_FAMILY_ID, plan.at(plan.today, 1 + n / 2));
  }
  for (const { amount, at } of contributions) if (amount >= CONTRIBUTE_TASK.target) claim('contribute', businessDate(at), CONTRIBUTE_TASK.rewardCoins, at + HOUR_MS);
  for (let week = addDays(weekStart(plan.today), -28); week < weekStart(plan.today); week = addDays(week, 7)) {
    claim('prestige', week, PRESTIGE_TASK.rewardCoins, businessDayStartMs(addDays(week, 6)) + 22 * HOUR_MS);
  }

  // Summons: sent by 10002 or an admin, answered by members in turn, settled at expiry (the live one is not yet).
  const answerers = [10001, 10002, 54001, 54002, ...DEMO_FAMILY_MEMBERS.slice(2)];
  const summonsAt: [number, SummonsTier, number][] = ENDED_SUMMONS.map(([days, tier, people]) => [plan.at(addDays(plan.today, -days), 20), tier, people]);
  summonsAt.push([plan.now - LIVE_SUMMONS_AGE_MS, 'premium', LIVE_SUMMONS_PEOPLE]);
  summonsAt.forEach(([sentAt, tier, people], index) => {
    const sender = [10002, 10001, 54001][index % 3] ?? 10002;
    plan.later(sentAt, () => {
      const seed = daySeed(db, SUMMONS_DRAW_GAME, sentAt);
      const expiresAt = summonsExpiresAtMs({ tier, sentAtMs: sentAt, packets: [], claimedBy: [] });
      const { packets, coins } = SUMMONS_PACKETS_AND_COINS[tier];
      const id = Number(
        plan
          .sql(
            `INSERT INTO family_summons (family_id, sender_user_id, tier, coins, packets, draw_period, sent_at, expires_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(DEMO_FAMILY_ID, sender, tier, coins, packets, seed.period, sentAt, expiresAt).lastInsertRowid,
      );
      const summons = createSummons(tier, sentAt, drawRandom(seed.seed, summonsDrawMessage(seed.period, id)));
      const insertPacket = plan.sql('INSERT INTO family_summons_packets (summons_id, position, coins) VALUES (?, ?, ?)');
      summons.packets.forEach((coins, position) => insertPacket.run(id, position, coins));
      transferBetween(db, 'summonsSend', familyAccount(DEMO_FAMILY_ID), familyAccount(DEMO_FAMILY_ID, 'frozen'), coins, sentAt, { type: 'family_summons', id });
      const insertGrab = plan.sql('INSERT INTO family_summons_grabs (summons_id, user_id, position, coins, created_at) VALUES (?, ?, ?, ?, ?)');
      const last = Math.min(expiresAt - 1, plan.latest);
      for (let n = 0; n < people; n++) {
        const member = answerers[(n + index * 7) % answerers.length] ?? 10002;
        const at = Math.min(sentAt + (n + 1) * 15_000, last);
        const packet = summons.packets[n];
        insertGrab.run(id, member, packet === undefined ? null : n, packet ?? null, at);
        if (packet === undefined) continue;
        plan.sql('UPDATE family_summons SET claimed = claimed + 1 WHERE id = ?').run(id);
        transferBetween(db, 'summonsClaim', familyAccount(DEMO_FAMILY_ID, 'frozen'), userCoins(member), packet, at, { type: 'family_summons', id });
      }
      if (expiresAt <= plan.now) {
        const row = db.prepare('SELECT * FROM family_summons WHERE id = ?').get(id) as unknown as SummonsRow;
        settleSummons(db, row, expiresAt);
      }
    });
  });
}
