// The caller's part of an event page: their standing, the rewards they earned and the claim (confirmation, an
// Idempotency-Key kept until a final answer, resumed after a reload). Loaded only once the live part runs, so the board
// shows without waiting for the claim's code.
import { useState } from 'react';
import { EVENT_ENDPOINTS, type ClaimView } from '../../contract/events.ts';
import type { EventAudience, EventMetric } from '../../domain/events.ts';
import { businessDate } from '../../domain/time.ts';
import { RepeatedTapError, createSubmission, errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format-date.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { SignedInAs } from '../../ui/SignedInAs.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { useResumedSubmission, type Resumed } from '../../ui/use-resumed-submission.ts';
import { useSession } from '../../ui/use-session.ts';
import './errors-events.ts';
import { amountText } from './coins-text.ts';
import { metricText } from './text.ts';

/** The caller: their standing and rewards, or why they do not take part. */
export function EventMe({ lang, event, audience, metric, onChanged }: { lang: Lang; event: string; audience: EventAudience; metric: EventMetric; onChanged: () => void }) {
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
  // Out of season the standing is the last edition's final one, and says so (issue 26.2).
  const title = data.current === null && data.last ? m['events.myLastStanding']({ date: formatDate(data.last.round, lang) }, locale) : m['events.me']({}, locale);
  return (
    <Card title={title}>
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
  const coins = amountText(reward.coins, reward.currency, lang, brand);
  const settle = (outcome: Resumed<typeof EVENT_ENDPOINTS.claim>) => {
    setPending(false);
    setConfirming(false);
    if (outcome.ok) {
      setClaimedAt(outcome.data.claim.claimedAt);
      showToast(m['events.claimDone']({ coins: amountText(outcome.data.claim.coins, outcome.data.claim.currency, lang, brand) }, locale));
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
