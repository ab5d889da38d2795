import type { EventDef } from '../../lib/event-def.ts';

/** A weekly league of eight hosts, table by points. */
export const event = {
  routes: [{ path: '/pktable', auth: true }],
  window: { kind: 'weekly' },
  metric: 'pkPoints',
  audience: 'hosts',
  rewards: {
    currency: 'bean',
    kind: 'rank',
    table: [
      { fromRank: 1, toRank: 1, coins: 30000 },
      { fromRank: 2, toRank: 2, coins: 15000 },
      { fromRank: 3, toRank: 3, coins: 8000 },
      { fromRank: 4, toRank: 6, coins: 3000 },
    ],
  },
  pk: {
    format: 'league',
    sides: 8,
    startHours: [20, 44, 68, 92, 116, 140, 164],
    minutes: 30,
  },
  theme: { from: '#00695c', to: '#1a237e' },
} satisfies EventDef;
