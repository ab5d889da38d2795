// The filters of a console queue (issue 28): its state, a date range within the usual limits (SPEC 5, checked here
// first and by the server), a user id; "Show" applies them. Shared by the queue pages with their own extra buttons.
import { useState, type ReactNode, type SubmitEvent } from 'react';
import type { DecisionRecord } from '../../contract/ops.ts';
import { INCOME_RANGE_MAX_DAYS, validateDateRange } from '../../domain/date-range.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { useBusinessToday } from '../../ui/use-business-today.ts';
import '../../ui/range-errors.ts';

/** The filters as a list request's fields: a range only with both ends, a user id only when given. */
export interface QueueRequest extends Record<string, string> {
  filter: string;
}

interface Props {
  lang: Lang;
  /** The queue's states, the first the one it opens on, each with its words. */
  states: readonly string[];
  stateText: (state: string) => string;
  onApply: (request: QueueRequest) => void;
  children?: ReactNode;
}

/** The filter form; calls `onApply` with a checked request. */
export function QueueFilters({ lang, states, stateText, onApply, children }: Props) {
  const locale = { locale: lang };
  // Before the server's day is known, the range is checked by the server alone.
  const today = useBusinessToday();
  const [draft, setDraft] = useState({ filter: states[0] ?? '', start: '', end: '', user_id: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: keyof typeof draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });

  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request: QueueRequest = { filter: draft.filter };
    if (draft.start || draft.end) {
      const check = today ? validateDateRange({ start: draft.start, end: draft.end }, { today, maxDays: INCOME_RANGE_MAX_DAYS }) : { ok: true as const };
      if (!check.ok) return setProblem(errorText(new ApiError(`range.${check.error}`, null, { days: INCOME_RANGE_MAX_DAYS }), lang));
      Object.assign(request, { start: draft.start, end: draft.end });
    }
    const userId = draft.user_id.trim();
    if (userId && !/^[1-9]\d{0,14}$/.test(userId)) return setProblem(errorText(new ApiError('invalidParams', null), lang));
    if (userId) request['user_id'] = userId;
    setProblem(null);
    onApply(request);
  };

  return (
    <form className="ui-card ops-filters" noValidate onSubmit={apply}>
      <label>
        {m['ops.filter.state']({}, locale)}
        <select className="ui-input" value={draft.filter} onChange={set('filter')}>
          {states.map((name) => (
            <option key={name} value={name}>
              {stateText(name)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {m['ops.filter.from']({}, locale)}
        <input className="ui-input" type="date" max={today ?? undefined} value={draft.start} onChange={set('start')} />
      </label>
      <label>
        {m['ops.filter.to']({}, locale)}
        <input className="ui-input" type="date" max={today ?? undefined} value={draft.end} onChange={set('end')} />
      </label>
      <label>
        {m['ops.filter.userId']({}, locale)}
        <input className="ui-input" inputMode="numeric" autoComplete="off" value={draft.user_id} onChange={set('user_id')} />
      </label>
      <button type="submit" className="ui-btn ui-btn--primary">
        {m['ops.filter.apply']({}, locale)}
      </button>
      {children}
      {problem && (
        <p className="ui-field__error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

/** A row's audit trail: who decided what, when, with the reason and payout reference. */
export function DecisionTrail({ lang, decisions }: { lang: Lang; decisions: readonly DecisionRecord[] }) {
  const locale = { locale: lang };
  return (
    <>
      <h3>{m['ops.detail.trail']({}, locale)}</h3>
      <ul>
        {decisions.map((d, i) => (
          <li key={i}>
            {m['ops.detail.trailLine']({ time: formatDateTime(d.at, lang), who: `${d.operatorNickname ?? ''} (${d.operatorUserId ?? '—'})`, action: d.action, from: d.fromState, to: d.toState }, locale)}
            {d.reason ? ` · ${d.reason}` : ''}
            {d.reference ? ` · ${d.reference}` : ''}
          </li>
        ))}
      </ul>
    </>
  );
}
