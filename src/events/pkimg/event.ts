import type { EventDef } from '../../routes.ts';

/** One-off PK showcase page. */
export const event = {
  routes: [{ path: '/pkimg', auth: true }],
} satisfies EventDef;
