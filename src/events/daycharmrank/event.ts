import type { EventDef } from '../../lib/event-def.ts';

/** The day's charm ranking of hosts (beans received from gifts), top ten rewarded. */
export const event = {
  routes: [{ path: '/activity/daycharmrank', auth: true }],
  window: { kind: 'daily' },
  metric: 'charm',
  audience: 'hosts',
  rewards: {
    currency: 'bean',
    kind: 'rank',
    table: [
      { fromRank: 1, toRank: 1, coins: 10000 },
      { fromRank: 2, toRank: 2, coins: 6000 },
      { fromRank: 3, toRank: 3, coins: 4000 },
      { fromRank: 4, toRank: 10, coins: 1000 },
    ],
  },
  theme: { from: '#c2185b', to: '#880e4f' },
} satisfies EventDef;
