// The live part of every event page (DESIGN 11): loads the event's board (public: a plain browser sees it too) and
// shows where the event stands, the boards and the caller's rank and rewards (EventView). Renders the neutral state at
// build time.
import { useEffect } from 'react';
import { EVENT_ENDPOINTS } from '../../contract/events.ts';
import type { EventAudience, EventMetric } from '../../domain/events.ts';
import type { Lang } from '../../lib/language.ts';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import type { PersonTexts } from '../../ui/PersonButton.tsx';
import './errors-events.ts';
import { EventView } from './EventView.tsx';
import { BOARDS_CHANGED_EVENT } from './text.ts';
import { usePublicApi } from './use-public.ts';
import './events.css';

interface Props {
  lang: Lang;
  /** The event folder's name. */
  event: string;
  metric: EventMetric;
  audience: EventAudience;
  /** The board's person buttons' texts in the page language. */
  personTexts: PersonTexts;
}

/** The event's state, board and the caller's part. */
export function EventLive({ lang, event, metric, audience, personTexts }: Props) {
  const [board, reload] = usePublicApi(EVENT_ENDPOINTS.board, { event });
  // Another island of the page changed what the board counts (a red packet grabbed): show the board as it is now.
  useEffect(() => {
    window.addEventListener(BOARDS_CHANGED_EVENT, reload);
    return () => window.removeEventListener(BOARDS_CHANGED_EVENT, reload);
  }, [reload]);
  if (board.state === 'loading') return <Loading lang={lang} rows={4} />;
  if (board.state === 'error') return <LoadFailed lang={lang} error={board.error} onRetry={reload} />;
  return <EventView lang={lang} event={event} metric={metric} audience={audience} personTexts={personTexts} board={board.data} reload={reload} />;
}
