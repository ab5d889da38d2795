import type { EventDef } from '../../lib/event-def.ts';

/** A one-day round robin of four agencies each 4 September. */
export const event = {
  routes: [{ path: '/pk0904', auth: true }],
  window: {
    kind: 'editions',
    editions: [
      { start: '2025-09-04', end: '2025-09-04' },
      { start: '2026-09-04', end: '2026-09-04' },
      { start: '2027-09-04', end: '2027-09-04' },
      { start: '2028-09-04', end: '2028-09-04' },
    ],
  },
  metric: 'pkPoints',
  audience: 'agencies',
  rewards: {
    kind: 'rank',
    table: [
      { fromRank: 1, toRank: 1, coins: 80000 },
      { fromRank: 2, toRank: 2, coins: 40000 },
      { fromRank: 3, toRank: 3, coins: 20000 },
    ],
  },
  pk: {
    format: 'league',
    sides: 4,
    startHours: [12, 14, 16, 18, 20, 22],
    minutes: 30,
  },
  theme: { from: '#01579b', to: '#311b92' },
} satisfies EventDef;
