import type { EventDef } from '../../lib/event-def.ts';

/** The week's charm ranking of hosts, top twenty rewarded. */
export const event = {
  routes: [{ path: '/activity/shiningGetAward', auth: true }],
  window: { kind: 'weekly' },
  metric: 'charm',
  audience: 'hosts',
  rewards: {
    currency: 'bean',
    kind: 'rank',
    table: [
      { fromRank: 1, toRank: 1, coins: 30000 },
      { fromRank: 2, toRank: 2, coins: 20000 },
      { fromRank: 3, toRank: 3, coins: 10000 },
      { fromRank: 4, toRank: 20, coins: 2000 },
    ],
  },
  theme: { from: '#ad1457', to: '#4a148c' },
} satisfies EventDef;
