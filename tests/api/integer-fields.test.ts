// One rule for every integer field of every endpoint (docs/api.md "Integer fields"; src/domain/integer.ts): canonical
// digits only. The walk sends each integer field name to every endpoint (tests/api/endpoint-callers.ts, which the
// bad-input test keeps complete) as a valid number and as garbage; where the two are answered differently the
// endpoint reads the field, and then every lenient spelling of the number (" 10000 ", "010000", "+10000",
// "10000.0"...) must be answered exactly like the garbage: refused the same way, never taken as the number.
import { describe, expect, it } from 'vitest';
import { RESALE_ENDPOINTS } from '../../src/contract/resale.ts';
import { WITHDRAW_ENDPOINTS } from '../../src/contract/withdraw.ts';
import { FAMILY_COIN_ENDPOINTS } from '../../src/contract/family.ts';
import { VIP_ENDPOINTS, DECOR_ENDPOINTS } from '../../src/contract/account.ts';
import { TASK_ENDPOINTS } from '../../src/contract/tasks.ts';
import { EVENT_ENDPOINTS } from '../../src/contract/events.ts';
import { INTEGER_FIELD_MAX_DIGITS, parseIntegerField } from '../../src/domain/integer.ts';
import { parseWholeAmount } from '../../src/domain/money.ts';
import { businessDate, monthStart } from '../../src/domain/time.ts';
import { TEST_NOW } from '../support/test-now.ts';
import { CALLERS } from './endpoint-callers.ts';
import { envelope, postSigned, signIn, testApp } from './helpers.ts';

/** Every integer field name the endpoints read, with a number each may hold. */
const INTEGER_FIELDS: Record<string, string> = {
  id: '1', cursor: '5', amount: '10000', user_id: '10004', target_user_id: '10004', fee: '0', day: '3', limit: '100000', days: '30',
  agency_id: '20001', host_id: '10001', sub_agent_id: '30001', family_id: '30001', request_id: '1', summons_id: '1', reward: '0', status: '1',
};

/** Lenient spellings of `n`: each must be refused like garbage. */
const lenient = (n: string) => [` ${n} `, `0${n}`, `+${n}`, `${n}.0`, `${n}\n`, `\t${n}`];

/** The rest of a form an endpoint needs before it reads the field, for the calls that move money. */
const round = monthStart(businessDate(TEST_NOW));
const BASE: Record<string, Record<string, string>> = {
  [RESALE_ENDPOINTS.transfer.path]: { target_user_id: '10004', amount: '10000' },
  [WITHDRAW_ENDPOINTS.submit.path]: { method: 'dana', amount: '50000' },
  [FAMILY_COIN_ENDPOINTS.contribute.path]: { family_id: '30001', amount: '10000' },
  [VIP_ENDPOINTS.buy.path]: { days: '30' },
  [DECOR_ENDPOINTS.buy.path]: { item_id: 'frame-gold', days: '7' },
  [EVENT_ENDPOINTS.claim.path]: { event: 'rechargebonus', round },
};

describe('parseIntegerField', () => {
  it('reads canonical digits only, within the range', () => {
    expect(parseIntegerField('10000')).toBe(10000);
    expect(parseIntegerField('0')).toBe(0);
    expect(parseIntegerField('0', { min: 1 })).toBeNull();
    expect(parseIntegerField('9'.repeat(INTEGER_FIELD_MAX_DIGITS))).toBe(Number('9'.repeat(INTEGER_FIELD_MAX_DIGITS)));
    for (const bad of [...lenient('10000'), ' 10000', '10000 ', '0010000', '1e4', '-0', '',  '1'.repeat(INTEGER_FIELD_MAX_DIGITS + 1), '1,000', '1_000', '0x10', '١٠', '１０', 'Infinity', 'NaN', null, undefined, 10]) {
      expect(parseIntegerField(bad), JSON.stringify(bad)).toBeNull();
    }
    expect(parseWholeAmount(' 10000 ')).toBeNull();
    expect(parseWholeAmount('010000')).toBeNull();
  });

  it("reads back what a page sends for any whole number (the forms send NumberInput's value as String(n))", () => {
    for (const n of [0, 1, 9, 10, 10000, 1_500_000, Number.MAX_SAFE_INTEGER - 1]) {
      const text = String(n);
      if (text.length <= INTEGER_FIELD_MAX_DIGITS) expect(parseIntegerField(text)).toBe(n);
    }
  });
});

describe('integer fields on every endpoint', () => {
  it('answer a lenient spelling exactly as they answer garbage', { timeout: 240_000 }, async () => {
    const t = testApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    const tokens = new Map<string, string>();
    for (const [, user] of CALLERS) if (!tokens.has(user)) tokens.set(user, await signIn(t.app, t.clock.now(), user));
    let calls = 0;
    const codeOf = async (path: string, user: string, fields: Record<string, string>) => {
      const res = await postSigned(t.app, path, tokens.get(user)!, fields, { now: t.clock.now(), headers: { 'Idempotency-Key': `integer-field-${calls++}` } });
      expect(res.status, path).toBeLessThan(500);
      return (await envelope(res)).code;
    };
    const read: string[] = [];
    for (const [endpoints, user] of CALLERS) {
      for (const endpoint of Object.values(endpoints)) {
        for (const [field, n] of Object.entries(INTEGER_FIELDS)) {
          const base = BASE[endpoint.path] ?? {};
          const garbage = await codeOf(endpoint.path, user, { ...base, [field]: 'x1' });
          // Taken with garbage in it: the endpoint does not read this field.
          if (garbage === 0) continue;
          const answers = [];
          for (const spelling of lenient(n)) answers.push([spelling, await codeOf(endpoint.path, user, { ...base, [field]: spelling })] as const);
          const valid = await codeOf(endpoint.path, user, { ...base, [field]: n });
          if (valid === garbage) continue;
          read.push(`${endpoint.path} ${field}`);
          for (const [spelling, code] of answers) expect(code, `${endpoint.path} ${field}=${JSON.stringify(spelling)}`).toBe(garbage);
        }
      }
    }
    // The walk reached the fields that move money and pick whom they concern.
    for (const pair of [
      `${RESALE_ENDPOINTS.transfer.path} amount`,
      `${RESALE_ENDPOINTS.transfer.path} target_user_id`,
      `${WITHDRAW_ENDPOINTS.submit.path} amount`,
      `${FAMILY_COIN_ENDPOINTS.contribute.path} amount`,
      `${VIP_ENDPOINTS.buy.path} days`,
      `${TASK_ENDPOINTS.claimMilestone.path} day`,
      `${EVENT_ENDPOINTS.claim.path} reward`,
    ]) {
      expect(read).toContain(pair);
    }
    expect(read.length).toBeGreaterThan(40);
  });
});
