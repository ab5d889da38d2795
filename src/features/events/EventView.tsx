// The event's state and boards, rendered from its board answer (EventLive loads it): the opening notice with a
// countdown, the running round with the time left, or the closing notice with the final winners; the boards; and the
// caller's part (its own chunk, fetched once the board shows).
import { Suspense, lazy } from 'react';
import type { EventBoard, RoundBoard } from '../../contract/events.ts';
import { EVENT_NOTICE_WINNERS, type EventAudience, type EventMetric } from '../../domain/events.ts';
import { serverNow } from '../../lib/clock.ts';
import { formatDate } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { Countdown } from '../../ui/Countdown.tsx';
import { Loading } from '../../ui/LoadState.tsx';
import type { PersonTexts } from '../../ui/PersonButton.tsx';
import { roundText } from './text.ts';

/** The caller's standing, rewards and claim: their own chunk (DESIGN 9), fetched once the board shows. */
const LazyMe = lazy(() => import('./EventMe.tsx').then((module) => ({ default: module.EventMe })));

/** A round's board, its own chunk too. */
const LazyBoard = lazy(() => import('./BoardCard.tsx').then((module) => ({ default: module.BoardCard })));

/** A board, with a loading state while its code arrives. */
function BoardCard(props: { lang: Lang; title: string; board: RoundBoard; metric: EventMetric; audience: EventAudience; personTexts: PersonTexts }) {
  return (
    <Suspense fallback={<Loading lang={props.lang} rows={4} />}>
      <LazyBoard {...props} />
    </Suspense>
  );
}

/** The caller's part, with a loading state while its code arrives. */
function EventMe(props: { lang: Lang; event: string; audience: EventAudience; metric: EventMetric; onChanged: () => void }) {
  return (
    <Suspense fallback={<Loading lang={props.lang} rows={2} />}>
      <LazyMe {...props} />
    </Suspense>
  );
}

interface Props {
  lang: Lang;
  /** The event folder's name. */
  event: string;
  metric: EventMetric;
  audience: EventAudience;
  /** The boards' person buttons' texts in the page language. */
  personTexts: PersonTexts;
  board: EventBoard;
  /** Loads the board again (a countdown reached its end, a reward was claimed). */
  reload: () => void;
}

/** The event's state, board and the caller's part. */
export function EventView({ lang, event, metric, audience, personTexts, board: data, reload }: Props) {
  return (
    <>
      <PhaseCard lang={lang} board={data} onEnd={reload} />
      {/* While a round runs the caller's part comes first; out of season (issue 26.2) after the last winners, so the
          page does not open on a standing of an edition long over. */}
      {data.phase === 'live' && <EventMe key={data.now} lang={lang} event={event} audience={audience} metric={metric} onChanged={reload} />}
      {data.current && <BoardCard lang={lang} title={m['events.board']({}, { locale: lang })} board={data.current} metric={metric} audience={audience} personTexts={personTexts} />}
      {data.last && (
        <BoardCard
          lang={lang}
          title={
            data.phase === 'live'
              ? m['events.lastBoard']({}, { locale: lang })
              : m['events.lastEditionTitle']({}, { locale: lang })
          }
          // While a round runs, the last one shows its podium; out of season, its whole final board, labelled as such.
          board={data.phase !== 'live' ? data.last : { ...data.last, entries: data.last.entries.filter((entry) => entry.rank <= EVENT_NOTICE_WINNERS) }}
          metric={metric}
          audience={audience}
          personTexts={personTexts}
        />
      )}
      {data.phase !== 'live' && <EventMe key={data.now} lang={lang} event={event} audience={audience} metric={metric} onChanged={reload} />}
    </>
  );
}

/** Before: the opening notice with a countdown; live: the round and the time left; after: the closing notice. */
function PhaseCard({ lang, board, onEnd }: { lang: Lang; board: EventBoard; onEnd: () => void }) {
  const locale = { locale: lang };
  if (board.phase === 'before' && board.next) {
    return (
      <Card title={board.last ? m['events.outOfSeason']({}, locale) : m['events.phase.before']({}, locale)} className="ev-phase ev-phase--before">
        {/* Out of season: first that it is, when the next edition opens and what it will be (issue 26.2). */}
        <p>{m['events.opensOn']({ date: formatDate(board.next.key, lang) }, locale)}</p>
        <p className="ui-muted">{m['events.nextEdition']({ round: roundText(board.next, lang) }, locale)}</p>
        <p className="ev-countdown">
          <span>{m['events.opensIn']({}, locale)}</span>{' '}
          <Countdown lang={lang} targetMs={board.next.startMs} now={serverNow} onEnd={onEnd} label={m['events.opensIn']({}, locale)} />
        </p>
      </Card>
    );
  }
  if (board.phase === 'live' && board.current) {
    return (
      <Card title={m['events.phase.live']({}, locale)} className="ev-phase ev-phase--live">
        <p>{roundText(board.current, lang)}</p>
        <p className="ev-countdown">
          <span>{m['events.endsIn']({}, locale)}</span>{' '}
          <Countdown lang={lang} targetMs={board.current.endMs} now={serverNow} onEnd={onEnd} label={m['events.endsIn']({}, locale)} />
        </p>
      </Card>
    );
  }
  const winners = board.last?.entries.filter((entry) => entry.rank <= EVENT_NOTICE_WINNERS) ?? [];
  return (
    <Card title={m['events.phase.after']({}, locale)} className="ev-phase ev-phase--after">
      {board.last && <p>{roundText(board.last, lang)}</p>}
      {winners.length > 0 && (
        <ol className="ev-podium" aria-label={m['events.winners']({}, locale)}>
          {winners.map((entry) => (
            <li key={entry.id}>
              <span className="ev-rank">{entry.rank}</span> {entry.name}
            </li>
          ))}
        </ol>
      )}
      <p className="ui-muted">{m['events.noMoreRounds']({}, locale)}</p>
    </Card>
  );
}
