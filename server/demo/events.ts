// Demo data of the event pages (issue 17): what the app itself writes and the other areas do not seed: PK battles of
// every PK event folder (the running round and the last one that ended, scores once fought), friends who signed up
// with an invitation (demo users 57101-57260, invited by a long tail of inviters), and new hosts who joined agencies this month and last (57001-57006), so
// every board shows a live ranking. Charm, top-ups and spends come from the other areas' modules.
import type { EventRound } from '../../src/domain/events.ts';
import { lastEndedRound, roundAt } from '../../src/domain/events.ts';
import { battleTimes, knockoutBracket, knockoutSlot, leagueFixtures } from '../../src/domain/pk.ts';
import { seededRandom } from '../../src/domain/random.ts';
import { addDays } from '../../src/domain/time.ts';
import { EVENTS, type ServerEvent } from '../events/folders.ts';
import { DEMO_AGENCY_ID, type DemoCast } from './accounts.ts';
import { demoPersonName } from './names.ts';
import { HOUR_MS, type DemoPlan } from './plan.ts';

const FIRST_NEW_HOST = 57001;
const NEW_HOSTS = 6;
const FIRST_INVITEE = 57101;
/** Friends who signed up with an invitation over INVITE_DAYS: about two a day, as a real share page brings. */
const INVITEES = 160;
/** Days the sign-ups spread over: the whole last monthly round and the current one, whatever today is. */
const INVITE_DAYS = 75;
/** The demo users who invite friends: the DESIGN 5 viewer and wealthy user, the other viewers and some hosts. */
const INVITERS = [10004, 10002, 30001, 30002, 30003, 30004, 30005, 30006, 30007, 30008, 20101, 20103, 20105, 20107, 20109, 20111, 20113, 20115];
/**
 * How unevenly inviters bring friends: the k-th most active has weight 1 / k^INVITE_SKEW (a long tail: a few bring
 * most, many bring one or two), so the board reads like a real one.
 */
const INVITE_SKEW = 1.1;
/** The invitations' own random source, so they never shift what the plan's shared source gives the other modules. */
const INVITE_SEED = 57_101;
/** Filler agencies the new hosts join (never 20001, whose team figures DESIGN 5 fixes). */
const RECRUITING_AGENCIES = [20002, 20003, 20004];

/** The sides of a PK event: the first hosts of the demo (demo hosts first), or agency 20001 and its rivals. */
function sidesOf(event: ServerEvent, cast: DemoCast, count: number): number[] {
  if (event.audience === 'agencies') return Array.from({ length: count }, (_, i) => DEMO_AGENCY_ID + i);
  return cast.hosts.slice(0, count);
}

/** Writes the battles of one round of a PK event; a battle over by `latest` gets its scores. */
function seedRound(plan: DemoPlan, event: ServerEvent, round: EventRound, cast: DemoCast): void {
  const layout = event.pk;
  if (!layout) return;
  const insert = plan.sql(
    'INSERT INTO pk_battles (event, round_key, slot, side_a, side_b, started_at, ended_at, score_a, score_b) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const times = battleTimes(layout, round.startMs);
  const sides = sidesOf(event, cast, layout.sides);
  const score = (endMs: number, knockout: boolean): [number | null, number | null] => {
    if (endMs > plan.latest) return [null, null];
    const a = plan.between(0, 60) * 1000;
    let b = plan.between(0, 60) * 1000;
    if (knockout && a === b) b += 100;
    return [a, b];
  };
  if (layout.format === 'knockout') {
    for (let stage = 0; stage < times.length; stage++) {
      const time = times[stage]!;
      const battles = plan.db
        .prepare('SELECT slot, side_a, side_b, started_at, ended_at, score_a, score_b FROM pk_battles WHERE event = ? AND round_key = ?')
        .all(event.name, round.key) as {
        slot: string;
        side_a: number;
        side_b: number;
        started_at: number;
        ended_at: number;
        score_a: number | null;
        score_b: number | null;
      }[];
      const bracket = knockoutBracket(
        layout.sides,
        battles.map((b) => ({
          slot: b.slot,
          a: String(b.side_a),
          b: String(b.side_b),
          startMs: b.started_at,
          endMs: b.ended_at,
          scoreA: b.score_a,
          scoreB: b.score_b,
        })),
      );
      for (const match of bracket[stage] ?? []) {
        const a = stage === 0 ? sides[2 * match.index] : match.a === null ? undefined : Number(match.a);
        const b = stage === 0 ? sides[2 * match.index + 1] : match.b === null ? undefined : Number(match.b);
        // A later stage is drawn once the battles feeding it are over.
        if (a === undefined || b === undefined || time.startMs > plan.latest) continue;
        const [scoreA, scoreB] = score(time.endMs, true);
        insert.run(event.name, round.key, knockoutSlot(stage, match.index), a, b, time.startMs, time.endMs, scoreA, scoreB);
      }
    }
    return;
  }
  if (layout.format === 'league') {
    // Round by round: nobody is booked into two battles at one start.
    leagueFixtures(layout, round.startMs).forEach((fixture, i) => {
      const [scoreA, scoreB] = score(fixture.endMs, false);
      insert.run(event.name, round.key, `b${i + 1}`, sides[fixture.a] ?? null, sides[fixture.b] ?? null, fixture.startMs, fixture.endMs, scoreA, scoreB);
    });
    return;
  }
  // Showcase: at each start, the sides meet in pairs, shuffled by the demo's seeded source.
  let n = 0;
  for (const time of times) {
    const order = [...sides].sort(() => plan.random() - 0.5);
    for (let i = 0; i + 1 < order.length; i += 2) {
      const [scoreA, scoreB] = score(time.endMs, false);
      insert.run(event.name, round.key, `b${++n}`, order[i]!, order[i + 1]!, time.startMs, time.endMs, scoreA, scoreB);
    }
  }
}

/** Seeds the event pages' own demo data. */
export function seedEvents(plan: DemoPlan, cast: DemoCast): void {
  const { now, today } = plan;
  for (const event of EVENTS.values()) {
    if (!event.pk) continue;
    const rounds = [lastEndedRound(event.window, now), roundAt(event.window, now)].filter((round): round is EventRound => round !== null);
    for (const round of rounds) seedRound(plan, event, round, cast);
  }

  const insertUser = plan.sql('INSERT INTO users (id, nickname, gender, app_token, created_at) VALUES (?, ?, ?, ?, ?)');
  seedInvites(plan);

  const insertHost = plan.sql(
    'INSERT INTO hosts (user_id, agency_id, payout_type, payout_changed_at, abc_mark, joined_date) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (let i = 0; i < NEW_HOSTS; i++) {
    const id = FIRST_NEW_HOST + i;
    const joined = addDays(today, -i * 7);
    insertUser.run(id, demoPersonName(id, 'female'), 'female', 'demo', plan.at(joined, 10));
    insertHost.run(id, RECRUITING_AGENCIES[i % RECRUITING_AGENCIES.length]!, 'weekly', null, 0, joined);
  }
}

/**
 * The friends who signed up with an invitation: each at a seeded instant of the last INVITE_DAYS (never after the
 * history's end), invited by an inviter drawn by weight from the long tail (the order of the inviters shuffled by the
 * seed), so the counts vary as a real board's do.
 */
function seedInvites(plan: DemoPlan): void {
  const random = seededRandom(INVITE_SEED);
  const inviters = INVITERS.map((id) => ({ id, order: random() })).sort((a, b) => a.order - b.order);
  const weights = inviters.map((_, k) => 1 / (k + 1) ** INVITE_SKEW);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const drawInviter = (): number => {
    let left = random() * total;
    for (let k = 0; k < inviters.length; k++) if ((left -= weights[k]!) < 0) return inviters[k]!.id;
    return inviters[inviters.length - 1]!.id;
  };
  const insertUser = plan.sql('INSERT INTO users (id, nickname, gender, app_token, created_at) VALUES (?, ?, ?, ?, ?)');
  const insertInvite = plan.sql('INSERT INTO event_invites (invitee_user_id, inviter_user_id, joined_at) VALUES (?, ?, ?)');
  for (let i = 0; i < INVITEES; i++) {
    const id = FIRST_INVITEE + i;
    const gender = i % 2 ? 'male' : 'female';
    // Newest first, spread over the days, at a waking hour (today's only up to the history's end).
    const at = Math.min(plan.at(addDays(plan.today, -Math.floor((i * INVITE_DAYS) / INVITEES)), 7) + Math.floor(random() * 16 * HOUR_MS), plan.latest);
    insertUser.run(id, demoPersonName(id, gender), gender, 'demo', at);
    insertInvite.run(id, drawInviter(), at);
  }
}
