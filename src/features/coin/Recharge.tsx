// /dukurecharge (route Recharge; DESIGN 11): the coin balance, the coin packages and payment channels, a payment order
// made on confirmation and paid on the provider's page, then, back on this page, the order followed until it is paid,
// failed or expired; and the latest orders with their states.
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { TOPUP_ENDPOINTS, type TopUpOrderView, type TopUpOverview } from '../../contract/topup.ts';
import {
  PAYMENT_CHANNELS,
  TOPUP_ORDER_TTL_MINUTES,
  TOPUP_PACKAGES,
  TOPUP_RECENT_ORDERS,
  checkTopUpChoice,
  packageCoins,
  topUpPackage,
  topUpPollDelayMs,
  type PaymentChannel,
  type TopUpOrderError,
  type TopUpPackage,
} from '../../domain/topup.ts';
import { ApiError, RepeatedTapError, call, createSubmission, errorText } from '../../lib/api.ts';
import { serverNow } from '../../lib/clock.ts';
import { formatIdr, formatNumber } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Countdown } from '../../ui/Countdown.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Loaded, Loading } from '../../ui/LoadState.tsx';
import { Rows } from '../../ui/Rows.tsx';
import { SignedInAs } from '../../ui/SignedInAs.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { useQueryParam } from '../../ui/use-query-param.ts';
import { useResumedSubmission, type Resumed } from '../../ui/use-resumed-submission.ts';
import { useSession } from '../../ui/use-session.ts';
import './topup-errors.ts';
import { formatCoins } from './format-coins.ts';
import { channelName, orderStateText } from './labels.ts';
import { ReturnToPurchase } from './ReturnToPurchase.tsx';
import { ForDealers } from './ForDealers.tsx';
import '../../ui/art/art.css';
import './coin.css';
import './topup.css';

interface Props {
  lang: Lang;
}

/** The recharge island. */
export function Recharge({ lang }: Props) {
  const [overview, reload] = useApi(TOPUP_ENDPOINTS.overview, {});
  return (
    // As many placeholder rows as the screen's first view holds, so the notes below start out of sight and never jump.
    <Loaded lang={lang} result={overview} onRetry={reload} forbidden={<ForDealers lang={lang} />} rows={12}>
      {(data) => <RechargeScreen lang={lang} overview={data} />}
    </Loaded>
  );
}

/** The order the page follows: the one named in the address (back from the provider) or just resumed. */
function useFollowedOrder(id: string | null): { data: { order: TopUpOrderView; balance: number } | null; error: unknown; recheck: () => void } {
  const session = useSession();
  const [data, setData] = useState<{ order: TopUpOrderView; balance: number } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [nudge, setNudge] = useState(0);

  useEffect(() => {
    if (!id || session.status !== 'in') return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    // DESIGN 11: asked again with a growing wait while pending, never again once final.
    const check = async () => {
      try {
        const answer = await call(TOPUP_ENDPOINTS.order, { id });
        if (stopped) return;
        setData(answer);
        setError(null);
        if (answer.order.state === 'pending') timer = setTimeout(() => void check(), topUpPollDelayMs(attempt++));
      } catch (failure) {
        if (stopped) return;
        setError(failure);
        if (!(failure instanceof ApiError && failure.failure === 'topup.orderNotFound')) timer = setTimeout(() => void check(), topUpPollDelayMs(attempt++));
      }
    };
    void check();
    // Back from the payment app: ask at once rather than at the next turn of the wait.
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      attempt = 0;
      void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [id, session.status, nudge]);

  return { data, error, recheck: () => setNudge((n) => n + 1) };
}

/** The packages' and channels' choice, the order sheet and the followed order. */
function RechargeScreen({ lang, overview }: { lang: Lang; overview: TopUpOverview }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const queryOrder = useQueryParam('order');
  const [followed, setFollowed] = useState<string | null>(null);
  const orderId = followed ?? (queryOrder && /^\d{1,15}$/.test(queryOrder) ? queryOrder : null);
  const { data: followedData, error: followedError, recheck } = useFollowedOrder(orderId);
  const [packageId, setPackageId] = useState<string | null>(null);
  const [channel, setChannel] = useState<PaymentChannel | null>(null);
  const [problem, setProblem] = useState<{ rule: TopUpOrderError | null; text: string } | null>(null);
  const [confirming, setConfirming] = useState<{ entry: TopUpPackage; channel: PaymentChannel } | null>(null);
  const [pending, setPending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [submission] = useState(() => createSubmission(TOPUP_ENDPOINTS.create));
  const packageGroup = useId();
  const channelGroup = useId();

  // The balance and the latest orders, brought up to date by the followed order's answers.
  const balance = followedData?.balance ?? overview.balance;
  const recent = followedData
    ? [followedData.order, ...overview.recent.filter((order) => order.id !== followedData.order.id)].slice(0, TOPUP_RECENT_ORDERS)
    : overview.recent;

  const check = checkTopUpChoice({ packageId, channel });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check.ok) {
      setProblem({ rule: check.error, text: errorText(new ApiError(`topup.${check.error}`, null), lang) });
      return;
    }
    setProblem(null);
    setConfirming({ entry: check.package, channel: check.channel });
  };

  /** A made order goes to the provider's page; a resumed one (the page was reloaded) is shown here to pay or follow. */
  const settle = (outcome: Resumed<typeof TOPUP_ENDPOINTS.create>, resumed: boolean) => {
    setPending(false);
    setConfirming(null);
    if (!outcome.ok) {
      setProblem({ rule: null, text: errorText(outcome.error, lang) });
      return;
    }
    const { order } = outcome.data;
    if (!resumed && order.payUrl) {
      setLeaving(true);
      location.assign(order.payUrl);
      return;
    }
    setFollowed(order.id);
  };
  const resuming = useResumedSubmission(submission, (outcome) => settle(outcome, true));

  const send = () => {
    if (!confirming) return;
    setPending(true);
    submission.submit({ package_id: confirming.entry.id, channel: confirming.channel, lang }).then(
      (data) => settle({ ok: true, data }, false),
      (error: unknown) => {
        if (error instanceof RepeatedTapError) return showToast(m['common.doNotRepeat']({}, locale));
        settle({ ok: false, error }, false);
      },
    );
  };

  const chosen = topUpPackage(packageId);
  return (
    <>
      <div className="coin-signed">
        <SignedInAs lang={lang} />
      </div>
      {orderId && <OrderStatus lang={lang} data={followedData} error={followedError} onExpired={recheck} />}
      <ReturnToPurchase lang={lang} backFromProvider={orderId !== null} paid={followedData?.order.state === 'paid'} />
      <Card title={m['coin.balance']({}, locale)}>
        <p className="coin-big"><span className="art-coin" aria-hidden="true" />{formatCoins(balance, lang, brand)}</p>
      </Card>

      <form className="coin-form" noValidate onSubmit={submit}>
        <fieldset className="ui-card coin-choices" aria-describedby={problem?.rule === 'packageRequired' ? `${packageGroup}-error` : undefined}>
          <legend className="ui-card__title">{m['coin.topup.packages']({}, locale)}</legend>
          <div className="coin-packages">
            {TOPUP_PACKAGES.map((entry) => (
              <label key={entry.id} className={packageId === entry.id ? 'coin-package coin-package--checked' : 'coin-package'}>
                <input
                  type="radio"
                  name="package"
                  value={entry.id}
                  checked={packageId === entry.id}
                  onChange={() => {
                    setPackageId(entry.id);
                    if (problem?.rule === 'packageRequired') setProblem(null);
                  }}
                />
                <span className="coin-package__coins">{formatCoins(entry.coins, lang, brand)}</span>
                {entry.bonusCoins > 0 && (
                  <span className="coin-package__bonus">{m['coin.topup.bonus']({ amount: formatNumber(entry.bonusCoins, lang) }, locale)}</span>
                )}
                <span className="coin-package__price">{formatIdr(entry.priceIdr, lang)}</span>
              </label>
            ))}
          </div>
          {/* Assumed (docs/rules.md): the bonus is spendable, but rewards for topping up count the coins paid for. */}
          <p className="ui-muted">{m['coin.topup.bonusNote']({}, locale)}</p>
          {problem?.rule === 'packageRequired' && (
            <p id={`${packageGroup}-error`} className="ui-field__error" role="alert">
              {problem.text}
            </p>
          )}
        </fieldset>

        <fieldset className="ui-card coin-choices" aria-describedby={problem?.rule === 'channelRequired' ? `${channelGroup}-error` : undefined}>
          <legend className="ui-card__title">{m['coin.topup.channels']({}, locale)}</legend>
          {(['wallet', 'qris', 'va'] as const).map((group) => (
            <div key={group} className="coin-channel-group" role="group" aria-label={groupName(group, lang)}>
              <p className="coin-channel-group__name">{groupName(group, lang)}</p>
              {PAYMENT_CHANNELS.filter((entry) => entry.group === group).map((entry) => (
                <label key={entry.id} className={channel === entry.id ? 'coin-channel coin-channel--checked' : 'coin-channel'}>
                  <input
                    type="radio"
                    name="channel"
                    value={entry.id}
                    checked={channel === entry.id}
                    onChange={() => {
                      setChannel(entry.id);
                      if (problem?.rule === 'channelRequired') setProblem(null);
                    }}
                  />
                  <span>{channelName(entry.id, lang)}</span>
                </label>
              ))}
            </div>
          ))}
          {problem?.rule === 'channelRequired' && (
            <p id={`${channelGroup}-error`} className="ui-field__error" role="alert">
              {problem.text}
            </p>
          )}
        </fieldset>

        {!overview.payable && <p className="coin-alert">{errorText(new ApiError('topup.unavailable', null), lang)}</p>}
        {problem && problem.rule === null && (
          <p className="coin-alert" role="alert">
            {problem.text}
          </p>
        )}
        {resuming && (
          <p className="ui-muted" role="status">
            {m['ui.resumeChecking']({}, locale)}
          </p>
        )}
        <button type="submit" className="ui-btn ui-btn--primary coin-wide" disabled={!overview.payable || pending || resuming || leaving}>
          {chosen ? m['coin.topup.payAmount']({ amount: formatIdr(chosen.priceIdr, lang) }, locale) : m['coin.topup.pay']({}, locale)}
        </button>
      </form>

      <RecentOrders lang={lang} orders={recent} />

      <Dialog
        lang={lang}
        open={confirming !== null}
        variant="confirm"
        title={m['coin.topup.confirmTitle']({}, locale)}
        confirmLabel={m['coin.topup.confirmPay']({}, locale)}
        busy={pending || leaving}
        onRepeatTap={send}
        onConfirm={send}
        onCancel={() => !pending && !leaving && setConfirming(null)}
      >
        {confirming && (
          <>
            <Rows
              rows={[
                { label: m['coin.topup.coins']({}, locale), value: formatCoins(packageCoins(confirming.entry), lang, brand) },
                { label: m['coin.topup.price']({}, locale), value: formatIdr(confirming.entry.priceIdr, lang) },
                { label: m['coin.topup.channel']({}, locale), value: channelName(confirming.channel, lang) },
              ]}
            />
            <p className="ui-muted">{m['coin.topup.confirmNote']({ minutes: String(TOPUP_ORDER_TTL_MINUTES) }, locale)}</p>
          </>
        )}
      </Dialog>
    </>
  );
}

/** The name of a group of channels. */
function groupName(group: 'wallet' | 'qris' | 'va', lang: Lang): string {
  const locale = { locale: lang };
  if (group === 'wallet') return m['coin.topup.groupWallet']({}, locale);
  if (group === 'qris') return m['coin.topup.groupQris']({}, locale);
  return m['coin.topup.groupVa']({}, locale);
}

/** The followed order: pending with its time left and a way back to the payment page, or how it ended. */
function OrderStatus({
  lang,
  data,
  error,
  onExpired,
}: {
  lang: Lang;
  data: { order: TopUpOrderView; balance: number } | null;
  error: unknown;
  onExpired: () => void;
}) {
  const brand = useBrand();
  const locale = { locale: lang };
  if (!data) {
    if (error) {
      return (
        <Card title={m['coin.order.title']({}, locale)}>
          <p className="coin-alert" role="alert">
            {errorText(error, lang)}
          </p>
        </Card>
      );
    }
    return <Loading lang={lang} rows={1} />;
  }
  const { order, balance } = data;
  const coins = formatCoins(order.coins + order.bonusCoins, lang, brand);
  return (
    <Card title={m['coin.order.title']({}, locale)} className={`coin-order coin-order--${order.state}`}>
      <div role="status">
        <p className="coin-order__state">{orderStateText(order.state, order.failReason, lang)}</p>
        {order.state === 'paid' && <p>{m['coin.order.paidNote']({ coins, balance: formatCoins(balance, lang, brand) }, locale)}</p>}
        {order.state === 'failed' && <p>{m['coin.order.failedNote']({}, locale)}</p>}
        {order.state === 'expired' && <p>{m['coin.order.expiredNote']({ minutes: String(TOPUP_ORDER_TTL_MINUTES) }, locale)}</p>}
      </div>
      {order.state === 'pending' && (
        <>
          <p>
            {m['coin.order.timeLeft']({}, locale)}{' '}
            <Countdown lang={lang} targetMs={order.expiresAt} now={serverNow} onEnd={onExpired} />
          </p>
          <p className="ui-muted">{m['coin.order.pendingNote']({}, locale)}</p>
          {order.payUrl && (
            <a className="ui-btn ui-btn--primary coin-wide" href={order.payUrl}>
              {m['coin.order.continue']({}, locale)}
            </a>
          )}
        </>
      )}
      <Rows
        rows={[
          { label: m['coin.order.number']({}, locale), value: order.id },
          { label: m['coin.topup.coins']({}, locale), value: coins },
          { label: m['coin.topup.price']({}, locale), value: formatIdr(order.priceIdr, lang) },
          { label: m['coin.topup.channel']({}, locale), value: channelName(order.channel, lang) },
        ]}
      />
    </Card>
  );
}

/** The latest orders with their states; a pending one can still be paid. */
function RecentOrders({ lang, orders }: { lang: Lang; orders: TopUpOrderView[] }) {
  const brand = useBrand();
  const locale = { locale: lang };
  return (
    <Card title={m['coin.topup.recent']({}, locale)}>
      {orders.length === 0 ? (
        <p className="ui-muted">{m['coin.topup.noOrders']({}, locale)}</p>
      ) : (
        <ul className="coin-orders" aria-label={m['coin.topup.recent']({}, locale)}>
          {orders.map((order) => (
            <li key={order.id} className="coin-record">
              <span className="coin-record__line">
                <strong>{formatCoins(order.coins + order.bonusCoins, lang, brand)}</strong>
                <span className={`ui-status coin-state--${order.state}`}>{orderStateText(order.state, order.failReason, lang)}</span>
              </span>
              <span className="coin-record__line ui-muted">
                <span>
                  {formatIdr(order.priceIdr, lang)} · {channelName(order.channel, lang)}
                </span>
                <time dateTime={new Date(order.createdAt).toISOString()}>{formatDateTime(order.createdAt, lang)}</time>
              </span>
              {order.state === 'pending' && (
                <a className="coin-more" href={pageHref('/dukurecharge', lang, { order: order.id })}>
                  {m['coin.order.follow']({}, locale)}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
