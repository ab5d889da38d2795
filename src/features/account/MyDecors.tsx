// /myAttire, My Decors (SPEC 1, SPEC 3): what the user owns, by category; wear or take off (one worn per category: the
// server takes the other off), the end date of each, and expired items shown as such with a link to renew them.
import { useState } from 'react';
import { DECOR_ENDPOINTS, type OwnedDecor } from '../../contract/account.ts';
import { DECOR_CATEGORIES, isDecorActive, type CatalogueItem } from '../../domain/decor.ts';
import { call, errorText } from '../../lib/api.ts';
import { serverNow } from '../../lib/clock.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { categoryName, itemName } from './decor-names.ts';
import { DecorPreview } from './DecorPreview.tsx';
import './errors-decor.ts';
import { dateOf } from './text.ts';
import './account.css';

interface Props {
  lang: Lang;
}

/** The owned items island. */
export function MyDecors({ lang }: Props) {
  const [mine, reload] = useApi(DECOR_ENDPOINTS.mine, {});
  return (
    <Loaded lang={lang} result={mine} onRetry={reload} rows={4}>
      {(data) => <Owned lang={lang} items={data.items} initial={data.owned} />}
    </Loaded>
  );
}

/** The items by category, with their actions. */
function Owned({ lang, items, initial }: { lang: Lang; items: CatalogueItem[]; initial: OwnedDecor[] }) {
  const locale = { locale: lang };
  const [owned, setOwned] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const wear = (item: OwnedDecor, on: boolean) => {
    setBusy(item.itemId);
    call(DECOR_ENDPOINTS.wear, { item_id: item.itemId, wear: on ? '1' : '0' }).then(
      (data) => {
        setBusy(null);
        setOwned(data.owned);
      },
      (error: unknown) => {
        setBusy(null);
        showToast(errorText(error, lang));
      },
    );
  };

  if (owned.length === 0) {
    return (
      <Card title={m['account.decor.emptyTitle']({}, locale)}>
        <p className="ui-muted">{m['account.decor.empty']({}, locale)}</p>
        <a className="ui-btn ui-btn--primary acc-wide" href={pageHref('/attiremall', lang)}>
          {m['account.decor.toShop']({}, locale)}
        </a>
      </Card>
    );
  }
  const now = serverNow();
  return (
    <>
      {DECOR_CATEGORIES.filter((category) => owned.some((o) => o.category === category)).map((category) => (
        <Card key={category} title={categoryName(category, lang)}>
          <ul className="acc-items">
            {owned
              .filter((o) => o.category === category)
              .map((o) => {
                const item = items.find((i) => i.id === o.itemId);
                if (!item) return null;
                const active = isDecorActive(o.expiresAt, now);
                const name = itemName(item, lang);
                return (
                  <li key={o.itemId} className="acc-item">
                    <DecorPreview item={item} lang={lang} faded={!active} />
                    <div className="acc-item__main">
                      <strong>{name}</strong>
                      {o.worn && <span className="acc-state acc-state--on">{m['account.decor.wearing']({}, locale)}</span>}
                      <span className={active ? 'ui-muted' : 'acc-state acc-state--bad'}>
                        {active ? m['account.decor.ownedUntil']({ date: dateOf(o.expiresAt, lang) }, locale) : m['account.decor.expiredOn']({ date: dateOf(o.expiresAt, lang) }, locale)}
                      </span>
                    </div>
                    {!active ? (
                      <a className="ui-btn" href={pageHref('/attiremall', lang, { item: item.id })} aria-label={m['account.decor.renewItem']({ item: name }, locale)}>
                        {m['account.decor.renew']({}, locale)}
                      </a>
                    ) : (
                      <button
                        type="button"
                        className={o.worn ? 'ui-btn' : 'ui-btn ui-btn--primary'}
                        disabled={busy !== null}
                        aria-label={o.worn ? m['account.decor.takeOffItem']({ item: name }, locale) : m['account.decor.wearItem']({ item: name }, locale)}
                        onClick={() => wear(o, !o.worn)}
                      >
                        {o.worn ? m['account.decor.takeOff']({}, locale) : m['account.decor.wear']({}, locale)}
                      </button>
                    )}
                  </li>
                );
              })}
          </ul>
        </Card>
      ))}
      <a className="ui-btn acc-wide" href={pageHref('/attiremall', lang)}>
        {m['account.decor.toShop']({}, locale)}
      </a>
    </>
  );
}
