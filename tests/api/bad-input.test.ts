// Every endpoint against a corpus of malformed values (tests/api/fixtures/bad-values.json: numbers, ids, dates, text
// with markup and SQL, oversized text, control characters, prototype keys): a coded answer, HTTP below 500, and no
// change to any business table. A new area adds its endpoints and the role that may call them to CALLERS; the last
// test fails while any API route is left out.
import { readFileSync } from 'node:fs';
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
import { SYSTEM_ENDPOINTS, USER_ENDPOINTS, type Endpoint } from '../../src/contract/endpoints.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { DRAW_ENDPOINTS } from '../../src/contract/draws.ts';
import { DEALER_ENDPOINTS, PRICE_LIST_ENDPOINTS, PRICE_LIST_OPS_ENDPOINTS } from '../../src/contract/price-list.ts';
import { MARBLE_ENDPOINTS } from '../../src/contract/marble.ts';
import { TASK_ENDPOINTS } from '../../src/contract/tasks.ts';
import { FAMILY_COIN_ENDPOINTS, FAMILY_ENDPOINTS, SUMMONS_ENDPOINTS } from '../../src/contract/family.ts';
import { EVENT_ENDPOINTS, RED_PACKET_ENDPOINTS } from '../../src/contract/events.ts';
import { RESALE_ENDPOINTS } from '../../src/contract/resale.ts';
import { TURNTABLE_ENDPOINTS } from '../../src/contract/turntable.ts';
import { TOPUP_ENDPOINTS } from '../../src/contract/topup.ts';
import { OPS_ENDPOINTS, WITHDRAW_ENDPOINTS } from '../../src/contract/withdraw.ts';
import { PAYMENT_CALLBACK_PATH, paymentSignature } from '../../server/coin/payments.ts';
import { businessFingerprint, envelope, postJson, postSigned, signIn, testApp } from './helpers.ts';

/** At least 200 values a careless or hostile client might send. */
const BAD_VALUES = JSON.parse(readFileSync(new URL('./fixtures/bad-values.json', import.meta.url), 'utf8')) as string[];

/** Each area's endpoints with a user whose role may call them, so the bad input reaches the handler. */
const CALLERS: [Record<string, Endpoint<unknown, unknown>>, string][] = [
  [USER_ENDPOINTS, '10004'],
  [EARNINGS_ENDPOINTS, '10001'],
  [WITHDRAW_ENDPOINTS, '10001'],
  [RESALE_ENDPOINTS, '10003'],
  [OPS_ENDPOINTS, '10008'],
  [EARNINGS_OPS_ENDPOINTS, '10008'],
  [DRAW_ENDPOINTS, '10004'],
  [TOPUP_ENDPOINTS, '10004'],
  [PRICE_LIST_ENDPOINTS, '10003'],
  [DEALER_ENDPOINTS, '10004'],
  [PRICE_LIST_OPS_ENDPOINTS, '10008'],
  [{ overview: TASK_ENDPOINTS.overview, claim: TASK_ENDPOINTS.claim, claimMilestone: TASK_ENDPOINTS.claimMilestone }, '10004'],
  // 10004 has not confirmed 18+, so no value can place a bet.
  [{ bet: MARBLE_ENDPOINTS.bet, records: MARBLE_ENDPOINTS.records, record: MARBLE_ENDPOINTS.record, ranks: MARBLE_ENDPOINTS.ranks, wins: MARBLE_ENDPOINTS.wins }, '10004'],
  [AGENCY_APPLY_ENDPOINTS, '10004'],
  [AGENCY_JOIN_ENDPOINTS, '10004'],
  [AGENCY_INVITATION_ENDPOINTS, '10004'],
  [AGENCY_ME_ENDPOINTS, '10004'],
  [AGENCY_HEAD_ENDPOINTS, '10002'],
  [AGENCY_HOST_ENDPOINTS, '10001'],
  [AGENCY_LIVE_ENDPOINTS, '10002'],
  [AGENCY_OPS_ENDPOINTS, '10008'],
  [LOGIN_ENDPOINTS, '10004'],
  [ACCOUNT_ENDPOINTS, '10004'],
  [BAN_ENDPOINTS, '10008'],
  [VIP_ENDPOINTS, '10002'],
  [LEVEL_ENDPOINTS, '10004'],
  [DECOR_ENDPOINTS, '10002'],
  [FOLLOW_ENDPOINTS, '10004'],
  [TURNTABLE_ENDPOINTS, '10004'],
  // 10002 creates family 30001 (DESIGN 5): every role check of a family passes, so the values reach the rules.
  [FAMILY_ENDPOINTS, '10002'],
  [FAMILY_COIN_ENDPOINTS, '10002'],
  [SUMMONS_ENDPOINTS, '10002'],
  [EVENT_ENDPOINTS, '10001'],
];

/** Calls that take no field or are checked on their own below. */
const CHECKED_APART = [
  SYSTEM_ENDPOINTS.getSysTime.path, SYSTEM_ENDPOINTS.checkToken.path, SYSTEM_ENDPOINTS.signOut.path, PAYMENT_CALLBACK_PATH,
  // Taking no field, or one whose valid values write (the day's seed, a sign-in, the 18+ confirmation, a daily limit):
  // tests/api/marble.test.ts and tasks.test.ts run the corpus against them.
  TASK_ENDPOINTS.signIn.path, MARBLE_ENDPOINTS.overview.path, MARBLE_ENDPOINTS.confirmAdult.path, MARBLE_ENDPOINTS.setLimit.path,
  // The red packets read no field, so every request of the corpus is a well-formed grab (tests/api/red-packets.test.ts).
  RED_PACKET_ENDPOINTS.status.path,
  RED_PACKET_ENDPOINTS.grab.path,
];

/** Every field name the endpoints read, and names no endpoint reads (the prototype keys among them). */
const FIELDS = [
  'id', 'cursor', 'start', 'end', 'tab', 'type', 'method', 'amount', 'bank_code', 'account_number', 'holder_name', 'phone',
  'user_id', 'target_user_id', 'status', 'scope', 'game', 'period', 'file', 'fee', 'reauth', 'reauth_method', 'task', 'day', 'kind', 'limit',
  '__proto__', 'constructor',
  'agent_name', 'avatar', 'whatsapp', 'bank_name', 'bank_card_number', 'account_holder_name', 'platform', 'code', 'q', 'decision',
  'reason', 'filter', 'agency_id', 'host_id',
  'region', 'package_type', 'confirm', 'operator_name', 'days', 'item_id', 'wear', 'wheel',
  'package_id', 'channel', 'lang', 'upload_id', 'sub_agent_id',
  'family_id', 'name', 'notice', 'query', 'request_id', 'muted', 'role', 'favorite', 'task', 'tier', 'summons_id',
  'event', 'round', 'reward',
];

const KNOWN_CODES = new Set<number>(Object.values(ERROR_CODES));

/** The app under test: throttling raised, since this is about what each value does, not how many are sent. */
const badInputApp = () => testApp({ env: { RATE_LIMIT_SCALE: '1000' } });

describe('the bad-value corpus', () => {
  it('has at least 200 distinct values', () => {
    expect(new Set(BAD_VALUES).size).toBe(BAD_VALUES.length);
    expect(BAD_VALUES.length).toBeGreaterThanOrEqual(200);
  });
});

describe('malformed input on every endpoint', () => {
  // Every area adds endpoints: thousands of requests, so more than the default 5 s.
  it('answers a known code with HTTP below 500 and changes no business data', { timeout: 120_000 }, async () => {
    const t = badInputApp();
    const before = businessFingerprint(t.db);
    const tokens = new Map<string, string>();
    for (const [, user] of CALLERS) if (!tokens.has(user)) tokens.set(user, await signIn(t.app, t.clock.now(), user));
    let requests = 0;
    for (const [endpoints, user] of CALLERS) {
      for (const endpoint of Object.values(endpoints)) {
        for (const value of BAD_VALUES) {
          const fields = Object.fromEntries(FIELDS.map((field) => [field, value]));
          const res = await postSigned(t.app, endpoint.path, tokens.get(user)!, fields, {
            now: t.clock.now(),
            headers: { 'Idempotency-Key': `bad-input-${requests}` },
          });
          requests++;
          const where = `${endpoint.path} ${JSON.stringify(value).slice(0, 40)}`;
          expect(res.status, where).toBeLessThan(500);
          const { code } = await envelope(res);
          expect(code === 0 || KNOWN_CODES.has(code), `${where} answered ${code}`).toBe(true);
        }
      }
    }
    expect(requests).toBeGreaterThan(200 * CALLERS.length);
    expect(businessFingerprint(t.db)).toBe(before);
  });

  it('answers malformed token checks and sign-outs with a code, never a session or a 500', async () => {
    const t = badInputApp();
    const token = await signIn(t.app, t.clock.now(), '10004');
    for (const value of BAD_VALUES) {
      for (const body of [{ params: value }, { params: [value] }, { [value]: value }, value]) {
        const res = await postJson(t.app, SYSTEM_ENDPOINTS.checkToken.path, body);
        expect(res.status).toBeLessThan(500);
        expect((await envelope(res)).code, JSON.stringify(body).slice(0, 60)).not.toBe(0);
      }
      if (value === '' || value === 'all') continue; // valid scopes: they do sign out
      const res = await postSigned(t.app, SYSTEM_ENDPOINTS.signOut.path, token, { scope: value }, { now: t.clock.now() });
      expect((await envelope(res)).code).toBe(ERROR_CODES.invalidParams);
    }
  });

  it('answers malformed payment callbacks with a code, signed or not, and credits nothing', async () => {
    const t = badInputApp();
    const before = businessFingerprint(t.db);
    const callback = (fields: Record<string, string>) =>
      t.app.request(PAYMENT_CALLBACK_PATH, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
    for (const value of BAD_VALUES) {
      const fields = { order_id: value, provider_tx_id: value, status: value, amount: value };
      for (const body of [{ ...fields, sign: paymentSignature(fields, t.config.paymentSecret) }, { ...fields, sign: value }, { sign: value }]) {
        const res = await callback(body);
        expect(res.status, JSON.stringify(value)).toBeLessThan(500);
        const { code } = await envelope(res);
        expect(code !== 0 && KNOWN_CODES.has(code), `${JSON.stringify(value)} answered ${code}`).toBe(true);
      }
    }
    expect(businessFingerprint(t.db)).toBe(before);
  }, 60_000);

  it('covers every API route the server has', () => {
    const t = badInputApp();
    const covered = new Set<string>([...CHECKED_APART, ...CALLERS.flatMap(([endpoints]) => Object.values(endpoints).map((endpoint) => endpoint.path))]);
    const routes = t.app.routes.filter((route) => route.method === 'POST' && route.path.startsWith('/api/')).map((route) => route.path);
    expect(routes.filter((path) => !covered.has(path))).toEqual([]);
  });
});
