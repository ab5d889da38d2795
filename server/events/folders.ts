// The event folders as the server sees them (DESIGN 7, 11): every `src/events/<name>/event.ts`, read once at start.
// The site collects the same folders with import.meta.glob (src/routes.ts); the server reads them from disk, so adding
// or deleting a folder is the whole change on both sides. A folder whose config is not sound stops the server loudly.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { eventConfigProblems, type EventConfig } from '../../src/domain/events.ts';

/** What the server needs of an event: its folder name, config and routes. */
export interface ServerEvent extends EventConfig {
  name: string;
  routes: readonly { path: string; auth: boolean }[];
}

const EVENTS_DIR = join(import.meta.dirname, '..', '..', 'src', 'events');

/**
 * The events under `dir`, by folder name. event.ts holds only data and type imports (erased), so it is loaded with
 * require(): synchronously, without making every module that reads the events wait on a top-level await.
 */
export function loadEvents(dir = EVENTS_DIR): ReadonlyMap<string, ServerEvent> {
  const require = createRequire(import.meta.url);
  const events = new Map<string, ServerEvent>();
  if (!existsSync(dir)) return events;
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name, 'event.ts');
    if (!existsSync(file)) continue;
    const { event } = require(file) as { event: Omit<ServerEvent, 'name'> };
    const problems = eventConfigProblems(event);
    if (problems.length > 0) throw new Error(`src/events/${name}/event.ts: ${problems.join('; ')}`);
    events.set(name, { ...event, name });
  }
  return events;
}

/** Every event of this build of the server. */
export const EVENTS: ReadonlyMap<string, ServerEvent> = loadEvents();

/** The event named `name` (from a request: a Map has no inherited keys, so `__proto__` is just unknown), or null. */
export function findEvent(name: string | undefined): ServerEvent | null {
  return name === undefined ? null : (EVENTS.get(name) ?? null);
}
