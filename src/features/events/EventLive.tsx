// The live part of every event page (DESIGN 11): where the event stands (opening notice with a countdown, the running
// round with the time left, or the closing notice with the final winners), the board, the caller's rank and rewards
// with their claim. Renders the neutral state at build time; everything else comes from /api/events/*.
import { useState } from 'react';
import { EVENT_ENDPOINTS, type ClaimView, type EventBoard, type EventMe, type RoundBoard } from '../../contract/events.ts';
import { EVENT_NOTICE_WINNERS, type EventAudience, type EventMetric } from '../../domain/events.ts';
import { RepeatedTapError, createSubmission, errorText } from '../../lib/api.ts';
import { serverNow } from '../../lib/clock.ts';
import { formatDate } from '../../lib/format-date.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { businessDate } from '../../domain/time.ts';
import { Card } from '../../ui/Card.tsx';
import { Countdown } from '../../ui/Countdown.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { SignedInAs } from '../../ui/SignedInAs.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { useResumedSubmission, type Resumed } from '../../ui/use-resumed-submission.ts';
import { useSession } from '../../ui/use-session.ts';
import './errors-events.ts';
import { coinsText, metricText, roundText } from './text.ts';
import { usePublicApi } from './use-public.ts';
import './events.css';

interface Props {
  lang: Lang;
  /** The event folder's name. */
  event: string;
  metric: EventMetric;
  audience: EventAudience;
}

/** The event's state, board and the caller's part. */
export function EventLive({ lang, event, metric, audience }: Props) {
  const [board, reload] = usePublicApi(EVENT_ENDPOINTS.board, { event });
  if (board.state === 'loading') return <Loading lang={lang} rows={4} />;
  if (board.state === 'error') return <LoadFailed lang={lang} error={board.error} onRetry={reload} />;
  const data = board.data;
  return (
    <>
      <PhaseCard lang={lang} board={data} onEnd={reload} />
      {data.phase !== 'after' && <Me lang={lang} event={event} audience={audience} metric={metric} onChanged={reload} />}
      {data.current && <BoardCard lang={lang} title={m['events.board']({}, { locale: lang })} board={data.current} metric={metric} />}
      {data.last && (
        <BoardCard
          lang={lang}
          title={data.phase === 'after' ? m['events.winners']({}, { locale: lang }) : m['events.lastBoard']({}, { locale: lang })}
          board={data.last}
          metric={metric}
        />
      )}
      {data.phase === 'after' && <Me lang={lang} event={event} audience={audience} metric={metric} onChanged={reload} />}
    </>
  );
}

/** Before: the opening notice with a countdown; live: the round and the time left; after: the closing notice. */
function PhaseCard({ lang, board, onEnd }: { lang: Lang; board: EventBoard; onEnd: () => void }) {
  const locale = { locale: lang };
  if (board.phase === 'before' && board.next) {
    return (
      <Card title={m['events.phase.before']({}, locale)} className="ev-phase ev-phase--before">
        <p>{m['events.opensOn']({ date: formatDate(board.next.key, lang) }, locale)}</p>
        <p className="ev-countdown">
          <span>{m['events.opensIn']({}, locale)}</span>{' '}
          <Countdown lang={lang} targetMs={board.next.startMs} now={serverNow} onEnd={onEnd} label={m['events.opensIn']({}, locale)} />
        </p>
      </Card>
    );
  }
  if (board.phase === 'live' && board.current) {
    return (
      <Card title={m['events.phase.live']({}, locale)} className="ev-phase ev-phase--live">
        <p>{roundText(board.current, lang)}</p>
        <p className="ev-countdown">
          <span>{m['events.endsIn']({}, locale)}</span>{' '}
          <Countdown lang={lang} targetMs={board.current.endMs} now={serverNow} onEnd={onEnd} label={m['events.endsIn']({}, locale)} />
        </p>
      </Card>
    );
  }
  const winners = board.last?.entries.filter((entry) => entry.rank <= EVENT_NOTICE_WINNERS) ?? [];
  return (
    <Card title={m['events.phase.after']({}, locale)} className="ev-phase ev-phase--after">
      {board.last && <p>{roundText(board.last, lang)}</p>}
      {winners.length > 0 && (
        <ol className="ev-podium" aria-label={m['events.winners']({}, locale)}>
          {winners.map((entry) => (
            <li key={entry.id}>
              <span className="ev-rank">{entry.rank}</span> {entry.name}
            </li>
          ))}
        </ol>
      )}
      <p className="ui-muted">{m['events.noMoreRounds']({}, locale)}</p>
    </Card>
  );
}

/** A round's board: rank, name and value. */
function BoardCard({ lang, title, board, metric }: { lang: Lang; title: string; board: RoundBoard; metric: EventMetric }) {
  const locale = { locale: lang };
  return (
    <Card title={title}>
      <p className="ui-muted">{roundText(board, lang)}</p>
      {board.entries.length === 0 ? (
        <p className="ui-list-state">{m['events.boardEmpty']({}, locale)}</p>
      ) : (
        <table className="ev-board">
          <thead>
            <tr>
              <th scope="col">{m['events.rank']({}, locale)}</th>
              <th scope="col">{m['events.name']({}, locale)}</th>
              <th scope="col">{metricText(metric, lang)}</th>
            </tr>
          </thead>
          <tbody>
            {board.entries.map((entry) => (
              <tr key={entry.id}>
                <td className="ev-rank">{entry.rank}</td>
                <td>{entry.name}</td>
                <td className="ev-num">{formatNumber(entry.value, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/** The caller: their standing and rewards, or why they do not take part. */
function Me({ lang, event, audience, metric, onChanged }: { lang: Lang; event: string; audience: EventAudience; metric: EventMetric; onChanged: () => void }) {
  const session = useSession();
  const locale = { locale: lang };
  const [me, reload] = useApi(EVENT_ENDPOINTS.me, { event });
  if (session.status === 'out' || me.state === 'signedOut') {
    return (
      <Card title={m['events.me']({}, locale)}>
        <p className="ui-muted">{m['events.signInToJoin']({}, locale)}</p>
      </Card>
    );
  }
  if (me.state === 'loading') return <Loading lang={lang} rows={2} />;
  if (me.state === 'error') return <LoadFailed lang={lang} error={me.error} onRetry={reload} />;
  const data = me.data;
  if (!data.participant) {
    return (
      <Card title={m['events.me']({}, locale)}>
        <p className="ev-note">{audience === 'agencies' ? m['events.forAgencies']({}, locale) : m['events.forHosts']({}, locale)}</p>
      </Card>
    );
  }
  const standing = data.current ?? data.last;
  return (
    <Card title={m['events.me']({}, locale)}>
      <SignedInAs lang={lang} />
      {data.participant.kind === 'agency' && <p>{m['events.asAgency']({ name: data.participant.name }, locale)}</p>}
      {standing && (
        <dl className="ev-me">
          <div>
            <dt>{m['events.rank']({}, locale)}</dt>
            <dd>{standing.rank === null ? m['events.notRanked']({}, locale) : m['events.myRank']({ rank: standing.rank }, locale)}</dd>
          </div>
          <div>
            <dt>{metricText(metric, lang)}</dt>
            <dd className="ev-num">{formatNumber(standing.value, lang)}</dd>
          </div>
        </dl>
      )}
      <h3 className="ev-sub">{m['events.myRewards']({}, locale)}</h3>
      {data.rewards.length === 0 ? (
        <p className="ui-muted">{m['events.noRewards']({}, locale)}</p>
      ) : (
        <ul className="ev-rewards">
          {data.rewards.map((reward) => (
            <RewardLine
              key={`${reward.round}#${reward.reward}`}
              lang={lang}
              event={event}
              reward={reward}
              onClaimed={() => {
                reload();
                onChanged();
              }}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

/** One earned reward with its claim (confirmation, Idempotency-Key kept until a final answer). */
function RewardLine({ lang, event, reward, onClaimed }: { lang: Lang; event: string; reward: ClaimView; onClaimed: () => void }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const [submission] = useState(() => createSubmission(EVENT_ENDPOINTS.claim));
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [claimedAt, setClaimedAt] = useState<number | null>(reward.claimedAt);
  const coins = coinsText(reward.coins, lang, brand);
  const settle = (outcome: Resumed<typeof EVENT_ENDPOINTS.claim>) => {
    setPending(false);
    setConfirming(false);
    if (outcome.ok) {
      setClaimedAt(outcome.data.claim.claimedAt);
      showToast(m['events.claimDone']({ coins: coinsText(outcome.data.claim.coins, lang, brand) }, locale));
    } else {
      showToast(errorText(outcome.error, lang));
    }
    onClaimed();
  };
  const resuming = useResumedSubmission(submission, settle);
  const claim = () => {
    setPending(true);
    submission.submit({ event, round: reward.round, reward: String(reward.reward) }).then(
      (data) => settle({ ok: true, data }),
      (error: unknown) => {
        if (error instanceof RepeatedTapError) return showToast(m['common.doNotRepeat']({}, locale));
        settle({ ok: false, error });
      },
    );
  };
  const round = formatDate(reward.round, lang);
  const why =
    reward.basis.kind === 'rank'
      ? m['events.rewardForRank']({ rank: reward.basis.rank, round }, locale)
      : m['events.rewardForTier']({ value: formatNumber(reward.basis.atLeast, lang), round }, locale);
  return (
    <li className="ev-reward">
      <div>
        <strong>{coins}</strong>
        <p className="ui-muted">{why}</p>
        {claimedAt === null && <p className="ui-muted">{m['events.claimBy']({ date: formatDate(businessDate(reward.deadlineMs - 1), lang) }, locale)}</p>}
      </div>
      {claimedAt === null ? (
        <button type="button" className="ui-btn ui-btn--primary" disabled={resuming} onClick={() => setConfirming(true)}>
          {m['events.claim']({}, locale)}
        </button>
      ) : (
        <span className="ui-status ui-status--completed">{m['events.claimed']({}, locale)}</span>
      )}
      <Dialog
        lang={lang}
        open={confirming}
        variant="confirm"
        title={m['events.claimConfirm']({ coins }, locale)}
        busy={pending}
        onRepeatTap={claim}
        onConfirm={claim}
        onCancel={() => !pending && setConfirming(false)}
      />
    </li>
  );
}
