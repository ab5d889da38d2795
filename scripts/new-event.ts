// `npm run new:event NAME [-- --public]`: scaffolds src/events/NAME/ (route, texts in four languages, page body).
// The route table picks the folder up by itself; deleting the folder removes the event.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Event names become URL paths (`/NAME`) and folder names: letters, digits, `-` and `_`, starting with a letter. */
export const EVENT_NAME_PATTERN = /^[a-z][a-zA-Z0-9_-]{1,39}$/;

/** Writes the event folder under `eventsDir`; returns the files written. Throws on a bad or taken name. */
export function scaffoldEvent(eventsDir: string, name: string, options: { auth: boolean }): string[] {
  if (!EVENT_NAME_PATTERN.test(name)) {
    throw new Error(`"${name}" is not a valid event name: use 2-40 letters, digits, - or _, starting with a lowercase letter`);
  }
  const dir = join(eventsDir, name);
  if (existsSync(dir)) throw new Error(`src/events/${name} already exists`);
  mkdirSync(dir, { recursive: true });
  const files: Record<string, string> = {
    'event.ts': `import type { EventDef } from '../../lib/event-def.ts';

/** /${name}: what it ranks and rewards (DESIGN 11; the kit's types in src/domain/events.ts). */
export const event = {
  routes: [{ path: '/${name}', auth: ${options.auth} }],
  // Rounds in UTC+7: 'daily' | 'weekly' | 'monthly' (optionally from/until), or one-off editions of whole days.
  window: { kind: 'weekly' },
  // What the board ranks: charm, agencyCharm, coinsSpent, topUp, invites, recruits, pkPoints, pkWins, pkScore.
  metric: 'coinsSpent',
  // Who takes part and claims: everyone, hosts, or agencies (their heads).
  audience: 'everyone',
  // Coins by final rank of each round, or { kind: 'tiers', table: [{ atLeast, coins }] } for every tier reached.
  rewards: {
    kind: 'rank',
    table: [
      { fromRank: 1, toRank: 1, coins: 10000 },
      { fromRank: 2, toRank: 3, coins: 5000 },
      { fromRank: 4, toRank: 10, coins: 1000 },
    ],
  },
  // The hero's two colours (white text must pass WCAG AA on both: a unit test checks) and, optionally, one of the
  // kit's pictures (art: 'gift' | 'charm' | 'pk' | …); a hero.svg in this folder replaces the picture.
  theme: { from: '#c2185b', to: '#880e4f' },
} satisfies EventDef;
`,
    'messages.ts': `import type { EventMessages } from '../../lib/event-def.ts';

/** Texts of /${name}: every key in all four languages (a unit test checks). */
export const messages = {
  en: { title: '${name}', intro: 'Spend coins this week and the top ten win coins.', rules: 'Coins spent from Monday to Sunday count.' },
  id: { title: '${name}', intro: 'Belanjakan koin minggu ini dan sepuluh teratas menang koin.', rules: 'Koin yang dibelanjakan Senin sampai Minggu dihitung.' },
  'zh-cn': { title: '${name}', intro: '本周消费金币，前十名赢金币。', rules: '统计周一至周日消费的金币。' },
  'zh-tw': { title: '${name}', intro: '本週消費金幣，前十名贏金幣。', rules: '統計週一至週日消費的金幣。' },
} satisfies EventMessages;
`,
    'Page.astro': `---
// The body of /${name}, below the shell's title bar: the kit's hero, board, my rank, rewards and rules. This event's
// own sections go inside <EventBody> (they come right under the hero) or after it; its islands live here too.
import EventBody from '../../features/events/EventBody.astro';
import type { Lang } from '../../lib/language.ts';
import type { EventDef } from '../../lib/event-def.ts';
import { messages } from './messages.ts';

interface Props {
  lang: Lang;
  name: string;
  event: EventDef;
}

const { lang, name, event } = Astro.props;
---

<EventBody lang={lang} name={name} event={event} messages={messages} />
`,
  };
  for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), content);
  return Object.keys(files).map((file) => join(dir, file));
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const name = args.find((arg) => !arg.startsWith('--'));
  if (!name) {
    console.error('usage: npm run new:event NAME [-- --public]');
    process.exit(1);
  }
  try {
    const written = scaffoldEvent(join(import.meta.dirname, '..', 'src', 'events'), name, { auth: !args.includes('--public') });
    console.log(`Created ${written.join(', ')}.\nSet the window, metric, audience and rewards in event.ts and the texts in messages.ts (README: Events).`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
