// /hostTask: a host's tasks (SPEC 6, 9), read from the earnings summary rather than restated: the level task with each
// of its conditions (charm level, 30-day Lucky/S-Lucky/Deluxe beans, an hour live today) and the daily or weekly bonus
// with its progress to the next step. Other accounts see the "for hosts" state.
import { EARNINGS_ENDPOINTS, type EarningsSummary } from '../../contract/earnings.ts';
import {
  LEVEL_TASK_MIN_CHARM_LEVEL,
  LEVEL_TASK_MIN_LIVE_MINUTES,
  LEVEL_TASK_WINDOW_DAYS,
} from '../../domain/level-task.ts';
import type { Brand } from '../../lib/brand.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { ForHosts } from '../../ui/ForHosts.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import './tasks.css';

interface Props {
  lang: Lang;
}

/** Beans with the brand's label. */
function formatBeans(amount: number, lang: Lang, brand: Brand): string {
  return `${formatNumber(amount, lang)} ${brand.beanLabel(lang)}`;
}

/** The host tasks island. */
export function HostTasks({ lang }: Props) {
  const [summary, reload] = useApi(EARNINGS_ENDPOINTS.summary, {});
  return (
    <Loaded lang={lang} result={summary} onRetry={reload} forbidden={<ForHosts lang={lang} />} rows={4}>
      {(data) => (
        <>
          <LevelTask lang={lang} summary={data} />
          <Bonus lang={lang} summary={data} />
        </>
      )}
    </Loaded>
  );
}

/** One condition of a task, met or not, with how far along it is when that is a measure. */
function Condition({ met, children, progress }: { met: boolean; children: string; progress?: { value: number; label: string } }) {
  return (
    <li className={met ? 'tk-cond tk-cond--met' : 'tk-cond'}>
      {children}
      {progress && <ProgressBar value={progress.value} label={progress.label} />}
    </li>
  );
}

/** The level task: its conditions, what it pays today and the next step. */
function LevelTask({ lang, summary }: { lang: Lang; summary: EarningsSummary }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const task = summary.levelTask;
  const title = m['tasks.host.levelTitle']({}, locale);
  const charmMet = task.charmLevel >= LEVEL_TASK_MIN_CHARM_LEVEL;
  const liveMet = task.liveMinutesToday >= LEVEL_TASK_MIN_LIVE_MINUTES;
  const verdict = !task.available
    ? m['tasks.host.levelLocked']({ min: LEVEL_TASK_MIN_CHARM_LEVEL }, locale)
    : task.level === 0
      ? m['tasks.host.levelNoStep']({}, locale)
      : task.earnsToday
        ? m['tasks.host.levelEarning']({ pay: formatBeans(task.payBeans, lang, brand) }, locale)
        : m['tasks.host.levelGoLive']({ minutes: LEVEL_TASK_MIN_LIVE_MINUTES - task.liveMinutesToday, pay: formatBeans(task.payBeans, lang, brand) }, locale);
  return (
    <Card title={title}>
      <p className="tk-verdict" role="status">
        {verdict}
      </p>
      <ul className="tk-conds">
        <Condition met={charmMet}>{m['tasks.host.charm']({ level: task.charmLevel, min: LEVEL_TASK_MIN_CHARM_LEVEL }, locale)}</Condition>
        <Condition
          met={task.level > 0}
          progress={task.next ? { value: task.beans / task.next.thresholdBeans, label: m['tasks.host.nextLabel']({}, locale) } : undefined}
        >
          {m['tasks.host.beans']({ days: LEVEL_TASK_WINDOW_DAYS, beans: formatNumber(task.beans, lang), level: task.level }, locale)}
        </Condition>
        <Condition
          met={liveMet}
          progress={{ value: task.liveMinutesToday / LEVEL_TASK_MIN_LIVE_MINUTES, label: m['tasks.host.liveLabel']({}, locale) }}
        >
          {m['tasks.host.live']({ minutes: task.liveMinutesToday, need: LEVEL_TASK_MIN_LIVE_MINUTES }, locale)}
        </Condition>
      </ul>
      {task.next && (
        <p className="ui-muted">
          {m['tasks.host.next'](
            { remaining: formatNumber(task.next.remainingBeans, lang), level: task.next.level, pay: formatBeans(task.next.payBeans, lang, brand) },
            locale,
          )}
        </p>
      )}
    </Card>
  );
}

/** The daily or weekly bonus of the host's payout type, with the progress to its next step. */
function Bonus({ lang, summary }: { lang: Lang; summary: EarningsSummary }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const { bonus } = summary;
  const daily = bonus.period === 'daily';
  const title = daily ? m['tasks.host.dailyBonus']({}, locale) : m['tasks.host.weeklyBonus']({}, locale);
  const beans = formatNumber(bonus.beans, lang);
  return (
    <Card title={title}>
      <p className="tk-verdict">
        {bonus.level > 0
          ? m['tasks.host.bonusStep']({ level: bonus.level, pay: formatBeans(bonus.payBeans, lang, brand) }, locale)
          : m['tasks.host.bonusNone']({}, locale)}
      </p>
      <p className="ui-muted">{daily ? m['tasks.host.bonusToday']({ beans }, locale) : m['tasks.host.bonusWeek']({ beans }, locale)}</p>
      {bonus.next && (
        <>
          <ProgressBar value={bonus.beans / bonus.next.thresholdBeans} label={title} />
          <p className="ui-muted">
            {m['tasks.host.next'](
              { remaining: formatNumber(bonus.next.remainingBeans, lang), level: bonus.next.level, pay: formatBeans(bonus.next.payBeans, lang, brand) },
              locale,
            )}
          </p>
        </>
      )}
    </Card>
  );
}
