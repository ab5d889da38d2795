// What coin dealers and staff see on the marble screens: the game is for players (docs/rules.md, policy playMarble),
// a clear state rather than a failed load.
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';

/** "For players". */
export function ForPlayers({ lang }: { lang: Lang }) {
  return (
    <Card title={m['marble.forPlayers.title']({}, { locale: lang })}>
      <p className="ui-muted">{m['marble.forPlayers.body']({}, { locale: lang })}</p>
    </Card>
  );
}
