// DESIGN 4 idempotency of money-moving calls: a key is scoped to user and endpoint and kept 24 hours; a repeat
// gets the first answer, a reused key with a different body gets idempotencyConflict. The check, the work and the
// stored answer happen in one transaction, so two racing copies of a request cannot both do the work.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, type Envelope } from '../../src/contract/envelope.ts';
import type { ErrorName } from '../../src/contract/errors.ts';
import { transaction } from '../db/transaction.ts';
import type { AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { clientAddress, overLimit } from './rate-limit.ts';
import { errorEnvelope, fail } from './respond.ts';

/** DESIGN 4: keys are kept 24 hours. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A hash of the request's own fields (not `time` or `sign`, which differ between retries of one submission). The
 * fields are written as a JSON array of sorted [key, value] pairs, so no value can pass for another field
 * (`{a: '1&b=2'}` and `{a: '1', b: '2'}` hash differently).
 */
export function bodyHash(fields: Record<string, string>): string {
  const canonical = JSON.stringify(Object.keys(fields).sort().map((key) => [key, fields[key]]));
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * What a money call answers when the database itself refuses its work (a balance that would go negative, a unique
 * rule such as one withdrawal a day), or null for an error that is a fault. The checks before the work normally answer
 * first; this covers the case where another writer got in between.
 */
export type Refusal = (error: unknown) => ErrorName | null;

/**
 * Runs `work` once per (user, endpoint, key); `work` runs inside the transaction and returns the envelope. When the
 * database refuses the work, `refusal` names the answer: the work is undone, and the answer kept under the key.
 */
export function idempotent(deps: ApiDeps, c: Context<AuthedEnv>, endpoint: string, work: () => Envelope<unknown>, refusal: Refusal = () => null) {
  const key = c.req.header(IDEMPOTENCY_HEADER) ?? '';
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return fail(c, 'invalidParams');
  const userId = c.var.user.userId;
  // Every money call passes here: throttled per user and per address before any work (nothing is stored under the
  // key, so the same submission may be sent again once the minute is over).
  const address = clientAddress(c, deps.config.trustProxy);
  if (overLimit(deps.limiter, [['moneyPerUser', String(userId)], ['moneyPerAddress', address]])) return fail(c, 'rateLimited');
  const hash = bodyHash(c.var.fields);
  const now = deps.clock.now();
  const outcome = transaction(deps.db, () => {
    deps.db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(now - IDEMPOTENCY_TTL_MS);
    const stored = deps.db
      .prepare('SELECT body_hash, response FROM idempotency_keys WHERE user_id = ? AND endpoint = ? AND key = ?')
      .get(userId, endpoint, key) as { body_hash: string; response: string } | undefined;
    if (stored) return stored.body_hash === hash ? (JSON.parse(stored.response) as Envelope<unknown>) : null;
    const answer = undoUnlessDone(deps, work, refusal);
    deps.db
      .prepare('INSERT INTO idempotency_keys (user_id, endpoint, key, body_hash, response, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(userId, endpoint, key, hash, JSON.stringify(answer), now);
    return answer;
  });
  return outcome ? c.json(outcome) : fail(c, 'idempotencyConflict');
}

/** Runs `work` in a savepoint; when it throws a refusal, rolls back to the savepoint and answers that refusal. */
function undoUnlessDone(deps: ApiDeps, work: () => Envelope<unknown>, refusal: Refusal): Envelope<unknown> {
  deps.db.exec('SAVEPOINT money_work');
  try {
    const answer = work();
    deps.db.exec('RELEASE money_work');
    return answer;
  } catch (error) {
    deps.db.exec('ROLLBACK TO money_work');
    deps.db.exec('RELEASE money_work');
    const name = refusal(error);
    if (name === null) throw error;
    return errorEnvelope(name);
  }
}
