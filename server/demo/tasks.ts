// The task centre and the marble game in the demo (DESIGN 11): players 55001-55010 who top up, sign in, claim and
// bet on the marble board over the last weeks (so the ranks, big wins and records are real and every draw verifies
// from its day's seed), DESIGN 5's viewer 10004 who plays small bets now and then (within the balance and wealth
// level DESIGN 5 gives them), and the accounts the browser tests start from. A past day's bets are drawn from a seed
// made here (revealed: the day is over), so what each bet pays is known when the plan is made and the ledger reaches
// 10004's balance exactly; today's draw from a fresh secret seed, as the server's do.
import { seededRandom } from '../../src/domain/random.ts';
import {
  SIGN_IN_DAILY_REWARD_COINS,
  SIGN_IN_MILESTONE_DAYS,
  SIGN_IN_MILESTONE_REWARD_COINS,
  milestoneClaimKey,
} from '../../src/domain/tasks.ts';
import { MARBLE_GAME, MARBLE_ODDS_PERCENT, marblePayoutCoins } from '../../src/domain/marble.ts';
import { addDays, businessDate, monthStart, type BusinessDate } from '../../src/domain/time.ts';
import { drawMarble, placeMarbleBet } from '../games/marble.ts';
import { grantCoins } from '../services/coins.ts';
import { daySeed, seedCommitment } from '../services/draws.ts';
import { recordTopUp } from '../services/topups.ts';
import { DEMO_COINS } from './balances.ts';
import { demoPastSeed, type DemoPlan } from './plan.ts';

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
/** DESIGN 5's viewer, who plays the marble board now and then. */
const VIEWER = 10004;
/** The chance the viewer plays on a day before today, and the small bets they choose from. */
const VIEWER_PLAY_CHANCE = 0.35;
const VIEWER_BET_AMOUNTS: readonly number[] = [100, 200, 500, 1_000];
/**
 * The most the viewer bets in all: their bets count towards wealth exp, and DESIGN 5's wealth level 8 (exp 19-25, so
 * 190,000-259,999 coins spent) must hold with what the other modules have them spend.
 */
const VIEWER_BETS_MAX_TOTAL = 20_000;
/** The most a marble bet pays, in times the bet (the board's best odds). */
const MARBLE_MAX_PAYOUT_TIMES = Math.max(...MARBLE_ODDS_PERCENT) / 100;
/** The source of the past days' seeds. */
const MARBLE_SEEDS_SEED = 55_100;

/** A bet as planned, in the order it is queued: its id is its place among all bets in time order. */
interface PlannedBet {
  userId: number;
  betCoins: number;
  at: number;
}

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

  const bets: PlannedBet[] = [];
  for (const [player] of PLAYERS) {
    seedSignIns(plan, player, random);
    // What the player could lose if every bet paid nothing: top-ups keep it covered, so no balance goes below zero.
    let covered = 0;
    for (let offset = -MARBLE_HISTORY_DAYS; offset <= 0; offset++) {
      if (random() >= PLAY_CHANCE) continue;
      const date = addDays(plan.today, offset);
      const amounts = Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(BET_AMOUNTS));
      const total = amounts.reduce((sum, bet) => sum + bet, 0);
      if (covered < total) {
        const coins = Math.max(pick(TOP_UP_AMOUNTS), total);
        topUp(player, coins, plan.at(date, 8));
        covered += coins;
      }
      covered -= total;
      // At any minute of the hour (never past the history's end), not on the hour.
      amounts.forEach((betCoins, index) => {
        const at = plan.at(date, 9 + index * 3 + Math.floor(random() * 3)) + Math.floor(random() * 60) * 60_000;
        bets.push({ userId: player, betCoins, at: Math.min(at, plan.latest) });
      });
    }
  }
  const viewerBets: PlannedBet[] = [];
  let viewerTotal = 0;
  for (let offset = -MARBLE_HISTORY_DAYS; offset <= -1; offset++) {
    if (random() >= VIEWER_PLAY_CHANCE) continue;
    const date = addDays(plan.today, offset);
    const count = 1 + Math.floor(random() * 3);
    // An evening or lunch-break session: a few bets some minutes apart.
    const sessionAt = plan.at(date, 12 + Math.floor(random() * 11)) + Math.floor(random() * 45) * 60_000;
    for (let index = 0; index < count; index++) {
      const betCoins = pick(VIEWER_BET_AMOUNTS);
      if (viewerTotal + betCoins > VIEWER_BETS_MAX_TOTAL) break;
      viewerTotal += betCoins;
      viewerBets.push({ userId: VIEWER, betCoins, at: sessionAt + (index * 4 + Math.floor(random() * 4)) * 60_000 });
    }
  }
  const drawn = drawBets(plan, [...bets, ...viewerBets], (DEMO_COINS[VIEWER] ?? 0) - plan.flows.total(VIEWER, 'coin'));
  if (!fitsViewerBalance(plan, drawn.viewerFlows)) throw new Error('demo data: the viewer\'s marble bets do not fit their balance');
  const firstViewerBet = drawn.bets.find((bet) => bet.userId === VIEWER);
  if (firstViewerBet) confirm.run(VIEWER, firstViewerBet.at - 5 * 60_000);
  queueBets(plan, drawn);
}

/** The bets placed with their ids and past days' payouts, the seeds of the past days, and the viewer's coin flows. */
interface DrawnBets {
  bets: PlannedBet[];
  planned: Map<PlannedBet, { id: number; payout: number | null }>;
  seeds: Map<BusinessDate, { period: BusinessDate; seed: string }>;
  viewerFlows: { at: number; amount: number }[];
}

/**
 * Numbers the bets in time order as the server does, and draws each past day's bet with the server's own draw from
 * that day's seed (made from a source of its own). Today's bets are left to the fresh secret seed of replay.
 *
 * The viewer's coins are few: DESIGN 5's balance less what the rest of their history brings leaves `slack` coins they
 * may end ahead by. So they bet, before each draw, only what keeps them within it whatever the ball does: their
 * winnings so far, plus the most a bet can add (MARBLE_MAX_PAYOUT_TIMES the bet, less the bet), never more than
 * `slack` above their lowest point (the bet itself taken first). A bet that cannot fit at its smallest is not made.
 * Nothing is drawn twice or chosen by its outcome.
 */
function drawBets(plan: DemoPlan, wanted: PlannedBet[], slack: number): DrawnBets {
  const source = seededRandom(MARBLE_SEEDS_SEED);
  const ordered = wanted.map((bet, order) => ({ bet, order })).sort((a, b) => a.bet.at - b.bet.at || a.order - b.order);
  const seeds: DrawnBets['seeds'] = new Map();
  const planned: DrawnBets['planned'] = new Map();
  const viewerFlows: DrawnBets['viewerFlows'] = [];
  const bets: PlannedBet[] = [];
  let net = 0;
  let lowest = 0;
  const fits = (betCoins: number) => net + (MARBLE_MAX_PAYOUT_TIMES - 1) * betCoins - Math.min(lowest, net - betCoins) <= slack;
  for (const { bet: wish } of ordered) {
    let bet = wish;
    if (wish.userId === VIEWER) {
      const betCoins = [...VIEWER_BET_AMOUNTS].reverse().find((amount) => amount <= wish.betCoins && fits(amount));
      if (betCoins === undefined) continue;
      bet = { ...wish, betCoins };
    }
    bets.push(bet);
    const id = bets.length;
    const period = businessDate(bet.at);
    if (period >= plan.today) {
      planned.set(bet, { id, payout: null });
      continue;
    }
    let seed = seeds.get(period);
    if (!seed) seeds.set(period, (seed = { period, seed: demoPastSeed(source) }));
    const payout = marblePayoutCoins(bet.betCoins, drawMarble(seed.seed, period, id).hole);
    planned.set(bet, { id, payout });
    if (bet.userId !== VIEWER) continue;
    viewerFlows.push({ at: bet.at, amount: -bet.betCoins });
    if (payout > 0) viewerFlows.push({ at: bet.at, amount: payout });
    lowest = Math.min(lowest, net - bet.betCoins);
    net += payout - bet.betCoins;
  }
  return { bets, planned, seeds, viewerFlows };
}

/**
 * True when the viewer's history with these bets fits DESIGN 5's balance: their opening (the balance less everything
 * planned so far) is not negative, nor is their balance at any instant. The modules planned after this one only
 * spend the viewer's coins, which raises the opening and so every balance before the spend.
 */
function fitsViewerBalance(plan: DemoPlan, flows: DrawnBets['viewerFlows']): boolean {
  const all = [...plan.flows.of(VIEWER, 'coin'), ...flows].sort((a, b) => a.at - b.at || a.amount - b.amount);
  let balance = (DEMO_COINS[VIEWER] ?? 0) - all.reduce((sum, flow) => sum + flow.amount, 0);
  if (balance < 0) return false;
  for (const flow of all) if ((balance += flow.amount) < 0) return false;
  return true;
}

/** Writes the past days' seeds and queues every bet; replay checks each gets the id and payout drawn here. */
function queueBets(plan: DemoPlan, drawn: DrawnBets): void {
  const insertSeed = plan.sql('INSERT INTO draw_seeds (game, period, seed, commitment, created_at) VALUES (?, ?, ?, ?, ?)');
  for (const { period, seed } of drawn.seeds.values()) {
    const first = Math.min(...drawn.bets.filter((bet) => businessDate(bet.at) === period).map((bet) => bet.at));
    insertSeed.run(MARBLE_GAME, period, seed, seedCommitment(seed), first);
  }
  for (const { at, amount } of drawn.viewerFlows) plan.flows.add(VIEWER, 'coin', at, amount);
  // Queued in time order, so bets at one instant replay in the order their ids were given.
  for (const bet of drawn.bets) {
    const expected = drawn.planned.get(bet);
    plan.later(bet.at, () => {
      const row = placeMarbleBet(plan.db, bet, drawn.seeds.get(businessDate(bet.at)) ?? daySeed(plan.db, MARBLE_GAME, bet.at));
      if (row.id !== expected?.id || (expected.payout !== null && row.payout_coins !== expected.payout)) {
        throw new Error(`demo data: marble bet ${row.id} was planned as ${expected?.id} paying ${expected?.payout}`);
      }
    });
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
