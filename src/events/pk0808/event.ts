import type { EventDef } from '../../lib/event-def.ts';

/** A one-day knockout of four agencies each 8 August. */
export const event = {
  routes: [{ path: '/pk0808', auth: true }],
  window: {
    kind: 'editions',
    editions: [
      { start: '2025-08-08', end: '2025-08-08' },
      { start: '2026-08-08', end: '2026-08-08' },
      { start: '2027-08-08', end: '2027-08-08' },
      { start: '2028-08-08', end: '2028-08-08' },
    ],
  },
  metric: 'pkWins',
  audience: 'agencies',
  rewards: {
    kind: 'rank',
    table: [
      { fromRank: 1, toRank: 1, coins: 100000 },
      { fromRank: 2, toRank: 2, coins: 50000 },
      { fromRank: 3, toRank: 4, coins: 20000 },
    ],
  },
  pk: { format: 'knockout', sides: 4, startHours: [20, 21], minutes: 30 },
  theme: { from: '#bf360c', to: '#880e4f' },
} satisfies EventDef;
