// This week's basic salary (SPEC 6, 9), or why the host does not get it.
import type { EarningsSummary } from '../../contract/earnings.ts';
import {
  BASIC_SALARY_MAX_MINOR_VIOLATIONS_PER_WEEK,
  BASIC_SALARY_MAX_MINOR_VIOLATIONS_TOTAL,
  BASIC_SALARY_MAX_SERIOUS_VIOLATIONS_PER_WEEK,
  BASIC_SALARY_MIN_LIVE_MINUTES_PER_DAY,
} from '../../domain/basic-salary.ts';
import { formatDate } from '../../lib/format-date.ts';
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

/** The basic salary status in words, with progress while it is being earned. */
export function BasicSalaryCard({ lang, summary }: Props) {
  const brand = useBrand();
  const locale = { locale: lang };
  const status = summary.basicSalary;
  let text: string;
  let progress: number | null = null;
  switch (status.kind) {
    case 'notApplicable':
      text =
        status.reason === 'dailySalary'
          ? m['earnings.salaryDailySalary']({}, locale)
          : status.reason === 'male'
            ? m['earnings.salaryMale']({}, locale)
            : m['earnings.salaryNoAbc']({}, locale);
      break;
    case 'noTarget':
      text = m['earnings.salaryNoTarget']({ date: formatDate(status.assessedFrom, lang) }, locale);
      break;
    case 'cancelled':
      text =
        status.reason === 'minorViolationsWeek'
          ? m['earnings.salaryCancelledMinorWeek']({ count: String(BASIC_SALARY_MAX_MINOR_VIOLATIONS_PER_WEEK) }, locale)
          : status.reason === 'seriousViolationsWeek'
            ? m['earnings.salaryCancelledSeriousWeek']({ count: String(BASIC_SALARY_MAX_SERIOUS_VIOLATIONS_PER_WEEK) }, locale)
            : m['earnings.salaryCancelledMinorTotal']({ count: String(BASIC_SALARY_MAX_MINOR_VIOLATIONS_TOTAL) }, locale);
      break;
    case 'inProgress':
      text = m['earnings.salaryProgress'](
        {
          valid: String(status.validDays),
          required: String(status.requiredDays),
          hours: String(BASIC_SALARY_MIN_LIVE_MINUTES_PER_DAY / 60),
        },
        locale,
      );
      progress = status.validDays / status.requiredDays;
      break;
    case 'notEnoughDays':
      text = m['earnings.salaryNotEnough']({ valid: String(status.validDays), required: String(status.requiredDays) }, locale);
      break;
    case 'achieved':
      text = m['earnings.salaryAchieved']({ pay: formatBeans(status.payBeans, lang, brand) }, locale);
      break;
  }
  const title = m['earnings.salaryTitle']({}, locale);
  // SPEC 9: violations cancel it; while it can still be earned, say how close the host is to each limit.
  const v = summary.violations;
  const counted = status.kind === 'inProgress' || status.kind === 'achieved' || status.kind === 'notEnoughDays' || status.kind === 'noTarget';
  const warned = v.minorThisWeek > 0 || v.seriousThisWeek > 0 || v.minorTotal > 0;
  return (
    <Card title={title}>
      <p className="earnings-strong">{text}</p>
      {progress !== null && <ProgressBar value={progress} label={title} />}
      {counted && (
        <p className={warned ? 'earnings-warning' : 'ui-muted'}>
          {m['earnings.salaryViolations'](
            {
              minor: String(v.minorThisWeek),
              maxMinor: String(BASIC_SALARY_MAX_MINOR_VIOLATIONS_PER_WEEK),
              serious: String(v.seriousThisWeek),
              maxSerious: String(BASIC_SALARY_MAX_SERIOUS_VIOLATIONS_PER_WEEK),
              total: String(v.minorTotal),
              maxTotal: String(BASIC_SALARY_MAX_MINOR_VIOLATIONS_TOTAL),
            },
            locale,
          )}
        </p>
      )}
    </Card>
  );
}
