import type { EventDef } from '../../lib/event-def.ts';

/** Showcase of the week's host battles (4 a night at 20:00), ranked by wins. */
export const event = {
  routes: [{ path: '/pkimg', auth: true }],
  window: { kind: 'weekly' },
  metric: 'pkWins',
  audience: 'hosts',
  rewards: {
    currency: 'bean',
    kind: 'rank',
    table: [
      { fromRank: 1, toRank: 1, coins: 20000 },
      { fromRank: 2, toRank: 2, coins: 10000 },
      { fromRank: 3, toRank: 3, coins: 5000 },
    ],
  },
  pk: {
    format: 'showcase',
    sides: 8,
    startHours: [20, 44, 68, 92, 116, 140, 164],
    minutes: 30,
  },
  theme: { from: '#ad1457', to: '#311b92' },
} satisfies EventDef;
