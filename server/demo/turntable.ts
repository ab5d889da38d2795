// The turntables' demo players (ids 56001-56040, app token `demo`): four who topped up in today's open rounds and have
// not spun yet (what the browser tests read on purpose), a veteran with Lucky Wheel spins on each of the last three
// days, and a pool of players whose spins of the last weeks are on record. Every wheel gets a few hundred spins of
// history, each drawn by the server's own draw from the seed of its day (revealed: the day is over) and priced by the
// wheel's published table, so its records recompute and its big wins are the rare top prizes that history gave.
// Every top-up and prize goes through the ledger and is planned as a flow.
import { seededRandom } from '../../src/domain/random.ts';
import { addDays, businessDate, businessDayStartMs, type BusinessDate } from '../../src/domain/time.ts';
import {
  TURNTABLE_WHEEL_IDS,
  TURNTABLE_WHEELS,
  spinWheel,
  wheelGame,
  wheelSpins,
  wheelStateAt,
  type WheelId,
} from '../../src/domain/turntable.ts';
import { prizeWorthCoins } from '../../src/domain/turntable-worth.ts';
import { drawSpin, recordSpin, type SpinRecord } from '../games/turntable.ts';
import { seedCommitment } from '../services/draws.ts';
import { recordTopUp } from '../services/topups.ts';
import { demoPersonName } from './names.ts';
import { HOUR_MS, demoPastSeed, type DemoPlan } from './plan.ts';

/** The demo players the browser tests open, each with the coins they topped up in the open monthly and weekly rounds. */
export const TURNTABLE_DEMO_PLAYERS = {
  /** Spins the Lucky Wheel once and sees it recorded and verified. */
  spinner: { id: 56001, nickname: 'Rina', toppedUpCoins: 1_000_000 },
  /** Short of a Lucky Wheel spin by 100,000 coins; four spins on the 100,000-step wheels. */
  short: { id: 56002, nickname: 'Dewi', toppedUpCoins: 400_000 },
  /** Taps again while the wheel turns. */
  tapper: { id: 56003, nickname: 'Putra', toppedUpCoins: 1_000_000 },
  /** Spins with reduced motion, and under CPU throttling. */
  steady: { id: 56004, nickname: 'Ayu', toppedUpCoins: 1_500_000 },
} as const;

/** The player with Lucky Wheel spins on each of the three days before today (their seeds are revealed). */
export const TURNTABLE_DEMO_VETERAN = { id: 56005, nickname: 'Bayu Pratama' } as const;

/** Players with a history of spins: the named ones of the first demo, then people with names from the id. */
const HISTORY_PLAYERS: readonly { id: number; nickname: string }[] = [
  { id: 56006, nickname: 'Sinta Maharani' },
  { id: 56007, nickname: 'Joko' },
  { id: 56008, nickname: 'Wulan Sari' },
  { id: 56009, nickname: 'Hendra' },
  { id: 56010, nickname: 'Melati' },
  ...Array.from({ length: 30 }, (_, i) => ({ id: 56011 + i, nickname: demoPersonName(56011 + i, i % 2 ? 'male' : 'female') })),
];
/** Days of spin history before today: two months, so every wheel's monthly window falls in it at least once. */
const HISTORY_DAYS = 62;
/**
 * Spins each wheel gets over its open days of HISTORY_DAYS (about 1,400 in all: each is a ledger posting, and the demo
 * is seeded for every test server). A wheel's big-win slots have a chance of 2 or 3 in 100, so this gives each wheel
 * about four big wins; none at all happens for about 1 wheel in 60 (see MORE_HISTORY_DAYS).
 */
const SPINS_PER_WHEEL = 200;
/**
 * When a wheel's history happens to hold no big win, the history reaches this many days further back (for every
 * wheel, the ids and so every draw following from the longer history) until each wheel has one: every spin is still
 * drawn as the server draws, only the history is longer.
 */
const MORE_HISTORY_DAYS = 14;
/** The demo's own random source (the shared one stays as the other areas planned it). */
const TURNTABLE_DEMO_SEED = 56_000;

/** A top-up of a player at an instant. */
interface TopUp {
  userId: number;
  at: number;
  coins: number;
}

/** A planned spin, before its id is known. */
interface PlannedSpin {
  userId: number;
  wheel: WheelId;
  at: number;
}

/** The history as planned: top-ups, the days' seeds and the spins drawn, ids in time order. */
interface History {
  topUps: TopUp[];
  seeds: Map<string, { game: string; period: BusinessDate; seed: string }>;
  spins: SpinRecord[];
}

/** True when a spin's prize is on its wheel's big-win list (what the wheel page shows). */
function isBigWin(spin: SpinRecord): boolean {
  return prizeWorthCoins(spin.prize) >= TURNTABLE_WHEELS[spin.wheel].bigWinCoins;
}

/** Writes the players and queues their top-ups and spins. */
export function seedTurntables(plan: DemoPlan): void {
  const insertUser = plan.sql("INSERT INTO users (id, nickname, gender, app_token, created_at) VALUES (?, ?, ?, 'demo', ?)");
  const todayTopUps: TopUp[] = [];

  // Today's players: one top-up inside both the month's and the week's open round, at or before now.
  const todayRounds = [wheelStateAt({ kind: 'month' }, plan.now), wheelStateAt({ kind: 'week' }, plan.now)];
  const roundsStart = Math.max(...todayRounds.map((state) => (state.open ? state.round.startMs : plan.now)));
  const toppedUpAt = Math.max(roundsStart, Math.min(plan.latest, plan.now - HOUR_MS));
  for (const player of Object.values(TURNTABLE_DEMO_PLAYERS)) {
    insertUser.run(player.id, player.nickname, player.id % 2 ? 'female' : 'male', plan.now);
    todayTopUps.push({ userId: player.id, at: toppedUpAt, coins: player.toppedUpCoins });
  }
  for (const player of [TURNTABLE_DEMO_VETERAN, ...HISTORY_PLAYERS]) insertUser.run(player.id, player.nickname, player.id % 2 ? 'female' : 'male', plan.now);

  let days = HISTORY_DAYS;
  let history = planHistory(plan, days);
  while (TURNTABLE_WHEEL_IDS.some((wheel) => !history.spins.some((spin) => spin.wheel === wheel && isBigWin(spin)))) {
    days += MORE_HISTORY_DAYS;
    history = planHistory(plan, days);
  }

  for (const { userId, at, coins } of [...todayTopUps, ...history.topUps]) {
    plan.flows.add(userId, 'coin', at, coins);
    plan.later(at, () => recordTopUp(plan.db, { userId, coins, at }));
  }
  const insertSeed = plan.sql('INSERT INTO draw_seeds (game, period, seed, commitment, created_at) VALUES (?, ?, ?, ?, ?)');
  for (const { game, period, seed } of history.seeds.values()) insertSeed.run(game, period, seed, seedCommitment(seed), businessDayStartMs(period));
  for (const spin of history.spins) {
    // A coin prize is a flow of the plan; a dress-up moves no coins.
    if (spin.prize.kind === 'coins') plan.flows.add(spin.userId, 'coin', spin.at, spin.prize.coins);
    plan.later(spin.at, () => recordSpin(plan.db, spin));
  }
}

/**
 * The history of the `days` before today, from the demo's own seed: the veteran's daily Lucky Wheel spin, and on each
 * day every open wheel's share of SPINS_PER_WHEEL, taken by players of the pool in sessions (a top-up, then spins a
 * minute apart). Each spin is kept only if the round's top-ups earned it (the domain's own rule) and drawn by the
 * server's draw from its day's seed.
 */
function planHistory(plan: DemoPlan, days: number): History {
  const random = seededRandom(TURNTABLE_DEMO_SEED);
  const topUps: TopUp[] = [];
  const wanted: PlannedSpin[] = [];
  const dates = Array.from({ length: days }, (_, i) => addDays(plan.today, i - days));
  // A wheel's state never changes within a business day (its rounds are whole days): worked out once per day.
  const stateOn = new Map(
    dates.map((date) => [date, new Map(TURNTABLE_WHEEL_IDS.map((wheel) => [wheel, wheelStateAt(TURNTABLE_WHEELS[wheel].schedule, businessDayStartMs(date))]))]),
  );
  const openOn = (date: BusinessDate) => TURNTABLE_WHEEL_IDS.filter((wheel) => stateOn.get(date)?.get(wheel)?.open);
  // Each wheel's spins a day, from its open days of the standard history: a longer history only adds days.
  const openDays = new Map(TURNTABLE_WHEEL_IDS.map((wheel) => [wheel, dates.slice(-HISTORY_DAYS).filter((date) => openOn(date).includes(wheel)).length]));

  for (const date of dates) {
    const start = businessDayStartMs(date);
    // Sessions of the day: who plays, at what hour, and how many spins on each wheel.
    const sessions = new Map<number, { at: number; spins: Map<WheelId, number> }>();
    for (const wheel of openOn(date)) {
      const share = SPINS_PER_WHEEL / (openDays.get(wheel) ?? 1);
      let left = Math.round(share * (0.6 + random() * 0.8));
      while (left > 0) {
        const player = HISTORY_PLAYERS[Math.floor(random() * HISTORY_PLAYERS.length)]!;
        const session = sessions.get(player.id) ?? { at: start + (9 + Math.floor(random() * 13)) * HOUR_MS + Math.floor(random() * 50) * 60_000, spins: new Map() };
        sessions.set(player.id, session);
        const spins = Math.min(left, 2 + Math.floor(random() * 4));
        session.spins.set(wheel, (session.spins.get(wheel) ?? 0) + spins);
        left -= spins;
      }
    }
    if (date >= addDays(plan.today, -3)) sessions.set(TURNTABLE_DEMO_VETERAN.id, { at: start + 9 * HOUR_MS, spins: new Map([['lucky', 1]]) });
    for (const [userId, session] of sessions) {
      const coins = Math.max(...[...session.spins].map(([wheel, spins]) => spins * TURNTABLE_WHEELS[wheel].stepCoins));
      topUps.push({ userId, at: session.at, coins });
      let minute = 0;
      for (const [wheel, spins] of session.spins) for (let s = 0; s < spins; s++) wanted.push({ userId, wheel, at: session.at + ++minute * 60_000 });
    }
  }

  // Each spin as the engine sees it at its instant: within what the round's top-ups earned, drawn from the day's
  // seed by the server's own draw, ids in time order as the engine would number them.
  wanted.sort((a, b) => a.at - b.at || a.userId - b.userId);
  const topUpsOf = new Map<number, TopUp[]>();
  for (const topUp of topUps) topUpsOf.set(topUp.userId, [...(topUpsOf.get(topUp.userId) ?? []), topUp]);
  const used = new Map<string, number>();
  const seeds: History['seeds'] = new Map();
  const spins: SpinRecord[] = [];
  for (const spin of wanted) {
    const config = TURNTABLE_WHEELS[spin.wheel];
    const period: BusinessDate = businessDate(spin.at);
    const state = stateOn.get(period)?.get(spin.wheel);
    if (!state?.open) continue;
    const roundKey = `${spin.userId}/${spin.wheel}/${state.round.key}`;
    const toppedUpCoins = (topUpsOf.get(spin.userId) ?? [])
      .filter((t) => t.at >= state.round.startMs && t.at <= spin.at)
      .reduce((sum, t) => sum + t.coins, 0);
    const spinsUsed = used.get(roundKey) ?? 0;
    const earned = wheelSpins(config, { toppedUpCoins, spinsUsed });
    if (earned.available < 1) continue;
    used.set(roundKey, spinsUsed + 1);

    const game = wheelGame(spin.wheel);
    let seed = seeds.get(`${game}/${period}`);
    if (seed === undefined) seeds.set(`${game}/${period}`, (seed = { game, period, seed: demoPastSeed(random) }));
    const id = spins.length + 1;
    const { message, random: numbers } = drawSpin(seed.seed, spin.wheel, period, id);
    const { index, prize } = spinWheel(config, numbers);
    spins.push({ id, userId: spin.userId, wheel: spin.wheel, round: state.round.key, seq: spinsUsed + 1, earned: earned.earned, period, message, prizeIndex: index, prize, at: spin.at });
  }
  return { topUps, seeds, spins };
}
