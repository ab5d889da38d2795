// /turnPage: every wheel as a link with what it is (static texts from the page) and, once signed in, whether it is
// open and the spins left, or when it opens next.
import { TURNTABLE_ENDPOINTS, type WheelSummary } from '../../contract/turntable.ts';
import type { WheelId } from '../../domain/turntable.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { isForbidden } from '../../lib/api.ts';
import { LoadFailed } from '../../ui/LoadState.tsx';
import { useApi } from '../../ui/use-api.ts';
import { NotForYou } from './NotForYou.tsx';
import './errors.ts';
import './turntable.css';

/** One wheel of the list, its texts made at build time. */
export interface HubEntry {
  wheel: WheelId;
  href: string;
  name: string;
  facts: string[];
}

interface Props {
  lang: Lang;
  entries: HubEntry[];
}

/** The state line of one wheel. */
function stateLine(summary: WheelSummary, lang: Lang): string {
  const locale = { locale: lang };
  return summary.state.open
    ? m['turntable.hub.open']({ count: formatNumber(summary.spinsAvailable, lang) }, locale)
    : m['turntable.hub.closed']({ opens: formatDateTime(summary.state.next.startMs, lang) }, locale);
}

/** The list island. */
export function WheelHub({ lang, entries }: Props) {
  const [wheels, reload] = useApi(TURNTABLE_ENDPOINTS.wheels, {});
  const byWheel = new Map(wheels.state === 'ok' ? wheels.data.wheels.map((w) => [w.wheel, w]) : []);
  const forbidden = wheels.state === 'error' && isForbidden(wheels.error);
  return (
    <>
      {forbidden && <NotForYou lang={lang} />}
      {wheels.state === 'error' && !forbidden && <LoadFailed lang={lang} error={wheels.error} onRetry={reload} />}
      <ul className="tt-hub">
        {entries.map((entry) => {
          const summary = byWheel.get(entry.wheel);
          return (
            <li key={entry.wheel}>
              <a className="ui-card tt-hub__wheel" href={entry.href} data-open={summary ? String(summary.state.open) : undefined}>
                <span className="tt-hub__name">{entry.name}</span>
                {entry.facts.map((fact) => (
                  <span key={fact} className="ui-muted tt-hub__fact">
                    {fact}
                  </span>
                ))}
                {/* Reserved before the data arrives, so nothing below moves. */}
                <span className="tt-hub__state">{summary ? stateLine(summary, lang) : '\u00a0'}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
