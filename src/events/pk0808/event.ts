import type { EventDef } from '../../routes.ts';

/** One-off PK battle of 8 August page. */
export const event = {
  routes: [{ path: '/pk0808', auth: true }],
} satisfies EventDef;
