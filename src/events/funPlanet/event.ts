import type { EventDef } from '../../lib/event-def.ts';

/** Fun Planet: every agency is a planet; the day's ranking of agencies by their hosts' charm, top ten rewarded (public). */
export const event = {
  routes: [{ path: '/fun/planet', auth: false }],
  window: { kind: 'daily' },
  metric: 'agencyCharm',
  audience: 'agencies',
  rewards: {
    kind: 'rank',
    table: [
      { fromRank: 1, toRank: 1, coins: 5000 },
      { fromRank: 2, toRank: 2, coins: 3000 },
      { fromRank: 3, toRank: 3, coins: 2000 },
      { fromRank: 4, toRank: 10, coins: 500 },
    ],
  },
  theme: { from: '#4527a0', to: '#1a237e' },
} satisfies EventDef;
