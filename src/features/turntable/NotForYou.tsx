// What coin dealers and staff see instead of their spins: the wheels are for players (docs/rules.md), a clear state.
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';

/** "For players". */
export function NotForYou({ lang }: { lang: Lang }) {
  return (
    <Card title={m['turntable.notForYou.title']({}, { locale: lang })}>
      <p className="ui-muted">{m['turntable.notForYou.body']({}, { locale: lang })}</p>
    </Card>
  );
}
