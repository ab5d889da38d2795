// Build-time only: resolves a route's title in a language (core routes from i18n/, events from their messages.ts).
import { EVENT_MESSAGES, isEventRoute, type RouteDef } from '../routes.ts';
import type { Lang } from './language.ts';
import { m } from './messages.ts';

/** The title of `route` in `lang`. */
export function routeTitle(route: RouteDef, lang: Lang): string {
  if (isEventRoute(route)) {
    const messages = EVENT_MESSAGES[route.event];
    if (!messages) throw new Error(`event ${route.event} has no messages.ts`);
    return messages[lang].title;
  }
  return m[route.title]({}, { locale: lang });
}
