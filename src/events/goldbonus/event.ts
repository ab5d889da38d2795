import type { EventDef } from '../../lib/event-def.ts';

/** Beans hosts receive in a week (Monday to Sunday), paid as coin bonuses by tier. */
export const event = {
  routes: [{ path: '/activity/goldbonus', auth: true }],
  window: { kind: 'weekly' },
  metric: 'charm',
  audience: 'hosts',
  rewards: {
    currency: 'bean',
    kind: 'tiers',
    table: [
      { atLeast: 20000, coins: 1000 },
      { atLeast: 100000, coins: 6000 },
      { atLeast: 300000, coins: 20000 },
    ],
  },
  theme: { from: '#8a5800', to: '#5e3800' },
} satisfies EventDef;
