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

/** What an event folder's `event.ts` exports as `event`: its routes and what the event kit runs (DESIGN 11). */
export interface EventDef extends EventConfig {
  /** The event's routes; each renders the folder's Page.astro under the event's title. */
  routes: readonly { path: `/${string}`; auth: boolean }[];
}
