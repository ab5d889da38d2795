// The task centre and the marble game in the demo (DESIGN 11): players 55001-55010 who top up, sign in, claim and
// bet on the marble board over the last weeks (so the ranks, big wins and records are real and every draw verifies
// from its day's seed), and the accounts the browser tests start from. Only these accounts take part: the DESIGN 5
// accounts keep their balances and levels untouched.
import { seededRandom } from '../../src/domain/random.ts';
import {
  SIGN_IN_DAILY_REWARD_COINS,
  SIGN_IN_MILESTONE_DAYS,
  SIGN_IN_MILESTONE_REWARD_COINS,
  milestoneClaimKey,
} from '../../src/domain/tasks.ts';
import { MARBLE_GAME } from '../../src/domain/marble.ts';
import { addDays, businessDate, monthStart } from '../../src/domain/time.ts';
import { placeMarbleBet } from '../games/marble.ts';
import { grantCoins } from '../services/coins.ts';
import { daySeed } from '../services/draws.ts';
import { recordTopUp } from '../services/topups.ts';
import type { DemoPlan } from './plan.ts';

/** The demo players, with the nicknames the ranks and big wins show. */
const PLAYERS: readonly [number, string][] = [
  [55001, 'Rizky'], [55002, 'Putu'], [55003, 'Wulan'], [55004, 'Bayu'], [55005, 'Sinta'],
  [55006, 'Dimas'], [55007, 'Nurul'], [55008, 'Eko'], [55009, 'Laras'], [55010, 'Yoga'],
];

/**
 * Accounts the browser tests start from, each in a state set here on purpose (token `demo`): a top-up made at the
 * moment of seeding (today's and this month's top-up tasks read it), a small coin balance, fresh accounts, and
 * players with coins who have or have not confirmed their age.
 */
export const TASK_DEMO_ACCOUNTS = {
  /** Topped up TASK_DEMO_TOP_UP_COINS at the instant of seeding: the daily top-up task is ready to claim. */
  toppedUpToday: 55013,
  /** Holds MARBLE_DEMO_SMALL_COINS coins, not yet confirmed 18+. */
  smallBalance: 55014,
  /** Nothing done yet: no sign-in, no top-up, no bet. */
  freshSignIn: 55015,
  /** Nothing done yet, for the tests that move the clock through a month. */
  freshMonth: 55016,
  /** Holds MARBLE_DEMO_PLAYER_COINS coins and has confirmed 18+ (the tests that move the clock). */
  marbleClock: 55017,
  /** Holds MARBLE_DEMO_PLAYER_COINS coins and has not confirmed 18+ yet. */
  marbleNew: 55018,
} as const;

/** The top-up of TASK_DEMO_ACCOUNTS.toppedUpToday: past the first daily task, short of the second. */
export const TASK_DEMO_TOP_UP_COINS = 60_000;
/** The coins of TASK_DEMO_ACCOUNTS.smallBalance. */
export const MARBLE_DEMO_SMALL_COINS = 1_500;
/** The coins of the marble test players. */
export const MARBLE_DEMO_PLAYER_COINS = 50_000;

const NICKNAMES: Readonly<Record<number, string>> = {
  55013: 'Tari', 55014: 'Gilang', 55015: 'Mega', 55016: 'Raka', 55017: 'Intan', 55018: 'Fajar',
};

/** A seed of its own, so this module never shifts what the other modules draw from the plan's source. */
const RANDOM_SEED = 55_000;
/** Days of marble history before today. */
const MARBLE_HISTORY_DAYS = 21;
/** The chance a player plays on a given day. */
const PLAY_CHANCE = 0.25;
/** Bet amounts the players choose from, whole coins within the limits. */
const BET_AMOUNTS: readonly number[] = [100, 500, 1_000, 2_000, 5_000, 10_000, 20_000];
/** Top-up sizes the players choose from. */
const TOP_UP_AMOUNTS: readonly number[] = [100_000, 300_000, 500_000, 1_000_000];
/** The chance a player signs in on a day of this month before today. */
const SIGN_IN_CHANCE = 0.7;

/** Writes the demo players' history and the test accounts, posting through the ledger on the plan's timeline. */
export function seedTasksAndMarble(plan: DemoPlan): void {
  const random = seededRandom(RANDOM_SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const insertUser = plan.sql('INSERT INTO users (id, nickname, gender, app_token, created_at) VALUES (?, ?, ?, ?, ?)');
  const confirm = plan.sql('INSERT INTO marble_players (user_id, adult_confirmed_at) VALUES (?, ?)');
  const joinedAt = plan.at(plan.first, 9);

  for (const [id, nickname] of PLAYERS) {
    insertUser.run(id, nickname, id % 2 ? 'male' : 'female', 'demo', joinedAt);
    confirm.run(id, joinedAt);
  }
  for (const id of Object.values(TASK_DEMO_ACCOUNTS)) insertUser.run(id, NICKNAMES[id] ?? `Player ${id}`, id % 2 ? 'male' : 'female', 'demo', joinedAt);
  confirm.run(TASK_DEMO_ACCOUNTS.marbleClock, joinedAt);

  const topUp = (userId: number, coins: number, at: number) => plan.later(at, () => recordTopUp(plan.db, { userId, coins, at }));
  topUp(TASK_DEMO_ACCOUNTS.toppedUpToday, TASK_DEMO_TOP_UP_COINS, plan.now);
  topUp(TASK_DEMO_ACCOUNTS.smallBalance, MARBLE_DEMO_SMALL_COINS, plan.at(plan.first, 10));
  topUp(TASK_DEMO_ACCOUNTS.marbleClock, MARBLE_DEMO_PLAYER_COINS, plan.at(plan.first, 10));
  topUp(TASK_DEMO_ACCOUNTS.marbleNew, MARBLE_DEMO_PLAYER_COINS, plan.at(plan.first, 10));

  // Each day's seed, made at that day's first bet (DESIGN 11), then reused by the day's other bets.
  const seeds = new Map<string, { period: string; seed: string }>();
  const seedOf = (at: number) => {
    const period = businessDate(at);
    let seed = seeds.get(period);
    if (!seed) seeds.set(period, (seed = daySeed(plan.db, MARBLE_GAME, at)));
    return seed;
  };

  for (const [player] of PLAYERS) {
    seedSignIns(plan, player, random);
    // What the player could lose if every bet paid nothing: top-ups keep it covered, so no balance goes below zero.
    let covered = 0;
    for (let offset = -MARBLE_HISTORY_DAYS; offset <= 0; offset++) {
      if (random() >= PLAY_CHANCE) continue;
      const date = addDays(plan.today, offset);
      const bets = Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(BET_AMOUNTS));
      const total = bets.reduce((sum, bet) => sum + bet, 0);
      if (covered < total) {
        const coins = Math.max(pick(TOP_UP_AMOUNTS), total);
        topUp(player, coins, plan.at(date, 8));
        covered += coins;
      }
      covered -= total;
      bets.forEach((betCoins, index) => {
        const at = plan.at(date, 9 + index * 3 + Math.floor(random() * 3));
        plan.later(at, () => placeMarbleBet(plan.db, { userId: player, betCoins, at }, seedOf(at)));
      });
    }
  }
}

/** Sign-ins on most days of this month before today, their rewards, and the milestones claimed but the last one. */
function seedSignIns(plan: DemoPlan, userId: number, random: () => number): void {
  const days: string[] = [];
  for (let date = monthStart(plan.today); date < plan.today; date = addDays(date, 1)) if (random() < SIGN_IN_CHANCE) days.push(date);
  const reached = SIGN_IN_MILESTONE_DAYS.filter((day) => days.length >= day);
  // The latest milestone is left to claim, as a player who has not looked yet would.
  const claimed = reached.slice(0, -1);
  days.forEach((date, index) => {
    const at = plan.at(date, 7);
    plan.later(at, () => {
      const id = Number(plan.sql('INSERT INTO task_sign_ins (user_id, date, created_at) VALUES (?, ?, ?)').run(userId, date, at).lastInsertRowid);
      grantCoins(plan.db, { userId, amount: SIGN_IN_DAILY_REWARD_COINS, kind: 'taskReward', at, ref: { type: 'taskSignIn', id } });
      const milestone = claimed.find((day) => day === index + 1);
      if (milestone === undefined) return;
      const claimId = Number(
        plan
          .sql('INSERT INTO task_claims (user_id, task, period_key, reward_coins, created_at) VALUES (?, ?, ?, ?, ?)')
          .run(userId, milestoneClaimKey(milestone), date.slice(0, 7), SIGN_IN_MILESTONE_REWARD_COINS[milestone], at).lastInsertRowid,
      );
      grantCoins(plan.db, { userId, amount: SIGN_IN_MILESTONE_REWARD_COINS[milestone], kind: 'taskReward', at, ref: { type: 'taskClaim', id: claimId } });
    });
  });
}
