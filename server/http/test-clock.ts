// POST /__test/clock, mounted only with TEST_CLOCK=1: moves the server clock so browser tests can reach Mondays,
// 15-day timeouts and midnight resets. Body: {"at": epochMs} | {"advanceMs": n} | {"reset": true}.
// POST /__test/reset {"at": epochMs}, mounted with it: the demo database as a fresh server seeds it at `at`, and the
// clock there. Tests that move the clock share one server; each starts from this state, so no test sees what jobs did
// at the times another test moved to (a week settled, a tier rated, a host detached in a later month).
import { Hono } from 'hono';
import type { MovableClock } from '../services/clock.ts';
import type { Db } from '../db/database.ts';
import { reseedDemo } from '../demo/database.ts';

/** The test clock sub-app; with `db`, also the reset to a freshly seeded demo database. */
export function testClockApp(clock: MovableClock, db?: Db) {
  const app = new Hono().post('/__test/clock', async (c) => {
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
  if (db) {
    app.post('/__test/reset', async (c) => {
      const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
      const at = body?.['at'];
      if (typeof at !== 'number' || !Number.isFinite(at)) return c.json({ error: 'give at' }, 400);
      clock.setTo(at);
      reseedDemo(db, at);
      return c.json({ now: clock.now() });
    });
  }
  return app;
}
