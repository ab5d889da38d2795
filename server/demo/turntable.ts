// The turntables' demo players (ids 56001-56010, app token `demo`): four who topped up in today's open rounds and have
// not spun yet (what the browser tests read on purpose), and six whose spins of the last days are on record, drawn by
// the real engine from seeds of those past days, so their records show the revealed seed and recompute, and the wheels
// have recent big wins. Every top-up and prize goes through the ledger and is planned as a flow.
import { seededRandom } from '../../src/domain/random.ts';
import { addDays, businessDate, businessDayStartMs, type BusinessDate } from '../../src/domain/time.ts';
import { TURNTABLE_WHEEL_IDS, TURNTABLE_WHEELS, spinWheel, wheelGame, wheelSpins, wheelStateAt, type WheelId } from '../../src/domain/turntable.ts';
import { drawSpin, recordSpin } from '../games/turntable.ts';
import { seedCommitment } from '../services/draws.ts';
import { recordTopUp } from '../services/topups.ts';
import { HOUR_MS, type DemoPlan } from './plan.ts';

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

/** Players with a history of spins on the last days. */
const HISTORY_PLAYERS: readonly { id: number; nickname: string }[] = [
  TURNTABLE_DEMO_VETERAN,
  { id: 56006, nickname: 'Sinta Maharani' },
  { id: 56007, nickname: 'Joko' },
  { id: 56008, nickname: 'Wulan Sari' },
  { id: 56009, nickname: 'Hendra' },
  { id: 56010, nickname: 'Melati' },
];
/** Days of spin history before today. */
const HISTORY_DAYS = 7;
/** The demo's own random source (the shared one stays as the other areas planned it). */
const TURNTABLE_DEMO_SEED = 56_000;

/** A planned spin, before its id is known. */
interface PlannedSpin {
  userId: number;
  wheel: WheelId;
  at: number;
}

/** 32 bytes from a seeded source as hex: a seed of a day that is already over, so it is public anyway. */
function pastSeed(random: () => number): string {
  return Array.from({ length: 32 }, () => Math.floor(random() * 256).toString(16).padStart(2, '0')).join('');
}

/** Writes the players and queues their top-ups and spins. */
export function seedTurntables(plan: DemoPlan): void {
  const random = seededRandom(TURNTABLE_DEMO_SEED);
  const insertUser = plan.sql("INSERT INTO users (id, nickname, gender, app_token, created_at) VALUES (?, ?, ?, 'demo', ?)");
  const topUps: { userId: number; at: number; coins: number }[] = [];
  const topUp = (userId: number, at: number, coins: number) => {
    topUps.push({ userId, at, coins });
    plan.flows.add(userId, 'coin', at, coins);
    plan.later(at, () => recordTopUp(plan.db, { userId, coins, at }));
  };

  // Today's players: one top-up inside both the month's and the week's open round, at or before now.
  const todayRounds = [wheelStateAt({ kind: 'month' }, plan.now), wheelStateAt({ kind: 'week' }, plan.now)];
  const roundsStart = Math.max(...todayRounds.map((state) => (state.open ? state.round.startMs : plan.now)));
  const toppedUpAt = Math.max(roundsStart, Math.min(plan.latest, plan.now - HOUR_MS));
  for (const player of Object.values(TURNTABLE_DEMO_PLAYERS)) {
    insertUser.run(player.id, player.nickname, player.id % 2 ? 'female' : 'male', plan.now);
    topUp(player.id, toppedUpAt, player.toppedUpCoins);
  }

  // History: on each of the last days, some players top up in the morning and spin the wheels open that day.
  const wanted: PlannedSpin[] = [];
  for (const player of HISTORY_PLAYERS) insertUser.run(player.id, player.nickname, player.id % 2 ? 'female' : 'male', plan.now);
  for (let offset = -HISTORY_DAYS; offset <= -1; offset++) {
    const date = addDays(plan.today, offset);
    const morning = businessDayStartMs(date) + 9 * HOUR_MS;
    const open = TURNTABLE_WHEEL_IDS.filter((wheel) => wheelStateAt(TURNTABLE_WHEELS[wheel].schedule, morning).open);
    for (const player of HISTORY_PLAYERS) {
      const veteran = player.id === TURNTABLE_DEMO_VETERAN.id && offset >= -3;
      if (!veteran && random() < 0.6) continue;
      const wheels = veteran ? ['lucky' as const] : open.filter(() => random() < 0.4);
      if (wheels.length === 0) continue;
      const spins = veteran ? 1 : 1 + Math.floor(random() * 3);
      topUp(player.id, morning, spins * 500_000);
      wheels.forEach((wheel, w) => {
        for (let s = 0; s < spins; s++) wanted.push({ userId: player.id, wheel, at: morning + HOUR_MS + (w * 10 + s) * 60_000 });
      });
    }
  }

  // Each spin as the engine sees it at its instant: within what the round's top-ups earned (the domain's own rule),
  // drawn from the day's seed by the server's own draw, ids in time order as the engine would number them.
  wanted.sort((a, b) => a.at - b.at);
  const used = new Map<string, number>();
  const seeds = new Map<string, string>();
  let id = 0;
  for (const spin of wanted) {
    const config = TURNTABLE_WHEELS[spin.wheel];
    const state = wheelStateAt(config.schedule, spin.at);
    if (!state.open) continue;
    const roundKey = `${spin.userId}/${spin.wheel}/${state.round.key}`;
    const toppedUpCoins = topUps
      .filter((t) => t.userId === spin.userId && t.at >= state.round.startMs && t.at <= spin.at)
      .reduce((sum, t) => sum + t.coins, 0);
    const spinsUsed = used.get(roundKey) ?? 0;
    const spins = wheelSpins(config, { toppedUpCoins, spinsUsed });
    if (spins.available < 1) continue;
    used.set(roundKey, spinsUsed + 1);

    const period: BusinessDate = businessDate(spin.at);
    const game = wheelGame(spin.wheel);
    let seed = seeds.get(`${game}/${period}`);
    if (seed === undefined) {
      seed = pastSeed(random);
      seeds.set(`${game}/${period}`, seed);
      plan.sql('INSERT INTO draw_seeds (game, period, seed, commitment, created_at) VALUES (?, ?, ?, ?, ?)').run(
        game, period, seed, seedCommitment(seed), businessDayStartMs(period),
      );
    }
    const spinId = ++id;
    const { message, random: numbers } = drawSpin(seed, spin.wheel, period, spinId);
    const { index, prize } = spinWheel(config, numbers);
    // A coin prize is a flow of the plan; a dress-up moves no coins.
    if (prize.kind === 'coins') plan.flows.add(spin.userId, 'coin', spin.at, prize.coins);
    const record = { id: spinId, userId: spin.userId, wheel: spin.wheel, round: state.round.key, seq: spinsUsed + 1, earned: spins.earned, period, message, prizeIndex: index, prize, at: spin.at };
    plan.later(spin.at, () => recordSpin(plan.db, record));
  }
}
