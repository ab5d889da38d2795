// The turntables (SPEC 9; DESIGN 11; server/games/turntable.ts): the wheels, one wheel, spinning under an
// Idempotency-Key, records and big wins. Players only (the policy's playTurntable).
import { Hono } from 'hono';
import { TURNTABLE_ENDPOINTS } from '../../src/contract/turntable.ts';
import { isWheelId, type WheelId } from '../../src/domain/turntable.ts';
import { bigWins, spin, spinRecords, wheelSummaries, wheelView } from '../games/turntable.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import { allow } from './authorize.ts';
import type { ApiDeps } from './deps.ts';
import { cursorField } from './fields.ts';
import { idempotent } from './idempotency.ts';
import { envelopeOf, errorEnvelope, fail, ok } from './respond.ts';

/** The wheel named by the request, or null when it names none. */
function wheelField(fields: Record<string, string>): WheelId | null {
  const value = fields['wheel'];
  return isWheelId(value) ? value : null;
}

/** The turntable sub-app. */
export function turntableApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);
  const playersOnly = allow(deps, 'playTurntable');

  return new Hono<AuthedEnv>()
    .post(TURNTABLE_ENDPOINTS.wheels.path, session, playersOnly, (c) => ok(c, wheelSummaries(db, c.var.user.userId, clock.now())))
    .post(TURNTABLE_ENDPOINTS.wheel.path, session, playersOnly, (c) => {
      const wheel = wheelField(c.var.fields);
      if (wheel === null) return fail(c, 'turntable.unknownWheel');
      return ok(c, wheelView(db, c.var.user.userId, wheel, clock.now()));
    })
    .post(TURNTABLE_ENDPOINTS.spin.path, session, playersOnly, (c) =>
      idempotent(deps, c, TURNTABLE_ENDPOINTS.spin.path, () => {
        const wheel = wheelField(c.var.fields);
        if (wheel === null) return errorEnvelope('turntable.unknownWheel');
        return envelopeOf(spin(db, c.var.user.userId, wheel, clock.now()));
      }),
    )
    .post(TURNTABLE_ENDPOINTS.records.path, session, playersOnly, (c) => {
      const wheel = wheelField(c.var.fields);
      if (wheel === null) return fail(c, 'turntable.unknownWheel');
      const cursor = cursorField(c.var.fields['cursor']);
      if (cursor === 'bad') return fail(c, 'invalidParams');
      return ok(c, spinRecords(db, c.var.user.userId, wheel, cursor, clock.now()));
    })
    .post(TURNTABLE_ENDPOINTS.bigWins.path, session, playersOnly, (c) => {
      const wheel = wheelField(c.var.fields);
      if (wheel === null) return fail(c, 'turntable.unknownWheel');
      return ok(c, bigWins(db, wheel));
    });
}
