// /taskcenter: the day's sign-in with the month's calendar and milestones, the daily and monthly top-up tasks with
// their progress and rewards (SPEC 3 states undone / claim / claimed), and when each resets (SPEC 9, UTC+7). Every
// sign-in and claim is a money call: one Idempotency-Key per submission, resumed after a reload, the reward shown
// with the new balance.
import { useState, type ReactNode } from 'react';
import { TASK_ENDPOINTS, type TaskCentreView, type TaskRewardResult, type TopUpTaskView } from '../../contract/tasks.ts';
import type { RewardState } from '../../domain/tasks.ts';
import { ApiError, RepeatedTapError, call, createSubmission, errorText, type Submission } from '../../lib/api.ts';
import { topUpClick } from '../../lib/app-bridge-top-up.ts';
import { serverNow } from '../../lib/clock.ts';
import type { Brand } from '../../lib/brand.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Countdown } from '../../ui/Countdown.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { SignedInAs } from '../../ui/SignedInAs.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { useResumedSubmission } from '../../ui/use-resumed-submission.ts';
import './errors.ts';
import '../../ui/art/art.css';
import './tasks.css';

interface Props {
  lang: Lang;
}

/** Coins with the brand's label. */
function formatCoins(amount: number, lang: Lang, brand: Brand): string {
  return `${formatNumber(amount, lang)} ${brand.coinLabel(lang)}`;
}

/** The task centre island. */
export function TaskCentre({ lang }: Props) {
  const [overview, reload] = useApi(TASK_ENDPOINTS.overview, {});
  // Coin dealers do not take part: the API refuses them (SPEC 6), and they see for whom the centre is.
  const forDealers = (
    <Card title={m['tasks.dealersTitle']({}, { locale: lang })}>
      <p className="ui-muted">{m['tasks.dealersBody']({}, { locale: lang })}</p>
    </Card>
  );
  return (
    <Loaded lang={lang} result={overview} onRetry={reload} forbidden={forDealers} rows={5}>
      {(data) => <Centre lang={lang} initial={data} />}
    </Loaded>
  );
}

/** The three money calls of the screen, one submission each (DESIGN 4). */
interface Submissions {
  signIn: Submission<typeof TASK_ENDPOINTS.signIn>;
  claim: Submission<typeof TASK_ENDPOINTS.claim>;
  milestone: Submission<typeof TASK_ENDPOINTS.claimMilestone>;
}

/** The screen once the centre is known. */
function Centre({ lang, initial }: { lang: Lang; initial: TaskCentreView }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const [centre, setCentre] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [submissions] = useState<Submissions>(() => ({
    signIn: createSubmission(TASK_ENDPOINTS.signIn),
    claim: createSubmission(TASK_ENDPOINTS.claim),
    milestone: createSubmission(TASK_ENDPOINTS.claimMilestone),
  }));
  const coins = (amount: number) => formatCoins(amount, lang, brand);
  // The centre as the server sees it now (after a reset, or a refusal that says another tab got there first); the
  // screen stays up meanwhile, with what it says.
  const refresh = () => {
    call(TASK_ENDPOINTS.overview, {}).then(setCentre, () => undefined);
  };

  /** A sign-in's or claim's answer: the reward and the new balance, or why not (and the state as it is now). */
  const settle = (outcome: { ok: true; data: TaskRewardResult } | { ok: false; error: unknown }) => {
    setBusy(null);
    if (outcome.ok) {
      const result: TaskRewardResult = outcome.data;
      setCentre(result.centre);
      setProblem(null);
      showToast(m['tasks.rewarded']({ reward: coins(result.rewardCoins), balance: coins(result.centre.balance) }, locale));
      return;
    }
    setProblem(errorText(outcome.error, lang));
    // Another tab or a reset may have moved the state: show it as it is.
    if (outcome.error instanceof ApiError && outcome.error.failure.startsWith('task.')) refresh();
  };
  const resumingSignIn = useResumedSubmission(submissions.signIn, settle);
  const resumingClaim = useResumedSubmission(submissions.claim, settle);
  const resumingMilestone = useResumedSubmission(submissions.milestone, settle);
  const resuming = resumingSignIn || resumingClaim || resumingMilestone;

  /** Sends one money call; a second tap while it is on its way is told not to repeat. */
  const run = (what: string, send: () => Promise<TaskRewardResult>) => {
    if (busy || resuming) {
      showToast(m['common.doNotRepeat']({}, locale));
      return;
    }
    setBusy(what);
    setProblem(null);
    send().then(
      (data) => settle({ ok: true, data }),
      (error: unknown) => {
        if (error instanceof RepeatedTapError) return showToast(m['common.doNotRepeat']({}, locale));
        settle({ ok: false, error });
      },
    );
  };

  const daily = centre.tasks.filter((task) => task.period === 'daily');
  const monthly = centre.tasks.filter((task) => task.period === 'monthly');
  return (
    <>
      <SignedInAs lang={lang} />
      <p className="tk-balance">
        {m['tasks.balance']({}, locale)} <strong data-testid="task-balance"><span className="art-coin" aria-hidden="true" />{coins(centre.balance)}</strong>
      </p>
      {problem && (
        <p className="tk-alert" role="alert">
          {problem}
        </p>
      )}
      {resuming && (
        <p className="ui-muted" role="status">
          {m['tasks.resuming']({}, locale)}
        </p>
      )}
      <SignInCard
        lang={lang}
        centre={centre}
        busy={busy}
        onSignIn={() => run('signIn', () => submissions.signIn.submit({}))}
        onMilestone={(day) => run(`milestone${day}`, () => submissions.milestone.submit({ day: String(day) }))}
      />
      <TaskCard
        lang={lang}
        title={m['tasks.dailyTitle']({}, locale)}
        resetsAt={centre.resets.dailyAt}
        resetsText={m['tasks.dailyResets']({}, locale)}
        tasks={daily}
        busy={busy}
        onReset={refresh}
        onClaim={(task) => run(task, () => submissions.claim.submit({ task }))}
      />
      <TaskCard
        lang={lang}
        title={m['tasks.monthlyTitle']({}, locale)}
        resetsAt={centre.resets.monthlyAt}
        resetsText={m['tasks.monthlyResets']({}, locale)}
        tasks={monthly}
        busy={busy}
        onReset={refresh}
        onClaim={(task) => run(task, () => submissions.claim.submit({ task }))}
      />
    </>
  );
}

/** The button or label of a reward in its state. */
function RewardAction({
  lang,
  state,
  label,
  pending,
  onClaim,
  undone,
}: {
  lang: Lang;
  state: RewardState;
  /** Names the reward for screen readers ("Claim: Day 3"). */
  label: string;
  pending: boolean;
  onClaim: () => void;
  undone: ReactNode;
}) {
  const locale = { locale: lang };
  if (state === 'claimed') return <span className="tk-claimed">{m['tasks.claimed']({}, locale)}</span>;
  if (state === 'undone') return <>{undone}</>;
  return (
    <button
      type="button"
      className="ui-btn ui-btn--primary tk-claim"
      aria-label={m['tasks.claimNamed']({ name: label }, locale)}
      aria-disabled={pending || undefined}
      onClick={onClaim}
    >
      {m['tasks.claim']({}, locale)}
    </button>
  );
}

/** The month's calendar, today's sign-in and the milestones. */
function SignInCard({
  lang,
  centre,
  busy,
  onSignIn,
  onMilestone,
}: {
  lang: Lang;
  centre: TaskCentreView;
  busy: string | null;
  onSignIn: () => void;
  onMilestone: (day: number) => void;
}) {
  const brand = useBrand();
  const locale = { locale: lang };
  const { signIn } = centre;
  const signed = new Set(signIn.signedDates);
  const count = signIn.signedDates.length;
  const monthDays = daysOfMonth(centre.month);
  return (
    <Card title={m['tasks.signInTitle']({}, locale)}>
      <p className="ui-muted">{m['tasks.signInCount']({ count }, locale)}</p>
      <ol className="tk-calendar" aria-label={m['tasks.calendarLabel']({}, locale)}>
        {monthDays.map((date) => {
          const isSigned = signed.has(date);
          const isToday = date === centre.today;
          return (
            <li
              key={date}
              className={`tk-day${isSigned ? ' tk-day--signed' : ''}${isToday ? ' tk-day--today' : ''}`}
              aria-current={isToday ? 'date' : undefined}
            >
              <span>{Number(date.slice(8))}</span>
              <span className="ui-sr">{isSigned ? m['tasks.daySigned']({}, locale) : ''}</span>
            </li>
          );
        })}
      </ol>
      {signIn.signedToday ? (
        <p className="tk-done" role="status">
          {m['tasks.signedToday']({}, locale)}
        </p>
      ) : (
        <button type="button" className="ui-btn ui-btn--primary tk-wide" aria-disabled={busy !== null || undefined} onClick={onSignIn}>
          {m['tasks.signIn']({ reward: formatCoins(signIn.rewardCoins, lang, brand) }, locale)}
        </button>
      )}
      <h3 className="tk-subtitle">{m['tasks.milestonesTitle']({}, locale)}</h3>
      <ul className="tk-milestones">
        {signIn.milestones.map((milestone) => {
          const name = m['tasks.milestoneDay']({ day: milestone.day }, locale);
          return (
            <li key={milestone.day}>
              <span className="tk-milestone__day">{name}</span>
              <span className="tk-reward">+{formatCoins(milestone.rewardCoins, lang, brand)}</span>
              <RewardAction
                lang={lang}
                state={milestone.state}
                label={name}
                pending={busy !== null}
                onClaim={() => onMilestone(milestone.day)}
                undone={<span className="ui-muted">{m['tasks.milestoneProgress']({ count: Math.min(count, milestone.day), day: milestone.day }, locale)}</span>}
              />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** Every business date of a month `YYYY-MM`. */
function daysOfMonth(month: string): string[] {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  // Day 0 of the next month is the last day of this one (UTC, no time zone involved).
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: last }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
}

/** A period's top-up tasks, when they reset, and their rewards. */
function TaskCard({
  lang,
  title,
  resetsAt,
  resetsText,
  tasks,
  busy,
  onReset,
  onClaim,
}: {
  lang: Lang;
  title: string;
  resetsAt: number;
  resetsText: string;
  tasks: readonly TopUpTaskView[];
  busy: string | null;
  onReset: () => void;
  onClaim: (task: TopUpTaskView['id']) => void;
}) {
  const brand = useBrand();
  const locale = { locale: lang };
  return (
    <Card title={title}>
      <p className="ui-muted tk-resets">
        {resetsText} <Countdown lang={lang} targetMs={resetsAt} now={serverNow} onEnd={onReset} label={resetsText} />
      </p>
      <ul className="tk-tasks">
        {tasks.map((task) => {
          const target = formatCoins(task.targetCoins, lang, brand);
          const name = task.period === 'daily' ? m['tasks.topUpToday']({ target }, locale) : m['tasks.topUpMonth']({ target }, locale);
          return (
            <li key={task.id}>
              <div className="tk-task__head">
                <strong>{name}</strong>
                <span className="tk-reward">+{formatCoins(task.rewardCoins, lang, brand)}</span>
              </div>
              <ProgressBar value={task.progressCoins / task.targetCoins} label={name} />
              <div className="tk-task__foot">
                <span className="ui-muted">
                  {m['tasks.progress']({ done: formatNumber(Math.min(task.progressCoins, task.targetCoins), lang), target: formatNumber(task.targetCoins, lang) }, locale)}
                </span>
                <RewardAction
                  lang={lang}
                  state={task.state}
                  label={name}
                  pending={busy !== null}
                  onClaim={() => onClaim(task.id)}
                  undone={
                    <a className="ui-btn tk-go" href={pageHref('/dukurecharge', lang)} onClick={topUpClick('tasks', brand.topUp)}>
                      {m['tasks.topUp']({}, locale)}
                    </a>
                  }
                />
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
