import type { EventDef } from '../../lib/event-def.ts';

/** Recruiting hosts: the page links to the host application (/join_family) and the agency application (/applyAgency); agencies are ranked by hosts who joined in the month. */
export const event = {
  routes: [{ path: '/activity/joinUs', auth: true }],
  window: { kind: 'monthly' },
  metric: 'recruits',
  audience: 'agencies',
  rewards: {
    kind: 'rank',
    table: [
      { fromRank: 1, toRank: 1, coins: 50000 },
      { fromRank: 2, toRank: 2, coins: 30000 },
      { fromRank: 3, toRank: 3, coins: 20000 },
      { fromRank: 4, toRank: 10, coins: 5000 },
    ],
  },
  theme: { from: '#00695c', to: '#004d40' },
} satisfies EventDef;
