// What an event folder (src/events/<name>/) declares: its routes and kit settings in `event.ts`, its texts in
// `messages.ts`. Kept apart from src/routes.ts, which collects the folders, so that the folders and the table do not
// import each other.
import type { EventConfig } from '../domain/events.ts';
import type { Lang } from './language.ts';

/**
 * Texts of one event in the four languages: `title` is the page title, `intro` the hero line and `rules` what the event
 * is about (the kit adds the rules every event shares).
 */
export type EventMessages = Record<Lang, { title: string; intro: string; rules: string } & Record<string, string>>;

/** The kit's pictures an event hero can show (src/features/events/art/<name>.svg). */
export type EventArt = 'charm' | 'planet' | 'gift' | 'topup' | 'invite' | 'recruit' | 'pk' | 'packet';

/**
 * An event's look: the hero's two colours, white text passing WCAG AA on both (a unit test checks), and the kit's
 * picture to show; a `hero.svg` in the event folder replaces the picture.
 */
export interface EventTheme {
  from: `#${string}`;
  to: `#${string}`;
  /** Defaults to the picture of the event's metric. */
  art?: EventArt;
}

/** What an event folder's `event.ts` exports as `event`: its routes and what the event kit runs (DESIGN 11). */
export interface EventDef extends EventConfig {
  /** The event's routes; each renders the folder's Page.astro under the event's title. */
  routes: readonly { path: `/${string}`; auth: boolean }[];
  /** The hero's colours and picture; the kit's pink and the metric's picture when left out. */
  theme?: EventTheme;
}
