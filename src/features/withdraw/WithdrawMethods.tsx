// /selwithdrawalMethod: bank card, DANA and OVO, each with its linked account (or none), a link to link or change
// it, and a link to withdraw with it; then the history of where payouts may go, so a change the user did not make is
// seen at once.
import { WITHDRAW_ENDPOINTS, type AccountChangeView } from '../../contract/withdraw.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { ForHosts } from '../../ui/ForHosts.tsx';
import { keepTogether } from '../../ui/KeepTogether.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { Rows } from '../../ui/Rows.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import './errors.ts';
import { accountRows } from './Figures.tsx';
import { bindLinkText, methodName } from './labels.ts';
import { withdrawToText } from './withdraw-to.ts';
import { bindFromValue } from './query.ts';
import './withdraw.css';

interface Props {
  lang: Lang;
}

/** The latest changes of where payouts go, newest first, with how each was confirmed and how long it holds withdrawals. */
function AccountHistory({ lang, changes }: { lang: Lang; changes: readonly AccountChangeView[] }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const title = m['withdraw.history.title']({}, locale);
  return (
    <Card title={title}>
      <ul className="wd-history" aria-label={title}>
        {changes.map((change) => {
          const account = { account: `${methodName(change.method, lang)} ${change.accountMasked}` };
          return (
            <li key={`${change.method}-${change.at}`}>
              <span className="wd-record__line">
                <strong>{change.action === 'added' ? m['withdraw.history.added'](account, locale) : m['withdraw.history.replaced'](account, locale)}</strong>
                <time dateTime={new Date(change.at).toISOString()}>{formatDateTime(change.at, lang)}</time>
              </span>
              {change.verifiedBy !== null && <span className="ui-muted">{m['withdraw.history.verified']({}, locale)}</span>}
              {change.heldUntil !== null && (
                <span className="ui-muted">{m['withdraw.history.held']({ at: formatDateTime(change.heldUntil, lang) }, locale)}</span>
              )}
            </li>
          );
        })}
      </ul>
      <p className="wd-notice">{keepTogether(m['withdraw.history.notYou']({ support: brand.supportNumber }, locale), brand.supportNumber)}</p>
    </Card>
  );
}

/** The withdrawal methods island. */
export function WithdrawMethods({ lang }: Props) {
  const [overview, reload] = useApi(WITHDRAW_ENDPOINTS.overview, {});
  return (
    <Loaded lang={lang} result={overview} onRetry={reload} forbidden={<ForHosts lang={lang} />}>
      {(data) => (
        <>
          {data.methods.map(({ method, bound }) => (
            <Card key={method} title={methodName(method, lang)}>
              {bound ? <Rows rows={accountRows(bound, lang)} /> : <p className="ui-muted">{m['withdraw.notBound']({}, { locale: lang })}</p>}
              <div className="wd-actions">
                {bound && (
                  <a className="ui-btn ui-btn--primary" href={pageHref('/withdrawcash', lang, { method })}>
                    {withdrawToText(method, lang)}
                  </a>
                )}
                <a
                  className={bound ? 'ui-btn' : 'ui-btn ui-btn--primary'}
                  href={pageHref('/addAccount', lang, { method, from: bindFromValue('/selwithdrawalMethod') })}
                >
                  {bindLinkText(method, bound !== null, lang)}
                </a>
              </div>
            </Card>
          ))}
          {data.accountChanges.length > 0 && <AccountHistory lang={lang} changes={data.accountChanges} />}
        </>
      )}
    </Loaded>
  );
}
