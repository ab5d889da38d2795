// DESIGN 4 idempotency of money-moving calls: a key is scoped to user and endpoint and kept 24 hours; a repeat gets the
// first answer, a reused key with a different body gets none (idempotencyConflict). The check, the work and the stored
// answer happen in one transaction, so two racing copies of a request cannot both do the work.
import { createHash } from 'node:crypto';
import type { Envelope } from '../../src/contract/envelope.ts';
import { ERROR_CODES } from '../../src/contract/errors.ts';
import type { Db } from '../db/database.ts';
import { transaction } from '../db/transaction.ts';
import type { Refusal } from './outcome.ts';

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

/** Whose key it is, and for which endpoint. */
export interface KeyScope {
  userId: number;
  endpoint: string;
  key: string;
}

/**
 * Runs `work` once per scope: inside one transaction, the answer stored under the key (when its body hash matches), or
 * `work`'s answer, stored. Null when the key was used with another body. When the database refuses the work, `refusal`
 * names the answer: the work is undone, and that answer kept under the key.
 */
export function onceByKey(db: Db, scope: KeyScope, hash: string, now: number, work: () => Envelope<unknown>, refusal: Refusal): Envelope<unknown> | null {
  return transaction(db, () => {
    db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(now - IDEMPOTENCY_TTL_MS);
    const stored = db
      .prepare('SELECT body_hash, response FROM idempotency_keys WHERE user_id = ? AND endpoint = ? AND key = ?')
      .get(scope.userId, scope.endpoint, scope.key) as { body_hash: string; response: string } | undefined;
    if (stored) return stored.body_hash === hash ? (JSON.parse(stored.response) as Envelope<unknown>) : null;
    const answer = undoUnlessDone(db, work, refusal);
    db.prepare('INSERT INTO idempotency_keys (user_id, endpoint, key, body_hash, response, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      scope.userId,
      scope.endpoint,
      scope.key,
      hash,
      JSON.stringify(answer),
      now,
    );
    return answer;
  });
}

/** Runs `work` in a savepoint; when it throws a refusal, rolls back to the savepoint and answers that refusal. */
function undoUnlessDone(db: Db, work: () => Envelope<unknown>, refusal: Refusal): Envelope<unknown> {
  db.exec('SAVEPOINT money_work');
  try {
    const answer = work();
    db.exec('RELEASE money_work');
    return answer;
  } catch (error) {
    db.exec('ROLLBACK TO money_work');
    db.exec('RELEASE money_work');
    const name = refusal(error);
    if (name === null) throw error;
    return { code: ERROR_CODES[name], msg: name, data: null };
  }
}
