import type { EventDef } from '../../routes.ts';

/** One-off Take Me Out matchmaking PK page. */
export const event = {
  routes: [{ path: '/takemeout', auth: true }],
} satisfies EventDef;
