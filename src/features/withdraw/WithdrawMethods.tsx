// /selwithdrawalMethod: bank card, DANA and OVO, each with its linked account (or none), a link to link or change
// it, and a link to withdraw with it.
import { WITHDRAW_ENDPOINTS } from '../../contract/withdraw.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { useApi } from '../../ui/use-api.ts';
import './errors.ts';
import { Rows, accountRows } from './Figures.tsx';
import { bindLinkText, methodName, withdrawToText } from './labels.ts';
import { Loaded } from './Loaded.tsx';
import { bindFromValue } from './query.ts';
import './withdraw.css';

interface Props {
  lang: Lang;
}

/** The withdrawal methods island. */
export function WithdrawMethods({ lang }: Props) {
  const [overview, reload] = useApi(WITHDRAW_ENDPOINTS.overview, {});
  return (
    <Loaded lang={lang} result={overview} onRetry={reload}>
      {(data) =>
        data.methods.map(({ method, bound }) => (
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
        ))
      }
    </Loaded>
  );
}
