import type { EventDef } from '../../lib/event-def.ts';

/** A one-day challenge of hosts each 4 September, ranked by PK score. */
export const event = {
  routes: [{ path: '/atm0904', auth: true }],
  window: {
    kind: 'editions',
    editions: [
      { start: '2025-09-04', end: '2025-09-04' },
      { start: '2026-09-04', end: '2026-09-04' },
      { start: '2027-09-04', end: '2027-09-04' },
      { start: '2028-09-04', end: '2028-09-04' },
    ],
  },
  metric: 'pkScore',
  audience: 'hosts',
  rewards: {
    currency: 'bean',
    kind: 'rank',
    table: [
      { fromRank: 1, toRank: 1, coins: 40000 },
      { fromRank: 2, toRank: 2, coins: 20000 },
      { fromRank: 3, toRank: 3, coins: 10000 },
      { fromRank: 4, toRank: 10, coins: 2000 },
    ],
  },
  pk: {
    format: 'showcase',
    sides: 10,
    startHours: [10, 12, 14, 16, 18, 20, 22],
    minutes: 30,
  },
  theme: { from: '#1565c0', to: '#283593' },
} satisfies EventDef;
