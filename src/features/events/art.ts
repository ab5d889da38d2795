// Build-time only (.astro files import it, never an island): the event heroes' pictures and colours, and the pictures
// of the home banner's cards. Pictures are SVG files inlined into the page: the kit's in ./art, an event folder's own
// in src/events/<name>/hero.svg (no ids inside: several pictures share a page).
import type { EventMetric } from '../../domain/events.ts';
import type { EventArt, EventDef, EventTheme } from '../../lib/event-def.ts';

/** Any picture of ./art: the event pictures and those of the games and the task centre. */
export type ArtName = EventArt | 'wheel' | 'marble' | 'tasks';

/** An SVG picture split for inlining: its viewBox and what is inside the <svg> element. */
export interface InlineSvg {
  viewBox: string;
  body: string;
}

/** An event's look, resolved: the hero's colours and its picture, with a key naming the picture on a page. */
export interface EventLook {
  from: string;
  to: string;
  artKey: string;
  art: InlineSvg;
}

const KIT_ART = import.meta.glob<string>('./art/*.svg', { query: '?raw', import: 'default', eager: true });
const FOLDER_ART = import.meta.glob<string>('../../events/*/hero.svg', { query: '?raw', import: 'default', eager: true });

/** The kit's pink: white text 5.87 on #c2185b and 9.45 on #880e4f. */
export const DEFAULT_EVENT_THEME = { from: '#c2185b', to: '#880e4f' } as const satisfies EventTheme;

/** The picture of each metric, when the event names none. */
const METRIC_ART: Record<EventMetric, EventArt> = {
  charm: 'charm',
  agencyCharm: 'planet',
  coinsSpent: 'gift',
  topUp: 'topup',
  invites: 'invite',
  recruits: 'recruit',
  pkPoints: 'pk',
  pkWins: 'pk',
  pkScore: 'pk',
  redPacketCoins: 'packet',
};

/** An SVG file's text as its viewBox and inner markup. */
export function splitSvg(text: string, file: string): InlineSvg {
  const match = text.match(/<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/);
  const viewBox = match?.[1]?.match(/viewBox="([^"]+)"/)?.[1];
  if (!match || !viewBox) throw new Error(`${file} is not an <svg> with a viewBox`);
  return { viewBox, body: (match[2] ?? '').trim() };
}

/** One of the kit's pictures. */
export function kitArt(name: ArtName): InlineSvg {
  const file = `./art/${name}.svg`;
  const text = KIT_ART[file];
  if (text === undefined) throw new Error(`src/features/events/art/${name}.svg is missing`);
  return splitSvg(text, file);
}

/** The look of the event in folder `name`: its theme's colours (or the kit's) and its own picture or the kit's. */
export function eventLook(name: string, event: EventDef): EventLook {
  const theme = event.theme ?? DEFAULT_EVENT_THEME;
  const own = FOLDER_ART[`../../events/${name}/hero.svg`];
  if (own !== undefined) return { from: theme.from, to: theme.to, artKey: `ev-${name}`, art: splitSvg(own, `src/events/${name}/hero.svg`) };
  const art = event.theme?.art ?? METRIC_ART[event.metric];
  return { from: theme.from, to: theme.to, artKey: art, art: kitArt(art) };
}
