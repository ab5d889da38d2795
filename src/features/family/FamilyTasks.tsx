// /call, below the summons: the family coins and where they come from (assumed, docs/rules.md): the member's own
// contribution (confirmed, with its key), today's check-in, and the family tasks whose rewards the platform pays into
// the family coins. SPEC 8's "not enough family coins" leads here.
import { useState, type SubmitEvent } from 'react';
import { FAMILY_COIN_ENDPOINTS, type FamilyCoinsView } from '../../contract/family.ts';
import {
  FAMILY_CONTRIBUTION_MIN_COINS,
  FAMILY_CONTRIBUTION_MULTIPLE_COINS,
  checkContribution,
} from '../../domain/family-coins.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Loading, LoadFailed } from '../../ui/LoadState.tsx';
import { NumberInput } from '../../ui/NumberInput.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { registerCallErrors } from './call-errors.ts';
import './family.css';
import { taskText } from './task-text.ts';
import { useAction } from './use-action.ts';
import { useMoney } from './use-money.ts';

registerCallErrors();

interface Props {
  lang: Lang;
}

/** The family coins and tasks island. */
export function FamilyTasks({ lang }: Props) {
  const [coins, reload] = useApi(FAMILY_COIN_ENDPOINTS.coins, {});
  // A user in no family: the summons island above says so and where to find one.
  if (coins.state === 'error') {
    return coins.error instanceof ApiError && coins.error.failure === 'family.notMember' ? null : <LoadFailed lang={lang} error={coins.error} onRetry={reload} />;
  }
  if (coins.state !== 'ok') return <Loading lang={lang} rows={3} />;
  return (
    <>
      <Contribute lang={lang} view={coins.data} onChange={reload} />
      <Tasks lang={lang} view={coins.data} onChange={reload} />
    </>
  );
}

/** A member puts their own coins into the family coins. */
function Contribute({ lang, view, onChange }: { lang: Lang; view: FamilyCoinsView; onChange: () => void }) {
  const locale = { locale: lang };
  const [amount, setAmount] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const contribute = useMoney(FAMILY_COIN_ENDPOINTS.contribute, m['common.doNotRepeat']({}, locale), (outcome) => {
    setConfirming(false);
    if (outcome.ok) {
      setAmount(null);
      showToast(m['family.coins.contributed']({ coins: formatNumber(outcome.data.coins, lang) }, locale));
      onChange();
    } else {
      setError(errorText(outcome.error, lang));
    }
  });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The same rule the server applies, for an answer before anything is sent.
    const check = checkContribution(amount, view.myCoins);
    if (!check.ok) return setError(errorText(new ApiError(`family.${check.error}`, null), lang));
    setError(null);
    setConfirming(true);
  };
  const send = () => contribute.send({ family_id: view.familyId, amount: String(amount ?? '') });
  return (
    <Card title={m['family.coins.title']({}, locale)}>
      <p className="fam-big">{formatNumber(view.coins, lang)}</p>
      <form className="fam-form" noValidate onSubmit={submit}>
        <NumberInput
          lang={lang}
          label={m['family.coins.amount']({}, locale)}
          value={amount}
          onChange={(next) => {
            setAmount(next);
            setError(null);
          }}
          hint={m['family.coins.amountHint']({
            min: formatNumber(FAMILY_CONTRIBUTION_MIN_COINS, lang),
            multiple: formatNumber(FAMILY_CONTRIBUTION_MULTIPLE_COINS, lang),
            mine: formatNumber(view.myCoins, lang),
          }, locale)}
          error={error ?? undefined}
        />
        <button type="submit" className="ui-btn ui-btn--primary" disabled={contribute.busy}>
          {m['family.coins.contribute']({}, locale)}
        </button>
      </form>
      <Dialog
        lang={lang}
        open={confirming}
        variant="confirm"
        title={m['family.coins.confirm']({ coins: formatNumber(amount ?? 0, lang) }, locale)}
        busy={contribute.pending}
        onRepeatTap={send}
        onConfirm={send}
        onCancel={() => !contribute.pending && setConfirming(false)}
      >
        {m['family.coins.confirmBody']({}, locale)}
      </Dialog>
    </Card>
  );
}

/** Today's check-in and the tasks with their progress and rewards. */
function Tasks({ lang, view, onChange }: { lang: Lang; view: FamilyCoinsView; onChange: () => void }) {
  const locale = { locale: lang };
  const [busy, run] = useAction(lang, m['common.doNotRepeat']({}, locale));
  const [problem, setProblem] = useState<string | null>(null);
  const claim = useMoney(FAMILY_COIN_ENDPOINTS.claimTask, m['common.doNotRepeat']({}, locale), (outcome) => {
    if (outcome.ok) showToast(m['family.tasks.claimed']({ coins: formatNumber(outcome.data.rewardCoins, lang) }, locale));
    else setProblem(errorText(outcome.error, lang));
    onChange();
  });
  const checkIn = async () => {
    const outcome = await run(FAMILY_COIN_ENDPOINTS.checkIn, { family_id: view.familyId });
    if (outcome && !outcome.ok) setProblem(outcome.text);
    if (outcome?.ok) onChange();
  };
  return (
    <Card title={m['family.tasks.title']({}, locale)}>
      {problem && (
        <p className="fam-alert" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="ui-btn fam-wide" disabled={busy || view.checkedInToday} onClick={checkIn}>
        {view.checkedInToday ? m['family.tasks.checkedIn']({}, locale) : m['family.tasks.checkIn']({}, locale)}
      </button>
      <ul className="fam-people">
        {view.tasks.map((task) => {
          const text = taskText(task.id, formatNumber(task.target, lang), lang);
          return (
            <li key={task.id} className="fam-task">
              <p className="fam-line">
                <span>{text}</span>
                <span className="fam-tag">{task.period === 'daily' ? m['family.tasks.daily']({}, locale) : m['family.tasks.weekly']({}, locale)}</span>
              </p>
              <ProgressBar value={task.progress / task.target} label={text} />
              <p className="fam-line">
                <span className="ui-muted">
                  {`${formatNumber(Math.min(task.progress, task.target), lang)} / ${formatNumber(task.target, lang)} · `}
                  {m['family.tasks.reward']({ coins: formatNumber(task.rewardCoins, lang) }, locale)}
                </span>
                {task.state === 'claim' ? (
                  <button
                    type="button"
                    className="ui-btn ui-btn--primary"
                    disabled={claim.busy}
                    onClick={() => {
                      setProblem(null);
                      claim.send({ family_id: view.familyId, task: task.id });
                    }}
                  >
                    {m['family.tasks.claim']({}, locale)}
                  </button>
                ) : (
                  <span className="fam-tag">{task.state === 'claimed' ? m['family.tasks.done']({}, locale) : m['family.tasks.undone']({}, locale)}</span>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
