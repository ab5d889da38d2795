// Query date range (DESIGN 8, SPEC 5): two native date fields and a Search button; the page only ever
// receives a range that passes validateDateRange.
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { validateDateRange, type DateRange, type DateRangeError } from '../domain/date-range.ts';
import { isBusinessDate, type BusinessDate } from '../domain/time.ts';
import type { Lang } from '../lib/language.ts';
import { m } from '../lib/messages.ts';
// The API's range refusals read as the picker's own (the pages with a picker are the ones that send ranges).
import './range-errors.ts';

interface Props {
  lang: Lang;
  /** Today's business date (UTC+7), computed by the page from the server clock; also the latest date offered. */
  today: BusinessDate;
  /** `INCOME_RANGE_MAX_DAYS` or `BILL_RANGE_MAX_DAYS`. */
  maxDays: number;
  /** The range the page is showing. */
  value: DateRange;
  /** Called on Search with a valid range only. */
  onChange: (range: DateRange) => void;
  /** Told whether an error shows, so the page can dim results that no longer match the fields. */
  onErrorShown?: (shown: boolean) => void;
}

/** The text of each refusal: the same messages the API's range errors show (error.range.*), by literal key. */
function errorText(error: DateRangeError, lang: Lang, maxDays: number): string {
  switch (error) {
    case 'required':
      return m['error.range.required']({}, { locale: lang });
    case 'invalid':
      return m['error.range.invalid']({}, { locale: lang });
    case 'startAfterEnd':
      return m['error.range.startAfterEnd']({}, { locale: lang });
    case 'endAfterToday':
      return m['error.range.endAfterToday']({}, { locale: lang });
    case 'tooLong':
      return m['error.range.tooLong']({ days: maxDays }, { locale: lang });
  }
}

/** Whether an error is about this field, so only the fields at fault are marked invalid. */
function fieldIsBad(error: DateRangeError | null, which: 'start' | 'end', value: string): boolean {
  if (error === 'required') return value === '';
  if (error === 'invalid') return !isBusinessDate(value);
  if (error === 'endAfterToday') return which === 'end';
  return error !== null;
}

/** Start and end date fields with a Search button; shows why a range is refused under the fields. */
export function DateRangePicker({ lang, today, maxDays, value, onChange, onErrorShown }: Props) {
  const id = useId();
  const [start, setStart] = useState<string>(value.start);
  const [end, setEnd] = useState<string>(value.end);
  // Errors appear once the user has changed a field or pressed Search, not for the page's own starting range.
  const [touched, setTouched] = useState(false);

  // A new range from the page (a reset, a restored keep-alive state) replaces what is in the fields.
  useEffect(() => {
    setStart(value.start);
    setEnd(value.end);
    setTouched(false);
  }, [value.start, value.end]);

  const check = validateDateRange({ start, end }, { today, maxDays });
  const error = touched && !check.ok ? check.error : null;
  const errorId = `${id}-error`;
  useEffect(() => onErrorShown?.(error !== null), [error, onErrorShown]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (check.ok) onChange({ start, end });
  };

  const field = (which: 'start' | 'end', text: string, current: string, set: (v: string) => void) => {
    const bad = fieldIsBad(error, which, current);
    return (
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-${which}`}>
          {text}
        </label>
        <input
          id={`${id}-${which}`}
          className="ui-input"
          type="date"
          // SPEC 5: the end cannot be after today, and a start after today could never make a valid range.
          max={today}
          value={current}
          required
          aria-invalid={bad || undefined}
          aria-describedby={bad ? errorId : undefined}
          onChange={(event) => {
            set(event.target.value);
            setTouched(true);
          }}
        />
      </div>
    );
  };

  return (
    <form className="ui-daterange" noValidate onSubmit={submit}>
      {field('start', m['ui.dateRange.start']({}, { locale: lang }), start, setStart)}
      {field('end', m['ui.dateRange.end']({}, { locale: lang }), end, setEnd)}
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {errorText(error, lang, maxDays)}
        </p>
      )}
      <button type="submit" className="ui-btn ui-btn--primary">
        {m['ui.dateRange.apply']({}, { locale: lang })}
      </button>
    </form>
  );
}
