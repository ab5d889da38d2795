// Answers in the envelope of DESIGN 4. Business outcomes travel in `code` with HTTP 200; the HTTP status is only
// for what is not an answer of the API (unknown endpoint, broken server).
import type { Context } from 'hono';
import type { Envelope } from '../../src/contract/envelope.ts';
import { ERROR_CODES, OK_CODE, type ErrorName } from '../../src/contract/errors.ts';
import type { Outcome } from '../services/outcome.ts';

/** Code 0 with `data`. */
export function ok<Data>(c: Context, data: Data) {
  return c.json({ code: OK_CODE, msg: 'ok', data });
}

/** A named error with optional `data` (e.g. `cur_time` for staleTime). */
export function fail(c: Context, name: ErrorName, data: unknown = null, status: 200 | 404 | 413 | 500 | 503 = 200) {
  return c.json({ code: ERROR_CODES[name], msg: name, data }, status);
}

/**
 * `rateLimited` with how long to wait (`retryAfterMs`, and the Retry-After header in whole seconds), so a page can tell
 * the user and try again then.
 */
export function failThrottled(c: Context, waitMs: number) {
  c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return fail(c, 'rateLimited', { retryAfterMs: waitMs });
}

/** An error envelope, for answers stored under an idempotency key; `data` as `fail` carries it. */
export function errorEnvelope(name: ErrorName, data: unknown = null): Envelope<unknown> {
  return { code: ERROR_CODES[name], msg: name, data };
}

/** An operation's outcome as the answer: its data, or its refusal. */
export function answer<Data>(c: Context, outcome: Outcome<Data>) {
  return outcome.ok ? ok(c, outcome.data) : fail(c, outcome.error, outcome.data);
}

/** An operation's outcome as an envelope, for the work of a money call (stored under its idempotency key). */
export function envelopeOf<Data>(outcome: Outcome<Data>): Envelope<unknown> {
  return outcome.ok ? { code: OK_CODE, msg: 'ok', data: outcome.data } : errorEnvelope(outcome.error, outcome.data);
}
