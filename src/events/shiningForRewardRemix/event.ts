import type { EventDef } from '../../lib/event-def.ts';

/** Agencies ranked by their hosts' charm in the week, top five rewarded. */
export const event = {
  routes: [{ path: '/activity/shiningForRewardRemix', auth: true }],
  window: { kind: 'weekly' },
  metric: 'agencyCharm',
  audience: 'agencies',
  rewards: {
    kind: 'rank',
    table: [
      { fromRank: 1, toRank: 1, coins: 80000 },
      { fromRank: 2, toRank: 2, coins: 50000 },
      { fromRank: 3, toRank: 3, coins: 30000 },
      { fromRank: 4, toRank: 5, coins: 10000 },
    ],
  },
  theme: { from: '#4a148c', to: '#880e4f' },
} satisfies EventDef;
