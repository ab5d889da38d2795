// Build-time only: resolves a route's title in a language (core routes from i18n/, events from their messages.ts), and
// the static links the pages make to other screens.
import { findRoute, isEventRoute, type CorePath, type RouteDef } from '../routes.ts';
import { eventMessagesOf } from './event-text.ts';
import type { Lang } from './language.ts';
import { m } from './messages.ts';
import { pageHref } from './paths.ts';

/** The title of `route` in `lang`. */
export function routeTitle(route: RouteDef, lang: Lang): string {
  if (isEventRoute(route)) {
    const messages = eventMessagesOf(route.event);
    if (!messages) throw new Error(`event ${route.event} has no messages.ts`);
    return messages[lang].title;
  }
  return m[route.title]({}, { locale: lang });
}

/** A link to a core route in `lang`: its URL and its title. */
export function routeLink(path: CorePath, lang: Lang): { href: string; title: string } {
  const route = findRoute(path);
  if (!route) throw new Error(`${path} is not a route`);
  return { href: pageHref(path, lang), title: routeTitle(route, lang) };
}
