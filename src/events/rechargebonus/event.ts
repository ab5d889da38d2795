import type { EventDef } from '../../lib/event-def.ts';

/** Coins topped up in a month, bonus coins by tier. */
export const event = {
  routes: [{ path: '/activity/rechargebonus', auth: false }],
  window: { kind: 'monthly' },
  metric: 'topUp',
  audience: 'everyone',
  rewards: {
    kind: 'tiers',
    table: [
      { atLeast: 100000, coins: 3000 },
      { atLeast: 500000, coins: 20000 },
      { atLeast: 2000000, coins: 100000 },
    ],
  },
  theme: { from: '#6a1b9a', to: '#311b92' },
} satisfies EventDef;
