// A wheel page's island: the wheel (its face drawn at build time, passed in as children), the spin, the spins the
// round's top-ups earned, the round's state and today's commitment (DESIGN 11). The wheel starts turning on the tap and
// slows onto the slot the server drew once the answer arrives; a failed call stops it and says why; reduced motion
// shows the slot at once; the result is announced. The spin is checked on the page by the domain's rule first.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TURNTABLE_ENDPOINTS, type SpinResult, type SpinsView, type WheelView } from '../../contract/turntable.ts';
import { TURNTABLE_WHEELS, type WheelId } from '../../domain/turntable.ts';
import { ApiError, createSubmission, errorText, isForbidden, RepeatedTapError, type Submission } from '../../lib/api.ts';
import { topUpClick } from '../../lib/app-bridge-top-up.ts';
import { formatDay, formatDateTime } from '../../lib/format-date.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { SignedInAs } from '../../ui/SignedInAs.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { useResumedSubmission, type Resumed } from '../../ui/use-resumed-submission.ts';
import './errors.ts';
import { NotForYou } from './NotForYou.tsx';
import { spinMade } from './store.ts';
import { coinsText, shownPrize } from './text.ts';
import { landingOffset, showAt, slotRotation, startSpin } from './wheel-motion.ts';
import './turntable.css';

interface Props {
  lang: Lang;
  wheel: WheelId;
  /** The texts of the wheel's dress-up prizes (prize-texts.ts). */
  prizes: Readonly<Record<string, string>>;
  /** The wheel's face (WheelFace.astro), static HTML from the page. */
  children?: ReactNode;
}

/** What the page knows after its own spins, over what it loaded. */
interface Since {
  spins: SpinsView;
  balanceCoins: number;
}

/** True when the user asked the system for less motion. */
function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The spin submission of this page, resuming only a spin of this wheel (the key store is one per endpoint). */
function useSpinSubmission(wheel: WheelId): Submission<typeof TURNTABLE_ENDPOINTS.spin> {
  return useMemo(() => {
    const submission = createSubmission(TURNTABLE_ENDPOINTS.spin);
    const ours = () => {
      const earlier = submission.earlier();
      return earlier && earlier.wheel === wheel ? earlier : null;
    };
    return {
      get pending() {
        return submission.pending;
      },
      submit: (body) => submission.submit(body),
      earlier: ours,
      resume: () => (ours() ? submission.resume() : Promise.reject(new Error('no earlier spin of this wheel'))),
    };
  }, [wheel]);
}

/** The wheel island. */
export function WheelSpin({ lang, wheel, prizes, children }: Props) {
  const [view, reload] = useApi(TURNTABLE_ENDPOINTS.wheel, { wheel });
  const brand = useBrand();
  const locale = { locale: lang };
  const faceRef = useRef<HTMLDivElement>(null);
  const submission = useSpinSubmission(wheel);
  const [spinning, setSpinning] = useState(false);
  const [won, setWon] = useState<SpinResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [since, setSince] = useState<Since | null>(null);
  const slots = TURNTABLE_WHEELS[wheel].prizes.items.length;

  // A fresh load is the truth again.
  useEffect(() => setSince(null), [view]);

  const data: WheelView | null = view.state === 'ok' ? view.data : null;
  const spins = since?.spins ?? data?.spins ?? null;
  const balance = since?.balanceCoins ?? data?.balanceCoins ?? null;
  const open = data?.state.open === true;
  const canSpin = open && spins !== null && spins.available > 0;

  /** The page after a spin's answer: the spins and balance it gives, the result shown and announced. */
  const landed = (result: SpinResult) => {
    setSince((current) => {
      const base = current?.spins ?? data?.spins;
      return base ? { spins: { ...base, used: base.used + 1, available: result.spinsAvailable }, balanceCoins: result.balanceCoins } : null;
    });
    setWon(result);
    spinMade();
  };

  /** A spin sent before a reload, settled under its own key: its slot shown at once. */
  const resumed = (outcome: Resumed<typeof TURNTABLE_ENDPOINTS.spin>) => {
    if (!outcome.ok) return setProblem(errorText(outcome.error, lang));
    if (faceRef.current) showAt(faceRef.current, slotRotation(outcome.data.spin.prizeIndex, slots));
    landed(outcome.data);
  };
  const resuming = useResumedSubmission(submission, resumed);

  const spin = () => {
    const face = faceRef.current;
    // DESIGN 4: one spin at a time; a tap while the wheel turns is refused with a word, not sent.
    if (spinning || resuming || submission.pending) return showToast(m['common.doNotRepeat']({}, locale));
    if (!face) return;
    // A tap that cannot spin says why, where the result would show (issue 26.7), rather than nothing.
    if (!canSpin) {
      if (data) setProblem(errorText(new ApiError(open ? 'turntable.noSpinsLeft' : 'turntable.closed', null), lang));
      return;
    }
    setSpinning(true);
    setWon(null);
    setProblem(null);
    const motion = prefersReducedMotion() ? null : startSpin(face);
    submission.submit({ wheel }).then(
      async (result) => {
        const rotation = slotRotation(result.spin.prizeIndex, slots, landingOffset());
        if (motion) await motion.settle(rotation);
        else showAt(face, rotation);
        landed(result);
        setSpinning(false);
      },
      async (error: unknown) => {
        if (error instanceof RepeatedTapError) return showToast(m['common.doNotRepeat']({}, locale));
        await motion?.stop();
        setProblem(errorText(error, lang));
        setSpinning(false);
        // The round closed or the spins ran out elsewhere: show the state as it now is.
        if (error instanceof ApiError && (error.failure === 'turntable.noSpinsLeft' || error.failure === 'turntable.closed')) reload();
      },
    );
  };

  const forbidden = view.state === 'error' && isForbidden(view.error);
  const buttonText = spinning ? m['turntable.spinning']({}, locale) : data && !open ? m['turntable.spinClosed']({}, locale) : m['turntable.spin']({}, locale);
  const announcement = spinning ? m['turntable.spinning']({}, locale) : won ? m['turntable.won']({ prize: shownPrize(won.spin.prize, lang, brand, prizes) }, locale) : '';

  return (
    <>
      <div className="tt-signed">{!forbidden && <SignedInAs lang={lang} />}</div>
      <div className="tt-wheel">
        <div className="tt-wheel__face" ref={faceRef}>
          {children}
        </div>
        <button
          type="button"
          className="tt-wheel__spin"
          // While turning the button stays reachable, so a repeat tap is answered rather than lost (DESIGN 4).
          aria-disabled={spinning || resuming || !canSpin ? true : undefined}
          aria-describedby="tt-spins-left"
          onClick={spin}
        >
          {buttonText}
        </button>
      </div>
      <p className="ui-sr" role="status">
        {announcement}
      </p>
      {won && !spinning && (
        <div className="ui-card tt-won">
          <p className="tt-won__prize">{m['turntable.won']({ prize: shownPrize(won.spin.prize, lang, brand, prizes) }, locale)}</p>
          {won.decorUntil === null ? (
            <p className="ui-muted">{m['turntable.credited']({ coins: coinsText(won.balanceCoins, lang, brand) }, locale)}</p>
          ) : (
            <p className="ui-muted">
              <a href={pageHref('/myAttire', lang)}>{m['turntable.decorCredited']({ date: formatDateTime(won.decorUntil, lang) }, locale)}</a>
            </p>
          )}
        </div>
      )}
      {problem && (
        <p className="ui-card tt-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="tt-status">
        {view.state === 'loading' || view.state === 'signedOut' ? (
          <Loading lang={lang} rows={3} />
        ) : view.state === 'error' ? (
          forbidden ? (
            <NotForYou lang={lang} />
          ) : (
            <LoadFailed lang={lang} error={view.error} onRetry={reload} />
          )
        ) : (
          data && spins && <WheelStatus lang={lang} wheel={wheel} view={data} spins={spins} balance={balance ?? 0} />
        )}
      </div>
    </>
  );
}

/** The round, the spins and how they were earned, the way to more, and today's commitment. */
function WheelStatus({ lang, wheel, view, spins, balance }: { lang: Lang; wheel: WheelId; view: WheelView; spins: SpinsView; balance: number }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const config = TURNTABLE_WHEELS[wheel];
  const topUpLink = (
    <a className="ui-btn ui-btn--primary tt-topup" href={pageHref('/dukurecharge', lang)} onClick={topUpClick('turntable', brand.topUp)}>
      {m['route.recharge']({}, locale)}
    </a>
  );
  if (!view.state.open) {
    return (
      <div className="ui-card">
        <p id="tt-spins-left" className="tt-state">
          {m['turntable.state.closed']({ ended: formatDateTime(view.state.previous.endMs, lang), opens: formatDateTime(view.state.next.startMs, lang) }, locale)}
        </p>
        <p className="ui-muted">{m['turntable.closedNote']({}, locale)}</p>
        <a className="ui-btn tt-topup" href={pageHref('/turnPage', lang)}>
          {m['route.turnPage']({}, locale)}
        </a>
      </div>
    );
  }
  const step = coinsText(config.stepCoins, lang, brand);
  return (
    <div className="ui-card">
      <p className="tt-state">{m['turntable.state.open']({ end: formatDateTime(view.state.round.endMs, lang) }, locale)}</p>
      <p id="tt-spins-left" className="tt-left">
        <span className="tt-left__label">{m['turntable.spins.left']({}, locale)}</span>
        <strong className="tt-left__count">{formatNumber(spins.available, lang)}</strong>
      </p>
      <p className="ui-muted">
        {m['turntable.spins.earned']({ coins: coinsText(spins.toppedUpCoins, lang, brand), earned: formatNumber(spins.earned, lang), used: formatNumber(spins.used, lang) }, locale)}
      </p>
      {spins.available === 0 && <p className="tt-none">{m['turntable.spins.none']({ coins: step }, locale)}</p>}
      {spins.coinsToNextSpin === null ? (
        <p className="ui-muted">{m['turntable.spins.limitReached']({ count: formatNumber(config.maxSpinsPerRound ?? 0, lang) }, locale)}</p>
      ) : (
        <p className="ui-muted">{m['turntable.spins.next']({ coins: coinsText(spins.coinsToNextSpin, lang, brand) }, locale)}</p>
      )}
      {topUpLink}
      {view.topUps.length > 0 && (
        <details className="tt-topups">
          <summary>{m['turntable.topUps.title']({}, locale)}</summary>
          <ul>
            {view.topUps.map((topUp) => (
              <li key={topUp.at}>
                <time dateTime={new Date(topUp.at).toISOString()}>{formatDateTime(topUp.at, lang)}</time> {coinsText(topUp.coins, lang, brand)}
              </li>
            ))}
          </ul>
        </details>
      )}
      <p className="ui-muted">{m['turntable.balance']({ coins: coinsText(balance, lang, brand) }, locale)}</p>
      {view.draw && (
        <div className="tt-commit">
          <p className="tt-commit__title">{m['turntable.commitment.title']({}, locale)}</p>
          <p className="ui-muted">{m['turntable.commitment.body']({ date: formatDay(view.draw.period, lang) }, locale)}</p>
          <code className="tt-hash" aria-label={m['turntable.verify.commitment']({}, locale)}>
            {view.draw.commitment}
          </code>
          <p className="ui-muted">{m['turntable.commitment.after']({}, locale)}</p>
        </div>
      )}
    </div>
  );
}
