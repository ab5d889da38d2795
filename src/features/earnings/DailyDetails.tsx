// /everyday/details: the host's days, newest first: live time of valid sessions, valid day (SPEC 9), beans by gift
// type and each kind of pay the day earned (the lines its settlements pay), for a range of up to 31 days (SPEC 5),
// with the range's totals on top, kind by kind.
import { useState, type ReactNode } from 'react';
import { EARNINGS_ENDPOINTS, type EarningsDay } from '../../contract/earnings.ts';
import { DAILY_DETAILS_DEFAULT_DAYS, INCOME_RANGE_MAX_DAYS, lastDays, type DateRange } from '../../domain/date-range.ts';
import { DAY_PAY_KINDS, type DayPay } from '../../domain/host-pay.ts';
import { VALID_DAY_MIN_LIVE_MINUTES } from '../../domain/valid-day.ts';
import { formatBeans, formatNumber } from '../../lib/format.ts';
import { formatDate } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { liveMinutesText, liveTime } from '../../lib/live-time.ts';
import { m } from '../../lib/messages.ts';
import { isForbidden } from '../../lib/api.ts';
import { Card } from '../../ui/Card.tsx';
import { ForHosts } from '../../ui/ForHosts.tsx';
import { LoadFailed, Loading } from '../../ui/LoadState.tsx';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { useBusinessToday } from '../../ui/use-business-today.ts';
import { dailyTotals } from './daily-totals.ts';
import { RangeCard } from './RangeCard.tsx';
import './errors.ts';
import { lineName } from './settlement-text.ts';
import './earnings.css';

interface Props {
  lang: Lang;
}

/** One figure of a grid: its name and value. */
function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Beans by gift type: Lucky, S-Lucky and Deluxe (the level task's gifts, SPEC 9) and the others. */
function GiftBeans({ lang, beans, wide = false }: { lang: Lang; beans: EarningsDay['beans']; wide?: boolean }) {
  const locale = { locale: lang };
  // A range's totals run to millions: two to a row keeps them on one line at 360 px.
  return (
    <dl className={wide ? 'earnings-stats earnings-stats--gifts earnings-stats--pairs' : 'earnings-stats earnings-stats--gifts'}>
      <Figure term={m['daily.lucky']({}, locale)} value={formatNumber(beans.lucky, lang)} />
      <Figure term={m['daily.sLucky']({}, locale)} value={formatNumber(beans.sLucky, lang)} />
      <Figure term={m['daily.deluxe']({}, locale)} value={formatNumber(beans.deluxe, lang)} />
      <Figure term={m['daily.other']({}, locale)} value={formatNumber(beans.normal, lang)} />
    </dl>
  );
}

/** The kinds of pay a day or a range earned, each named as its settlement line; only those above 0. */
function PayLines({ lang, pay }: { lang: Lang; pay: DayPay }) {
  const earned = DAY_PAY_KINDS.filter((kind) => pay[kind] > 0);
  if (earned.length === 0) return null;
  return (
    <dl className="earnings-pay">
      {earned.map((kind) => (
        <div key={kind}>
          <dt>{lineName(kind, lang)}</dt>
          <dd>{formatNumber(pay[kind], lang)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One day: its date and whether it was a valid day, then its figures. */
function Day({ lang, day }: { lang: Lang; day: EarningsDay }) {
  const brand = useBrand();
  const locale = { locale: lang };
  return (
    <li className="earnings-day">
      <div className="earnings-day__head">
        <h3 className="earnings-day__date">{formatDate(day.date, lang)}</h3>
        <span className={day.validDay ? 'earnings-valid earnings-valid--yes' : 'earnings-valid'}>
          {day.validDay ? m['daily.valid']({}, locale) : m['daily.notValid']({ minutes: String(VALID_DAY_MIN_LIVE_MINUTES) }, locale)}
        </span>
      </div>
      {day.inProgress && <p className="ui-muted">{m['daily.inProgress']({}, locale)}</p>}
      <dl className="earnings-stats">
        <Figure term={m['daily.liveTime']({}, locale)} value={liveMinutesText(day.liveMinutes, lang)} />
        <Figure term={m['daily.giftBeans']({ bean: brand.beanLabel(lang) }, locale)} value={formatNumber(day.beans.total, lang)} />
        <Figure term={m['daily.bonus']({}, locale)} value={formatNumber(day.bonusBeans, lang)} />
      </dl>
      <GiftBeans lang={lang} beans={day.beans} />
      <PayLines lang={lang} pay={day.pay} />
    </li>
  );
}

/** The daily details island. */
export function DailyDetails({ lang }: Props) {
  const brand = useBrand();
  const today = useBusinessToday();
  const [chosen, setChosen] = useState<DateRange | null>(null);
  const range = chosen ?? (today ? lastDays(today, DAILY_DETAILS_DEFAULT_DAYS) : null);
  const [daily, reload] = useApi(EARNINGS_ENDPOINTS.daily, range && { start: range.start, end: range.end });
  const locale = { locale: lang };

  if (daily.state === 'error' && isForbidden(daily.error)) return <ForHosts lang={lang} />;
  if (!today || !range) return <Loading lang={lang} rows={4} />;

  let content: ReactNode;
  if (daily.state === 'ok') {
    const totals = dailyTotals(daily.data.days);
    const bean = { bean: brand.beanLabel(lang) };
    content = (
      <>
        <Card title={m['daily.totalsTitle']({}, locale)}>
          <dl className="earnings-stats earnings-stats--pairs">
            <Figure term={m['daily.giftBeans'](bean, locale)} value={formatNumber(totals.beans.total, lang)} />
            <Figure term={m['daily.bonus']({}, locale)} value={formatNumber(totals.bonusBeans, lang)} />
            <Figure term={m['daily.liveTime']({}, locale)} value={liveTime(totals.liveMinutes, lang)} />
            <Figure
              term={m['daily.validDays']({}, locale)}
              value={m['daily.validDaysOf']({ valid: String(totals.validDays), days: String(totals.days) }, locale)}
            />
          </dl>
          <GiftBeans lang={lang} beans={totals.beans} wide />
          <PayLines lang={lang} pay={totals.pay} />
          <p className="earnings-total">
            <span>{m['daily.earned']({}, locale)}</span>
            <strong>{formatBeans(totals.earned, lang, brand)}</strong>
          </p>
          <p className="ui-muted">{m['daily.validRule']({ minutes: String(VALID_DAY_MIN_LIVE_MINUTES) }, locale)}</p>
          <p className="ui-muted">{m['daily.payRule']({}, locale)}</p>
        </Card>
        <Card title={m['daily.daysLabel']({}, locale)}>
          <ul className="earnings-days" aria-label={m['daily.daysLabel']({}, locale)}>
            {daily.data.days.map((day) => (
              <Day key={day.date} lang={lang} day={day} />
            ))}
          </ul>
        </Card>
      </>
    );
  } else if (daily.state === 'error') {
    content = <LoadFailed lang={lang} error={daily.error} onRetry={reload} />;
  } else {
    content = <Loading lang={lang} rows={4} />;
  }

  return (
    <>
      <RangeCard lang={lang} today={today} maxDays={INCOME_RANGE_MAX_DAYS} value={range} onChange={setChosen} />
      {content}
    </>
  );
}
