// /homeBanner: a picture card for every event, wheel, the marble game and the task centre, with its state: running
// and when it ends, or when it starts. The page builds the cards (titles, links, pictures in a sprite, colours, texts);
// this island only works out each card's state on the server's clock: events from the schedule, wheels from the wheel
// list (none for accounts the wheels are not for), the marble game and the task centre by the business day. Nothing
// time-dependent renders before the data (DESIGN 7).
import { EVENT_ENDPOINTS, type EventTimes } from '../../contract/events.ts';
import { TURNTABLE_ENDPOINTS, type WheelStateView } from '../../contract/turntable.ts';
import type { WheelId } from '../../domain/turntable.ts';
import { addDays, businessDate, businessDayStartMs } from '../../domain/time.ts';
import { ApiError } from '../../lib/api.ts';
import { serverNow } from '../../lib/clock.ts';
import type { Lang } from '../../lib/language.ts';
import { Card } from '../../ui/Card.tsx';
import { Countdown } from '../../ui/Countdown.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { useApi } from '../../ui/use-api.ts';
import { usePublicApi } from './use-public.ts';
import './banner.css';

/** What decides a card's state: an event's rounds, a wheel's window, or the business day (always running). */
export type BannerWhen = { kind: 'event'; event: string } | { kind: 'wheel'; wheel: WheelId } | { kind: 'daily'; endsText: string };

/** One card as the page builds it. */
export interface BannerCard {
  key: string;
  href: string;
  title: string;
  /** The id of the picture's symbol in the page's sprite. */
  art: string;
  from: string;
  to: string;
  when: BannerWhen;
}

/** The banner's words, made at build time in the page language. */
export interface BannerTexts {
  runningTitle: string;
  soonTitle: string;
  running: string;
  soon: string;
  endsIn: string;
  startsIn: string;
}

interface Props {
  lang: Lang;
  cards: readonly BannerCard[];
  texts: BannerTexts;
}

/** A card's state at an instant: running until `endsMs`, or starting at `startsMs`. */
type CardState = { running: true; endsMs: number; endsText?: string } | { running: false; startsMs: number };

/** The state of one card (null: ended for good, or not shown to this account). */
function stateOf(card: BannerCard, events: ReadonlyMap<string, EventTimes>, wheels: ReadonlyMap<string, WheelStateView>, now: number): CardState | null {
  const { when } = card;
  if (when.kind === 'daily') return { running: true, endsMs: businessDayStartMs(addDays(businessDate(now), 1)), endsText: when.endsText };
  if (when.kind === 'wheel') {
    const state = wheels.get(when.wheel);
    if (!state) return null;
    return state.open ? { running: true, endsMs: state.round.endMs } : { running: false, startsMs: state.next.startMs };
  }
  const event = events.get(when.event);
  if (event?.phase === 'live' && event.current) return { running: true, endsMs: event.current.endMs };
  if (event?.phase === 'before' && event.next) return { running: false, startsMs: event.next.startMs };
  return null;
}

/** The cards, running ones first (ending soonest first, the always-open ones last), then those starting soonest. */
export function Banner({ lang, cards, texts }: Props) {
  const [schedule, reloadSchedule] = usePublicApi(EVENT_ENDPOINTS.schedule, {});
  const [wheelList, reloadWheels] = useApi(TURNTABLE_ENDPOINTS.wheels, {});
  const reload = () => {
    reloadSchedule();
    reloadWheels();
  };
  if (schedule.state === 'loading' || wheelList.state === 'loading') return <Loading lang={lang} rows={5} />;
  if (schedule.state === 'error') return <LoadFailed lang={lang} error={schedule.error} onRetry={reload} />;
  // The wheels are not for every account (SPEC 6: coin dealers and staff): theirs is a banner without wheels.
  const forbidden = wheelList.state === 'error' && wheelList.error instanceof ApiError && wheelList.error.failure === 'forbidden';
  if (wheelList.state === 'error' && !forbidden) return <LoadFailed lang={lang} error={wheelList.error} onRetry={reload} />;
  const events = new Map(schedule.data.events.map((event) => [event.event, event]));
  const wheels = new Map(wheelList.state === 'ok' ? wheelList.data.wheels.map((wheel) => [wheel.wheel, wheel.state]) : []);
  const now = serverNow();
  const placed = cards.flatMap((card) => {
    const state = stateOf(card, events, wheels, now);
    return state ? [{ card, state }] : [];
  });
  const running = placed
    .filter((entry) => entry.state.running)
    .sort((a, b) => Number(a.card.when.kind === 'daily') - Number(b.card.when.kind === 'daily') || endOf(a.state) - endOf(b.state));
  const soon = placed.filter((entry) => !entry.state.running).sort((a, b) => startOf(a.state) - startOf(b.state));
  const section = (title: string, entries: typeof placed) =>
    entries.length > 0 && (
      <Card title={title}>
        <ul className="bn-cards">
          {entries.map(({ card, state }) => (
            <CardItem key={card.key} lang={lang} card={card} state={state} texts={texts} onEnd={reload} />
          ))}
        </ul>
      </Card>
    );
  return (
    <>
      {section(texts.runningTitle, running)}
      {section(texts.soonTitle, soon)}
    </>
  );
}

const endOf = (state: CardState) => (state.running ? state.endsMs : Number.POSITIVE_INFINITY);
const startOf = (state: CardState) => (state.running ? 0 : state.startsMs);

/** One card: the picture on its colours, the title linking to the page, the state and its countdown. */
function CardItem({ lang, card, state, texts, onEnd }: { lang: Lang; card: BannerCard; state: CardState; texts: BannerTexts; onEnd: () => void }) {
  const label = state.running ? (state.endsText ?? texts.endsIn) : texts.startsIn;
  return (
    <li className="bn-card">
      <span className="bn-pic" style={{ background: `linear-gradient(135deg, ${card.from}, ${card.to})` }}>
        <svg viewBox="0 0 96 96" width="56" height="56" aria-hidden="true" focusable="false">
          <use href={`#${card.art}`} />
        </svg>
      </span>
      <span className="bn-text">
        <a className="bn-title" href={card.href}>
          {card.title}
        </a>
        <span className={state.running ? 'bn-badge bn-badge--live' : 'bn-badge'}>
          {state.running ? texts.running : texts.soon}
        </span>
        <span className="bn-when">
          {label} <Countdown lang={lang} targetMs={state.running ? state.endsMs : state.startsMs} now={serverNow} onEnd={onEnd} label={label} />
        </span>
      </span>
    </li>
  );
}
