import type { EventDef } from '../../routes.ts';

/** One-off PK battle of 4 September page. */
export const event = {
  routes: [{ path: '/pk0904', auth: true }],
} satisfies EventDef;
