import type { EventDef } from '../../lib/event-def.ts';

/** A one-day knockout of eight hosts each 7 August. */
export const event = {
  routes: [{ path: '/pk0807', auth: true }],
  window: {
    kind: 'editions',
    editions: [
      { start: '2025-08-07', end: '2025-08-07' },
      { start: '2026-08-07', end: '2026-08-07' },
      { start: '2027-08-07', end: '2027-08-07' },
      { start: '2028-08-07', end: '2028-08-07' },
    ],
  },
  metric: 'pkWins',
  audience: 'hosts',
  rewards: {
    currency: 'bean',
    kind: 'rank',
    table: [
      { fromRank: 1, toRank: 1, coins: 50000 },
      { fromRank: 2, toRank: 2, coins: 25000 },
      { fromRank: 3, toRank: 4, coins: 10000 },
      { fromRank: 5, toRank: 8, coins: 3000 },
    ],
  },
  pk: { format: 'knockout', sides: 8, startHours: [19, 20, 21], minutes: 30 },
  theme: { from: '#c62828', to: '#4a148c' },
} satisfies EventDef;
