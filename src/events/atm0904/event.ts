import type { EventDef } from '../../routes.ts';

/** One-off ATM challenge of 4 September page. */
export const event = {
  routes: [{ path: '/atm0904', auth: true }],
} satisfies EventDef;
