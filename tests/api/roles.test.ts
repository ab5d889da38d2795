// Every endpoint of the earnings, withdrawal, resale, coin business, agency, account, turntable, task, marble, family and operator areas against every demo account: the roles of SPEC 6
// that may not call it get `forbidden` and change nothing, even with a request that would succeed for the right role.
import { describe, expect, it } from 'vitest';
import {
  AGENCY_APPLY_ENDPOINTS,
  AGENCY_HEAD_ENDPOINTS,
  AGENCY_HOST_ENDPOINTS,
  AGENCY_INVITATION_ENDPOINTS,
  AGENCY_JOIN_ENDPOINTS,
  AGENCY_LIVE_ENDPOINTS,
  AGENCY_ME_ENDPOINTS,
  AGENCY_OPS_ENDPOINTS,
} from '../../src/contract/agency.ts';
import { ACCOUNT_ENDPOINTS, BAN_ENDPOINTS, DECOR_ENDPOINTS, FOLLOW_ENDPOINTS, LEVEL_ENDPOINTS, LOGIN_ENDPOINTS, VIP_ENDPOINTS } from '../../src/contract/account.ts';
import { EARNINGS_ENDPOINTS, EARNINGS_OPS_ENDPOINTS } from '../../src/contract/earnings.ts';
import { EVENT_ENDPOINTS, RED_PACKET_ENDPOINTS } from '../../src/contract/events.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { DEALER_ENDPOINTS, PRICE_LIST_ENDPOINTS, PRICE_LIST_OPS_ENDPOINTS } from '../../src/contract/price-list.ts';
import { FAMILY_COIN_ENDPOINTS, FAMILY_ENDPOINTS, SUMMONS_ENDPOINTS } from '../../src/contract/family.ts';
import { DEMO_FAMILY_ENDED_SUMMONS_ID, DEMO_FAMILY_ID } from '../../server/demo/families.ts';
import { RESALE_ENDPOINTS } from '../../src/contract/resale.ts';
import { TURNTABLE_ENDPOINTS } from '../../src/contract/turntable.ts';
import { TOPUP_ENDPOINTS } from '../../src/contract/topup.ts';
import { MARBLE_ENDPOINTS } from '../../src/contract/marble.ts';
import { TASK_ENDPOINTS } from '../../src/contract/tasks.ts';
import { OPS_ENDPOINTS, WITHDRAW_ENDPOINTS } from '../../src/contract/withdraw.ts';
import { addDays, businessDate } from '../../src/domain/time.ts';
import { businessFingerprint, caller, testApp } from './helpers.ts';

const DEMO_USERS = ['10001', '10002', '10003', '10004', '10005', '10006', '10007', '10008'] as const;
type DemoUser = (typeof DEMO_USERS)[number];

/** Hosts (10001, 10006); earners add agency heads (10002); dealers are resellers and sub-agents; 10008 operates. */
const HOSTS: DemoUser[] = ['10001', '10006'];
const AGENCY_HEADS: DemoUser[] = ['10002'];
const EARNERS: DemoUser[] = ['10001', '10002', '10006'];
const DEALERS: DemoUser[] = ['10003', '10005', '10007'];
const OPERATORS: DemoUser[] = ['10008'];
/** The task centre: everyone but coin dealers (docs/rules.md). */
const TASK_TAKERS: DemoUser[] = DEMO_USERS.filter((user) => !DEALERS.includes(user));
/** Agency heads (10002); anyone signed in may apply for an agency or ask to join one. */
const HEADS: DemoUser[] = ['10002'];
/** Every signed-in user (SPEC 2: the coin top-up and the dealer list are for every logged-in user). */
const EVERYONE: DemoUser[] = [...DEMO_USERS];
/** Paid games (turntables, marble) are for players: everyone but coin dealers and operators. */
const PLAYERS: DemoUser[] = ['10001', '10002', '10004', '10006'];
/** Family 30001 (DESIGN 5): 10002 creates it, 10001 is one of its admins, 10004 a member; the others are in none. */
const FAMILY_MEMBERS: DemoUser[] = ['10001', '10002', '10004'];
const FAMILY_MANAGERS: DemoUser[] = ['10001', '10002'];
const FAMILY_CREATOR: DemoUser[] = ['10002'];

/** Each endpoint, who may call it, and a request that is valid for those who may. */
function cases(today: string): { path: `/api/${string}`; allowed: DemoUser[]; fields: Record<string, string | number> }[] {
  const range = { start: addDays(today, -6), end: today };
  return [
    { path: EARNINGS_ENDPOINTS.summary.path, allowed: HOSTS, fields: {} },
    { path: EARNINGS_ENDPOINTS.agency.path, allowed: AGENCY_HEADS, fields: {} },
    { path: EARNINGS_ENDPOINTS.daily.path, allowed: HOSTS, fields: range },
    { path: EARNINGS_ENDPOINTS.changePayoutType.path, allowed: HOSTS, fields: { type: 'daily' } },
    { path: EARNINGS_ENDPOINTS.bills.path, allowed: EARNERS, fields: { ...range, tab: 'income' } },
    { path: EARNINGS_ENDPOINTS.settlements.path, allowed: EARNERS, fields: {} },
    { path: EARNINGS_ENDPOINTS.settlement.path, allowed: EARNERS, fields: { id: '1' } },
    { path: WITHDRAW_ENDPOINTS.overview.path, allowed: EARNERS, fields: {} },
    { path: WITHDRAW_ENDPOINTS.bind.path, allowed: EARNERS, fields: { method: 'ovo', account_number: '081298765432', holder_name: 'Budi Santoso' } },
    { path: WITHDRAW_ENDPOINTS.submit.path, allowed: EARNERS, fields: { method: 'dana', amount: '100000' } },
    { path: WITHDRAW_ENDPOINTS.records.path, allowed: EARNERS, fields: range },
    { path: WITHDRAW_ENDPOINTS.detail.path, allowed: EARNERS, fields: { id: '1' } },
    { path: RESALE_ENDPOINTS.overview.path, allowed: DEALERS, fields: {} },
    { path: RESALE_ENDPOINTS.search.path, allowed: DEALERS, fields: { user_id: '10004' } },
    { path: RESALE_ENDPOINTS.transfer.path, allowed: DEALERS, fields: { target_user_id: '10004', amount: '10000' } },
    { path: RESALE_ENDPOINTS.records.path, allowed: DEALERS, fields: {} },
    { path: RESALE_ENDPOINTS.subRecords.path, allowed: DEALERS, fields: {} },
    { path: OPS_ENDPOINTS.reviewWithdrawal.path, allowed: OPERATORS, fields: { id: '1', status: '5' } },
    { path: TOPUP_ENDPOINTS.overview.path, allowed: EVERYONE, fields: {} },
    { path: TOPUP_ENDPOINTS.create.path, allowed: EVERYONE, fields: { package_id: 'p10k', channel: 'dana' } },
    { path: TOPUP_ENDPOINTS.order.path, allowed: EVERYONE, fields: { id: '1' } },
    { path: PRICE_LIST_ENDPOINTS.mine.path, allowed: DEALERS, fields: {} },
    { path: PRICE_LIST_ENDPOINTS.upload.path, allowed: DEALERS, fields: {} },
    { path: PRICE_LIST_ENDPOINTS.submit.path, allowed: DEALERS, fields: { upload_id: '0'.repeat(32), whatsapp: '6281234567890' } },
    { path: DEALER_ENDPOINTS.list.path, allowed: EVERYONE, fields: {} },
    { path: PRICE_LIST_OPS_ENDPOINTS.pending.path, allowed: OPERATORS, fields: {} },
    { path: PRICE_LIST_OPS_ENDPOINTS.review.path, allowed: OPERATORS, fields: { id: '1', decision: 'approve' } },
    { path: EARNINGS_OPS_ENDPOINTS.reviewSettlement.path, allowed: OPERATORS, fields: { id: '1', status: '5' } },
    { path: TASK_ENDPOINTS.overview.path, allowed: TASK_TAKERS, fields: {} },
    { path: TASK_ENDPOINTS.signIn.path, allowed: TASK_TAKERS, fields: {} },
    { path: TASK_ENDPOINTS.claim.path, allowed: TASK_TAKERS, fields: { task: 'dailyTopUp' } },
    { path: TASK_ENDPOINTS.claimMilestone.path, allowed: TASK_TAKERS, fields: { day: '3' } },
    { path: MARBLE_ENDPOINTS.overview.path, allowed: PLAYERS, fields: {} },
    { path: MARBLE_ENDPOINTS.confirmAdult.path, allowed: PLAYERS, fields: {} },
    { path: MARBLE_ENDPOINTS.setLimit.path, allowed: PLAYERS, fields: { limit: '5000' } },
    { path: MARBLE_ENDPOINTS.bet.path, allowed: PLAYERS, fields: { amount: '100' } },
    { path: MARBLE_ENDPOINTS.records.path, allowed: PLAYERS, fields: {} },
    { path: MARBLE_ENDPOINTS.record.path, allowed: PLAYERS, fields: { id: '1' } },
    { path: MARBLE_ENDPOINTS.ranks.path, allowed: PLAYERS, fields: { kind: 'daily' } },
    { path: MARBLE_ENDPOINTS.wins.path, allowed: PLAYERS, fields: {} },
    { path: AGENCY_APPLY_ENDPOINTS.status.path, allowed: EVERYONE, fields: {} },
    { path: AGENCY_APPLY_ENDPOINTS.avatarUpload.path, allowed: EVERYONE, fields: {} },
    { path: AGENCY_APPLY_ENDPOINTS.submit.path, allowed: EVERYONE, fields: {} },
    { path: AGENCY_JOIN_ENDPOINTS.find.path, allowed: EVERYONE, fields: { code: 'BNTG26' } },
    { path: AGENCY_JOIN_ENDPOINTS.send.path, allowed: EVERYONE, fields: { code: 'BNTG26' } },
    { path: AGENCY_JOIN_ENDPOINTS.status.path, allowed: EVERYONE, fields: {} },
    { path: AGENCY_JOIN_ENDPOINTS.cancel.path, allowed: EVERYONE, fields: { id: '1' } },
    { path: AGENCY_ME_ENDPOINTS.me.path, allowed: EVERYONE, fields: {} },
    { path: AGENCY_HEAD_ENDPOINTS.overview.path, allowed: HEADS, fields: {} },
    { path: AGENCY_HEAD_ENDPOINTS.hosts.path, allowed: HEADS, fields: {} },
    { path: AGENCY_HEAD_ENDPOINTS.findUser.path, allowed: HEADS, fields: { user_id: '10004' } },
    { path: AGENCY_HEAD_ENDPOINTS.addHost.path, allowed: HEADS, fields: { user_id: '10004' } },
    { path: AGENCY_HEAD_ENDPOINTS.unbindHost.path, allowed: HEADS, fields: { user_id: '10006' } },
    { path: AGENCY_HEAD_ENDPOINTS.invitations.path, allowed: HEADS, fields: {} },
    { path: AGENCY_HEAD_ENDPOINTS.handOver.path, allowed: HEADS, fields: { user_id: '10004' } },
    { path: AGENCY_HEAD_ENDPOINTS.close.path, allowed: HEADS, fields: {} },
    { path: AGENCY_JOIN_ENDPOINTS.dismissClosed.path, allowed: EVERYONE, fields: { agency_id: '20001' } },
    { path: AGENCY_HEAD_ENDPOINTS.withdrawInvitation.path, allowed: HEADS, fields: { id: '1' } },
    { path: AGENCY_INVITATION_ENDPOINTS.mine.path, allowed: EVERYONE, fields: {} },
    { path: AGENCY_INVITATION_ENDPOINTS.answer.path, allowed: EVERYONE, fields: { id: '1', answer: 'decline' } },
    { path: AGENCY_HEAD_ENDPOINTS.joinRequests.path, allowed: HEADS, fields: { tab: 'pending' } },
    { path: AGENCY_HEAD_ENDPOINTS.decideJoin.path, allowed: HEADS, fields: { id: '1', decision: 'approve' } },
    { path: AGENCY_HEAD_ENDPOINTS.exitRequests.path, allowed: HEADS, fields: { tab: 'pending' } },
    { path: AGENCY_HEAD_ENDPOINTS.decideExit.path, allowed: HEADS, fields: { id: '1', decision: 'approve' } },
    { path: AGENCY_HEAD_ENDPOINTS.daily.path, allowed: HEADS, fields: range },
    { path: AGENCY_HEAD_ENDPOINTS.records.path, allowed: HEADS, fields: { filter: 'all' } },
    { path: AGENCY_HOST_ENDPOINTS.exitStatus.path, allowed: HOSTS, fields: {} },
    { path: AGENCY_HOST_ENDPOINTS.exitRequest.path, allowed: HOSTS, fields: { agency_id: '20001' } },
    { path: AGENCY_HOST_ENDPOINTS.exitWithdraw.path, allowed: HOSTS, fields: { id: '1' } },
    { path: AGENCY_LIVE_ENDPOINTS.sessions.path, allowed: EARNERS, fields: range },
    { path: AGENCY_OPS_ENDPOINTS.applications.path, allowed: OPERATORS, fields: {} },
    { path: AGENCY_OPS_ENDPOINTS.review.path, allowed: OPERATORS, fields: { id: '1', decision: 'reject', reason: 'Blurry avatar' } },
    // The account area: the ban form is the operators'; everything else is every signed-in user's own account.
    { path: BAN_ENDPOINTS.lookup.path, allowed: OPERATORS, fields: { user_id: '10004' } },
    { path: BAN_ENDPOINTS.create.path, allowed: OPERATORS, fields: { user_id: '10004', operator_name: 'Ops', reason: 'Spam' } },
    { path: BAN_ENDPOINTS.list.path, allowed: OPERATORS, fields: {} },
    { path: BAN_ENDPOINTS.lift.path, allowed: OPERATORS, fields: { id: '1' } },
    { path: LOGIN_ENDPOINTS.sendCode.path, allowed: [...DEMO_USERS], fields: { region: '62', phone: '081000010004' } },
    { path: LOGIN_ENDPOINTS.verify.path, allowed: [...DEMO_USERS], fields: { region: '62', phone: '081000010004', code: '000000' } },
    { path: ACCOUNT_ENDPOINTS.status.path, allowed: [...DEMO_USERS], fields: {} },
    { path: ACCOUNT_ENDPOINTS.requestCancel.path, allowed: [...DEMO_USERS], fields: { confirm: '0' } },
    { path: ACCOUNT_ENDPOINTS.withdrawCancel.path, allowed: [...DEMO_USERS], fields: {} },
    { path: VIP_ENDPOINTS.overview.path, allowed: [...DEMO_USERS], fields: {} },
    { path: VIP_ENDPOINTS.buy.path, allowed: [...DEMO_USERS], fields: { days: '30' } },
    { path: VIP_ENDPOINTS.claim.path, allowed: [...DEMO_USERS], fields: {} },
    { path: LEVEL_ENDPOINTS.mine.path, allowed: [...DEMO_USERS], fields: {} },
    { path: DECOR_ENDPOINTS.shop.path, allowed: [...DEMO_USERS], fields: {} },
    { path: DECOR_ENDPOINTS.numbers.path, allowed: [...DEMO_USERS], fields: { item_id: 'id-bronze', q: '' } },
    { path: DECOR_ENDPOINTS.buy.path, allowed: [...DEMO_USERS], fields: { item_id: 'frame-rose', days: '7' } },
    { path: DECOR_ENDPOINTS.mine.path, allowed: [...DEMO_USERS], fields: {} },
    { path: DECOR_ENDPOINTS.wear.path, allowed: [...DEMO_USERS], fields: { item_id: 'frame-rose', wear: '1' } },
    { path: FOLLOW_ENDPOINTS.list.path, allowed: [...DEMO_USERS], fields: {} },
    { path: FOLLOW_ENDPOINTS.unfollow.path, allowed: [...DEMO_USERS], fields: { user_id: '10001' } },
    { path: FOLLOW_ENDPOINTS.follow.path, allowed: [...DEMO_USERS], fields: { user_id: '10001' } },
    { path: TURNTABLE_ENDPOINTS.wheels.path, allowed: PLAYERS, fields: {} },
    { path: TURNTABLE_ENDPOINTS.wheel.path, allowed: PLAYERS, fields: { wheel: 'lucky' } },
    { path: TURNTABLE_ENDPOINTS.spin.path, allowed: PLAYERS, fields: { wheel: 'lucky' } },
    { path: TURNTABLE_ENDPOINTS.records.path, allowed: PLAYERS, fields: { wheel: 'lucky' } },
    { path: TURNTABLE_ENDPOINTS.bigWins.path, allowed: PLAYERS, fields: { wheel: 'lucky' } },
    { path: EVENT_ENDPOINTS.schedule.path, allowed: EVERYONE, fields: {} },
    { path: EVENT_ENDPOINTS.board.path, allowed: EVERYONE, fields: { event: 'daycharmrank' } },
    { path: EVENT_ENDPOINTS.battles.path, allowed: EVERYONE, fields: { event: 'pktable' } },
    { path: EVENT_ENDPOINTS.me.path, allowed: EVERYONE, fields: { event: 'daycharmrank' } },
    { path: EVENT_ENDPOINTS.claim.path, allowed: HOSTS, fields: { event: 'daycharmrank', round: addDays(today, -1), reward: '0' } },
    { path: EVENT_ENDPOINTS.claim.path, allowed: HEADS, fields: { event: 'shiningForRewardRemix', round: today, reward: '0' } },
    { path: RED_PACKET_ENDPOINTS.status.path, allowed: EVERYONE, fields: {} },
    ...familyCases(),
  ];
}

/** The family endpoints that only read. */
const FAMILY_READS: unknown[] = [
  FAMILY_ENDPOINTS.overview,
  FAMILY_ENDPOINTS.list,
  FAMILY_ENDPOINTS.detail,
  FAMILY_ENDPOINTS.members,
  FAMILY_ENDPOINTS.requests,
  FAMILY_COIN_ENDPOINTS.coins,
  SUMMONS_ENDPOINTS.overview,
  SUMMONS_ENDPOINTS.detail,
];

/** The family endpoints on family 30001: a member's action, a manager's (creator, vice leader, admins), the creator's. */
function familyCases(): { path: `/api/${string}`; allowed: DemoUser[]; fields: Record<string, string | number> }[] {
  const family = { family_id: String(DEMO_FAMILY_ID) };
  const member = { ...family, user_id: '54010' };
  const summons = { summons_id: String(DEMO_FAMILY_ENDED_SUMMONS_ID) };
  return [
    { path: FAMILY_ENDPOINTS.overview.path, allowed: EVERYONE, fields: {} },
    { path: FAMILY_ENDPOINTS.list.path, allowed: EVERYONE, fields: { query: 'Bintang' } },
    { path: FAMILY_ENDPOINTS.detail.path, allowed: EVERYONE, fields: family },
    { path: FAMILY_ENDPOINTS.create.path, allowed: EVERYONE, fields: { name: 'Keluarga Baru', notice: '' } },
    { path: FAMILY_ENDPOINTS.join.path, allowed: EVERYONE, fields: family },
    { path: FAMILY_ENDPOINTS.cancelRequest.path, allowed: EVERYONE, fields: { request_id: '1' } },
    { path: FAMILY_ENDPOINTS.leave.path, allowed: FAMILY_MEMBERS, fields: family },
    { path: FAMILY_ENDPOINTS.members.path, allowed: FAMILY_MEMBERS, fields: family },
    { path: FAMILY_ENDPOINTS.requests.path, allowed: FAMILY_MANAGERS, fields: family },
    { path: FAMILY_ENDPOINTS.decide.path, allowed: FAMILY_MANAGERS, fields: { ...family, request_id: '1', decision: 'reject' } },
    { path: FAMILY_ENDPOINTS.mute.path, allowed: FAMILY_MANAGERS, fields: { ...member, muted: '1' } },
    { path: FAMILY_ENDPOINTS.kick.path, allowed: FAMILY_MANAGERS, fields: member },
    { path: FAMILY_ENDPOINTS.role.path, allowed: FAMILY_CREATOR, fields: { ...member, role: 'admin' } },
    { path: FAMILY_ENDPOINTS.favorite.path, allowed: FAMILY_CREATOR, fields: { ...family, user_id: '10006', favorite: '1' } },
    { path: FAMILY_ENDPOINTS.edit.path, allowed: FAMILY_CREATOR, fields: { ...family, name: 'Keluarga Bintang', notice: 'Halo' } },
    { path: FAMILY_ENDPOINTS.expand.path, allowed: FAMILY_CREATOR, fields: family },
    { path: FAMILY_ENDPOINTS.dissolve.path, allowed: FAMILY_CREATOR, fields: family },
    { path: FAMILY_ENDPOINTS.cancelDissolve.path, allowed: FAMILY_CREATOR, fields: family },
    // 54010 is a member, not an admin: the creator is refused with family.handOverNotAdmin, the family stays as it is.
    { path: FAMILY_ENDPOINTS.handOver.path, allowed: FAMILY_CREATOR, fields: member },
    { path: FAMILY_ENDPOINTS.noticeSeen.path, allowed: FAMILY_MEMBERS, fields: family },
    { path: FAMILY_COIN_ENDPOINTS.coins.path, allowed: FAMILY_MEMBERS, fields: family },
    { path: FAMILY_COIN_ENDPOINTS.contribute.path, allowed: FAMILY_MEMBERS, fields: { ...family, amount: '1000' } },
    { path: FAMILY_COIN_ENDPOINTS.checkIn.path, allowed: FAMILY_MEMBERS, fields: family },
    { path: FAMILY_COIN_ENDPOINTS.claimTask.path, allowed: FAMILY_MEMBERS, fields: { ...family, task: 'prestige' } },
    { path: SUMMONS_ENDPOINTS.overview.path, allowed: FAMILY_MEMBERS, fields: family },
    { path: SUMMONS_ENDPOINTS.start.path, allowed: FAMILY_MANAGERS, fields: { ...family, tier: 'basic' } },
    { path: SUMMONS_ENDPOINTS.grab.path, allowed: FAMILY_MEMBERS, fields: summons },
    { path: SUMMONS_ENDPOINTS.detail.path, allowed: FAMILY_MEMBERS, fields: summons },
    // Events: boards are public; a hosts' event is claimed by hosts, an agencies' event by agency heads.
  ];
}

describe('roles on every endpoint', () => {
  it('lists every endpoint of the areas', () => {
    const listed = new Set(cases('2026-11-21').map((c) => c.path));
    const agency = [AGENCY_APPLY_ENDPOINTS, AGENCY_JOIN_ENDPOINTS, AGENCY_INVITATION_ENDPOINTS, AGENCY_ME_ENDPOINTS, AGENCY_HEAD_ENDPOINTS, AGENCY_HOST_ENDPOINTS, AGENCY_LIVE_ENDPOINTS, AGENCY_OPS_ENDPOINTS];
    const account = [LOGIN_ENDPOINTS, ACCOUNT_ENDPOINTS, BAN_ENDPOINTS, VIP_ENDPOINTS, LEVEL_ENDPOINTS, DECOR_ENDPOINTS, FOLLOW_ENDPOINTS];
    const coin = [TOPUP_ENDPOINTS, PRICE_LIST_ENDPOINTS, DEALER_ENDPOINTS, PRICE_LIST_OPS_ENDPOINTS];
    const family = [FAMILY_ENDPOINTS, FAMILY_COIN_ENDPOINTS, SUMMONS_ENDPOINTS];
    // The grab is every signed-in user's (hosts with their activity rule): tests/api/red-packets.test.ts walks it.
    const events = [EVENT_ENDPOINTS, { status: RED_PACKET_ENDPOINTS.status }];
    for (const endpoints of [EARNINGS_ENDPOINTS, EARNINGS_OPS_ENDPOINTS, WITHDRAW_ENDPOINTS, RESALE_ENDPOINTS, OPS_ENDPOINTS, ...agency, ...account, TURNTABLE_ENDPOINTS, ...coin, TASK_ENDPOINTS, MARBLE_ENDPOINTS, ...family, ...events]) {
      for (const endpoint of Object.values(endpoints)) expect(listed.has(endpoint.path), endpoint.path).toBe(true);
    }
  });

  it('answers forbidden to every role that may not call an endpoint, and writes nothing', async () => {
    const t = testApp();
    const today = businessDate(t.clock.now());
    const calls = new Map<DemoUser, Awaited<ReturnType<typeof caller>>>();
    for (const user of DEMO_USERS) calls.set(user, await caller(t, user));
    const before = businessFingerprint(t.db);
    let refused = 0;
    for (const { path, allowed, fields } of cases(today)) {
      for (const user of DEMO_USERS.filter((u) => !allowed.includes(u))) {
        const answer = await calls.get(user)!(path, fields, { 'Idempotency-Key': `roles-${path.replace(/\W/g, '')}-${user}` });
        expect(answer.code, `${user} on ${path}`).toBe(ERROR_CODES.forbidden);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(80);
    expect(businessFingerprint(t.db)).toBe(before);
  });

  it('lets each allowed role past the check on the read endpoints', async () => {
    const t = testApp();
    const today = businessDate(t.clock.now());
    // One sign-in per user: token checks are throttled per user.
    const calls = new Map<DemoUser, Awaited<ReturnType<typeof caller>>>();
    for (const user of DEMO_USERS) calls.set(user, await caller(t, user));
    for (const { path, allowed, fields } of cases(today)) {
      // Money and binding calls are walked by their own area tests; here only reads, which leave nothing behind.
      const writes: string[] = [WITHDRAW_ENDPOINTS.bind.path, WITHDRAW_ENDPOINTS.submit.path, RESALE_ENDPOINTS.transfer.path,
        EARNINGS_ENDPOINTS.changePayoutType.path, OPS_ENDPOINTS.reviewWithdrawal.path, EARNINGS_OPS_ENDPOINTS.reviewSettlement.path, AGENCY_JOIN_ENDPOINTS.send.path,
        AGENCY_HEAD_ENDPOINTS.addHost.path, AGENCY_HEAD_ENDPOINTS.unbindHost.path, AGENCY_HEAD_ENDPOINTS.decideJoin.path,
        AGENCY_HEAD_ENDPOINTS.decideExit.path, AGENCY_HOST_ENDPOINTS.exitRequest.path, AGENCY_OPS_ENDPOINTS.review.path,
        BAN_ENDPOINTS.create.path, BAN_ENDPOINTS.lift.path, LOGIN_ENDPOINTS.sendCode.path, LOGIN_ENDPOINTS.verify.path,
        ACCOUNT_ENDPOINTS.requestCancel.path, ACCOUNT_ENDPOINTS.withdrawCancel.path, VIP_ENDPOINTS.buy.path, VIP_ENDPOINTS.claim.path,
        DECOR_ENDPOINTS.buy.path, DECOR_ENDPOINTS.wear.path, FOLLOW_ENDPOINTS.unfollow.path, FOLLOW_ENDPOINTS.follow.path,
        TURNTABLE_ENDPOINTS.spin.path, TOPUP_ENDPOINTS.create.path, PRICE_LIST_OPS_ENDPOINTS.review.path,
        TASK_ENDPOINTS.signIn.path, TASK_ENDPOINTS.claim.path, TASK_ENDPOINTS.claimMilestone.path, MARBLE_ENDPOINTS.confirmAdult.path,
        MARBLE_ENDPOINTS.setLimit.path, MARBLE_ENDPOINTS.bet.path,
        ...[...Object.values(FAMILY_ENDPOINTS), ...Object.values(FAMILY_COIN_ENDPOINTS), ...Object.values(SUMMONS_ENDPOINTS)]
          .filter((endpoint) => !FAMILY_READS.includes(endpoint))
          .map((endpoint) => endpoint.path),
        EVENT_ENDPOINTS.claim.path];
      if (writes.includes(path)) continue;
      for (const user of allowed) {
        const answer = await calls.get(user)!(path, fields);
        expect(answer.code, `${user} on ${path}`).not.toBe(ERROR_CODES.forbidden);
      }
    }
  });
});
