// /marble/marbleList: the board, the balance, today's seed commitment, the bet and the drop (SPEC 3, 9; DESIGN 11).
// The server draws every path; the page checks each bet with the same rules first, asks once per account for the 18+
// confirmation and once per amount for the bet, then plays the drawn path and shows the hole, the payout and the new
// balance. A marble may still be falling when the next bet goes: input is never blocked.
import { useCallback, useState, type ReactNode, type SubmitEvent } from 'react';
import { MARBLE_ENDPOINTS, type MarbleBetResult, type MarbleLimitView, type MarbleOverview } from '../../contract/marble.ts';
import {
  MARBLE_BET_MAX_COINS,
  MARBLE_BET_MIN_COINS,
  MARBLE_DAILY_LIMIT_DEFAULT_COINS,
  MARBLE_MIN_AGE_YEARS,
  DEFAULT_MARBLE_LIMIT_SETTING,
  changeMarbleDailyLimit,
  checkMarbleBet,
  checkMarbleDailyLimit,
} from '../../domain/marble.ts';
import { businessDate } from '../../domain/time.ts';
import { ApiError, RepeatedTapError, call, createSubmission, errorText, isForbidden, type Submission } from '../../lib/api.ts';
import { topUpClick } from '../../lib/app-bridge-top-up.ts';
import { serverNow } from '../../lib/clock.ts';
import { formatNumber } from '../../lib/format.ts';
import { formatDate } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { LoadFailed } from '../../ui/LoadState.tsx';
import { NumberInput } from '../../ui/NumberInput.tsx';
import { SignedInAs } from '../../ui/SignedInAs.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { useResumedSubmission, type Resumed } from '../../ui/use-resumed-submission.ts';
import './errors.ts';
import { ForPlayers } from './ForPlayers.tsx';
import { MarbleBoard, type FallingMarble } from './MarbleBoard.tsx';
import { formatCoins, formatOdds, holeNumber } from './odds.ts';
import '../../ui/art/art.css';
import './marble.css';

interface Props {
  lang: Lang;
}

/** Quick amounts under the bet field. */
const QUICK_BETS_COINS = [MARBLE_BET_MIN_COINS, 1_000, 10_000] as const;
/** How long a landed marble stays in its hole before it is cleared away. */
const LANDED_SHOWN_MS = 1500;

/** The board island. */
export function MarbleGame({ lang }: Props) {
  const [overview, reload] = useApi(MARBLE_ENDPOINTS.overview, {});
  const data = overview.state === 'ok' ? overview.data : null;
  // Coin dealers and staff: the game is for players (policy playMarble), said once instead of an empty board.
  if (overview.state === 'error' && isForbidden(overview.error)) return <ForPlayers lang={lang} />;
  // Until the overview comes (and at build time) the same board and form stand in its place with no figures, so
  // nothing on the page moves when they arrive. The game starts afresh with the overview.
  return (
    <Game key={data ? 'ready' : 'waiting'} lang={lang} overview={data}>
      {overview.state === 'error' && <LoadFailed lang={lang} error={overview.error} onRetry={reload} />}
    </Game>
  );
}

/** A bet's outcome once its marble has landed. */
interface Landed {
  result: MarbleBetResult;
}

/** The stand-in's submission: nothing earlier to resume, nothing to send. */
const NO_SUBMISSION: Submission<typeof MARBLE_ENDPOINTS.bet> = {
  pending: false,
  earlier: () => null,
  resume: () => Promise.reject(new Error('the board is not loaded')),
  submit: () => Promise.reject(new Error('the board is not loaded')),
};

/** Fixed widths for figures still unknown, so the neutral state takes the room the figures will. */
const NO_FIGURE = '—';
const NO_COMMITMENT = '·'.repeat(64);

/** The game; `overview` null while it loads (figures blank, the drop does nothing). */
function Game({ lang, overview, children }: Props & { overview: MarbleOverview | null; children?: ReactNode }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const coins = (amount: number) => formatCoins(amount, lang, brand);
  // What the server last said: the page's checks use it. The balance shown waits for each marble to land.
  const [known, setKnown] = useState({ balance: overview?.balance ?? 0, betToday: overview?.betTodayCoins ?? 0 });
  const [shownBalance, setShownBalance] = useState(overview?.balance ?? 0);
  const [adult, setAdult] = useState(overview?.adultConfirmed ?? false);
  const [limit, setLimit] = useState<MarbleLimitView | null>(overview?.limit ?? null);
  const [amount, setAmount] = useState<number | null>(MARBLE_BET_MIN_COINS);
  const [problem, setProblem] = useState<string | null>(null);
  // The problem is too few coins: a top-up link goes with it (issue 26.7).
  const [short, setShort] = useState(false);
  const [asking, setAsking] = useState<'adult' | 'bet' | 'limit' | null>(null);
  // The amount the user confirmed: further drops of it go without asking again.
  const [confirmed, setConfirmed] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [marbles, setMarbles] = useState<FallingMarble[]>([]);
  const [results, setResults] = useState<Map<string, MarbleBetResult>>(() => new Map());
  const [landed, setLanded] = useState<Landed | null>(null);
  // Only the game with its overview sends or resumes bets: the stand-in before it has nothing to send.
  const [submission] = useState(() => (overview ? createSubmission(MARBLE_ENDPOINTS.bet) : NO_SUBMISSION));

  /** The server's answer to a bet: its marble starts falling; the figures wait for it to land. */
  const settle = useCallback(
    (outcome: Resumed<typeof MARBLE_ENDPOINTS.bet>) => {
      setPending(false);
      if (!outcome.ok) {
        const failure = outcome.error instanceof ApiError ? outcome.error.failure : 'unknown';
        if (failure === 'marble.adultRequired') setAdult(false);
        setShort(failure === 'marble.insufficientBalance');
        setProblem(failure === 'network' ? m['marble.lostAnswer']({}, locale) : errorText(outcome.error, lang));
        return;
      }
      const { bet, balance, betTodayCoins } = outcome.data;
      setKnown({ balance, betToday: betTodayCoins });
      setResults((all) => new Map(all).set(bet.id, outcome.data));
      setMarbles((all) => [...all, { id: bet.id, path: bet.path, hole: bet.hole }]);
    },
    [lang],
  );
  const resuming = useResumedSubmission(submission, settle);

  const onLanded = useCallback(
    (id: string) => {
      const result = results.get(id);
      if (result) {
        setLanded({ result });
        setShownBalance(result.balance);
      }
      setTimeout(() => setMarbles((all) => all.filter((marble) => marble.id !== id)), LANDED_SHOWN_MS);
    },
    [results],
  );

  const send = (betCoins: number) => {
    setAsking(null);
    setConfirmed(betCoins);
    setPending(true);
    submission.submit({ amount: String(betCoins) }).then(
      (data) => settle({ ok: true, data }),
      (error: unknown) => {
        // A tap while the last bet is on its way: that bet stands (DESIGN 4).
        if (error instanceof RepeatedTapError) return showToast(m['common.doNotRepeat']({}, locale));
        settle({ ok: false, error });
      },
    );
  };

  const drop = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!overview || !limit) return;
    if (submission.pending) {
      showToast(m['common.doNotRepeat']({}, locale));
      return;
    }
    const betCoins = amount ?? Number.NaN;
    const check = checkMarbleBet(betCoins, known.balance);
    const daily = check.ok ? checkMarbleDailyLimit(known.betToday, betCoins, limit.limitCoins) : check;
    if (!daily.ok) {
      setShort(daily.error === 'insufficientBalance');
      setProblem(errorText(new ApiError(`marble.${daily.error}`, null), lang));
      return;
    }
    setShort(false);
    setProblem(null);
    if (!adult) setAsking('adult');
    else if (confirmed !== betCoins) setAsking('bet');
    else send(betCoins);
  };

  const confirmAdult = () => {
    call(MARBLE_ENDPOINTS.confirmAdult, {}).then(
      () => {
        setAdult(true);
        setAsking('bet');
      },
      (error: unknown) => {
        setAsking(null);
        setProblem(errorText(error, lang));
      },
    );
  };

  const outcome = landed?.result.bet;
  return (
    <>
      <SignedInAs lang={lang} />
      <section className="ui-card mb-game" aria-label={m['marble.gameLabel']({}, locale)}>
        <p className="mb-balance">
          {m['marble.balance']({}, locale)} <strong data-testid={overview ? 'marble-balance' : undefined}><span className="art-coin" aria-hidden="true" />{overview ? coins(shownBalance) : NO_FIGURE}</strong>
        </p>
        <MarbleBoard lang={lang} marbles={marbles} onLanded={onLanded} lit={outcome?.hole ?? null} label={m['marble.boardLabel']({}, locale)} />
        <p className="mb-result" role="status" aria-live="polite">
          {outcome &&
            m['marble.result']({ hole: holeNumber(outcome.hole), odds: formatOdds(outcome.oddsPercent, lang), payout: coins(outcome.payoutCoins) }, locale)}
          {outcome && (
            <>
              {' '}
              <a href={pageHref('/marble/recordDetail', lang, { id: outcome.id })}>{m['marble.viewRecord']({}, locale)}</a>
            </>
          )}
        </p>
        <form className="mb-bet" noValidate onSubmit={drop}>
          <NumberInput
            lang={lang}
            label={m['marble.betLabel']({ coin: brand.coinLabel(lang) }, locale)}
            value={amount}
            max={MARBLE_BET_MAX_COINS * 10}
            onChange={(next) => {
              setAmount(next);
              setProblem(null);
            }}
            hint={m['marble.tipLimits']({ min: formatNumber(MARBLE_BET_MIN_COINS, lang), max: formatNumber(MARBLE_BET_MAX_COINS, lang) }, locale)}
            error={problem ?? undefined}
          />
          <div className="mb-quick">
            {QUICK_BETS_COINS.map((quick) => (
              <button key={quick} type="button" className="ui-btn" aria-pressed={amount === quick} onClick={() => setAmount(quick)}>
                {formatNumber(quick, lang)}
              </button>
            ))}
          </div>
          {resuming && (
            <p className="ui-muted" role="status">
              {m['marble.resuming']({}, locale)}
            </p>
          )}
          <button type="submit" className="ui-btn ui-btn--primary mb-drop" aria-disabled={pending || resuming || undefined}>
            {m['marble.drop']({}, locale)}
          </button>
          {short && problem && (
            <a className="ui-btn" href={pageHref('/dukurecharge', lang)} onClick={topUpClick('marble', brand.topUp)}>
              {m['route.recharge']({}, locale)}
            </a>
          )}
        </form>
        {children}
        <p className="ui-muted mb-limit">
          {m['marble.limitLine']({ used: limit ? coins(known.betToday) : NO_FIGURE, limit: limit ? coins(limit.limitCoins) : NO_FIGURE }, locale)}{' '}
          {limit?.next && m['marble.limitNext']({ limit: coins(limit.next.limitCoins), date: formatDate(limit.next.from, lang) }, locale)}{' '}
          <button type="button" className="mb-link" disabled={!limit} onClick={() => setAsking('limit')}>
            {m['marble.limitChange']({}, locale)}
          </button>
        </p>
        <p className="mb-commitment">
          <span className="ui-muted">{m['marble.commitment']({ date: overview ? formatDate(overview.period, lang) : NO_FIGURE }, locale)}</span>
          <code aria-hidden={overview ? undefined : true}>{overview?.commitment ?? NO_COMMITMENT}</code>
        </p>
      </section>

      <Dialog
        lang={lang}
        open={asking === 'adult'}
        variant="confirm"
        title={m['marble.adultTitle']({ age: MARBLE_MIN_AGE_YEARS }, locale)}
        confirmLabel={m['marble.adultConfirm']({ age: MARBLE_MIN_AGE_YEARS }, locale)}
        onConfirm={confirmAdult}
        onCancel={() => setAsking(null)}
      >
        {m['marble.adultBody']({ age: MARBLE_MIN_AGE_YEARS }, locale)}
      </Dialog>
      <Dialog
        lang={lang}
        open={asking === 'bet'}
        variant="confirm"
        title={m['marble.confirmTitle']({}, locale)}
        busy={pending}
        onConfirm={() => amount !== null && send(amount)}
        onCancel={() => setAsking(null)}
      >
        {m['marble.confirmBody']({ amount: coins(amount ?? 0), balance: coins(known.balance) }, locale)}
      </Dialog>
      {asking === 'limit' && limit && <LimitDialog lang={lang} limit={limit} onDone={(next) => (setAsking(null), next && setLimit(next))} />}
    </>
  );
}

/** Changing the daily bet limit: lower at once, higher from the next day (the rule the server holds). */
function LimitDialog({ lang, limit, onDone }: Props & { limit: MarbleLimitView; onDone: (limit: MarbleLimitView | null) => void }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const [value, setValue] = useState<number | null>(limit.limitCoins);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = () => {
    if (busy) return;
    // The server's rule first, on the page: whole coins from the smallest bet to the default.
    if (!changeMarbleDailyLimit(DEFAULT_MARBLE_LIMIT_SETTING, value ?? Number.NaN, businessDate(serverNow())).ok) {
      setProblem(errorText(new ApiError('marble.limitInvalid', null), lang));
      return;
    }
    setBusy(true);
    call(MARBLE_ENDPOINTS.setLimit, { limit: String(value ?? '') }).then(
      (next) => {
        showToast(
          next.next
            ? m['marble.limitRaised']({ limit: formatCoins(next.next.limitCoins, lang, brand), date: formatDate(next.next.from, lang) }, locale)
            : m['marble.limitSaved']({ limit: formatCoins(next.limitCoins, lang, brand) }, locale),
        );
        onDone(next);
      },
      (error: unknown) => {
        setBusy(false);
        setProblem(errorText(error, lang));
      },
    );
  };
  return (
    <Dialog lang={lang} open variant="confirm" title={m['marble.limitTitle']({}, locale)} busy={busy} onConfirm={save} onCancel={() => onDone(null)}>
      <NumberInput
        lang={lang}
        label={m['marble.limitLabel']({ coin: brand.coinLabel(lang) }, locale)}
        value={value}
        max={limit.defaultCoins * 10}
        onChange={(next) => {
          setValue(next);
          setProblem(null);
        }}
        hint={m['marble.limitHint']({ min: formatNumber(MARBLE_BET_MIN_COINS, lang), max: formatNumber(MARBLE_DAILY_LIMIT_DEFAULT_COINS, lang) }, locale)}
        error={problem ?? undefined}
      />
    </Dialog>
  );
}
