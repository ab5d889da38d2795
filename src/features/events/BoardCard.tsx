// A round's board (rank, name and value): its own chunk, so the first script of an event page holds only the notice
// and the board fills in right after (DESIGN 9: pages that are mostly a leaderboard hydrate it late).
import type { RoundBoard } from '../../contract/events.ts';
import type { EventMetric } from '../../domain/events.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { metricText, roundText } from './text.ts';

/** A round's board: rank, name and value. */
export function BoardCard({ lang, title, board, metric }: { lang: Lang; title: string; board: RoundBoard; metric: EventMetric }) {
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
                <td>{entry.name}</td>
                <td className="ev-num">{formatNumber(entry.value, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

