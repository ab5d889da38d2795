// The marble game (SPEC 3, 9; DESIGN 11): the board's overview with today's seed commitment, bets drawn on the server
// from the day's seed (verifiable: marble|period|id), the bet taken and the payout credited through the ledger in one
// transaction, the user's records, daily and monthly ranks, recent big wins, and responsible play (18+ confirmation,
// a daily bet limit the user may lower). Who may play is the policy's (playMarble).
import type {
  MarbleBetDetail,
  MarbleBetResult,
  MarbleBetView,
  MarbleLimitView,
  MarbleOverview,
  MarbleRankView,
  MarbleWinView,
} from '../../src/contract/marble.ts';
import {
  DEFAULT_MARBLE_LIMIT_SETTING,
  MARBLE_BIG_WIN_MIN_ODDS_PERCENT,
  MARBLE_BIG_WINS_SHOWN,
  MARBLE_DAILY_LIMIT_DEFAULT_COINS,
  MARBLE_GAME,
  MARBLE_ODDS_PERCENT,
  MARBLE_RANK_TOP,
  changeMarbleDailyLimit,
  checkMarbleBet,
  checkMarbleDailyLimit,
  decodeMarblePath,
  dropBall,
  encodeMarblePath,
  marbleDailyLimit,
  marbleDrawMessage,
  marblePayoutCoins,
  marbleRankPeriod,
  rankMarblePlayers,
  type MarbleDrop,
  type MarbleLimitSetting,
} from '../../src/domain/marble.ts';
import { parseWholeAmount } from '../../src/domain/money.ts';
import { businessDate, type BusinessDate } from '../../src/domain/time.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import { grantCoins, spendCoins } from '../services/coins.ts';
import { daySeed, drawRandom } from '../services/draws.ts';
import { InsufficientFunds, available } from '../services/ledger.ts';
import { done, refused, type Outcome, type Refusal } from '../services/outcome.ts';
import { PAGE_QUERY_LIMIT, pageOf, type Page } from '../services/paging.ts';

/** A row of marble_bets. */
export interface BetRow {
  id: number;
  user_id: number;
  period: string;
  bet_coins: number;
  path: string;
  hole: number;
  odds_percent: number;
  payout_coins: number;
  created_at: number;
}

/** A row of marble_players. */
interface PlayerRow {
  adult_confirmed_at: number | null;
  limit_coins: number | null;
  raised_to_coins: number | null;
  raised_from: string | null;
}

/** The drop of bet `betId` from the seed of its period: the recipe of docs/api.md, "Verifiable draws". */
export function drawMarble(seedHex: string, period: BusinessDate, betId: number): MarbleDrop {
  return dropBall(drawRandom(seedHex, marbleDrawMessage(period, betId)));
}

/**
 * Records a bet already checked: draws its drop from the seed of its business day, takes the bet and credits the
 * payout through the ledger (inside the caller's transaction). The demo history places its bets the same way.
 */
export function placeMarbleBet(
  db: Db,
  bet: { userId: number; betCoins: number; at: number },
  seed: { period: BusinessDate; seed: string } = daySeed(db, MARBLE_GAME, bet.at),
): BetRow {
  const sql = statements(db);
  // The id is part of the draw message, so the row comes first; the write transaction keeps it to itself until done.
  const id = Number(sql.insert.run(bet.userId, seed.period, bet.betCoins, bet.at).lastInsertRowid);
  const drop = drawMarble(seed.seed, seed.period, id);
  const oddsPercent = MARBLE_ODDS_PERCENT[drop.hole] ?? 0;
  const payoutCoins = marblePayoutCoins(bet.betCoins, drop.hole);
  sql.settle.run(encodeMarblePath(drop.path), drop.hole, oddsPercent, payoutCoins, id);
  const ref = { type: 'marbleBet', id };
  spendCoins(db, { userId: bet.userId, amount: bet.betCoins, kind: 'marbleBet', at: bet.at, ref });
  if (payoutCoins > 0) grantCoins(db, { userId: bet.userId, amount: payoutCoins, kind: 'marblePayout', at: bet.at, ref });
  return sql.read.get(id) as unknown as BetRow;
}

/** The statements of placeMarbleBet, prepared once per database: the demo history places a hundred bets per seeding. */
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/** Prepares placeMarbleBet's statements on `db`. */
function prepare(db: Db) {
  return {
    insert: db.prepare(
      `INSERT INTO marble_bets (user_id, period, bet_coins, path, hole, odds_percent, payout_coins, created_at)
       VALUES (?, ?, ?, '', 0, 1, 0, ?)`,
    ),
    settle: db.prepare('UPDATE marble_bets SET path = ?, hole = ?, odds_percent = ?, payout_coins = ? WHERE id = ?'),
    read: db.prepare('SELECT * FROM marble_bets WHERE id = ?'),
  };
}

/** placeMarbleBet's statements on `db`. */
function statements(db: Db): ReturnType<typeof prepare> {
  let found = prepared.get(db);
  if (!found) prepared.set(db, (found = prepare(db)));
  return found;
}

/** A bet row as the API shows it. */
function betView(row: BetRow): MarbleBetView {
  const path = decodeMarblePath(row.path);
  if (!path) throw new Error(`marble bet ${row.id} has path ${row.path}`);
  return {
    id: String(row.id),
    period: row.period,
    betCoins: row.bet_coins,
    path,
    hole: row.hole,
    oddsPercent: row.odds_percent,
    payoutCoins: row.payout_coins,
    createdAt: row.created_at,
  };
}

/** A bet with its draw message and its seed's commitment. */
function betDetail(db: Db, row: BetRow): MarbleBetDetail {
  const seed = db.prepare('SELECT commitment FROM draw_seeds WHERE game = ? AND period = ?').get(MARBLE_GAME, row.period) as { commitment: string };
  return { ...betView(row), drawMessage: marbleDrawMessage(row.period, row.id), commitment: seed.commitment };
}

/** The player's responsible-play settings (none stored: not confirmed, default limit). */
function playerOf(db: Db, userId: number): { adultConfirmed: boolean; limit: MarbleLimitSetting } {
  const row = db.prepare('SELECT * FROM marble_players WHERE user_id = ?').get(userId) as PlayerRow | undefined;
  if (!row) return { adultConfirmed: false, limit: DEFAULT_MARBLE_LIMIT_SETTING };
  return {
    adultConfirmed: row.adult_confirmed_at !== null,
    limit: { limitCoins: row.limit_coins, raisedToCoins: row.raised_to_coins, raisedFrom: row.raised_from },
  };
}

/** The limit as the API shows it on `today`. */
function limitView(setting: MarbleLimitSetting, today: BusinessDate): MarbleLimitView {
  const limit = marbleDailyLimit(setting, today);
  return { limitCoins: limit.limitCoins, defaultCoins: MARBLE_DAILY_LIMIT_DEFAULT_COINS, next: limit.next };
}

/** Coins the user bet in the business day of `now`. */
function betTodayCoins(db: Db, userId: number, now: number): number {
  const day = marbleRankPeriod('daily', now);
  const row = db
    .prepare('SELECT IFNULL(SUM(bet_coins), 0) AS coins FROM marble_bets WHERE user_id = ? AND created_at >= ? AND created_at < ?')
    .get(userId, day.startMs, day.endMs) as { coins: number };
  return row.coins;
}

/** A daily or monthly rank of net winnings, with the caller's own standing. */
export function rankView(db: Db, kind: 'daily' | 'monthly', userId: number, now: number): MarbleRankView {
  const period = marbleRankPeriod(kind, now);
  const totals = db
    .prepare(
      `SELECT user_id AS userId, SUM(bet_coins) AS betCoins, SUM(payout_coins) AS payoutCoins FROM marble_bets
       WHERE created_at >= ? AND created_at < ? GROUP BY user_id`,
    )
    .all(period.startMs, period.endMs) as { userId: number; betCoins: number; payoutCoins: number }[];
  const ranked = rankMarblePlayers(totals);
  const top = ranked.slice(0, MARBLE_RANK_TOP);
  const nickname = db.prepare('SELECT nickname FROM users WHERE id = ?');
  const mine = totals.find((player) => player.userId === userId);
  return {
    kind,
    period,
    top: top.map((entry) => ({
      rank: entry.rank,
      userId: String(entry.userId),
      nickname: (nickname.get(entry.userId) as { nickname: string }).nickname,
      netCoins: entry.netCoins,
    })),
    me: { rank: ranked.find((entry) => entry.userId === userId)?.rank ?? null, netCoins: mine ? mine.payoutCoins - mine.betCoins : 0 },
  };
}

/** The board for `userId` at `now`; the day's seed is made (and its commitment published) before the day's first bet. */
export function marbleOverview(db: Db, userId: number, now: number): MarbleOverview {
  const seed = transaction(db, () => daySeed(db, MARBLE_GAME, now));
  const player = playerOf(db, userId);
  return {
    balance: available(db, userId, 'coin'),
    period: seed.period,
    commitment: seed.commitment,
    adultConfirmed: player.adultConfirmed,
    betTodayCoins: betTodayCoins(db, userId, now),
    limit: limitView(player.limit, seed.period),
  };
}

/** The player confirms being 18 or older; the first confirmation is the one kept. */
export function confirmAdult(db: Db, userId: number, now: number): { adultConfirmed: true } {
  db.prepare(
    `INSERT INTO marble_players (user_id, adult_confirmed_at) VALUES (?, ?)
     ON CONFLICT (user_id) DO UPDATE SET adult_confirmed_at = IFNULL(adult_confirmed_at, excluded.adult_confirmed_at)`,
  ).run(userId, now);
  return { adultConfirmed: true };
}

/** Sets the daily bet limit (`raw` as sent): lowered at once, raised from the next day. */
export function setMarbleLimit(db: Db, userId: number, raw: string, now: number): Outcome<MarbleLimitView> {
  const today = businessDate(now);
  const requested = parseWholeAmount(raw);
  return transaction(db, () => {
    const change = changeMarbleDailyLimit(playerOf(db, userId).limit, requested ?? Number.NaN, today);
    if (!change.ok) return refused(`marble.${change.error}`);
    const { setting } = change;
    db.prepare(
      `INSERT INTO marble_players (user_id, limit_coins, raised_to_coins, raised_from) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET limit_coins = excluded.limit_coins, raised_to_coins = excluded.raised_to_coins,
         raised_from = excluded.raised_from`,
    ).run(userId, setting.limitCoins, setting.raisedToCoins, setting.raisedFrom);
    return done(limitView(setting, today));
  });
}

/** Another writer spent the coins between the check and the bet: answered as the check would have. */
export const betRefusal: Refusal = (error) => (error instanceof InsufficientFunds ? 'marble.insufficientBalance' : null);

/** Bets `raw` coins (inside the money call's transaction): checked, within the day's limit, drawn and paid at once. */
export function betMarble(db: Db, userId: number, raw: string, now: number): Outcome<MarbleBetResult> {
  const amount = parseWholeAmount(raw);
  const check = checkMarbleBet(amount ?? Number.NaN, available(db, userId, 'coin'));
  if (!check.ok) return refused(`marble.${check.error}`);
  const player = playerOf(db, userId);
  if (!player.adultConfirmed) return refused('marble.adultRequired');
  const betCoins = amount ?? 0;
  const spentToday = betTodayCoins(db, userId, now);
  const limit = checkMarbleDailyLimit(spentToday, betCoins, marbleDailyLimit(player.limit, businessDate(now)).limitCoins);
  if (!limit.ok) return refused(`marble.${limit.error}`);
  const row = placeMarbleBet(db, { userId, betCoins, at: now });
  return done({ bet: betDetail(db, row), balance: available(db, userId, 'coin'), betTodayCoins: spentToday + betCoins });
}

/** The user's bets, newest first. */
export function marbleRecords(db: Db, userId: number, cursor: number | null): Page<MarbleBetView> {
  const rows = db
    .prepare('SELECT * FROM marble_bets WHERE user_id = ? AND (? IS NULL OR id < ?) ORDER BY id DESC LIMIT ?')
    .all(userId, cursor, cursor, PAGE_QUERY_LIMIT) as unknown as BetRow[];
  return pageOf(rows, betView);
}

/** One of the user's bets with its draw. */
export function marbleRecord(db: Db, userId: number, id: number): Outcome<MarbleBetDetail> {
  const row = db.prepare('SELECT * FROM marble_bets WHERE id = ? AND user_id = ?').get(id, userId) as BetRow | undefined;
  return row ? done(betDetail(db, row)) : refused('marble.notFound');
}

/** The latest big wins up to `now`, anyone's. */
export function marbleWins(db: Db, now: number): { items: MarbleWinView[] } {
  const rows = db
    .prepare(
      `SELECT b.id, u.nickname, b.bet_coins, b.hole, b.odds_percent, b.payout_coins, b.created_at
       FROM marble_bets b JOIN users u ON u.id = b.user_id WHERE b.odds_percent >= ? AND b.created_at <= ?
       ORDER BY b.id DESC LIMIT ?`,
    )
    .all(MARBLE_BIG_WIN_MIN_ODDS_PERCENT, now, MARBLE_BIG_WINS_SHOWN) as {
    id: number;
    nickname: string;
    bet_coins: number;
    hole: number;
    odds_percent: number;
    payout_coins: number;
    created_at: number;
  }[];
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      nickname: row.nickname,
      betCoins: row.bet_coins,
      hole: row.hole,
      oddsPercent: row.odds_percent,
      payoutCoins: row.payout_coins,
      createdAt: row.created_at,
    })),
  };
}
