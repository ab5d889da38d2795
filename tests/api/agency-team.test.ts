// An agency head's team (SPEC 6, 9): the overview (with the weekly agency rank read through host-pay's rankOf and
// agencyRankBonus), the hosts and their week, adding and unbinding hosts, the day-by-day figures, the history, a
// host's live sessions; and, on every head endpoint, that a head never sees or acts on another agency's hosts.
import { describe, expect, it } from 'vitest';
import {
  AGENCY_HEAD_ENDPOINTS,
  AGENCY_HOST_ENDPOINTS,
  AGENCY_INVITATION_ENDPOINTS,
  AGENCY_LIVE_ENDPOINTS,
  type AddHostResult,
  type AgencyOverview,
  type AgencyRecordView,
  type ExitRequestView,
  type HostCandidate,
  type JoinApplicantView,
  type JoinStatusData,
  type LiveDetailData,
  type ReceivedInvitationView,
  type SentInvitationView,
  type TeamDay,
  type TeamHostView,
} from '../../src/contract/agency.ts';
import { ACCOUNT_ENDPOINTS, type AccountStatus } from '../../src/contract/account.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { Page } from '../../src/contract/paging.ts';
import { AGENCY_RECORD_FILTERS } from '../../src/domain/agency-records.ts';
import { levelForExp } from '../../src/domain/levels.ts';
import { agencyRankBonus, rankOf } from '../../src/domain/rank-bonus.ts';
import { isValidDay, VALID_DAY_MIN_LIVE_MINUTES } from '../../src/domain/valid-day.ts';
import { addDays, businessDate, weekStart } from '../../src/domain/time.ts';
import { inviteHost } from '../../server/agency/invitations.ts';
import { AGENCY_DEMO, OTHER_AGENCY_ID } from '../../server/demo/agency.ts';
import { agencyApp } from './agency-support.ts';

const H = AGENCY_HEAD_ENDPOINTS;
const I = AGENCY_INVITATION_ENDPOINTS;

/** Sums of host_days for the current hosts of an agency over a window. */
function sums(t: ReturnType<typeof agencyApp>, agencyId: number, from: string, to: string) {
  return t.db
    .prepare(
      `SELECT IFNULL(SUM(d.beans_lucky + d.beans_s_lucky + d.beans_deluxe + d.beans_normal), 0) AS beans,
         IFNULL(SUM(d.live_minutes >= ?), 0) AS valid FROM host_days d JOIN hosts h ON h.user_id = d.host_id
       WHERE h.agency_id = ? AND d.date BETWEEN ? AND ?`,
    )
    .get(VALID_DAY_MIN_LIVE_MINUTES, agencyId, from, to) as { beans: number; valid: number };
}

/** Every id of a paged list, following `next`. */
async function allOf<T>(call: (fields: Record<string, string>) => Promise<{ data: Page<T> }>, fields: Record<string, string>, id: (item: T) => string) {
  const ids: string[] = [];
  let cursor = '';
  for (;;) {
    const page = (await call({ ...fields, cursor })).data;
    ids.push(...page.items.map(id));
    if (page.next === null) return ids;
    cursor = page.next;
  }
}

describe('the overview', () => {
  it('sums the agency\'s hosts today and this week and ranks the agency with host-pay\'s rules', async () => {
    const t = agencyApp();
    const today = businessDate(t.clock.now());
    const week = weekStart(today);
    const answer = await t.as(10002)<AgencyOverview>(H.overview.path);
    const hostCount = (t.db.prepare('SELECT COUNT(*) AS n FROM hosts WHERE agency_id = 20001').get() as { n: number }).n;
    const scores = t.db
      .prepare(
        `SELECT h.agency_id AS id, SUM(d.beans_lucky + d.beans_s_lucky + d.beans_deluxe + d.beans_normal) AS score FROM host_days d
         JOIN hosts h ON h.user_id = d.host_id WHERE h.agency_id IS NOT NULL AND d.date BETWEEN ? AND ? GROUP BY h.agency_id`,
      )
      .all(week, today) as { id: number; score: number }[];
    const rank = rankOf(scores.map((s) => ({ id: String(s.id), score: s.score })), '20001');
    expect(answer.data).toMatchObject({
      agency: { id: '20001', name: 'Bintang Agency', inviteCode: 'BNTG26', headNickname: 'Budi', hostCount },
      today,
      weekStart: week,
      beansToday: sums(t, 20001, today, today).beans,
      beansThisWeek: sums(t, 20001, week, today).beans,
      validDaysThisWeek: sums(t, 20001, week, today).valid,
      rank: { rank, bonusBeans: rank === null ? 0 : agencyRankBonus(rank), top: 10 },
      // The demo: Sinta and Wulan wait to join, Mega's exit request waits.
      pending: { joinRequests: 2, exitRequests: 1 },
    });
  });
});

describe('the hosts', () => {
  it('lists every host of the agency with this week\'s figures, page after page, and finds them by name or id', async () => {
    const t = agencyApp();
    const head = t.as(10002);
    // Newest first (the default order, src/domain/team-sort.ts), ties by id.
    const members = (t.db.prepare('SELECT user_id FROM hosts WHERE agency_id = 20001 ORDER BY joined_date DESC, user_id DESC').all() as { user_id: number }[]).map((r) => String(r.user_id));
    expect(await allOf((f) => head<Page<TeamHostView>>(H.hosts.path, f), {}, (h) => h.userId)).toEqual(members);
    const sari = (await head<Page<TeamHostView>>(H.hosts.path, { q: '10001' })).data.items;
    const today = businessDate(t.clock.now());
    const week = t.db
      .prepare(`SELECT SUM(beans_lucky + beans_s_lucky + beans_deluxe + beans_normal) AS beans, SUM(live_minutes) AS live,
        SUM(live_minutes >= ?) AS valid FROM host_days WHERE host_id = 10001 AND date BETWEEN ? AND ?`)
      .get(VALID_DAY_MIN_LIVE_MINUTES, weekStart(today), today) as { beans: number; live: number; valid: number };
    const { charm_exp: charm } = t.db.prepare('SELECT charm_exp FROM users WHERE id = 10001').get() as { charm_exp: number };
    expect(sari).toEqual([
      { userId: '10001', nickname: 'Sari', joinedDate: addDays(today, -200), beansThisWeek: week.beans, liveMinutesThisWeek: week.live, validDaysThisWeek: week.valid, exitPending: false, charmLevel: levelForExp('charm', charm) },
    ]);
    expect((await head<Page<TeamHostView>>(H.hosts.path, { q: 'meg' })).data.items).toEqual([expect.objectContaining({ nickname: 'Mega', exitPending: true })]);
    expect((await head<Page<TeamHostView>>(H.hosts.path, { q: '%' })).data.items).toEqual([]);
  });

  it('invites a viewer, who joins only by accepting; adding someone who asked to join accepts their request', async () => {
    const t = agencyApp();
    const head = t.as(10002);
    expect((await head<HostCandidate>(H.findUser.path, { user_id: '10004' })).data).toEqual({ userId: '10004', nickname: 'Andi' });
    const invited = await head<AddHostResult>(H.addHost.path, { user_id: '10004' });
    expect(invited.data).toMatchObject({ outcome: 'invited', invitation: { userId: '10004', nickname: 'Andi' } });
    // Not a member until they accept: not on the team, not a host anywhere.
    expect(t.db.prepare('SELECT 1 FROM hosts WHERE user_id = 10004').get()).toBeUndefined();
    expect((await head(H.addHost.path, { user_id: '10004' })).code).toBe(ERROR_CODES['agency.invitationPending']);
    expect((await head<{ invitations: SentInvitationView[] }>(H.invitations.path)).data.invitations.map((i) => i.userId)).toEqual(['10004']);
    const andi = t.as(10004);
    const mine = await andi<{ invitations: ReceivedInvitationView[] }>(I.mine.path);
    expect(mine.data.invitations).toEqual([expect.objectContaining({ agency: expect.objectContaining({ id: '20001', name: 'Bintang Agency' }) })]);
    const id = mine.data.invitations[0]?.id ?? '';
    const accepted = await andi<{ status: JoinStatusData }>(I.answer.path, { id, answer: 'accept' });
    expect(accepted.data.status).toMatchObject({ state: 'joined', agency: { id: '20001' } });
    expect((await andi(I.answer.path, { id, answer: 'decline' })).code).toBe(ERROR_CODES['agency.invitationNotPending']);
    const host = (await head<Page<TeamHostView>>(H.hosts.path, { q: '10004' })).data.items[0];
    expect(host).toMatchObject({ userId: '10004', nickname: 'Andi', joinedDate: businessDate(t.clock.now()), beansThisWeek: 0 });
    // Sinta's own request to 20001 is accepted by adding her: she asked first.
    expect((await head<AddHostResult>(H.addHost.path, { user_id: String(AGENCY_DEMO.pendingJoiner) })).data.outcome).toBe('joined');
    const sinta = t.db.prepare(`SELECT status FROM agency_join_requests WHERE user_id = ? ORDER BY id DESC`).get(AGENCY_DEMO.pendingJoiner) as { status: string };
    expect(sinta.status).toBe('accepted');
    const records = await head<Page<AgencyRecordView>>(H.records.path, { filter: 'joins' });
    expect(records.data.items.slice(0, 2).map((r) => [r.kind, r.host.userId, r.actor?.userId])).toEqual([
      ['hostAdded', String(AGENCY_DEMO.pendingJoiner), '10002'],
      ['hostAdded', '10004', '10002'],
    ]);

    const before = t.fingerprint();
    const refusals: [string, keyof typeof ERROR_CODES][] = [
      ['10001', 'agency.alreadyYourHost'],
      [String(AGENCY_DEMO.otherAgencyExit), 'agency.userInAnotherAgency'],
      ['40001', 'agency.userIsHead'],
      [String(AGENCY_DEMO.underReview), 'agency.userApplying'],
      [String(AGENCY_DEMO.otherAgencyJoiner), 'agency.userPendingElsewhere'],
      ['999999', 'userNotFound'],
      // DESIGN 12 "Consent": coin dealers and operators cannot be invited.
      ['10003', 'agency.inviteeNotAllowed'],
      ['10007', 'agency.inviteeNotAllowed'],
      ['10008', 'agency.inviteeNotAllowed'],
      ['010004', 'invalidParams'],
    ];
    for (const [user, code] of refusals) {
      expect((await head(H.findUser.path, { user_id: user })).code, user).toBe(ERROR_CODES[code]);
      expect((await head(H.addHost.path, { user_id: user })).code, user).toBe(ERROR_CODES[code]);
    }
    expect(t.fingerprint()).toBe(before);
  });

  it('lets the invited decline or the head withdraw, binds nobody, and asks the rules again on accepting', async () => {
    const t = agencyApp();
    const head = t.as(10002);
    const andi = t.as(10004);
    const invite = async () => {
      const sent = await head<AddHostResult>(H.addHost.path, { user_id: '10004' });
      if (sent.data.outcome !== 'invited') throw new Error('not invited');
      return sent.data.invitation.id;
    };
    const first = await invite();
    expect((await andi<{ invitations: ReceivedInvitationView[] }>(I.answer.path, { id: first, answer: 'decline' })).data.invitations).toEqual([]);
    const second = await invite();
    expect((await head(H.withdrawInvitation.path, { id: second })).code).toBe(0);
    expect((await andi(I.answer.path, { id: second, answer: 'accept' })).code).toBe(ERROR_CODES['agency.invitationNotPending']);
    // Someone else's invitation is not theirs to answer.
    const third = await invite();
    expect((await t.as(10006)(I.answer.path, { id: third, answer: 'accept' })).code).toBe(ERROR_CODES['agency.invitationNotFound']);
    // Made a coin dealer meanwhile: the policy refuses on accepting too.
    t.db.prepare('INSERT INTO dealers (user_id, parent_user_id) VALUES (10004, 10003)').run();
    expect((await andi(I.answer.path, { id: third, answer: 'accept' })).code).toBe(ERROR_CODES['agency.inviteeNotAllowed']);
    expect(t.db.prepare('SELECT 1 FROM hosts WHERE user_id = 10004').get()).toBeUndefined();
  });

  it('hands the agency to one of its hosts, who heads it from then on; never to a leaving host or an outsider', async () => {
    const t = agencyApp();
    const head = t.as(10002);
    const before = t.fingerprint();
    expect((await head(H.handOver.path, { user_id: '10004' })).code).toBe(ERROR_CODES['agency.notYourHost']);
    expect((await head(H.handOver.path, { user_id: String(AGENCY_DEMO.exitPending) })).code).toBe(ERROR_CODES['agency.handOverNotAllowed']);
    expect(t.fingerprint()).toBe(before);
    const heir = String(AGENCY_DEMO.plainHost);
    expect((await head(H.handOver.path, { user_id: heir })).data).toMatchObject({ agencyId: '20001', headUserId: heir });
    expect((await head(H.overview.path)).code).toBe(ERROR_CODES.forbidden);
    expect((await t.as(AGENCY_DEMO.plainHost)<AgencyOverview>(H.overview.path)).data.agency).toMatchObject({ id: '20001', inviteCode: expect.any(String) });
    // No longer a head: cancelling is no longer refused for the agency (the family still is).
    expect((await head<AccountStatus>(ACCOUNT_ENDPOINTS.status.path)).data.blockers).toEqual(['familyCreator']);
  });

  it('unbinds a host, who stays a host in no agency and sees how they left', async () => {
    const t = agencyApp();
    const head = t.as(10002);
    expect((await head(H.unbindHost.path, { user_id: String(AGENCY_DEMO.plainHost) })).data).toEqual({ userId: String(AGENCY_DEMO.plainHost) });
    expect(t.db.prepare('SELECT agency_id FROM hosts WHERE user_id = ?').get(AGENCY_DEMO.plainHost)).toEqual({ agency_id: null });
    expect((await head(H.unbindHost.path, { user_id: String(AGENCY_DEMO.plainHost) })).code).toBe(ERROR_CODES['agency.notYourHost']);
    expect((await head(H.unbindHost.path, { user_id: '10004' })).code).toBe(ERROR_CODES['agency.notYourHost']);
    const status = await t.as(AGENCY_DEMO.plainHost)(AGENCY_HOST_ENDPOINTS.exitStatus.path);
    expect(status.data).toMatchObject({ agency: null, state: 'none', lastExit: { agencyName: 'Bintang Agency', how: 'unbound' } });
    // Mega's pending exit request ends with her unbinding.
    await head(H.unbindHost.path, { user_id: String(AGENCY_DEMO.exitPending) });
    expect((await head<Page<ExitRequestView>>(H.exitRequests.path, { tab: 'pending' })).data.items).toEqual([]);
    const unbinds = await head<Page<AgencyRecordView>>(H.records.path, { filter: 'unbinds' });
    expect(unbinds.data.items.map((r) => r.host.nickname)).toEqual(['Mega', 'Sekar', 'Anisa']);
  });
});

describe('the day-by-day figures', () => {
  it('give each day of the range, newest first, summed over the hosts who were members that day', async () => {
    const t = agencyApp();
    const today = businessDate(t.clock.now());
    const start = addDays(today, -30);
    const days = (await t.as(10002)<{ days: TeamDay[] }>(H.daily.path, { start, end: today })).data.days;
    expect(days).toHaveLength(31);
    expect(days[0]?.date).toBe(today);
    expect(days.at(-1)?.date).toBe(start);
    const yesterday = addDays(today, -1);
    const rows = t.db
      .prepare(`SELECT d.live_minutes, d.beans_lucky + d.beans_s_lucky + d.beans_deluxe + d.beans_normal AS beans FROM host_days d
        JOIN hosts h ON h.user_id = d.host_id WHERE h.agency_id = 20001 AND d.date = ? AND h.joined_date <= d.date`)
      .all(yesterday) as { live_minutes: number; beans: number }[];
    expect(days[1]).toMatchObject({
      date: yesterday,
      hostsLive: rows.filter((r) => r.live_minutes > 0).length,
      validDays: rows.filter((r) => isValidDay(r.live_minutes)).length,
      beans: rows.reduce((sum, r) => sum + r.beans, 0),
    });
    expect(days.some((day) => day.bonusBeans > 0)).toBe(true);
  });

  it('refuses a range over 31 days or ending after today', async () => {
    const t = agencyApp();
    const today = businessDate(t.clock.now());
    const head = t.as(10002);
    expect((await head(H.daily.path, { start: addDays(today, -31), end: today })).code).toBe(ERROR_CODES['range.tooLong']);
    expect((await head(H.daily.path, { start: today, end: addDays(today, 1) })).code).toBe(ERROR_CODES['range.endAfterToday']);
    expect((await head(H.daily.path, {})).code).toBe(ERROR_CODES['range.required']);
  });
});

describe('the history', () => {
  it('shows each filter\'s kinds, newest first, with a date range', async () => {
    const t = agencyApp();
    const head = t.as(10002);
    const all = (await head<Page<AgencyRecordView>>(H.records.path, { filter: 'all' })).data.items;
    expect(all[0]).toMatchObject({ kind: 'exitRequested', host: { nickname: 'Mega' }, actor: { nickname: 'Mega' } });
    for (const filter of Object.keys(AGENCY_RECORD_FILTERS) as (keyof typeof AGENCY_RECORD_FILTERS)[]) {
      const items = (await head<Page<AgencyRecordView>>(H.records.path, { filter })).data.items;
      expect(items.length, filter).toBeGreaterThan(0);
      for (const item of items) expect(AGENCY_RECORD_FILTERS[filter] as readonly string[], `${filter} ${item.kind}`).toContain(item.kind);
    }
    const automatic = (await head<Page<AgencyRecordView>>(H.records.path, { filter: 'automatic' })).data.items;
    expect(automatic).toEqual([expect.objectContaining({ kind: 'exitTimedOut', actor: null, host: { userId: String(AGENCY_DEMO.leftTimedOut), nickname: 'Rizki' } })]);
    const today = businessDate(t.clock.now());
    const lastWeek = (await head<Page<AgencyRecordView>>(H.records.path, { filter: 'all', start: addDays(today, -6), end: today })).data.items;
    expect(lastWeek.map((r) => r.kind)).toEqual(['exitRequested', 'joinRejected']);
    expect((await head(H.records.path, { filter: 'everything' })).code).toBe(ERROR_CODES.invalidParams);
  });
});

describe('live sessions', () => {
  it('group a host\'s sessions by day, valid from a minute, a day valid from 60 minutes, as host_days count them', async () => {
    const t = agencyApp();
    const today = businessDate(t.clock.now());
    const start = addDays(today, -30);
    const mine = await t.as(10001)<LiveDetailData>(AGENCY_LIVE_ENDPOINTS.sessions.path, { start, end: today });
    const byHead = await t.as(10002)<LiveDetailData>(AGENCY_LIVE_ENDPOINTS.sessions.path, { start, end: today, host_id: '10001' });
    expect(byHead.data).toEqual(mine.data);
    expect(mine.data.host).toEqual({ userId: '10001', nickname: 'Sari' });
    const stored = new Map(
      (t.db.prepare('SELECT date, live_minutes FROM host_days WHERE host_id = 10001 AND date BETWEEN ? AND ?').all(start, today) as { date: string; live_minutes: number }[]).map(
        (r) => [r.date, r.live_minutes],
      ),
    );
    for (const day of mine.data.days) {
      expect(day.liveMinutes, day.date).toBe(stored.get(day.date));
      expect(day.validDay).toBe(day.liveMinutes >= 60);
      for (const s of day.sessions) expect(s.valid).toBe(s.seconds >= 60);
    }
    expect(mine.data.totals.liveMinutes).toBe([...stored.values()].reduce((a, b) => a + b, 0));
    expect(mine.data.days.map((d) => d.date)).toEqual([...mine.data.days.map((d) => d.date)].sort().reverse());
  });

  it('are the host\'s own or their head\'s to see, never another host\'s or another agency\'s', async () => {
    const t = agencyApp();
    const today = businessDate(t.clock.now());
    const range = { start: addDays(today, -6), end: today };
    const path = AGENCY_LIVE_ENDPOINTS.sessions.path;
    expect((await t.as(10006)(path, { ...range, host_id: '10001' })).code).toBe(ERROR_CODES.forbidden);
    expect((await t.as(10002)(path, { ...range, host_id: '20102' })).code).toBe(ERROR_CODES.forbidden); // a host of 20002
    expect((await t.as(10002)(path, { ...range, host_id: String(AGENCY_DEMO.leftApproved) })).code).toBe(ERROR_CODES['agency.notYourHost']);
    expect((await t.as(10002)(path, range)).code).toBe(ERROR_CODES['agency.notYourHost']);
    expect((await t.as(10004)(path, range)).code).toBe(ERROR_CODES.forbidden);
  });
});

describe('a head and another agency', () => {
  it('never sees nor acts on another agency\'s hosts or requests, on any head endpoint, and changes nothing', async () => {
    const t = agencyApp();
    const head = t.as(10002);
    const today = businessDate(t.clock.now());
    const theirHost = String(AGENCY_DEMO.otherAgencyExit);
    const theirJoin = (t.db.prepare(`SELECT id FROM agency_join_requests WHERE agency_id = ? AND status = 'pending'`).get(OTHER_AGENCY_ID) as { id: number }).id;
    const theirExit = (t.db.prepare(`SELECT id FROM agency_exit_requests WHERE agency_id = ? AND status = 'pending'`).get(OTHER_AGENCY_ID) as { id: number }).id;
    const theirHosts = (t.db.prepare('SELECT user_id FROM hosts WHERE agency_id = ?').all(OTHER_AGENCY_ID) as { user_id: number }[]).map((r) => String(r.user_id));
    const otherHead = (t.db.prepare('SELECT head_user_id FROM agencies WHERE id = ?').get(OTHER_AGENCY_ID) as { head_user_id: number }).head_user_id;
    const theirInvitation = inviteHost(t.db, otherHead, OTHER_AGENCY_ID, 10004, t.clock.now());
    if (!theirInvitation.ok || theirInvitation.data.outcome !== 'invited') throw new Error('no invitation');
    const theirInvitationId = theirInvitation.data.invitation.id;
    const before = t.fingerprint();
    const checks: Record<keyof typeof H, () => Promise<void>> = {
      overview: async () => {
        const own = (t.db.prepare('SELECT COUNT(*) AS n FROM hosts WHERE agency_id = 20001').get() as { n: number }).n;
        expect((await head<AgencyOverview>(H.overview.path)).data.agency.hostCount).toBe(own);
      },
      hosts: async () => {
        const listed = await allOf((f) => head<Page<TeamHostView>>(H.hosts.path, f), {}, (h) => h.userId);
        expect(listed.filter((id) => theirHosts.includes(id))).toEqual([]);
        expect((await head<Page<TeamHostView>>(H.hosts.path, { q: theirHost })).data.items).toEqual([]);
      },
      findUser: async () => expect((await head(H.findUser.path, { user_id: theirHost })).code).toBe(ERROR_CODES['agency.userInAnotherAgency']),
      addHost: async () => expect((await head(H.addHost.path, { user_id: theirHost })).code).toBe(ERROR_CODES['agency.userInAnotherAgency']),
      unbindHost: async () => expect((await head(H.unbindHost.path, { user_id: theirHost })).code).toBe(ERROR_CODES.forbidden),
      handOver: async () => expect((await head(H.handOver.path, { user_id: theirHost })).code).toBe(ERROR_CODES['agency.notYourHost']),
      // Closing names no agency: only the caller's own (tests/api/agency-close.test.ts); without a key nothing closes.
      close: async () => expect((await head(H.close.path)).code).toBe(ERROR_CODES.invalidParams),
      invitations: async () => expect((await head<{ invitations: SentInvitationView[] }>(H.invitations.path)).data.invitations).toEqual([]),
      withdrawInvitation: async () => expect((await head(H.withdrawInvitation.path, { id: theirInvitationId })).code).toBe(ERROR_CODES['agency.invitationNotFound']),
      joinRequests: async () => {
        for (const tab of ['pending', 'rejected']) {
          const ids = await allOf((f) => head<Page<JoinApplicantView>>(H.joinRequests.path, f), { tab }, (r) => r.id);
          expect(ids).not.toContain(String(theirJoin));
        }
      },
      decideJoin: async () => {
        for (const decision of ['approve', 'reject']) expect((await head(H.decideJoin.path, { id: String(theirJoin), decision, reason: 'Not this time' })).code).toBe(ERROR_CODES.forbidden);
      },
      exitRequests: async () => {
        const ids = await allOf((f) => head<Page<ExitRequestView>>(H.exitRequests.path, f), { tab: 'pending' }, (r) => r.id);
        expect(ids).not.toContain(String(theirExit));
      },
      decideExit: async () => {
        for (const decision of ['approve', 'reject']) expect((await head(H.decideExit.path, { id: String(theirExit), decision })).code).toBe(ERROR_CODES.forbidden);
      },
      daily: async () => {
        const days = (await head<{ days: TeamDay[] }>(H.daily.path, { start: today, end: today })).data.days;
        const own = t.db
          .prepare(`SELECT IFNULL(SUM(d.beans_lucky + d.beans_s_lucky + d.beans_deluxe + d.beans_normal), 0) AS beans FROM host_days d
            JOIN hosts h ON h.user_id = d.host_id WHERE h.agency_id = 20001 AND d.date = ? AND h.joined_date <= d.date`)
          .get(today) as { beans: number };
        expect(days[0]?.beans).toBe(own.beans);
      },
      records: async () => {
        const hosts = await allOf((f) => head<Page<AgencyRecordView>>(H.records.path, f), { filter: 'all' }, (r) => r.host.userId);
        expect(hosts).not.toContain(theirHost);
      },
    };
    for (const [name, check] of Object.entries(checks)) await check().catch((error: unknown) => { throw new Error(`${name}: ${String(error)}`); });
    expect((await head(AGENCY_LIVE_ENDPOINTS.sessions.path, { start: today, end: today, host_id: theirHost })).code).toBe(ERROR_CODES.forbidden);
    expect(t.fingerprint()).toBe(before);
  });
});
