// What each event metric counts in a round, read from the ledger and the tables the app writes (DESIGN 11): charm
// received from the hosts' gifts (host_days), coins spent (ledger movements into the system's `spent` account), coins
// topped up (ledger rows of kind topUp, as server/services/topups.ts reads them), red-packet coins (ledger rows of kind
// redPacketGrab), invites, recruits and PK battles. The board ranks these with rankScores (src/domain/events.ts).
import { isLiveNow } from '../../src/domain/account.ts';
import type { EventMetric, EventRound, Score } from '../../src/domain/events.ts';
import { battleWinner, leagueScores, type PkBattle } from '../../src/domain/pk.ts';
import type { Db } from '../db/database.ts';

/** Gift beans of each host over the round's business days. */
const CHARM_SQL = `SELECT host_id AS id, SUM(beans_lucky + beans_s_lucky + beans_deluxe + beans_normal) AS value
  FROM host_days WHERE date BETWEEN ? AND ? GROUP BY host_id`;

/** The same beans summed by the agency each host belongs to now. */
const AGENCY_CHARM_SQL = `SELECT h.agency_id AS id, SUM(d.beans_lucky + d.beans_s_lucky + d.beans_deluxe + d.beans_normal) AS value
  FROM host_days d JOIN hosts h ON h.user_id = d.host_id
  WHERE d.date BETWEEN ? AND ? AND h.agency_id IS NOT NULL GROUP BY h.agency_id`;

/**
 * Assumed (docs/rules.md, issue 24.9): coins each user moved into the system's `spent` account (server/services/coins.ts
 * spendCoins) in [from, to), but neither family contributions (the coins stay the family's and come back to members as
 * summons and rewards) nor marble bets (counted by MARBLE_LOST_SQL instead), so no reward is cheaper than it pays.
 */
const SPENT_SQL = `SELECT ua.user_id AS id, -SUM(ue.amount) AS value
  FROM ledger_transactions t
  JOIN ledger_entries se ON se.tx_id = t.id
  JOIN accounts sa ON sa.id = se.account_id AND sa.user_id IS NULL AND sa.currency = 'coin' AND sa.kind = 'spent'
  JOIN ledger_entries ue ON ue.tx_id = t.id AND ue.amount < 0
  JOIN accounts ua ON ua.id = ue.account_id AND ua.user_id IS NOT NULL AND ua.currency = 'coin' AND ua.kind = 'available'
  WHERE t.created_at >= ? AND t.created_at < ? AND t.kind NOT IN ('familyContribution', 'marbleBet')
  GROUP BY ua.user_id`;

/** What each user lost on the marble game in [from, to): bets less winnings, when above 0 (the coins it really cost). */
const MARBLE_LOST_SQL = `SELECT a.user_id AS id, -SUM(e.amount) AS value
  FROM ledger_transactions t
  JOIN ledger_entries e ON e.tx_id = t.id
  JOIN accounts a ON a.id = e.account_id AND a.user_id IS NOT NULL AND a.currency = 'coin' AND a.kind = 'available'
  WHERE t.kind IN ('marbleBet', 'marblePayout') AND t.created_at >= ? AND t.created_at < ?
  GROUP BY a.user_id HAVING -SUM(e.amount) > 0`;

/** The sum of two metrics' scores by participant. */
function added(first: readonly Score[], second: readonly Score[]): Score[] {
  const sums = new Map<string, number>();
  for (const score of [...first, ...second]) sums.set(score.id, (sums.get(score.id) ?? 0) + score.value);
  return [...sums].map(([id, value]) => ({ id, value }));
}

/**
 * Coins credited to users by ledger rows of one kind in [from, to): top-ups (`topUp`, the rows server/services/topups.ts
 * topUpsBetween reads, here for every user at once) and red-packet grabs.
 */
const CREDITED_SQL = `SELECT a.user_id AS id, SUM(e.amount) AS value
  FROM ledger_transactions t
  JOIN ledger_entries e ON e.tx_id = t.id
  JOIN accounts a ON a.id = e.account_id
  WHERE t.kind = ? AND a.user_id IS NOT NULL AND a.currency = 'coin' AND a.kind = 'available' AND e.amount > 0
    AND t.created_at >= ? AND t.created_at < ?
  GROUP BY a.user_id`;

const INVITES_SQL = `SELECT inviter_user_id AS id, COUNT(*) AS value FROM event_invites
  WHERE joined_at >= ? AND joined_at < ? GROUP BY inviter_user_id`;

/** Hosts who joined each agency on a day of the round (and are still in it). */
const RECRUITS_SQL = `SELECT agency_id AS id, COUNT(*) AS value FROM hosts
  WHERE agency_id IS NOT NULL AND joined_date BETWEEN ? AND ? GROUP BY agency_id`;

/** A row of pk_battles. */
interface BattleRow {
  slot: string;
  side_a: number;
  side_b: number;
  started_at: number;
  ended_at: number;
  score_a: number | null;
  score_b: number | null;
}

/** The battles of an event's round, in order of start. */
export function battlesOf(db: Db, event: string, round: EventRound): PkBattle[] {
  const rows = db
    .prepare('SELECT slot, side_a, side_b, started_at, ended_at, score_a, score_b FROM pk_battles WHERE event = ? AND round_key = ? ORDER BY started_at, slot')
    .all(event, round.key) as unknown as BattleRow[];
  return rows.map((row) => ({
    slot: row.slot,
    a: String(row.side_a),
    b: String(row.side_b),
    startMs: row.started_at,
    endMs: row.ended_at,
    scoreA: row.score_a,
    scoreB: row.score_b,
  }));
}

/** Assumed (docs/rules.md): a side's PK value from the fought battles: wins, or its own score (points: leagueScores). */
function pkScores(battles: readonly PkBattle[], metric: 'pkWins' | 'pkScore'): Score[] {
  const values = new Map<string, number>();
  const add = (id: string, value: number) => values.set(id, (values.get(id) ?? 0) + value);
  for (const battle of battles) {
    const winner = battleWinner(battle);
    if (winner === null) continue;
    for (const side of ['a', 'b'] as const) {
      const id = side === 'a' ? battle.a : battle.b;
      const own = (side === 'a' ? battle.scoreA : battle.scoreB) ?? 0;
      add(id, metric === 'pkScore' ? own : winner === side ? 1 : 0);
    }
  }
  return [...values].map(([id, value]) => ({ id, value }));
}

/** Every participant's value of `metric` in `round` for event `event`, as far as `now`. */
export function scoresOf(db: Db, event: string, metric: EventMetric, round: EventRound, now: number): Score[] {
  const to = Math.min(round.endMs, now + 1);
  const rows = (sql: string, ...params: (string | number)[]) =>
    (db.prepare(sql).all(...params) as { id: number; value: number }[]).map((row) => ({ id: String(row.id), value: row.value }));
  switch (metric) {
    case 'charm':
      return rows(CHARM_SQL, round.first, round.last);
    case 'agencyCharm':
      return rows(AGENCY_CHARM_SQL, round.first, round.last);
    case 'coinsSpent':
      return added(rows(SPENT_SQL, round.startMs, to), rows(MARBLE_LOST_SQL, round.startMs, to));
    case 'topUp':
      return rows(CREDITED_SQL, 'topUp', round.startMs, to);
    case 'redPacketCoins':
      return rows(CREDITED_SQL, 'redPacketGrab', round.startMs, to);
    case 'invites':
      return rows(INVITES_SQL, round.startMs, to);
    case 'recruits':
      return rows(RECRUITS_SQL, round.first, round.last);
    case 'pkPoints':
      // The league's one order (points, score difference, score, id), as its table shows it.
      return leagueScores(battlesOf(db, event, round));
    case 'pkWins':
    case 'pkScore':
      return pkScores(battlesOf(db, event, round), metric);
  }
}

/** Display names: users' nicknames, or agencies' names. */
export function namesOf(db: Db, kind: 'user' | 'agency', ids: readonly string[]): Map<string, string> {
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const table = kind === 'user' ? 'SELECT id, nickname AS name FROM users' : 'SELECT id, name FROM agencies';
  const statement = db.prepare(`${table} WHERE id = ?`);
  for (const id of ids) {
    const row = statement.get(Number(id)) as { id: number; name: string } | undefined;
    names.set(id, row?.name ?? id);
  }
  return names;
}

/** Which of these users are live now (docs/rules.md), so a page opens their room rather than their profile. */
export function liveNowOf(db: Db, ids: readonly string[], now: number): Set<string> {
  const live = new Set<string>();
  const statement = db.prepare('SELECT started_at FROM live_now WHERE host_id = ?');
  for (const id of ids) {
    const row = statement.get(Number(id)) as { started_at: number } | undefined;
    if (row && isLiveNow(row.started_at, now)) live.add(id);
  }
  return live;
}
