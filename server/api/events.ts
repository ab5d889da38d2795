// The event kit's API (DESIGN 11; server/events/boards.ts): one set of endpoints answers every event folder. The
// schedule, boards and PK battles are public (a board is what the page shows anyone); the caller's standing and reward
// claims need a session.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { EVENT_ENDPOINTS, type EventSchedule } from '../../src/contract/events.ts';
import { claimEventReward, claimRefusal, eventBattles, eventBoard, eventMe, eventTimes, participantOf } from '../events/boards.ts';
import { EVENTS, findEvent } from '../events/folders.ts';
import { requireSession, type AuthedEnv } from './auth.ts';
import type { ApiDeps } from './deps.ts';
import { idempotent } from './idempotency.ts';
import { envelopeOf, fail, ok } from './respond.ts';

/** The fields of a public request (a form body; anything else reads as no fields). */
async function publicFields(c: Context): Promise<Record<string, string>> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    return {};
  }
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The events sub-app. */
export function eventsApi(deps: ApiDeps) {
  const { db, clock } = deps;
  const session = requireSession(deps);

  return new Hono<AuthedEnv>()
    .post(EVENT_ENDPOINTS.schedule.path, (c) => {
      const now = clock.now();
      return ok<EventSchedule>(c, { now, events: [...EVENTS.values()].map((event) => eventTimes(event, now)) });
    })
    .post(EVENT_ENDPOINTS.board.path, async (c) => {
      const event = findEvent((await publicFields(c))['event']);
      if (!event) return fail(c, 'event.notFound');
      return ok(c, eventBoard(db, event, clock.now()));
    })
    .post(EVENT_ENDPOINTS.battles.path, async (c) => {
      const event = findEvent((await publicFields(c))['event']);
      if (!event || !event.pk) return fail(c, 'event.notFound');
      return ok(c, eventBattles(db, event, clock.now()));
    })
    .post(EVENT_ENDPOINTS.me.path, session, (c) => {
      const event = findEvent(c.var.fields['event']);
      if (!event) return fail(c, 'event.notFound');
      return ok(c, eventMe(db, event, c.var.user.userId, clock.now()));
    })
    .post(EVENT_ENDPOINTS.claim.path, session, (c) => {
      const fields = c.var.fields;
      const event = findEvent(fields['event']);
      if (!event) return fail(c, 'event.notFound');
      // SPEC 6: an event not for the caller's role (hosts' charm, agencies' ranks) is refused before any work.
      const participant = participantOf(db, event, c.var.user.userId);
      if (!participant) return fail(c, 'forbidden');
      return idempotent(
        deps,
        c,
        EVENT_ENDPOINTS.claim.path,
        () => envelopeOf(claimEventReward(db, event, c.var.user.userId, participant, { round: fields['round'], reward: fields['reward'] }, clock.now())),
        claimRefusal,
      );
    });
}
