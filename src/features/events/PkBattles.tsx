// The battles of a PK event (SPEC 2 PK pages): a league table, a knockout bracket, or the round's battles as cards,
// with scores once fought. Battles are fought in the app; this reads them from /api/events/battles. A host on a card
// opens in the app: their live room while they are live or fighting, else their profile.
import { EVENT_ENDPOINTS, type BattleView, type RoundBattles } from '../../contract/events.ts';
import type { EventAudience, PkLayout } from '../../domain/events.ts';
import { PK_POINTS_DRAW, PK_POINTS_WIN, battleWinner, knockoutBracket, knockoutStages, leagueTable } from '../../domain/pk.ts';
import { serverNow } from '../../lib/clock.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { PersonButton, type PersonTexts } from '../../ui/PersonButton.tsx';
import './errors-events.ts';
import { roundText } from './text.ts';
import { usePublicApi } from './use-public.ts';
import './events.css';

interface Props {
  lang: Lang;
  event: string;
  layout: PkLayout;
  /** Hosts or agencies fight; a host on a card opens in the app. */
  audience: EventAudience;
  /** The cards' person buttons' texts in the page language. */
  personTexts: PersonTexts;
}

/** The running round's battles, else the last round's. */
export function PkBattles({ lang, event, layout, audience, personTexts }: Props) {
  // Cards name hosts as buttons (texts to show), or agencies as text (null).
  const people = audience === 'agencies' ? null : personTexts;
  const [answer, reload] = usePublicApi(EVENT_ENDPOINTS.battles, { event });
  if (answer.state === 'loading') return <Loading lang={lang} rows={3} />;
  if (answer.state === 'error') return <LoadFailed lang={lang} error={answer.error} onRetry={reload} />;
  const round = answer.data.current ?? answer.data.last;
  const locale = { locale: lang };
  const title =
    layout.format === 'league' ? m['events.pk.table']({}, locale) : layout.format === 'knockout' ? m['events.pk.bracket']({}, locale) : m['events.pk.battles']({}, locale);
  return (
    <Card title={title}>
      {round && <p className="ui-muted">{roundText(round, lang)}</p>}
      {!round || round.battles.length === 0 ? (
        <p className="ui-list-state">{m['events.pk.none']({}, locale)}</p>
      ) : layout.format === 'league' ? (
        <League lang={lang} round={round} people={people} />
      ) : layout.format === 'knockout' ? (
        <Bracket lang={lang} round={round} sides={layout.sides} people={people} />
      ) : (
        <BattleList lang={lang} battles={round.battles} people={people} />
      )}
      {layout.format === 'league' && <p className="ui-muted">{m['events.pk.rules']({ win: PK_POINTS_WIN, draw: PK_POINTS_DRAW }, locale)}</p>}
    </Card>
  );
}

/** The names of a round's sides. */
function namesOf(round: RoundBattles): Map<string, string> {
  return new Map(round.battles.flatMap((battle) => [[battle.a.id, battle.a.name] as const, [battle.b.id, battle.b.name] as const]));
}

/** The league table of the fought battles. */
function League({ lang, round, people }: { lang: Lang; round: RoundBattles; people: PersonTexts | null }) {
  const locale = { locale: lang };
  const names = namesOf(round);
  const rows = leagueTable(round.battles.map((b) => ({ ...b, a: b.a.id, b: b.b.id })));
  return (
    <>
      <table className="ev-board">
        <thead>
          <tr>
            <th scope="col">{m['events.name']({}, locale)}</th>
            <th scope="col">{m['events.pk.played']({}, locale)}</th>
            <th scope="col">{m['events.pk.won']({}, locale)}</th>
            <th scope="col">{m['events.pk.drawn']({}, locale)}</th>
            <th scope="col">{m['events.pk.lost']({}, locale)}</th>
            <th scope="col">{m['events.pk.points']({}, locale)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{names.get(row.id) ?? row.id}</td>
              <td className="ev-num">{row.played}</td>
              <td className="ev-num">{row.won}</td>
              <td className="ev-num">{row.drawn}</td>
              <td className="ev-num">{row.lost}</td>
              <td className="ev-num">{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <BattleList lang={lang} battles={round.battles} people={people} />
    </>
  );
}

/** The knockout bracket, stage by stage. */
function Bracket({ lang, round, sides, people }: { lang: Lang; round: RoundBattles; sides: number; people: PersonTexts | null }) {
  const locale = { locale: lang };
  const names = namesOf(round);
  const stages = knockoutBracket(
    sides,
    round.battles.map((b) => ({ ...b, a: b.a.id, b: b.b.id })),
  );
  const bySlot = new Map(round.battles.map((battle) => [battle.slot, battle]));
  const last = knockoutStages(sides) - 1;
  return (
    <>
      {stages.map((matches, stage) => (
        <section key={stage} className="ev-stage">
          <h3>{stage === last ? m['events.pk.final']({}, locale) : m['events.pk.stage']({ n: stage + 1 }, locale)}</h3>
          <ul className="ev-battles">
            {matches.map((match) => {
              const battle = bySlot.get(match.slot);
              if (battle) return <BattleLine key={match.slot} lang={lang} battle={battle} people={people} />;
              const tbd = m['events.pk.tbd']({}, locale);
              return (
                <li key={match.slot} className="ev-battle">
                  <span>{match.a ? (names.get(match.a) ?? match.a) : tbd}</span>
                  <span className="ev-battle__score">{m['events.pk.versus']({}, locale)}</span>
                  <span>{match.b ? (names.get(match.b) ?? match.b) : tbd}</span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}

/** Battles as cards: sides, score or start time. */
function BattleList({ lang, battles, people }: { lang: Lang; battles: readonly BattleView[]; people: PersonTexts | null }) {
  return (
    <ul className="ev-battles">
      {battles.map((battle) => (
        <BattleLine key={battle.slot} lang={lang} battle={battle} people={people} />
      ))}
    </ul>
  );
}

/** One battle. */
function BattleLine({ lang, battle, people }: { lang: Lang; battle: BattleView; people: PersonTexts | null }) {
  const locale = { locale: lang };
  const winner = battleWinner(battle);
  const now = serverNow();
  const fighting = winner === null && now >= battle.startMs;
  // An upcoming battle says when on a line of its own, so at 360 px the names keep the width (issue 26.1).
  const middle =
    winner !== null
      ? `${formatNumber(battle.scoreA ?? 0, lang)} : ${formatNumber(battle.scoreB ?? 0, lang)}`
      : fighting
        ? m['events.pk.live']({}, locale)
        : m['events.pk.versus']({}, locale);
  // A side of a battle being fought is in its room even before the live list says so; the card says LIVE once, between them.
  const side = (it: BattleView['a']) =>
    people ? <PersonButton userId={it.id} name={it.name} texts={people} live={fighting || it.liveNow} mark={false} /> : it.name;
  return (
    <li className="ev-battle">
      {winner === null && !fighting && <span className="ev-battle__when">{m['events.pk.upcoming']({ time: formatDateTime(battle.startMs, lang) }, locale)}</span>}
      <span className={winner === 'a' ? 'ev-win' : undefined}>{side(battle.a)}</span>
      <span className="ev-battle__score">{middle}</span>
      <span className={winner === 'b' ? 'ev-win' : undefined}>{side(battle.b)}</span>
    </li>
  );
}
