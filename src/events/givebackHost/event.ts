import type { EventDef } from '../../lib/event-def.ts';

/** Fans of hosts: coins spent in a month, coins back by tier. */
export const event = {
  routes: [{ path: '/activity/givebackHost', auth: true }],
  window: { kind: 'monthly' },
  metric: 'coinsSpent',
  audience: 'everyone',
  rewards: {
    kind: 'tiers',
    table: [
      { atLeast: 50000, coins: 1000 },
      { atLeast: 200000, coins: 5000 },
      { atLeast: 1000000, coins: 30000 },
    ],
  },
  theme: { from: '#b23c17', to: '#880e4f' },
} satisfies EventDef;
