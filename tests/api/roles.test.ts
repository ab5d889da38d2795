// Every endpoint of the earnings, withdrawal, resale and operator areas against every demo account: the roles of SPEC 6
// that may not call it get `forbidden` and change nothing, even with a request that would succeed for the right role.
import { describe, expect, it } from 'vitest';
import { EARNINGS_ENDPOINTS } from '../../src/contract/earnings.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { MARBLE_ENDPOINTS } from '../../src/contract/marble.ts';
import { RESALE_ENDPOINTS } from '../../src/contract/resale.ts';
import { TASK_ENDPOINTS } from '../../src/contract/tasks.ts';
import { OPS_ENDPOINTS, WITHDRAW_ENDPOINTS } from '../../src/contract/withdraw.ts';
import { addDays, businessDate } from '../../src/domain/time.ts';
import { businessFingerprint, caller, testApp } from './helpers.ts';

const DEMO_USERS = ['10001', '10002', '10003', '10004', '10005', '10006', '10007', '10008'] as const;
type DemoUser = (typeof DEMO_USERS)[number];

/** Hosts (10001, 10006); earners add agency heads (10002); dealers are resellers and sub-agents; 10008 operates. */
const HOSTS: DemoUser[] = ['10001', '10006'];
const EARNERS: DemoUser[] = ['10001', '10002', '10006'];
const DEALERS: DemoUser[] = ['10003', '10005', '10007'];
const OPERATORS: DemoUser[] = ['10008'];
/** The task centre: everyone but coin dealers (docs/rules.md); the marble game: everyone signed in. */
const TASK_TAKERS: DemoUser[] = DEMO_USERS.filter((user) => !DEALERS.includes(user));
const EVERYONE: DemoUser[] = [...DEMO_USERS];

/** Each endpoint, who may call it, and a request that is valid for those who may. */
function cases(today: string): { path: `/api/${string}`; allowed: DemoUser[]; fields: Record<string, string | number> }[] {
  const range = { start: addDays(today, -6), end: today };
  return [
    { path: EARNINGS_ENDPOINTS.summary.path, allowed: HOSTS, fields: {} },
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
    { path: TASK_ENDPOINTS.overview.path, allowed: TASK_TAKERS, fields: {} },
    { path: TASK_ENDPOINTS.signIn.path, allowed: TASK_TAKERS, fields: {} },
    { path: TASK_ENDPOINTS.claim.path, allowed: TASK_TAKERS, fields: { task: 'dailyTopUp' } },
    { path: TASK_ENDPOINTS.claimMilestone.path, allowed: TASK_TAKERS, fields: { day: '3' } },
    { path: MARBLE_ENDPOINTS.overview.path, allowed: EVERYONE, fields: {} },
    { path: MARBLE_ENDPOINTS.confirmAdult.path, allowed: EVERYONE, fields: {} },
    { path: MARBLE_ENDPOINTS.setLimit.path, allowed: EVERYONE, fields: { limit: '5000' } },
    { path: MARBLE_ENDPOINTS.bet.path, allowed: EVERYONE, fields: { amount: '100' } },
    { path: MARBLE_ENDPOINTS.records.path, allowed: EVERYONE, fields: {} },
    { path: MARBLE_ENDPOINTS.record.path, allowed: EVERYONE, fields: { id: '1' } },
    { path: MARBLE_ENDPOINTS.ranks.path, allowed: EVERYONE, fields: { kind: 'daily' } },
    { path: MARBLE_ENDPOINTS.wins.path, allowed: EVERYONE, fields: {} },
  ];
}

describe('roles on every endpoint', () => {
  it('lists every endpoint of the areas', () => {
    const listed = new Set(cases('2026-11-21').map((c) => c.path));
    for (const endpoints of [EARNINGS_ENDPOINTS, WITHDRAW_ENDPOINTS, RESALE_ENDPOINTS, OPS_ENDPOINTS, TASK_ENDPOINTS, MARBLE_ENDPOINTS]) {
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
    // One session per user: the token check is throttled per user id.
    const calls = new Map<DemoUser, Awaited<ReturnType<typeof caller>>>();
    for (const user of DEMO_USERS) calls.set(user, await caller(t, user));
    for (const { path, allowed, fields } of cases(today)) {
      // Money and binding calls are walked by their own area tests; here only reads, which leave nothing behind.
      const writes: string[] = [WITHDRAW_ENDPOINTS.bind.path, WITHDRAW_ENDPOINTS.submit.path, RESALE_ENDPOINTS.transfer.path,
        EARNINGS_ENDPOINTS.changePayoutType.path, OPS_ENDPOINTS.reviewWithdrawal.path, TASK_ENDPOINTS.signIn.path, TASK_ENDPOINTS.claim.path,
        TASK_ENDPOINTS.claimMilestone.path, MARBLE_ENDPOINTS.confirmAdult.path, MARBLE_ENDPOINTS.setLimit.path, MARBLE_ENDPOINTS.bet.path];
      if (writes.includes(path)) continue;
      for (const user of allowed) {
        const answer = await calls.get(user)!(path, fields);
        expect(answer.code, `${user} on ${path}`).not.toBe(ERROR_CODES.forbidden);
      }
    }
  });
});
