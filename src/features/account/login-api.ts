// The two sign-in calls: signed like every call (time, sign) but made before there is a session, so they do not go
// through `call`, which needs one. A stale-time answer corrects the clock and the call is sent once more.
import type { Endpoint, RequestOf, ResponseOf } from '../../contract/endpoints.ts';
import type { Envelope } from '../../contract/envelope.ts';
import { errorName } from '../../contract/errors.ts';
import type { SignedValue } from '../../contract/h5-crypto.ts';
import { ApiError, API_TIMEOUT_MS, signedFields } from '../../lib/api.ts';
import { applyServerTime } from '../../lib/clock.ts';
import { API_BASE } from '../../lib/config.ts';

/** Sends one sign-in call; resolves to its data or rejects with an ApiError (`data` carries e.g. `retryAfterMs`). */
export async function publicCall<E extends Endpoint<unknown, unknown>>(endpoint: E, body: RequestOf<E> & Record<string, SignedValue>): Promise<ResponseOf<E>> {
  for (let attempt = 0; ; attempt++) {
    let answer: Envelope<unknown>;
    // AbortSignal.timeout is newer than the oldest WebView (Chrome 87).
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
    try {
      const response = await fetch(API_BASE + endpoint.path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(await signedFields(body)),
        signal: controller.signal,
      });
      answer = (await response.json()) as Envelope<unknown>;
    } catch {
      throw new ApiError('network', null);
    } finally {
      clearTimeout(timer);
    }
    if (answer.code === 0) return answer.data as ResponseOf<E>;
    const name = errorName(answer.code);
    if (name === 'staleTime' && attempt === 0) {
      applyServerTime((answer.data as { cur_time?: unknown } | null)?.cur_time);
      continue;
    }
    throw new ApiError(name ?? 'unknown', answer.code, answer.data);
  }
}
