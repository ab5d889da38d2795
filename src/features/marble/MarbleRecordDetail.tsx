// /marble/recordDetail: one bet with its path, hole, odds and payout, and its verification (DESIGN 11 commit-reveal):
// the draw message, the commitment published before the bet, and once the bet's day is over the revealed seed and
// the recomputation done right here in the browser, shown as matching (or not).
import { useEffect, useState } from 'react';
import { DRAW_ENDPOINTS } from '../../contract/draws.ts';
import { MARBLE_ENDPOINTS, type MarbleBetDetail } from '../../contract/marble.ts';
import { MARBLE_GAME, type MarbleStep } from '../../domain/marble.ts';
import { businessDate, businessDayStartMs, addDays } from '../../domain/time.ts';
import { ApiError, call, errorText, isForbidden } from '../../lib/api.ts';
import { serverNow } from '../../lib/clock.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Countdown } from '../../ui/Countdown.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { Rows } from '../../ui/Rows.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { useQueryParam } from '../../ui/use-query-param.ts';
import './errors.ts';
import { ForPlayers } from './ForPlayers.tsx';
import { formatCoins, formatOdds, holeNumber } from './odds.ts';
import { canVerify, verifyMarbleDraw, type MarbleVerification } from './verify.ts';
import './marble.css';

interface Props {
  lang: Lang;
}

/** The `id` query value when it can name a bet (a positive whole number), else null. */
function betIdFromQuery(value: string | null | undefined): string | null {
  return value && /^[1-9]\d{0,14}$/.test(value) ? value : null;
}

/** The detail island. */
export function MarbleRecordDetail({ lang }: Props) {
  const id = useQueryParam('id');
  const betId = betIdFromQuery(id);
  const [bet, reload] = useApi(MARBLE_ENDPOINTS.record, betId === null ? null : { id: betId });
  if (id !== undefined && betId === null) return <p className="ui-list-state">{m['marble.detailNoId']({}, { locale: lang })}</p>;
  if (bet.state === 'error') {
    if (isForbidden(bet.error)) return <ForPlayers lang={lang} />;
    // A bet that is not this user's (or no bet at all) will not appear on a retry: say so and lead to the records.
    if (bet.error instanceof ApiError && bet.error.failure === 'marble.notFound') {
      return (
        <p className="ui-list-state" role="alert">
          {errorText(bet.error, lang)} <a href={pageHref('/marble/lotteryRecord', lang)}>{m['route.lotteryRecord']({}, { locale: lang })}</a>
        </p>
      );
    }
    return <LoadFailed lang={lang} error={bet.error} onRetry={reload} />;
  }
  if (bet.state !== 'ok') return <Loading lang={lang} rows={5} />;
  return <Detail lang={lang} bet={bet.data} />;
}

/** One row per nail: "Row 3: right". */
function PathSteps({ lang, path }: { lang: Lang; path: readonly MarbleStep[] }) {
  const locale = { locale: lang };
  return (
    <ol className="mb-path" aria-label={m['marble.pathLabel']({}, locale)}>
      {path.map((step, row) => (
        <li key={row} className={step === 'right' ? 'mb-path__right' : 'mb-path__left'}>
          <span aria-hidden="true">{step === 'right' ? '↘' : '↙'}</span>
          <span className="ui-sr">{m['marble.pathRow']({ row: row + 1 }, locale)}</span>
          <span>{step === 'right' ? m['marble.right']({}, locale) : m['marble.left']({}, locale)}</span>
        </li>
      ))}
    </ol>
  );
}

/** The bet and its verification. */
function Detail({ lang, bet }: { lang: Lang; bet: MarbleBetDetail }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const coins = (amount: number) => formatCoins(amount, lang, brand);
  const net = bet.payoutCoins - bet.betCoins;
  const rows = [
    { label: m['marble.detailTime']({}, locale), value: formatDateTime(bet.createdAt, lang) },
    { label: m['marble.detailBet']({}, locale), value: coins(bet.betCoins) },
    { label: m['marble.detailHole']({}, locale), value: String(holeNumber(bet.hole)) },
    { label: m['marble.detailOdds']({}, locale), value: formatOdds(bet.oddsPercent, lang) },
    { label: m['marble.detailPayout']({}, locale), value: coins(bet.payoutCoins) },
    { label: m['marble.detailNet']({}, locale), value: `${net >= 0 ? '+' : ''}${coins(net)}` },
  ];
  return (
    <>
      <Card title={m['marble.detailTitle']({ id: bet.id }, locale)}>
        <Rows className="mb-rows" rows={rows} />
        <PathSteps lang={lang} path={bet.path} />
      </Card>
      <Verification lang={lang} bet={bet} />
      <p className="mb-more">
        <a href={pageHref('/marble/rule', lang)}>{m['marble.howToVerify']({}, locale)}</a>
      </p>
    </>
  );
}

/** The seed's state for a bet: waiting for its day to end, revealed and recomputed, or failed to load. */
type SeedState =
  | { state: 'waiting'; endsAt: number }
  | { state: 'loading' }
  | { state: 'revealed'; seed: string; check: MarbleVerification | null }
  | { state: 'error' };

/** DESIGN 11: the commitment, the draw message, and once revealed the seed and the recomputation. */
function Verification({ lang, bet }: { lang: Lang; bet: MarbleBetDetail }) {
  const locale = { locale: lang };
  const [seed, setSeed] = useState<SeedState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // The bet's day ends at 24:00 UTC+7; its seed is revealed from then on.
    const endsAt = businessDayStartMs(addDays(bet.period, 1));
    if (businessDate(serverNow()) <= bet.period) {
      setSeed({ state: 'waiting', endsAt });
      return;
    }
    let live = true;
    setSeed({ state: 'loading' });
    call(DRAW_ENDPOINTS.seed, { game: MARBLE_GAME, period: bet.period })
      .then(async (view) => {
        if (!view.seed) return live && setSeed({ state: 'waiting', endsAt });
        const check = canVerify() ? await verifyMarbleDraw(bet, view.seed) : null;
        if (live) setSeed({ state: 'revealed', seed: view.seed, check });
      })
      .catch(() => live && setSeed({ state: 'error' }));
    return () => {
      live = false;
    };
  }, [bet, attempt]);

  return (
    <Card title={m['marble.verifyTitle']({}, locale)}>
      <dl className="mb-proof">
        <dt>{m['marble.drawMessage']({}, locale)}</dt>
        <dd>
          <code>{bet.drawMessage}</code>
        </dd>
        <dt>{m['marble.commitmentLabel']({}, locale)}</dt>
        <dd>
          <code>{bet.commitment}</code>
        </dd>
        {seed.state === 'revealed' && (
          <>
            <dt>{m['marble.seedLabel']({}, locale)}</dt>
            <dd>
              <code>{seed.seed}</code>
            </dd>
          </>
        )}
      </dl>
      {seed.state === 'waiting' && (
        <p className="ui-muted">
          {m['marble.seedWaiting']({}, locale)}{' '}
          <Countdown lang={lang} targetMs={seed.endsAt} now={serverNow} onEnd={() => setAttempt((n) => n + 1)} />
        </p>
      )}
      {seed.state === 'loading' && <Loading lang={lang} rows={1} />}
      {seed.state === 'error' && (
        <div className="ui-list-state" role="alert">
          <span>{m['ui.list.error']({}, locale)}</span>
          <button type="button" className="ui-btn" onClick={() => setAttempt((n) => n + 1)}>
            {m['ui.retry']({}, locale)}
          </button>
        </div>
      )}
      {seed.state === 'revealed' && seed.check === null && <p className="ui-muted">{m['marble.verifyUnavailable']({}, locale)}</p>}
      {seed.state === 'revealed' && seed.check && (
        <div role="status" className="mb-verdict">
          <p className={seed.check.commitmentMatches ? 'mb-ok' : 'mb-bad'}>
            {seed.check.commitmentMatches ? m['marble.commitmentMatches']({}, locale) : m['marble.commitmentDiffers']({}, locale)}
          </p>
          <p className={seed.check.drawMatches ? 'mb-ok' : 'mb-bad'}>
            {seed.check.drawMatches
              ? m['marble.drawMatches']({ hole: holeNumber(seed.check.hole) }, locale)
              : m['marble.drawDiffers']({ hole: holeNumber(seed.check.hole) }, locale)}
          </p>
          <p className="ui-muted mb-numbers">
            {m['marble.numbers']({}, locale)}{' '}
            {seed.check.numbers.map((number) => number.toFixed(4)).join(' · ')}
          </p>
        </div>
      )}
    </Card>
  );
}
