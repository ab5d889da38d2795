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
    'event.ts': `import type { EventDef } from '../../routes.ts';

/** One-off event page /${name}. */
export const event = {
  routes: [{ path: '/${name}', auth: ${options.auth} }],
} satisfies EventDef;
`,
    'messages.ts': `import type { EventMessages } from '../../routes.ts';

/** Texts of /${name}: every key in all four languages (a unit test checks). */
export const messages = {
  en: { title: '${name}' },
  id: { title: '${name}' },
  'zh-cn': { title: '${name}' },
  'zh-tw': { title: '${name}' },
} satisfies EventMessages;
`,
    'Page.astro': `---
// The body of /${name}, below the shell's title bar. Islands of this event live in this folder too.
import type { Lang } from '../../lib/language.ts';
import { messages } from './messages.ts';

interface Props {
  lang: Lang;
}

const t = messages[Astro.props.lang];
---

<section aria-label={t.title}></section>
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
    console.log(`Created ${written.join(', ')}.\nSet the titles in messages.ts, then build the body in Page.astro.`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
