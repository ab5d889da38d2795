// The host level task (SPEC 9): from charm level 7, 30-day Lucky/S-Lucky/Deluxe beans, paid on days with 1 hour live.
import type { EarningsSummary } from '../../contract/earnings.ts';
import {
  LEVEL_TASK_MIN_CHARM_LEVEL,
  LEVEL_TASK_MIN_LIVE_MINUTES,
  LEVEL_TASK_WINDOW_DAYS,
} from '../../domain/level-task.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { useBrand } from '../../ui/use-brand.ts';
import { formatBeans } from '../../lib/format.ts';
import { Card } from '../../ui/Card.tsx';

interface Props {
  lang: Lang;
  summary: EarningsSummary;
}

/** The level task step, what it pays, today's live time towards it and the next step. */
export function LevelTaskCard({ lang, summary }: Props) {
  const brand = useBrand();
  const locale = { locale: lang };
  const task = summary.levelTask;
  const title = m['earnings.taskTitle']({}, locale);
  const charm = String(task.charmLevel);
  return (
    <Card title={title}>
      {!task.available ? (
        <p className="earnings-strong">{m['earnings.taskLocked']({ min: String(LEVEL_TASK_MIN_CHARM_LEVEL), level: charm }, locale)}</p>
      ) : (
        <>
          <p className="earnings-strong">
            {task.level > 0
              ? m['earnings.taskLevel']({ charm, level: String(task.level), pay: formatBeans(task.payBeans, lang, brand) }, locale)
              : m['earnings.taskNone']({ charm }, locale)}
          </p>
          <p className="ui-muted">
            {m['earnings.taskBeans']({ days: String(LEVEL_TASK_WINDOW_DAYS), beans: formatNumber(task.beans, lang), bean: brand.beanLabel(lang) }, locale)}
          </p>
          {task.level > 0 && (
            <p className="ui-muted">
              {task.earnsToday
                ? m['earnings.taskEarning']({ minutes: String(task.liveMinutesToday) }, locale)
                : m['earnings.taskGoLive'](
                    { minutes: String(LEVEL_TASK_MIN_LIVE_MINUTES), live: String(task.liveMinutesToday) },
                    locale,
                  )}
            </p>
          )}
          {task.next && (
            <>
              <ProgressBar value={task.beans / task.next.thresholdBeans} label={title} />
              <p className="ui-muted">
                {m['earnings.bonusNext'](
                  {
                    remaining: formatNumber(task.next.remainingBeans, lang),
                    bean: brand.beanLabel(lang),
                    level: String(task.next.level),
                    pay: formatBeans(task.next.payBeans, lang, brand),
                  },
                  locale,
                )}
              </p>
            </>
          )}
        </>
      )}
    </Card>
  );
}
