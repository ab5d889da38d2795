// The date range of an earnings screen in a card: the picker, its limit in words, and what the screen adds.
import type { ReactNode } from 'react';
import type { DateRange } from '../../domain/date-range.ts';
import type { BusinessDate } from '../../domain/time.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { DateRangePicker } from '../../ui/DateRangePicker.tsx';

interface Props {
  lang: Lang;
  /** Defaults to "Dates". */
  title?: string;
  today: BusinessDate;
  /** `INCOME_RANGE_MAX_DAYS` or `BILL_RANGE_MAX_DAYS`. */
  maxDays: number;
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Shown under the picker (what the list shows now, a reset button). */
  children?: ReactNode;
}

/** A card with the range picker and "up to N days, ending today at the latest". */
export function RangeCard({ lang, title, today, maxDays, value, onChange, children }: Props) {
  return (
    <Card title={title ?? m['earnings.rangeTitle']({}, { locale: lang })}>
      <p className="ui-muted earnings-hint">{m['earnings.rangeHint']({ days: String(maxDays) }, { locale: lang })}</p>
      <DateRangePicker lang={lang} today={today} maxDays={maxDays} value={value} onChange={onChange} />
      {children}
    </Card>
  );
}
