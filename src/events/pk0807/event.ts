import type { EventDef } from '../../routes.ts';

/** One-off PK battle of 7 August page. */
export const event = {
  routes: [{ path: '/pk0807', auth: true }],
} satisfies EventDef;
