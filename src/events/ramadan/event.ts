import type { EventDef } from '../../lib/event-def.ts';

/** Ramadan red packets (SPEC 9): grabs in four daily periods; board of coins grabbed, top ten rewarded after the edition. */
export const event = {
  routes: [{ path: '/ramadan', auth: true }],
  window: {
    kind: 'editions',
    editions: [
      { start: '2025-03-01', end: '2025-03-30' },
      { start: '2026-02-18', end: '2026-03-19' },
      { start: '2027-02-08', end: '2027-03-09' },
      { start: '2028-01-28', end: '2028-02-26' },
    ],
  },
  metric: 'redPacketCoins',
  audience: 'everyone',
  rewards: {
    kind: 'rank',
    table: [
      { fromRank: 1, toRank: 1, coins: 30000 },
      { fromRank: 2, toRank: 2, coins: 20000 },
      { fromRank: 3, toRank: 3, coins: 10000 },
      { fromRank: 4, toRank: 10, coins: 3000 },
    ],
  },
  theme: { from: '#1b5e20', to: '#004d40' },
} satisfies EventDef;
