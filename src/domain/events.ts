// The event kit (DESIGN 11): an event's window in rounds (UTC+7 business days), who takes part, what it ranks, its
// reward table, how a board is ranked and which rewards a participant has earned and may still claim. Pure and shared
// by the event pages and the server: erasable TypeScript that Node runs directly; `now` is epoch ms.
import { addDays, businessDate, businessDayStartMs, isBusinessDate, monthStart, weekStart, type BusinessDate } from './time.ts';

/** Assumed (docs/rules.md): a board shows the top 20. */
export const EVENT_BOARD_SIZE = 20;
/** Assumed (docs/rules.md): a round's rewards may be claimed until 7 days after the round ends. */
export const EVENT_CLAIM_DAYS = 7;
/** Assumed (docs/rules.md): the final winners a closing notice names. */
export const EVENT_NOTICE_WINNERS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an event runs. Recurring windows repeat every business day, week (Monday to Sunday) or month, optionally only
 * from the round starting on `from` to the round ending on `until`; `editions` lists one-off windows of whole
 * business days (first and last day included), such as each year's Ramadan.
 */
export type EventWindow =
  | { kind: 'daily' | 'weekly' | 'monthly'; from?: BusinessDate; until?: BusinessDate }
  | { kind: 'editions'; editions: readonly { start: BusinessDate; end: BusinessDate }[] };

/** What a board ranks. */
export type EventMetric =
  /** Beans hosts received from gifts in the round (host_days). */
  | 'charm'
  /** Beans the hosts of each agency received in the round. */
  | 'agencyCharm'
  /** Coins spent through the ledger in the round. */
  | 'coinsSpent'
  /** Coins topped up in the round. */
  | 'topUp'
  /** Friends invited who signed up in the round. */
  | 'invites'
  /** Hosts who joined each agency in the round. */
  | 'recruits'
  /** PK league points: 3 a win, 1 a draw. */
  | 'pkPoints'
  /** PK battles won. */
  | 'pkWins'
  /** PK score (gift points) earned in battles. */
  | 'pkScore'
  /** Coins grabbed from red packets. */
  | 'redPacketCoins';

/** Who appears on a board and may claim its rewards: any user, hosts, or agencies (claimed by their head). */
export type EventAudience = 'everyone' | 'hosts' | 'agencies';

/** What a reward table pays: coins, or beans (hosts earn beans: a host reward is paid in beans, issue 26.3). */
export type RewardCurrency = 'coin' | 'bean';

/**
 * A reward table: an amount by final rank, or an amount for each tier the value reaches, in `currency` (coins when left
 * out; the amount field is `coins` for either).
 */
export type EventRewards = { currency?: RewardCurrency } & (
  | { kind: 'rank'; table: readonly { fromRank: number; toRank: number; coins: number }[] }
  | { kind: 'tiers'; table: readonly { atLeast: number; coins: number }[] }
);

/** The currency `rewards` pays. */
export function rewardCurrency(rewards: EventRewards): RewardCurrency {
  return rewards.currency ?? 'coin';
}

/** How a PK event's battles are laid out: a league table, a knockout bracket, or the round's battles as cards. */
export interface PkLayout {
  format: 'league' | 'knockout' | 'showcase';
  /** Sides taking part: a knockout's bracket size (a power of two). */
  sides: number;
  /** When battles start, as hours after the round's first midnight (UTC+7): a knockout's stages in order. */
  startHours: readonly number[];
  /** How long a battle lasts. */
  minutes: number;
}

/** What an event folder's `event.ts` declares besides its routes. */
export interface EventConfig {
  window: EventWindow;
  metric: EventMetric;
  audience: EventAudience;
  rewards: EventRewards;
  /** PK events only. */
  pk?: PkLayout;
}

/** Which metrics each audience may rank (charm is a host's, recruits an agency's). */
export const METRIC_AUDIENCES: Readonly<Record<EventMetric, readonly EventAudience[]>> = {
  charm: ['hosts'],
  agencyCharm: ['agencies'],
  coinsSpent: ['everyone'],
  topUp: ['everyone'],
  invites: ['everyone'],
  recruits: ['agencies'],
  pkPoints: ['hosts', 'agencies'],
  pkWins: ['hosts', 'agencies'],
  pkScore: ['hosts', 'agencies'],
  redPacketCoins: ['everyone'],
};

/** One round of an event: its first and last business days and its instants (end exclusive); the key is `first`. */
export interface EventRound {
  key: BusinessDate;
  first: BusinessDate;
  last: BusinessDate;
  startMs: number;
  endMs: number;
}

/** Before the first round, during a round, or after the last (between editions counts as before the next). */
export type EventPhase = 'before' | 'live' | 'after';

/** The first day of the month after the one containing `date`. */
function nextMonthStart(date: BusinessDate): BusinessDate {
  return addDays(monthStart(date), 32).slice(0, 8) + '01';
}

/** A round from its first and last days. */
function roundOf(first: BusinessDate, last: BusinessDate): EventRound {
  return { key: first, first, last, startMs: businessDayStartMs(first), endMs: businessDayStartMs(addDays(last, 1)) };
}

/** The round of a recurring window containing `date`, its bounds ignored. */
function recurringRound(kind: 'daily' | 'weekly' | 'monthly', date: BusinessDate): EventRound {
  if (kind === 'daily') return roundOf(date, date);
  if (kind === 'weekly') {
    const first = weekStart(date);
    return roundOf(first, addDays(first, 6));
  }
  const first = monthStart(date);
  return roundOf(first, addDays(nextMonthStart(first), -1));
}

/** True when a recurring round lies within the window's bounds. */
function withinBounds(span: { from?: BusinessDate; until?: BusinessDate }, round: EventRound): boolean {
  return (span.from === undefined || round.first >= span.from) && (span.until === undefined || round.last <= span.until);
}

/** The round running at `now`, or null (before, after or between rounds). */
export function roundAt(span: EventWindow, now: number): EventRound | null {
  const today = businessDate(now);
  if (span.kind === 'editions') {
    const edition = span.editions.find((e) => e.start <= today && today <= e.end);
    return edition ? roundOf(edition.start, edition.end) : null;
  }
  const round = recurringRound(span.kind, today);
  return withinBounds(span, round) ? round : null;
}

/** The last round that ended at or before `now`, or null when none has. */
export function lastEndedRound(span: EventWindow, now: number): EventRound | null {
  if (span.kind === 'editions') {
    const ended = span.editions.filter((e) => businessDayStartMs(addDays(e.end, 1)) <= now);
    const last = ended.at(-1);
    return last ? roundOf(last.start, last.end) : null;
  }
  const current = recurringRound(span.kind, businessDate(now));
  let previous = recurringRound(span.kind, addDays(current.first, -1));
  // After the last round: the last round is the one ending on `until`.
  if (span.until !== undefined && previous.last > span.until) previous = recurringRound(span.kind, span.until);
  return withinBounds(span, previous) ? previous : null;
}

/** The next round starting after `now`, or null when none will. */
export function nextRound(span: EventWindow, now: number): EventRound | null {
  if (span.kind === 'editions') {
    const edition = span.editions.find((e) => businessDayStartMs(e.start) > now);
    return edition ? roundOf(edition.start, edition.end) : null;
  }
  const today = businessDate(now);
  if (span.from !== undefined && today < span.from) {
    const first = recurringRound(span.kind, span.from);
    return withinBounds(span, first) ? first : null;
  }
  const next = recurringRound(span.kind, addDays(recurringRound(span.kind, today).last, 1));
  return withinBounds(span, next) ? next : null;
}

/** The round with key `key` (its first day), or null when the window has no such round. */
export function roundByKey(span: EventWindow, key: string): EventRound | null {
  if (!isBusinessDate(key)) return null;
  if (span.kind === 'editions') {
    const edition = span.editions.find((e) => e.start === key);
    return edition ? roundOf(edition.start, edition.end) : null;
  }
  const round = recurringRound(span.kind, key);
  return round.first === key && withinBounds(span, round) ? round : null;
}

/** Live during a round; before while a round is still to come; after the last one. */
export function eventPhase(span: EventWindow, now: number): EventPhase {
  if (roundAt(span, now)) return 'live';
  return nextRound(span, now) ? 'before' : 'after';
}

/** The problems of a window as a marketing folder declares it; empty when it is sound. */
export function windowProblems(span: EventWindow): string[] {
  if (span.kind === 'editions') {
    const problems: string[] = [];
    if (span.editions.length === 0) problems.push('no editions');
    span.editions.forEach((e, i) => {
      if (!isBusinessDate(e.start) || !isBusinessDate(e.end)) problems.push(`edition ${i}: dates are YYYY-MM-DD`);
      else if (e.start > e.end) problems.push(`edition ${i}: start after end`);
      const before = span.editions[i - 1];
      if (before && before.end >= e.start) problems.push(`edition ${i}: overlaps or precedes edition ${i - 1}`);
    });
    return problems;
  }
  const problems: string[] = [];
  if (span.from !== undefined && (!isBusinessDate(span.from) || recurringRound(span.kind, span.from).first !== span.from)) {
    problems.push(`from ${span.from} does not start a ${span.kind} round`);
  }
  if (span.until !== undefined && (!isBusinessDate(span.until) || recurringRound(span.kind, span.until).last !== span.until)) {
    problems.push(`until ${span.until} does not end a ${span.kind} round`);
  }
  if (span.from !== undefined && span.until !== undefined && span.from > span.until) problems.push('from after until');
  return problems;
}

/** A participant's score on a board. */
export interface Score {
  id: string;
  value: number;
  /**
   * A metric with a tie-break (the PK league: score difference, then score) gives it here, highest first: such a
   * board is one order with no shared rank, equal to the end by the lower id (docs/rules.md).
   */
  order?: readonly number[];
}

/** A ranked score: equal values share a rank (1, 2, 2, 4), unless the metric breaks ties (`order`). */
export interface Ranked extends Score {
  rank: number;
}

/** Ids compared as numbers when both are digits, so 9 comes before 10. */
export function compareIds(a: string, b: string): number {
  return /^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) || a.localeCompare(b) : a.localeCompare(b);
}

/** Tie-breaks compared highest first, the first that differs deciding. */
function compareOrders(a: readonly number[] | undefined, b: readonly number[] | undefined): number {
  for (let i = 0; i < Math.max(a?.length ?? 0, b?.length ?? 0); i++) {
    const diff = (b?.[i] ?? 0) - (a?.[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * Assumed (docs/rules.md): the board of a round: participants with a value above 0, highest first; equal values share
 * a rank and the next rank skips (1, 2, 2, 4); within a rank, by id. A metric that breaks ties (`order`, the PK
 * league) ranks each participant apart: by value, its tie-breaks, then the lower id, so the board, the table and the
 * rewards name the same first.
 */
export function rankScores(scores: readonly Score[]): Ranked[] {
  const sorted = scores.filter((s) => s.value > 0).sort((a, b) => b.value - a.value || compareOrders(a.order, b.order) || compareIds(a.id, b.id));
  let rank = 0;
  return sorted.map((score, index) => {
    const previous = sorted[index - 1];
    const shared = previous !== undefined && previous.value === score.value && previous.order === undefined && score.order === undefined;
    if (!shared) rank = index + 1;
    return { ...score, rank };
  });
}

/** Why a reward was earned: a final rank, or a tier reached. */
export type RewardBasis = { kind: 'rank'; rank: number } | { kind: 'tier'; atLeast: number };

/** One reward of a round: its index in the table (the claim names it), its coins and why. */
export interface EarnedReward {
  reward: number;
  coins: number;
  basis: RewardBasis;
}

/**
 * Assumed (docs/rules.md): what a participant has earned in a round: a rank reward once the round is over (the rank
 * is final), every tier reached as soon as it is reached.
 */
export function earnedRewards(rewards: EventRewards, standing: { value: number; rank: number | null; roundOver: boolean }): EarnedReward[] {
  if (rewards.kind === 'tiers') {
    return rewards.table.flatMap((tier, reward) =>
      standing.value >= tier.atLeast && tier.atLeast > 0 ? [{ reward, coins: tier.coins, basis: { kind: 'tier' as const, atLeast: tier.atLeast } }] : [],
    );
  }
  const rank = standing.rank;
  if (!standing.roundOver || rank === null) return [];
  const reward = rewards.table.findIndex((row) => rank >= row.fromRank && rank <= row.toRank);
  const row = rewards.table[reward];
  return row ? [{ reward, coins: row.coins, basis: { kind: 'rank', rank } }] : [];
}

/** Assumed (docs/rules.md): the instant a round's rewards stop being claimable: 7 days after it ends. */
export function claimDeadline(round: EventRound): number {
  return round.endMs + EVENT_CLAIM_DAYS * DAY_MS;
}

/** The rounds whose rewards may still be claimed at `now`, newest first: the running one and those ended within 7 days. */
export function claimableRounds(span: EventWindow, now: number): EventRound[] {
  const rounds: EventRound[] = [];
  const current = roundAt(span, now);
  if (current) rounds.push(current);
  let cursor = now;
  for (;;) {
    const ended = lastEndedRound(span, cursor);
    if (!ended || claimDeadline(ended) <= now) break;
    rounds.push(ended);
    cursor = ended.startMs - 1;
  }
  return rounds;
}

/** The most coins any one participant can get from a round (the biggest rank prize, or every tier). */
export function maxRewardCoins(rewards: EventRewards): number {
  if (rewards.kind === 'tiers') return rewards.table.reduce((sum, tier) => sum + tier.coins, 0);
  return rewards.table.reduce((max, row) => Math.max(max, row.coins), 0);
}

/** The problems of a reward table; empty when it is sound. */
export function rewardProblems(rewards: EventRewards): string[] {
  const problems: string[] = [];
  const whole = (n: number) => Number.isSafeInteger(n) && n > 0;
  if (rewards.table.length === 0) problems.push('no rewards');
  if (rewards.kind === 'rank') {
    let next = 1;
    for (const row of rewards.table) {
      if (!whole(row.coins) || !whole(row.fromRank) || row.toRank < row.fromRank) problems.push(`rank row ${row.fromRank}-${row.toRank} is not valid`);
      if (row.fromRank !== next) problems.push(`rank rows must follow on from rank ${next}`);
      next = row.toRank + 1;
    }
  } else {
    rewards.table.forEach((tier, i) => {
      if (!whole(tier.coins) || !whole(tier.atLeast)) problems.push(`tier ${i} is not valid`);
      if (i > 0 && tier.atLeast <= (rewards.table[i - 1]?.atLeast ?? 0)) problems.push(`tier ${i} must be above tier ${i - 1}`);
    });
  }
  return problems;
}

/** The problems of a whole event config; empty when it is sound. */
export function eventConfigProblems(config: EventConfig): string[] {
  const problems = [...windowProblems(config.window), ...rewardProblems(config.rewards)];
  // Hosts earn beans (SPEC 3): what a host wins is paid in beans, what anyone else wins in coins.
  const currency = config.audience === 'hosts' ? 'bean' : 'coin';
  if (rewardCurrency(config.rewards) !== currency) problems.push(`rewards for ${config.audience} are paid in ${currency}s`);
  if (!METRIC_AUDIENCES[config.metric].includes(config.audience)) problems.push(`${config.metric} is not ranked for ${config.audience}`);
  const isPk = config.metric === 'pkPoints' || config.metric === 'pkWins' || config.metric === 'pkScore';
  if (isPk !== (config.pk !== undefined)) problems.push(isPk ? 'a PK metric needs a pk layout' : 'only PK metrics take a pk layout');
  if (config.pk) {
    const { format, sides, startHours, minutes } = config.pk;
    if (!Number.isInteger(sides) || sides < 2) problems.push('pk: at least 2 sides');
    if (format === 'knockout' && (sides & (sides - 1)) !== 0) problems.push('pk: a knockout needs a power of two of sides');
    if (format === 'knockout' && startHours.length !== Math.log2(sides)) problems.push('pk: one start hour per knockout stage');
    // A league plays one round of its round robin at each start hour (leagueFixtures): whole cycles only.
    const leagueRounds = sides % 2 === 0 ? sides - 1 : sides;
    if (format === 'league' && startHours.length % leagueRounds !== 0) problems.push('pk: a league needs its rounds (sides - 1, or sides if odd) at whole cycles of start hours');
    if (startHours.length === 0 || startHours.some((h, i) => !Number.isInteger(h) || h < 0 || (i > 0 && h <= (startHours[i - 1] ?? 0)))) {
      problems.push('pk: start hours are whole hours in increasing order');
    }
    if (!Number.isInteger(minutes) || minutes < 1) problems.push('pk: battles last at least a minute');
  }
  return problems;
}
