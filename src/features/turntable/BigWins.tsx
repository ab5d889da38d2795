// "Recent big wins" on a wheel page: the latest prizes from the wheel's big-win line, winners' nicknames partly hidden.
import { TURNTABLE_ENDPOINTS } from '../../contract/turntable.ts';
import type { WheelId } from '../../domain/turntable.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { isForbidden } from '../../lib/api.ts';
import { Card } from '../../ui/Card.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import './errors.ts';
import { shownPrize } from './text.ts';
import './turntable.css';

interface Props {
  lang: Lang;
  wheel: WheelId;
  /** The texts of the wheel's dress-up prizes (prize-texts.ts). */
  prizes: Readonly<Record<string, string>>;
}

/** The big-wins island. */
export function BigWins({ lang, wheel, prizes }: Props) {
  const [wins, reload] = useApi(TURNTABLE_ENDPOINTS.bigWins, { wheel });
  const brand = useBrand();
  const locale = { locale: lang };
  // Dealers and staff see "for players" above the wheel.
  if (wins.state === 'error' && isForbidden(wins.error)) return null;
  return (
    <Card title={m['turntable.bigWins.title']({}, locale)}>
      {wins.state === 'ok' ? (
        wins.data.items.length === 0 ? (
          <p className="ui-muted">{m['turntable.bigWins.empty']({}, locale)}</p>
        ) : (
          <ul className="tt-wins">
            {wins.data.items.map((win) => (
              <li key={win.id}>
                <span>{m['turntable.bigWins.item']({ name: win.nickname, prize: shownPrize(win.prize, lang, brand, prizes) }, locale)}</span>
                <time className="ui-muted" dateTime={new Date(win.at).toISOString()}>
                  {formatDateTime(win.at, lang)}
                </time>
              </li>
            ))}
          </ul>
        )
      ) : wins.state === 'error' ? (
        <LoadFailed lang={lang} error={wins.error} onRetry={reload} />
      ) : (
        <Loading lang={lang} rows={2} />
      )}
    </Card>
  );
}
