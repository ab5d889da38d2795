// POST /__test/clock, mounted only with TEST_CLOCK=1: moves the server clock so browser tests can reach Mondays,
// 15-day timeouts and midnight resets. Body: {"at": epochMs} | {"advanceMs": n} | {"reset": true}.
import { Hono } from 'hono';
import type { MovableClock } from './clock.ts';

/** The test clock sub-app. */
export function testClockApp(clock: MovableClock) {
  return new Hono().post('/__test/clock', async (c) => {
    let body: Record<string, unknown>;
    try {
      body = (await c.req.json()) as Record<string, unknown>;
    } catch {
      return c.json({ error: 'JSON body required' }, 400);
    }
    if (typeof body['at'] === 'number' && Number.isFinite(body['at'])) clock.setTo(body['at']);
    else if (typeof body['advanceMs'] === 'number' && Number.isFinite(body['advanceMs'])) clock.advance(body['advanceMs']);
    else if (body['reset'] === true) clock.reset();
    else return c.json({ error: 'give at, advanceMs or reset' }, 400);
    return c.json({ now: clock.now() });
  });
}
