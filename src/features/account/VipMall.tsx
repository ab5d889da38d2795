// /mall, the VIP Mall (SPEC 4, 6, 8, 9): the user's VIP (not activated, active until a date, expired), its level and the
// 30-day hold, the coins recharged in the window and what the next level needs, and today's VIP coins with claim (a
// money call in one tap: it costs nothing, so no confirmation; idempotent, "do not click repeatedly"; a reseller is told
// why not). Buying and renewing happen on /buyVip.
import { useEffect, useState, type ReactNode } from 'react';
import { VIP_ENDPOINTS, type VipOverview, type VipResult } from '../../contract/account.ts';
import { VIP_LEVEL_HOLD_DAYS, VIP_RECHARGE_WINDOW_DAYS, type VipError } from '../../domain/vip.ts';
import { RepeatedTapError, createSubmission, errorText } from '../../lib/api.ts';
import { topUpClick } from '../../lib/app-bridge-top-up.ts';
import { formatDate } from '../../lib/format-date.ts';
import { restoreScroll } from '../../lib/keep-alive.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { SignedInAs } from '../../ui/SignedInAs.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { useResumedSubmission, type Resumed } from '../../ui/use-resumed-submission.ts';
import './errors-vip.ts';
import { LevelBadge } from './LevelBadge.tsx';
import { dateOf, formatCoins } from './text.ts';
import { $vipLevel } from './vip-level.ts';
import '../../ui/art/art.css';
import './account.css';

interface Props {
  lang: Lang;
  /** The page's static parts below the island (links, the levels card), shown once the data is in. */
  children?: ReactNode;
}

/** The VIP Mall's state island. */
export function VipMall({ lang, children }: Props) {
  const [overview, reload] = useApi(VIP_ENDPOINTS.overview, {});
  // DESIGN 7 keep-alive: the page is tall enough to go back to the kept scroll position once the data is in.
  const loaded = overview.state === 'ok';
  const activeLevel = overview.state === 'ok' && overview.data.status === 'active' ? (overview.data.membership?.level ?? null) : null;
  useEffect(() => $vipLevel.set(activeLevel), [activeLevel]);
  useEffect(() => {
    if (loaded) restoreScroll();
  }, [loaded]);
  return (
    <Loaded lang={lang} result={overview} onRetry={reload} rows={5} after={children}>
      {(data) => <Mall lang={lang} overview={data} onChanged={reload} />}
    </Loaded>
  );
}

/** The status, recharge and daily-coins cards. */
function Mall({ lang, overview, onChanged }: { lang: Lang; overview: VipOverview; onChanged: () => void }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const { membership, status } = overview;
  return (
    <>
      <div className="acc-signed">
        <SignedInAs lang={lang} />
      </div>
      {/* Issue 27.2: the coins the user has, beside what VIP costs and gives. */}
      <p className="acc-strong acc-mall-balance">
        <span className="art-coin" aria-hidden="true" />
        {m['account.vip.balance']({ coins: formatCoins(overview.balance, lang, brand) }, locale)}
      </p>
      <Card title={m['account.vip.statusTitle']({}, locale)}>
        <div className="acc-vip-head">
          {membership && <LevelBadge kind="vip" level={membership.level} lang={lang} />}
          <p className="acc-strong">
            {status === 'active' && membership
              ? m['account.vip.activeUntil']({ date: dateOf(membership.expiresAt, lang) }, locale)
              : status === 'expired' && membership
                ? m['account.vip.expiredOn']({ date: dateOf(membership.expiresAt, lang) }, locale)
                : m['account.vip.none']({}, locale)}
          </p>
        </div>
        {status === 'active' && membership && (
          <p className="ui-muted">{m['account.vip.heldUntil']({ level: String(membership.level), date: dateOf(membership.levelHeldUntil, lang), days: String(VIP_LEVEL_HOLD_DAYS) }, locale)}</p>
        )}
        <a className="ui-btn ui-btn--primary acc-wide" href={pageHref('/buyVip', lang)}>
          {status === 'active' ? m['account.vip.renew']({}, locale) : m['account.vip.activate']({}, locale)}
        </a>
      </Card>

      <Card title={m['account.vip.rechargeTitle']({ days: String(VIP_RECHARGE_WINDOW_DAYS) }, locale)}>
        <p className="acc-big"><span className="art-coin" aria-hidden="true" />{formatCoins(overview.rechargedCoins, lang, brand)}</p>
        <p className="ui-muted">{m['account.vip.window']({ start: formatDate(overview.window.start, lang), end: formatDate(overview.window.end, lang) }, locale)}</p>
        <p>{m['account.vip.earned']({ level: String(overview.earnedLevel) }, locale)}</p>
        {overview.next ? (
          <>
            <ProgressBar value={overview.rechargedCoins / overview.next.minRechargeCoins} label={m['account.vip.nextLabel']({ level: String(overview.next.level) }, locale)} />
            <p>{m['account.vip.next']({ coins: formatCoins(overview.next.remainingCoins, lang, brand), level: String(overview.next.level) }, locale)}</p>
          </>
        ) : (
          <p>{m['account.vip.top']({}, locale)}</p>
        )}
        <a className="ui-btn acc-wide" href={pageHref('/dukurecharge', lang)} onClick={topUpClick('vip', brand.topUp)}>
          {m['account.vip.topUp']({}, locale)}
        </a>
      </Card>

      <DailyCoins lang={lang} overview={overview} onChanged={onChanged} />
    </>
  );
}

/** Why today's coins cannot be claimed, in words. */
function refusalText(refusal: VipError, lang: Lang): string {
  const locale = { locale: lang };
  if (refusal === 'resellerCannotClaim') return m['account.vip.claimReseller']({}, locale);
  if (refusal === 'alreadyClaimedToday') return m['account.vip.claimedToday']({}, locale);
  if (refusal === 'expired') return m['account.vip.claimExpired']({}, locale);
  return m['account.vip.claimNotVip']({}, locale);
}

/** Today's VIP coins and the claim. */
function DailyCoins({ lang, overview, onChanged }: { lang: Lang; overview: VipOverview; onChanged: () => void }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const [submission] = useState(() => createSubmission(VIP_ENDPOINTS.claim));
  const [pending, setPending] = useState(false);
  const [claimed, setClaimed] = useState<VipResult | null>(null);

  const settle = (outcome: Resumed<typeof VIP_ENDPOINTS.claim>) => {
    setPending(false);
    if (outcome.ok) {
      setClaimed(outcome.data);
      showToast(m['account.vip.claimDone']({ coins: formatCoins(outcome.data.coins ?? 0, lang, brand) }, locale));
    } else {
      showToast(errorText(outcome.error, lang));
    }
    onChanged();
  };
  const resuming = useResumedSubmission(submission, settle);
  // Claiming gives coins and costs nothing: one tap, no confirmation (issue 27.2); a second tap on its way is told so.
  const claim = () => {
    if (pending) return showToast(m['common.doNotRepeat']({}, locale));
    setPending(true);
    submission.submit({}).then(
      (data) => settle({ ok: true, data }),
      (error: unknown) => {
        // DESIGN 4 / SPEC 8: a second tap while the first is on its way.
        if (error instanceof RepeatedTapError) return showToast(m['common.doNotRepeat']({}, locale));
        settle({ ok: false, error });
      },
    );
  };

  const refusal = claimed ? 'alreadyClaimedToday' : overview.claim.refusal;
  return (
    <Card title={m['account.vip.dailyTitle']({}, locale)}>
      {overview.claim.coins > 0 && <p className="acc-big"><span className="art-coin" aria-hidden="true" />{formatCoins(overview.claim.coins, lang, brand)}</p>}
      {refusal === null ? (
        <button type="button" className="ui-btn ui-btn--primary acc-wide" onClick={claim} disabled={resuming} aria-busy={pending || undefined}>
          {m['account.vip.claim']({}, locale)}
        </button>
      ) : (
        <p className={refusal === 'resellerCannotClaim' ? 'acc-note' : 'ui-muted'}>{refusalText(refusal, lang)}</p>
      )}
      {claimed && <p className="ui-muted">{m['account.vip.balance']({ coins: formatCoins(claimed.balance, lang, brand) }, locale)}</p>}
    </Card>
  );
}
