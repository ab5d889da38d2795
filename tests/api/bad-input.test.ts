// Every endpoint against malformed input: a coded answer, never a 500, never a change to business data (any row of
// any business table; the answers themselves are kept under their idempotency keys, which is not business data).
import { describe, expect, it } from 'vitest';
import { EARNINGS_ENDPOINTS } from '../../src/contract/earnings.ts';
import type { Endpoint } from '../../src/contract/endpoints.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import { RESALE_ENDPOINTS } from '../../src/contract/resale.ts';
import { OPS_ENDPOINTS, WITHDRAW_ENDPOINTS } from '../../src/contract/withdraw.ts';
import { businessFingerprint, envelope, postSigned, signIn, testApp } from './helpers.ts';

/** Who may call each area, so the bad input reaches the handler and not the role check. */
const CALLERS: [Record<string, Endpoint<unknown, unknown>>, string][] = [
  [EARNINGS_ENDPOINTS, '10001'],
  [WITHDRAW_ENDPOINTS, '10001'],
  [RESALE_ENDPOINTS, '10003'],
  [OPS_ENDPOINTS, '10008'],
];

/** Field values a careless or hostile client might send. */
const BAD_VALUES = [
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  '12.5',
  "1' OR '1'='1",
  '1; DROP TABLE withdrawals;--',
  '<script>alert(1)</script>',
  '２０００００',
  'null',
  '[]',
  'x'.repeat(5000),
];

/** Every field name the endpoints read. */
const FIELDS = ['id', 'cursor', 'start', 'end', 'tab', 'type', 'method', 'amount', 'bank_code', 'account_number', 'holder_name', 'phone', 'user_id', 'target_user_id', 'status'];

const KNOWN_CODES = new Set<number>(Object.values(ERROR_CODES));

describe('malformed input on every endpoint', () => {
  it('answers a known code with HTTP below 500 and changes no business data', async () => {
    const t = testApp();
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
          expect(res.status, `${endpoint.path} ${JSON.stringify(value).slice(0, 40)}`).toBeLessThan(500);
          const { code } = await envelope(res);
          expect(code === 0 || KNOWN_CODES.has(code), `${endpoint.path} answered ${code}`).toBe(true);
        }
      }
    }
    expect(requests).toBeGreaterThan(200);
    expect(businessFingerprint(t.db)).toBe(before);
  });
});
