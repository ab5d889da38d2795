// Money-moving calls (DESIGN 4) run once per Idempotency-Key (server/services/idempotency.ts), throttled per user and
// per client address before any work.
import type { Context } from 'hono';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, type Envelope } from '../../src/contract/envelope.ts';
import { bodyHash, onceByKey } from '../services/idempotency.ts';
import type { Refusal } from '../services/outcome.ts';
import { overLimit } from '../services/rate-limit.ts';
import type { AuthedEnv } from './auth.ts';
import { clientAddress } from './client-address.ts';
import type { ApiDeps } from './deps.ts';
import { fail } from './respond.ts';

/**
 * Answers the request with `work`'s envelope, run once per (user, endpoint, key) inside the transaction that stores it;
 * a repeat gets the first answer, a key reused with another body `idempotencyConflict`.
 */
export function idempotent(deps: ApiDeps, c: Context<AuthedEnv>, endpoint: string, work: () => Envelope<unknown>, refusal: Refusal = () => null) {
  const key = c.req.header(IDEMPOTENCY_HEADER) ?? '';
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return fail(c, 'invalidParams');
  const userId = c.var.user.userId;
  // Every money call passes here: throttled per user and per address before any work (nothing is stored under the
  // key, so the same submission may be sent again once the minute is over).
  const address = clientAddress(c, deps.config.trustProxy);
  if (overLimit(deps.limiter, [['moneyPerUser', String(userId)], ['moneyPerAddress', address]])) return fail(c, 'rateLimited');
  const outcome = onceByKey(deps.db, { userId, endpoint, key }, bodyHash(c.var.fields), deps.clock.now(), work, refusal);
  return outcome ? c.json(outcome) : fail(c, 'idempotencyConflict');
}
