import type { EventDef } from '../../routes.ts';

/** One-off PK schedule page. */
export const event = {
  routes: [{ path: '/pktable', auth: true }],
} satisfies EventDef;
