// Build-time only: every event folder's first route and title in a language, for the notices and the home banner.
import type { NoticeEvent } from './Notices.tsx';
import { EVENT_ROUTES } from '../../routes.ts';
import { eventMessagesOf } from '../../lib/event-text.ts';
import type { Lang } from '../../lib/language.ts';

/** The events the notices and the banner can name, in folder order. */
export function noticeEvents(lang: Lang): NoticeEvent[] {
  const seen = new Set<string>();
  return EVENT_ROUTES.flatMap((route) => {
    if (seen.has(route.event)) return [];
    seen.add(route.event);
    const title = eventMessagesOf(route.event)?.[lang].title ?? route.event;
    return [{ name: route.event, path: route.path, title }];
  });
}
