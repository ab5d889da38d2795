// Ramadan red packets (SPEC 1, 9; server/events/red-packets.ts): the caller's status and the grab, under an
// Idempotency-Key.
import { Hono } from 'hono';
import { RED_PACKET_ENDPOINTS } from '../../src/contract/events.ts';
import { grabPacket, grabRefusal, redPacketStatus } from '../events/red-packets.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { idempotent } from './idempotency.ts';
import { envelopeOf, ok } from './respond.ts';

/** The red-packet sub-app. */
export function redPacketsApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);

  return new Hono<AuthedEnv>()
    .post(RED_PACKET_ENDPOINTS.status.path, session, (c) => ok(c, redPacketStatus(db, c.var.user.userId, clock.now())))
    .post(RED_PACKET_ENDPOINTS.grab.path, session, (c) =>
      idempotent(deps, c, RED_PACKET_ENDPOINTS.grab.path, () => envelopeOf(grabPacket(db, c.var.user.userId, clock.now())), grabRefusal),
    );
}
