import type { EventDef } from '../../lib/event-def.ts';

/** Friends invited who sign up in a month, coins by tier; the page explains how to share (the share page is /meshare). */
export const event = {
  routes: [{ path: '/activity/shareguide', auth: false }],
  window: { kind: 'monthly' },
  metric: 'invites',
  audience: 'everyone',
  rewards: {
    kind: 'tiers',
    table: [
      { atLeast: 1, coins: 200 },
      { atLeast: 5, coins: 1500 },
      { atLeast: 10, coins: 4000 },
    ],
  },
  theme: { from: '#0277bd', to: '#1a237e' },
} satisfies EventDef;
