// /ops (issue 28): what waits in each queue, since when, and today's figures; links to each queue's page and to the ban
// form. Operators only (useOperatorsOnly).
import { OPS_ENDPOINTS_OVERVIEW, type OpsOverview } from '../../contract/ops.ts';
import type { OpsQueue } from '../../domain/ops.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { formatIdr, formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useOperatorsOnly } from './use-operators-only.ts';
import './ops.css';

interface Props {
  lang: Lang;
}

/** Each queue's name, read by literal key. */
const QUEUE_NAME: Record<OpsQueue, (lang: Lang) => string> = {
  withdrawals: (lang) => m['ops.queue.withdrawals']({}, { locale: lang }),
  settlements: (lang) => m['ops.queue.settlements']({}, { locale: lang }),
  priceLists: (lang) => m['ops.queue.priceLists']({}, { locale: lang }),
  applications: (lang) => m['ops.queue.applications']({}, { locale: lang }),
};

/** Each queue's page of the console. */
const QUEUE_PAGE = {
  withdrawals: '/ops/withdrawals',
  settlements: '/ops/settlements',
  priceLists: '/ops/pricelists',
  applications: '/ops/applications',
} as const satisfies Record<OpsQueue, string>;

/** The overview island. */
export function OpsHome({ lang }: Props) {
  const [result, retry] = useApi(OPS_ENDPOINTS_OVERVIEW.overview, {});
  useOperatorsOnly(result);
  return (
    <Loaded lang={lang} result={result} onRetry={retry} forbidden={null}>
      {(overview) => <Overview lang={lang} overview={overview} />}
    </Loaded>
  );
}

function Overview({ lang, overview }: { lang: Lang; overview: OpsOverview }) {
  const locale = { locale: lang };
  const { today } = overview;
  return (
    <>
      <Card title={m['ops.queues']({}, locale)}>
        <ul className="ops-rows">
          {overview.queues.map(({ queue, waiting, oldestAt }) => {
            const page = QUEUE_PAGE[queue];
            return (
              <li key={queue} className="ops-row">
                <span className="ops-row__main">
                  <strong>{QUEUE_NAME[queue](lang)}</strong>
                  <span>{m['ops.waiting']({ count: formatNumber(waiting, lang) }, locale)}</span>
                  {oldestAt !== null && <span className="ui-muted">{m['ops.oldest']({ time: formatDateTime(oldestAt, lang) }, locale)}</span>}
                </span>
                <a className="ui-btn" href={pageHref(page, lang)}>
                  {m['ops.open']({}, locale)}
                </a>
              </li>
            );
          })}
          <li className="ops-row">
            <strong className="ops-row__main">{m['ops.bans']({}, locale)}</strong>
            <a className="ui-btn" href={pageHref('/banned', lang)}>
              {m['ops.open']({}, locale)}
            </a>
          </li>
        </ul>
      </Card>
      <Card title={m['ops.today']({ date: today.date }, locale)}>
        <dl className="ops-figures">
          <dt>{m['ops.today.coinsToppedUp']({}, locale)}</dt>
          <dd>{formatNumber(today.coinsToppedUp, lang)}</dd>
          <dt>{m['ops.today.beansWithdrawn']({}, locale)}</dt>
          <dd>{formatNumber(today.beansWithdrawn, lang)}</dd>
          <dt>{m['ops.today.pendingPayouts']({}, locale)}</dt>
          <dd>
            {formatNumber(today.pendingPayouts, lang)} · {formatIdr(today.pendingPayoutIdr, lang)}
          </dd>
        </dl>
      </Card>
    </>
  );
}
