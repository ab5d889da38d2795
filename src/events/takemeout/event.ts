import type { EventDef } from '../../lib/event-def.ts';

/** Daily dating-show battles at 19, 21 and 23 h, ranked by PK score. */
export const event = {
  routes: [{ path: '/takemeout', auth: true }],
  window: { kind: 'daily' },
  metric: 'pkScore',
  audience: 'hosts',
  rewards: {
    currency: 'bean',
    kind: 'rank',
    table: [
      { fromRank: 1, toRank: 1, coins: 8000 },
      { fromRank: 2, toRank: 2, coins: 4000 },
      { fromRank: 3, toRank: 3, coins: 2000 },
    ],
  },
  pk: { format: 'showcase', sides: 6, startHours: [19, 21, 23], minutes: 30 },
  theme: { from: '#c2185b', to: '#4a148c' },
} satisfies EventDef;
