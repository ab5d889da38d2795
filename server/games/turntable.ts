// The turntables (SPEC 9; DESIGN 11): every wheel of src/domain/turntable.ts behind one engine. Spins are earned by
// the top-ups of the wheel's open round (ledger rows of kind topUp, server/services/topups.ts), used one row at a time
// in turntable_spins, drawn from the day's committed seed (server/services/draws.ts) and credited at once: coins through
// the ledger, dress-ups through the account area's decor grant (server/account/decor.ts). Who may play is the
// policy's (playTurntable).
import type { StatementSync } from 'node:sqlite';
import type { ErrorName } from '../../src/contract/errors.ts';
import type { BigWinView, RoundView, SpinResult, SpinView, WheelStateView, WheelSummary, WheelView } from '../../src/contract/turntable.ts';
import { decorItem } from '../../src/domain/decor.ts';
import { drawMessage } from '../../src/domain/fair-draw.ts';
import {
  TURNTABLE_BIG_WINS_SHOWN,
  TURNTABLE_WHEEL_IDS,
  takeSpin,
  wheelConfig,
  wheelGame,
  wheelSpins,
  wheelStateAt,
  type TurntablePrize,
  type WheelId,
  type WheelRound,
  type WheelState,
} from '../../src/domain/turntable.ts';
import { prizeWorthCoins } from '../../src/domain/turntable-worth.ts';
import { grantDecor } from '../account/decor.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { grantCoins } from '../services/coins.ts';
import { daySeed, drawRandom, seedView } from '../services/draws.ts';
import { balanceOf } from '../services/ledger.ts';
import { done, refused, type Outcome } from '../services/outcome.ts';
import { PAGE_QUERY_LIMIT, pageOf, type Page } from '../services/paging.ts';
import { topUpsBetween } from '../services/topups.ts';

/** A row of turntable_spins. */
interface SpinRow {
  id: number;
  user_id: number;
  wheel: WheelId;
  round: string;
  seq: number;
  earned: number;
  period: string;
  message: string;
  prize_index: number;
  prize_kind: 'coins' | 'decor';
  coins: number | null;
  decor_id: string | null;
  decor_days: number | null;
  created_at: number;
}

/** A prize as the API shows it: the table's slot without its weight. */
type PrizeView = SpinView['prize'];

/** A round as the API shows it. */
function roundView(round: WheelRound): RoundView {
  return { key: round.key, first: round.first, last: round.last, startMs: round.startMs, endMs: round.endMs };
}

/** A wheel's state as the API shows it. */
function stateView(state: WheelState): WheelStateView {
  return state.open
    ? { open: true, round: roundView(state.round) }
    : { open: false, previous: roundView(state.previous), next: roundView(state.next) };
}

/** The prize of a stored spin, without its weight. */
function prizeOf(row: Pick<SpinRow, 'id' | 'prize_kind' | 'coins' | 'decor_id' | 'decor_days'>): PrizeView {
  if (row.prize_kind === 'coins' && row.coins !== null) return { kind: 'coins', coins: row.coins };
  const item = decorItem(row.decor_id);
  if (row.prize_kind === 'decor' && item && (row.decor_days === 7 || row.decor_days === 30)) return { kind: 'decor', itemId: item.id, days: row.decor_days };
  throw new Error(`spin ${row.id} has no prize the pages know`);
}

/** A spin row as its records show it: the seed only once its day is over. */
export function spinView(db: Db, row: SpinRow, now: number): SpinView {
  const seed = seedView(db, wheelGame(row.wheel), row.period, now);
  if (!seed) throw new Error(`spin ${row.id} has no seed for ${row.period}`);
  return {
    id: String(row.id),
    wheel: row.wheel,
    round: row.round,
    at: row.created_at,
    prizeIndex: row.prize_index,
    prize: prizeOf(row),
    message: row.message,
    period: row.period,
    commitment: seed.commitment,
    seed: seed.seed,
  };
}

/** The spins a user used on a wheel in a round. */
function spinsUsed(db: Db, userId: number, wheel: WheelId, round: string): number {
  return (statement(db, 'SELECT COUNT(*) AS n FROM turntable_spins WHERE user_id = ? AND wheel = ? AND round = ?').get(userId, wheel, round) as { n: number }).n;
}

/** A user's position on a wheel at `now`: its state, and in an open round the top-ups and spins. */
export function wheelPosition(db: Db, userId: number, wheel: WheelId, now: number) {
  const config = wheelConfig(wheel);
  const state = wheelStateAt(config.schedule, now);
  // Spins never outlive their round: a closed wheel has nothing to spin.
  const topUps = state.open ? topUpsBetween(db, userId, state.round.startMs, Math.min(state.round.endMs, now + 1)) : [];
  const toppedUpCoins = topUps.reduce((sum, topUp) => sum + topUp.coins, 0);
  const used = state.open ? spinsUsed(db, userId, wheel, state.round.key) : 0;
  return { config, state, topUps, toppedUpCoins, spins: wheelSpins(config, { toppedUpCoins, spinsUsed: used }) };
}

/** The draw of spin `spinId` of `wheel` on business date `period` with that day's seed: its message and slot. */
export function drawSpin(seed: string, wheel: WheelId, period: string, spinId: number) {
  const message = drawMessage([wheelGame(wheel), period, spinId]);
  return { message, random: drawRandom(seed, message) };
}

/** What one spin records: who, which wheel and round, its number in the round, its draw and its prize. */
export interface SpinRecord {
  id: number;
  userId: number;
  wheel: WheelId;
  round: string;
  /** The spin's number in the round (1, 2, …) and the spins the round had earned when it was taken. */
  seq: number;
  earned: number;
  period: string;
  message: string;
  prizeIndex: number;
  prize: TurntablePrize;
  at: number;
}

/** Prepared statements of each database, prepared once: demo data records many spins. */
const statements = new WeakMap<Db, Map<string, StatementSync>>();

/** The statement for `sql` on `db`, prepared on first use. */
function statement(db: Db, sql: string): StatementSync {
  let map = statements.get(db);
  if (!map) statements.set(db, (map = new Map()));
  let found = map.get(sql);
  if (!found) map.set(sql, (found = db.prepare(sql)));
  return found;
}

/**
 * Stores a drawn spin and credits its prize (inside the caller's transaction): coins through the ledger, a dress-up
 * through the decor grant. Returns when a dress-up won now ends (null for coins).
 */
export function recordSpin(db: Db, spin: SpinRecord): { decorUntil: number | null } {
  const insert = statement(
    db,
    `INSERT INTO turntable_spins (id, user_id, wheel, round, seq, earned, period, message, prize_index, prize_kind, coins, decor_id, decor_days, tx_id, decor_grant_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const { prize } = spin;
  const row = [spin.id, spin.userId, spin.wheel, spin.round, spin.seq, spin.earned, spin.period, spin.message, spin.prizeIndex, prize.kind] as const;
  if (prize.kind === 'coins') {
    const txId = grantCoins(db, { userId: spin.userId, amount: prize.coins, kind: 'turntablePrize', at: spin.at, ref: { type: 'turntableSpin', id: spin.id } });
    insert.run(...row, prize.coins, null, null, txId, null, spin.at);
    return { decorUntil: null };
  }
  const item = decorItem(prize.itemId);
  if (!item) throw new Error(`turntable prize: no decor item ${prize.itemId}`);
  const granted = grantDecor(db, { userId: spin.userId, item, days: prize.days, at: spin.at, source: 'turntable' });
  insert.run(...row, null, prize.itemId, prize.days, null, granted.grantId, spin.at);
  return { decorUntil: granted.owned.expiresAt };
}

/**
 * Uses one spin of `wheel` for `userId` at `now` (inside the caller's transaction): checks the round and the spins
 * left, draws with the day's committed seed and credits the prize through the ledger. Returns the stored spin.
 */
export function spinOnce(
  db: Db,
  userId: number,
  wheel: WheelId,
  now: number,
): { ok: true; row: SpinRow; decorUntil: number | null } | { ok: false; error: ErrorName } {
  const position = wheelPosition(db, userId, wheel, now);
  if (!position.state.open) return { ok: false, error: 'turntable.closed' };
  if (position.spins.available < 1) return { ok: false, error: 'turntable.noSpinsLeft' };
  const { period, seed } = daySeed(db, wheelGame(wheel), now);
  // The id goes into the draw message, so it is taken first; the write transaction keeps it ours.
  const id = (statement(db, 'SELECT IFNULL(MAX(id), 0) + 1 AS id FROM turntable_spins').get() as { id: number }).id;
  const { message, random } = drawSpin(seed, wheel, period, id);
  const taken = takeSpin(position.config, { toppedUpCoins: position.toppedUpCoins, spinsUsed: position.spins.used }, random);
  if (!taken.ok) return { ok: false, error: 'turntable.noSpinsLeft' };
  const { decorUntil } = recordSpin(db, {
    id,
    userId,
    wheel,
    round: position.state.round.key,
    seq: taken.account.spinsUsed,
    earned: position.spins.earned,
    period,
    message,
    prizeIndex: taken.index,
    prize: taken.prize,
    at: now,
  });
  return { ok: true, row: statement(db, 'SELECT * FROM turntable_spins WHERE id = ?').get(id) as unknown as SpinRow, decorUntil };
}

/** A nickname as strangers see it among the big wins: its first and last characters, the rest hidden. */
export function maskNickname(nickname: string): string {
  const chars = [...nickname.trim()];
  if (chars.length === 0) return '***';
  return chars.length <= 2 ? `${chars[0]}***` : `${chars[0]}***${chars.at(-1)}`;
}

/** Every wheel's state and the spins `userId` has on it. */
export function wheelSummaries(db: Db, userId: number, now: number): { wheels: WheelSummary[] } {
  return {
    wheels: TURNTABLE_WHEEL_IDS.map((wheel) => {
      const position = wheelPosition(db, userId, wheel, now);
      return { wheel, state: stateView(position.state), spinsAvailable: position.spins.available };
    }),
  };
}

/** One wheel as `userId` sees it; the day's seed is made (and its SHA-256 shown) before any spin can draw from it. */
export function wheelView(db: Db, userId: number, wheel: WheelId, now: number): WheelView {
  return transaction(db, () => {
    const position = wheelPosition(db, userId, wheel, now);
    const seed = position.state.open ? daySeed(db, wheelGame(wheel), now) : null;
    return {
      wheel,
      state: stateView(position.state),
      spins: { toppedUpCoins: position.toppedUpCoins, ...position.spins },
      topUps: position.topUps.map(({ at, coins }) => ({ at, coins })),
      draw: seed && { game: wheelGame(wheel), period: seed.period, commitment: seed.commitment },
      balanceCoins: balanceOf(db, { userId, currency: 'coin', kind: 'available' }),
    };
  });
}

/** Spins `wheel` once for `userId` (inside the money call's transaction). */
export function spin(db: Db, userId: number, wheel: WheelId, now: number): Outcome<SpinResult> {
  const spun = spinOnce(db, userId, wheel, now);
  if (!spun.ok) return refused(spun.error);
  return done({
    spin: spinView(db, spun.row, now),
    decorUntil: spun.decorUntil,
    spinsAvailable: wheelPosition(db, userId, wheel, now).spins.available,
    balanceCoins: balanceOf(db, { userId, currency: 'coin', kind: 'available' }),
  });
}

/** The user's spins of a wheel, newest first. */
export function spinRecords(db: Db, userId: number, wheel: WheelId, cursor: number | null, now: number): Page<SpinView> {
  const rows = db
    .prepare('SELECT * FROM turntable_spins WHERE user_id = ? AND wheel = ? AND (? IS NULL OR id < ?) ORDER BY id DESC LIMIT ?')
    .all(userId, wheel, cursor, cursor, PAGE_QUERY_LIMIT) as unknown as SpinRow[];
  return pageOf(rows, (row) => spinView(db, row, now));
}

/** A wheel's latest big wins: the slots worth its big-win line or more (a dress-up by its shop price), names masked. */
export function bigWins(db: Db, wheel: WheelId): { items: BigWinView[] } {
  const config = wheelConfig(wheel);
  const bigSlots = config.prizes.items.flatMap((prize, index) => (prizeWorthCoins(prize) >= config.bigWinCoins ? [index] : []));
  const rows = db
    .prepare(
      `SELECT s.id, s.prize_kind, s.coins, s.decor_id, s.decor_days, s.created_at, u.nickname FROM turntable_spins s JOIN users u ON u.id = s.user_id
       WHERE s.wheel = ? AND s.prize_index IN (SELECT value FROM json_each(?)) ORDER BY s.id DESC LIMIT ?`,
    )
    .all(wheel, JSON.stringify(bigSlots), TURNTABLE_BIG_WINS_SHOWN) as unknown as (Pick<SpinRow, 'id' | 'prize_kind' | 'coins' | 'decor_id' | 'decor_days' | 'created_at'> & {
    nickname: string;
  })[];
  return { items: rows.map((row) => ({ id: String(row.id), nickname: maskNickname(row.nickname), prize: prizeOf(row), at: row.created_at })) };
}
