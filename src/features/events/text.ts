// Small helpers of the event screens: links to event pages, round dates, what a board's value means. No number
// formatting here: the notices and the banner load this and never show a figure.
import type { EventMetric } from '../../domain/events.ts';
import { formatDate } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { langPrefix } from '../../lib/paths.ts';
import { DEFAULT_LANG } from '../../lib/language.ts';

/** The link to an event route (event paths come from the folders, not the core table pageHref reads). */
export function eventHref(path: string, lang: Lang): string {
  return `${langPrefix(lang)}${path}${lang === DEFAULT_LANG ? '' : `?lang=${lang}`}`;
}

/** A round's days as the page language writes them. */
export function roundText(round: { key: string; last: string }, lang: Lang): string {
  const locale = { locale: lang };
  return round.key === round.last
    ? m['events.oneDay']({ date: formatDate(round.key, lang) }, locale)
    : m['events.roundDates']({ first: formatDate(round.key, lang), last: formatDate(round.last, lang) }, locale);
}

/** What a board's value means, by metric. */
export function metricText(metric: EventMetric, lang: Lang): string {
  const locale = { locale: lang };
  const texts: Record<EventMetric, () => string> = {
    charm: () => m['events.metric.charm']({}, locale),
    agencyCharm: () => m['events.metric.agencyCharm']({}, locale),
    coinsSpent: () => m['events.metric.coinsSpent']({}, locale),
    topUp: () => m['events.metric.topUp']({}, locale),
    invites: () => m['events.metric.invites']({}, locale),
    recruits: () => m['events.metric.recruits']({}, locale),
    pkPoints: () => m['events.metric.pkPoints']({}, locale),
    pkWins: () => m['events.metric.pkWins']({}, locale),
    pkScore: () => m['events.metric.pkScore']({}, locale),
    redPacketCoins: () => m['events.metric.redPacketCoins']({}, locale),
  };
  return texts[metric]();
}

/** The window event an island sends when it changed what the boards count (a red packet grabbed), so they reload. */
export const BOARDS_CHANGED_EVENT = 'event-kit:boards-changed';
