// A round's board (rank, name and value): its own chunk, so the first script of an event page holds only the notice
// and the board fills in right after (DESIGN 9: pages that are mostly a leaderboard hydrate it late). A user's name
// opens them in the app: their live room while they are live, else their profile.
import type { RoundBoard } from '../../contract/events.ts';
import type { EventAudience, EventMetric } from '../../domain/events.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { PersonButton, type PersonTexts } from '../../ui/PersonButton.tsx';
import { metricText, roundText } from './text.ts';

interface Props {
  lang: Lang;
  title: string;
  board: RoundBoard;
  metric: EventMetric;
  /** Who is on the board: users (a tap opens them in the app), or agencies. */
  audience: EventAudience;
  personTexts: PersonTexts;
}

/** A round's board: rank, name and value. */
export function BoardCard({ lang, title, board, metric, audience, personTexts }: Props) {
  const locale = { locale: lang };
  return (
    <Card title={title}>
      <p className="ui-muted">{roundText(board, lang)}</p>
      {board.entries.length === 0 ? (
        <p className="ui-list-state">{m['events.boardEmpty']({}, locale)}</p>
      ) : (
        <table className="ev-board">
          <thead>
            <tr>
              <th scope="col">{m['events.rank']({}, locale)}</th>
              <th scope="col">{m['events.name']({}, locale)}</th>
              <th scope="col">{metricText(metric, lang)}</th>
            </tr>
          </thead>
          <tbody>
            {board.entries.map((entry) => (
              <tr key={entry.id}>
                <td className="ev-rank">{entry.rank}</td>
                <td>{audience === 'agencies' ? entry.name : <PersonButton userId={entry.id} name={entry.name} texts={personTexts} live={entry.liveNow} />}</td>
                <td className="ev-num">{formatNumber(entry.value, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

