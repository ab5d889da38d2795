// /attiremall, the Decor Shop (SPEC 1, SPEC 3): the eight categories as tabs, each item with its preview, durations and
// prices and whether the user owns it; buying goes through a sheet (duration, balance, new end date; not enough coins
// offers the top-up) and is idempotent. `?item=<id>` opens the item's category (the renew link of My Decors);
// `?buy=<id>&days=<7|30>` (and `number` for a special ID) opens its sheet again: the way back from a top-up.
import { Suspense, lazy, useEffect, useState } from 'react';
import { DECOR_ENDPOINTS, type OwnedDecor, type SpecialIdHeld } from '../../contract/account.ts';
import { DECOR_CATEGORIES, DECOR_DURATIONS_DAYS, decorExpiryAfter, decorRequirementUnmet, isDecorActive, isDecorDuration, type CatalogueItem, type DecorBuyer, type DecorCategory, type DecorDurationDays } from '../../domain/decor.ts';
import { shownSpecialIdOf } from '../../domain/special-id.ts';
import { RepeatedTapError, createSubmission, errorText } from '../../lib/api.ts';
import { recharge } from '../../lib/app-bridge-top-up.ts';
import { serverNow } from '../../lib/clock.ts';
import { RETURN_PARAM, markReturnPoint, whenBackFromTopUp } from '../../lib/top-up-return.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { SignedInAs } from '../../ui/SignedInAs.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { useQueryParam } from '../../ui/use-query-param.ts';
import { useResumedSubmission, type Resumed } from '../../ui/use-resumed-submission.ts';
import { categoryName, itemName } from './decor-names.ts';
import { DecorPreview } from './DecorPreview.tsx';
import './errors-decor.ts';
import { dateOf, formatCoins } from './text.ts';
import './account.css';

interface Props {
  lang: Lang;
}

/** The special ID's part of the sheet loads when such a sheet opens: most visits never need it (DESIGN 9). */
const SpecialIdPicker = lazy(() => import('./SpecialIdPicker.tsx').then((module) => ({ default: module.SpecialIdPicker })));

/** The shop island. */
export function DecorShop({ lang }: Props) {
  const [shop, reload] = useApi(DECOR_ENDPOINTS.shop, {});
  return (
    <Loaded lang={lang} result={shop} onRetry={reload} rows={5}>
      {(data) => <Shop lang={lang} items={data.items} buyer={data.buyer} balance={data.balance} owned={data.owned} specialIds={data.specialIds} onBack={reload} />}
    </Loaded>
  );
}

/** Tabs of categories, the items of the chosen one, and the purchase sheet. */
function Shop(props: { lang: Lang; items: CatalogueItem[]; buyer: DecorBuyer; balance: number; owned: OwnedDecor[]; specialIds: SpecialIdHeld[]; onBack: () => void }) {
  const { lang, items, buyer, balance: initialBalance, owned: initialOwned, specialIds: initialIds, onBack } = props;
  const brand = useBrand();
  const locale = { locale: lang };
  const askedId = useQueryParam('item');
  const itemOf = (id: string | null | undefined) => items.find((item) => item.id === id) ?? null;
  const asked = itemOf(askedId);
  const query = { buy: useQueryParam('buy'), days: useQueryParam('days'), number: useQueryParam('number') };
  const [category, setCategory] = useState<DecorCategory>('avatarFrame');
  const [balance, setBalance] = useState(initialBalance);
  const [owned, setOwned] = useState(initialOwned);
  const [specialIds, setSpecialIds] = useState(initialIds);
  /** The number picked for the special-ID item in the sheet. */
  const [number, setNumber] = useState<string | null>(null);
  const [buying, setBuying] = useState<CatalogueItem | null>(null);
  const [days, setDays] = useState<DecorDurationDays>(7);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submission] = useState(() => createSubmission(DECOR_ENDPOINTS.buy));

  useEffect(() => {
    if (asked) setCategory(asked.category);
  }, [asked]);
  // Back from a top-up: the same item and duration in its sheet again, with the balance just read.
  useEffect(() => {
    const item = itemOf(query.buy);
    if (!item || !item.onSale || decorRequirementUnmet(item, buyer)) return;
    const askedDays = Number(query.days);
    setCategory(item.category);
    setDays(isDecorDuration(askedDays) ? askedDays : 7);
    setNumber(query.number ?? null);
    setBuying(item);
  }, [query.buy]);

  const settle = (outcome: Resumed<typeof DECOR_ENDPOINTS.buy>) => {
    setPending(false);
    if (outcome.ok) {
      setBuying(null);
      setBalance(outcome.data.balance);
      setOwned((list) => [...list.filter((o) => o.itemId !== outcome.data.owned.itemId), outcome.data.owned]);
      const held = outcome.data.specialId;
      if (held) setSpecialIds((list) => [...list.filter((h) => h.itemId !== held.itemId), held]);
      const item = itemOf(outcome.data.owned.itemId);
      showToast(m['account.decor.bought']({ item: item ? itemName(item, lang) : '', date: dateOf(outcome.data.owned.expiresAt, lang) }, locale));
    } else {
      setError(errorText(outcome.error, lang));
    }
  };
  const resuming = useResumedSubmission(submission, settle);

  const ownedOf = (id: string) => owned.find((o) => o.itemId === id) ?? null;
  const heldOf = (id: string) => specialIds.find((h) => h.itemId === id && serverNow() < h.expiresAt) ?? null;
  const wornId = owned.find((o) => o.category === 'specialId' && o.worn)?.itemId ?? null;
  const shownId = shownSpecialIdOf(specialIds, wornId, serverNow());
  // A special ID still held is renewed with its number; otherwise the buyer picks one.
  const kept = buying?.category === 'specialId' ? heldOf(buying.id) : null;
  const price = buying ? buying.priceCoins[days] : 0;
  const short = buying !== null && balance < price;
  const buy = () => {
    if (!buying) return;
    if (short) {
      // The app's billing where the brand says so, else the web top-up page.
      // The way back: this purchase in the address (the back button) and in the top-up page's return link.
      const back = pageHref('/attiremall', lang, { buy: buying.id, days, number: number ?? undefined });
      markReturnPoint(back);
      whenBackFromTopUp(onBack);
      recharge({ reason: 'decor' }, brand.topUp, () => location.assign(pageHref('/dukurecharge', lang, { [RETURN_PARAM]: back })));
      return;
    }
    const chosen = kept?.number ?? number;
    if (buying.category === 'specialId' && chosen === null) {
      setError(m['account.decor.number.pickFirst']({}, locale));
      return;
    }
    setPending(true);
    setError(null);
    submission.submit({ item_id: buying.id, days: String(days), ...(chosen === null ? {} : { number: chosen }) }).then(
      (data) => settle({ ok: true, data }),
      (failure: unknown) => {
        if (failure instanceof RepeatedTapError) return showToast(m['common.doNotRepeat']({}, locale));
        settle({ ok: false, error: failure });
      },
    );
  };

  const current = buying ? ownedOf(buying.id) : null;
  return (
    <>
      <div className="acc-signed">
        <SignedInAs lang={lang} />
        {shownId && (
          <p className="acc-id-badge" role="note">
            {m['account.decor.number.badge']({ id: shownId.number }, locale)}
          </p>
        )}
      </div>
      <Card title={m['account.decor.balance']({}, locale)} className="acc-balance">
        <strong>{formatCoins(balance, lang, brand)}</strong>
        <a href={pageHref('/myAttire', lang)}>{m['account.decor.mine']({}, locale)}</a>
      </Card>
      {resuming && (
        <p className="ui-muted" role="status">
          {m['account.resuming']({}, locale)}
        </p>
      )}
      <Tabs label={m['account.decor.categories']({}, locale)} tabs={DECOR_CATEGORIES.map((c) => ({ value: c, label: categoryName(c, lang) }))} value={category} onChange={setCategory}>
        <ul className="acc-items">
          {items.filter((item) => item.category === category).map((item) => {
            const mine = ownedOf(item.id);
            const active = mine !== null && isDecorActive(mine.expiresAt, serverNow());
            const unmet = item.onSale ? decorRequirementUnmet(item, buyer) : null;
            return (
              <li key={item.id} className={asked?.id === item.id ? 'acc-item acc-item--asked' : 'acc-item'}>
                <DecorPreview item={item} lang={lang} digits={heldOf(item.id)?.number} />
                <div className="acc-item__main">
                  <strong>{itemName(item, lang)}</strong>
                  <span className="ui-muted">
                    {DECOR_DURATIONS_DAYS.map((d) => m['account.decor.priceFor']({ days: String(d), price: formatCoins(item.priceCoins[d], lang, brand) }, locale)).join(' · ')}
                  </span>
                  {(item.minWealthLevel > 0 || item.minVipLevel > 0) && (
                    <span className={unmet ? 'acc-state acc-state--bad' : 'acc-state'}>
                      {[
                        item.minWealthLevel > 0 ? m['account.decor.needsLevel']({ level: String(item.minWealthLevel) }, locale) : null,
                        item.minVipLevel > 0 ? m['account.decor.needsVip']({ level: String(item.minVipLevel) }, locale) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  )}
                  {!item.onSale && <span className="acc-state acc-state--bad">{m['account.decor.notSold']({}, locale)}</span>}
                  {mine && (
                    <span className={active ? 'acc-state' : 'acc-state acc-state--bad'}>
                      {active ? m['account.decor.ownedUntil']({ date: dateOf(mine.expiresAt, lang) }, locale) : m['account.decor.expiredOn']({ date: dateOf(mine.expiresAt, lang) }, locale)}
                    </span>
                  )}
                </div>
                <button
                  type="button"
                  className="ui-btn ui-btn--primary"
                  disabled={!item.onSale || unmet !== null}
                  aria-label={m['account.decor.buyItem']({ item: itemName(item, lang) }, locale)}
                  onClick={() => {
                    setDays(7);
                    setNumber(null);
                    setError(null);
                    setBuying(item);
                  }}
                >
                  {mine ? m['account.decor.renew']({}, locale) : m['account.decor.buy']({}, locale)}
                </button>
              </li>
            );
          })}
        </ul>
      </Tabs>
      <Dialog
        lang={lang}
        open={buying !== null}
        variant="confirm"
        title={buying ? m['account.decor.buyItem']({ item: itemName(buying, lang) }, locale) : ''}
        confirmLabel={short ? m['account.vip.topUp']({}, locale) : m['account.decor.pay']({ price: formatCoins(price, lang, brand) }, locale)}
        busy={pending}
        onRepeatTap={buy}
        onConfirm={buy}
        onCancel={() => !pending && setBuying(null)}
      >
        {buying && (
          <>
            {buying.category === 'specialId' && (
              <Suspense fallback={<div className="acc-sheet-id" />}>
                <SpecialIdPicker
                  lang={lang}
                  item={buying}
                  kept={kept?.number ?? null}
                  value={number}
                  onChange={(n) => {
                    setNumber(n);
                    setError(null);
                  }}
                />
              </Suspense>
            )}
            <fieldset className="acc-choices acc-choices--plain">
              <legend className="ui-sr">{m['account.decor.duration']({}, locale)}</legend>
              {DECOR_DURATIONS_DAYS.map((d) => (
                <label key={d} className={d === days ? 'acc-choice acc-choice--on' : 'acc-choice'}>
                  <input type="radio" name="decor-days" checked={d === days} onChange={() => setDays(d)} />
                  <span className="acc-choice__name">{m['account.buyVip.days']({ days: String(d) }, locale)}</span>
                  <span className="acc-choice__price">{formatCoins(buying.priceCoins[d], lang, brand)}</span>
                </label>
              ))}
            </fieldset>
            <p>{m['account.decor.until']({ date: dateOf(decorExpiryAfter(current?.expiresAt ?? null, serverNow(), days), lang) }, locale)}</p>
            <p className="ui-muted">{m['account.vip.balance']({ coins: formatCoins(balance, lang, brand) }, locale)}</p>
            {short && <p className="ui-field__error">{m['error.decor.insufficientCoins']({}, locale)}</p>}
            {error && (
              <p className="ui-field__error" role="alert">
                {error}
              </p>
            )}
          </>
        )}
      </Dialog>
    </>
  );
}
