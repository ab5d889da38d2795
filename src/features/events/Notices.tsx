// /activity/opennotice and /activity/closenotice (DESIGN 11): the schedule of every event folder. The notices name the
// event they announce with `?event=<folder name>` (the name in src/events); without it they list every event about to
// open, none of whose rounds runs now (opening notice) or, of those not running now, whose last round has ended (closing
// notice, with the final winners of that round, named once). The home banner's cards are Banner.tsx.
import { EVENT_ENDPOINTS, type EventTimes } from '../../contract/events.ts';
import { EVENT_NOTICE_WINNERS } from '../../domain/events.ts';
import { serverNow } from '../../lib/clock.ts';
import { formatDate } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { Countdown } from '../../ui/Countdown.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { useQueryParam } from '../../ui/use-query-param.ts';
import './errors-events.ts';
import { eventHref, roundText } from './text.ts';
import { usePublicApi } from './use-public.ts';
import './events.css';

/** An event as the notices name it: folder name, first route and title in the page language. */
export interface NoticeEvent {
  name: string;
  path: string;
  title: string;
}

interface Props {
  lang: Lang;
  kind: 'open' | 'close';
  events: readonly NoticeEvent[];
}

/** The opening or closing notices. */
export function Notices({ lang, kind, events }: Props) {
  const picked = useQueryParam('event');
  const [schedule, reload] = usePublicApi(EVENT_ENDPOINTS.schedule, {});
  const locale = { locale: lang };
  if (picked === undefined || schedule.state === 'loading') return <Loading lang={lang} rows={3} />;
  if (schedule.state === 'error') return <LoadFailed lang={lang} error={schedule.error} onRetry={reload} />;
  const byName = new Map(schedule.data.events.map((times) => [times.event, times]));
  const known = events.filter((event) => byName.has(event.name));
  if (picked !== null) {
    const event = known.find((e) => e.name === picked);
    const times = event && byName.get(event.name);
    if (!event || !times) return <p className="ui-list-state">{m['events.notices.unknown']({}, locale)}</p>;
    return kind === 'open' ? <OpeningNotice lang={lang} event={event} times={times} onEnd={reload} /> : <ClosingNotice lang={lang} event={event} times={times} />;
  }
  if (kind === 'open') {
    const upcoming = known.filter((e) => byName.get(e.name)?.phase === 'before' && byName.get(e.name)?.next).sort((a, b) => (byName.get(a.name)?.next?.startMs ?? 0) - (byName.get(b.name)?.next?.startMs ?? 0));
    if (upcoming.length === 0) return <p className="ui-list-state">{m['events.notices.noneUpcoming']({}, locale)}</p>;
    return (
      <>
        {upcoming.map((event) => (
          <OpeningNotice key={event.name} lang={lang} event={event} times={byName.get(event.name)!} onEnd={reload} />
        ))}
      </>
    );
  }
  // Closed events only: a running event (a daily board between two days) is not "ended" (issue 26.2).
  const ended = known.filter((e) => byName.get(e.name)?.last && byName.get(e.name)?.phase !== 'live').sort((a, b) => (byName.get(b.name)?.last?.endMs ?? 0) - (byName.get(a.name)?.last?.endMs ?? 0));
  if (ended.length === 0) return <p className="ui-list-state">{m['events.notices.noneEnded']({}, locale)}</p>;
  return (
    <>
      {ended.map((event) => (
        <ClosingNotice key={event.name} lang={lang} event={event} times={byName.get(event.name)!} />
      ))}
    </>
  );
}

/** An event's opening notice: when it opens and the time left (or that it is running now). */
function OpeningNotice({ lang, event, times, onEnd }: { lang: Lang; event: NoticeEvent; times: EventTimes; onEnd: () => void }) {
  const locale = { locale: lang };
  return (
    <Card title={event.title}>
      {times.phase === 'live' && times.current ? (
        <p>
          {m['events.phase.live']({}, locale)} · {roundText(times.current, lang)}
        </p>
      ) : times.next ? (
        <>
          <p>{m['events.opensOn']({ date: formatDate(times.next.key, lang) }, locale)}</p>
          <p className="ev-countdown">
            <span>{m['events.opensIn']({}, locale)}</span>{' '}
            <Countdown lang={lang} targetMs={times.next.startMs} now={serverNow} onEnd={onEnd} label={m['events.opensIn']({}, locale)} />
          </p>
        </>
      ) : (
        <p>{m['events.noMoreRounds']({}, locale)}</p>
      )}
      <a className="ui-btn" href={eventHref(event.path, lang)}>
        {m['events.notices.open']({}, locale)}
      </a>
    </Card>
  );
}

/** An event's closing notice: its last round and the final winners. */
function ClosingNotice({ lang, event, times }: { lang: Lang; event: NoticeEvent; times: EventTimes }) {
  const locale = { locale: lang };
  const [board, reload] = usePublicApi(EVENT_ENDPOINTS.board, { event: event.name });
  return (
    <Card title={event.title}>
      {/* Where the event stands, then the last round once, with its final winners. */}
      <p>
        {times.phase === 'after'
          ? m['events.phase.after']({}, locale)
          : times.phase === 'live'
            ? m['events.phase.live']({}, locale)
            : times.next
              ? `${m['events.outOfSeason']({}, locale)} · ${m['events.opensOn']({ date: formatDate(times.next.key, lang) }, locale)}`
              : m['events.noMoreRounds']({}, locale)}
      </p>
      {board.state === 'loading' && <Loading lang={lang} rows={1} />}
      {board.state === 'error' && <LoadFailed lang={lang} error={board.error} onRetry={reload} />}
      {board.state === 'ok' && board.data.last && (
        <>
          <p className="ui-muted">{m['events.lastEditionWinners']({ round: roundText(board.data.last, lang) }, locale)}</p>
          {board.data.last.entries.length === 0 ? (
            <p className="ui-muted">{m['events.boardEmpty']({}, locale)}</p>
          ) : (
            <ol className="ev-podium" aria-label={m['events.winners']({}, locale)}>
              {board.data.last.entries
                .filter((entry) => entry.rank <= EVENT_NOTICE_WINNERS)
                .map((entry) => (
                  <li key={entry.id}>
                    <span className="ev-rank">{entry.rank}</span> {entry.name}
                  </li>
                ))}
            </ol>
          )}
        </>
      )}
      <a className="ui-btn" href={eventHref(event.path, lang)}>
        {m['events.notices.open']({}, locale)}
      </a>
    </Card>
  );
}
