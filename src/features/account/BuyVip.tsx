// /buyVip (SPEC 4, 9): 30, 90 or 180 days with their prices, the balance, what the purchase gives (level, new end: a
// renewal adds its days to the current end), computed on the page with the server's own rule (activateVip); not enough
// coins offers the top-up; the purchase goes through a confirmation sheet and is idempotent. `?days=<30|90|180>` chooses
// the duration and, when the balance now covers it, opens the sheet again: the way back from a top-up.
import { useEffect, useState, type ReactNode } from 'react';
import { VIP_ENDPOINTS, type VipOverview, type VipResult } from '../../contract/account.ts';
import { VIP_DURATIONS_DAYS, VIP_PRICE_COINS_BY_DURATION_DAYS, activateVip, type VipDurationDays } from '../../domain/vip.ts';
import { RepeatedTapError, createSubmission, errorText } from '../../lib/api.ts';
import { topUpClick } from '../../lib/app-bridge-top-up.ts';
import { serverNow } from '../../lib/clock.ts';
import { RETURN_PARAM, markReturnPoint, whenBackFromTopUp } from '../../lib/top-up-return.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { SignedInAs } from '../../ui/SignedInAs.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { useQueryParam } from '../../ui/use-query-param.ts';
import { useResumedSubmission, type Resumed } from '../../ui/use-resumed-submission.ts';
import './errors-vip.ts';
import { LevelBadge } from './LevelBadge.tsx';
import { dateOf, formatCoins } from './text.ts';
import '../../ui/art/art.css';
import './account.css';

interface Props {
  lang: Lang;
  /** The page's static parts below the island (links, the levels card), shown once the data is in. */
  children?: ReactNode;
}

/** Whole percent saved against buying 30 days at a time. */
function savingPercent(days: VipDurationDays): number {
  const monthly = VIP_PRICE_COINS_BY_DURATION_DAYS[30] * (days / 30);
  return Math.round(((monthly - VIP_PRICE_COINS_BY_DURATION_DAYS[days]) * 100) / monthly);
}

/** The purchase island. */
export function BuyVip({ lang, children }: Props) {
  const [overview, reload] = useApi(VIP_ENDPOINTS.overview, {});
  return (
    <Loaded lang={lang} result={overview} onRetry={reload} rows={5} after={children}>
      {(data) => <Purchase lang={lang} overview={data} onBack={reload} />}
    </Loaded>
  );
}

/** The choice, the confirmation and the result. */
function Purchase({ lang, overview, onBack }: { lang: Lang; overview: VipOverview; onBack: () => void }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const [days, setDays] = useState<VipDurationDays>(30);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<VipResult | null>(null);
  const [submission] = useState(() => createSubmission(VIP_ENDPOINTS.buy));
  const askedDays = useQueryParam('days');
  // Back from a top-up: the same duration, and its sheet when the balance (just read) now covers it.
  useEffect(() => {
    const asked = VIP_DURATIONS_DAYS.find((option) => String(option) === askedDays);
    if (asked === undefined) return;
    setDays(asked);
    if (overview.balance >= VIP_PRICE_COINS_BY_DURATION_DAYS[asked]) setConfirming(true);
  }, [askedDays]);

  const settle = (outcome: Resumed<typeof VIP_ENDPOINTS.buy>) => {
    setPending(false);
    setConfirming(false);
    if (outcome.ok) setDone(outcome.data);
    else setError(errorText(outcome.error, lang));
  };
  const resuming = useResumedSubmission(submission, settle);

  if (done) {
    return (
      <Card title={m['account.buyVip.doneTitle']({}, locale)}>
        <div role="status">
          <div className="acc-vip-head">
            <LevelBadge kind="vip" level={done.membership.level} lang={lang} />
            <p className="acc-strong">{m['account.vip.activeUntil']({ date: dateOf(done.membership.expiresAt, lang) }, locale)}</p>
          </div>
          <p className="ui-muted">{m['account.vip.balance']({ coins: formatCoins(done.balance, lang, brand) }, locale)}</p>
        </div>
        <a className="ui-btn ui-btn--primary acc-wide" href={pageHref('/mall', lang)}>
          {m['account.buyVip.backToMall']({}, locale)}
        </a>
      </Card>
    );
  }

  const price = VIP_PRICE_COINS_BY_DURATION_DAYS[days];
  const membership = overview.membership && { level: overview.membership.level, expiresAtMs: overview.membership.expiresAt, levelHeldUntilMs: overview.membership.levelHeldUntil, lastClaimDate: null };
  // The same rule the server applies: a renewal extends the current end, an activation is rated from the recharge.
  const preview = activateVip(membership, days, serverNow(), overview.rechargedCoins);
  const short = overview.balance < price;

  const buy = () => {
    setPending(true);
    setError(null);
    submission.submit({ days: String(days) }).then(
      (data) => settle({ ok: true, data }),
      (failure: unknown) => {
        if (failure instanceof RepeatedTapError) return showToast(m['common.doNotRepeat']({}, locale));
        settle({ ok: false, error: failure });
      },
    );
  };

  return (
    <>
      <div className="acc-signed">
        <SignedInAs lang={lang} />
      </div>
      <Card title={m['account.buyVip.balanceTitle']({}, locale)}>
        <p className="acc-big"><span className="art-coin" aria-hidden="true" />{formatCoins(overview.balance, lang, brand)}</p>
        <p className="ui-muted">
          {overview.status === 'active' && overview.membership
            ? m['account.buyVip.renewing']({ level: String(overview.membership.level), date: dateOf(overview.membership.expiresAt, lang) }, locale)
            : m['account.buyVip.activating']({ level: String(overview.earnedLevel) }, locale)}
        </p>
      </Card>
      <fieldset className="ui-card acc-choices">
        <legend className="ui-card__title">{m['account.buyVip.chooseTitle']({}, locale)}</legend>
        {VIP_DURATIONS_DAYS.map((option) => (
          <label key={option} className={option === days ? 'acc-choice acc-choice--on' : 'acc-choice'}>
            <input
              type="radio"
              name="vip-days"
              value={option}
              checked={option === days}
              onChange={() => {
                setDays(option);
                setError(null);
              }}
            />
            <span className="acc-choice__name">{m['account.buyVip.days']({ days: String(option) }, locale)}</span>
            <span className="acc-choice__price">{formatCoins(VIP_PRICE_COINS_BY_DURATION_DAYS[option], lang, brand)}</span>
            {savingPercent(option) > 0 && <span className="acc-choice__save">{m['account.buyVip.save']({ percent: String(savingPercent(option)) }, locale)}</span>}
          </label>
        ))}
      </fieldset>
      {preview.ok && (
        <p className="acc-note" aria-live="polite">
          {m['account.buyVip.preview']({ level: String(preview.state.level), date: dateOf(preview.state.expiresAtMs, lang) }, locale)}
        </p>
      )}
      {short && (
        <div className="acc-short" role="status">
          <p>{m['account.buyVip.short']({ balance: formatCoins(overview.balance, lang, brand), price: formatCoins(price, lang, brand) }, locale)}</p>
          <a
            className="ui-btn acc-wide"
            href={pageHref('/dukurecharge', lang, { [RETURN_PARAM]: pageHref('/buyVip', lang, { days }) })}
            onClick={(event) => {
              // The way back: this purchase in the address (the back button) as in the top-up page's return link.
              markReturnPoint(pageHref('/buyVip', lang, { days }));
              whenBackFromTopUp(onBack);
              topUpClick('vip', brand.topUp)(event);
            }}
          >
            {m['account.vip.topUp']({}, locale)}
          </a>
        </div>
      )}
      {error && (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      )}
      {resuming && (
        <p className="ui-muted" role="status">
          {m['account.resuming']({}, locale)}
        </p>
      )}
      <button type="button" className="ui-btn ui-btn--primary acc-wide" disabled={short || resuming} onClick={() => setConfirming(true)}>
        {m['account.buyVip.buy']({ price: formatCoins(price, lang, brand) }, locale)}
      </button>
      <Dialog
        lang={lang}
        open={confirming}
        variant="confirm"
        title={m['account.buyVip.confirmTitle']({ days: String(days), price: formatCoins(price, lang, brand) }, locale)}
        busy={pending}
        onRepeatTap={buy}
        onConfirm={buy}
        onCancel={() => !pending && setConfirming(false)}
      >
        {preview.ok && <p>{m['account.buyVip.preview']({ level: String(preview.state.level), date: dateOf(preview.state.expiresAtMs, lang) }, locale)}</p>}
        <p className="ui-muted">{m['account.vip.balance']({ coins: formatCoins(overview.balance - price, lang, brand) }, locale)}</p>
      </Dialog>
    </>
  );
}
