// /ops/withdrawals (issue 28): the queue oldest first with its filters (state, date range, user id), the bank's CSV of
// approved withdrawals, and each withdrawal's detail with the decisions this operator may take, each confirmed in a
// dialog (with the reason the user sees, or the payout reference) and answered with the row as it is now. Operators
// only (useOperatorsOnly).
import { useState, type SubmitEvent } from 'react';
import { OPS_WITHDRAWAL_ENDPOINTS, type OpsWithdrawalDetail, type OpsWithdrawalItem } from '../../contract/ops.ts';
import { INCOME_RANGE_MAX_DAYS, validateDateRange } from '../../domain/date-range.ts';
import { WITHDRAWAL_DECISIONS, WITHDRAWAL_FILTERS, checkDecisionText, type WithdrawalDecision, type WithdrawalFilter } from '../../domain/ops.ts';
import { ApiError, call, errorText, newIdempotencyKey } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { formatIdr, formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { List } from '../../ui/List.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { StatusBadge, statusText } from '../../ui/StatusBadge.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { useBusinessToday } from '../../ui/use-business-today.ts';
import '../../ui/range-errors.ts';
import { downloadPayoutCsv } from './download-csv.ts';
import '../../ui/ops-errors.ts';
import { useOperatorsOnly } from './use-operators-only.ts';
import './ops.css';

interface Props {
  lang: Lang;
}

/** The filters the list was asked for. */
interface Filters {
  filter: WithdrawalFilter;
  start: string;
  end: string;
  user_id: string;
}

const FILTER_TEXT: Record<WithdrawalFilter, (lang: Lang) => string> = {
  review: (lang) => m['ops.filter.review']({}, { locale: lang }),
  approved: (lang) => m['ops.filter.approved']({}, { locale: lang }),
  paid: (lang) => m['ops.filter.paid']({}, { locale: lang }),
  rejected: (lang) => m['ops.filter.rejected']({}, { locale: lang }),
  failed: (lang) => m['ops.filter.failed']({}, { locale: lang }),
  all: (lang) => m['ops.filter.all']({}, { locale: lang }),
};

const DECISION_TEXT: Record<WithdrawalDecision, (lang: Lang) => string> = {
  approve: (lang) => m['ops.decision.approve']({}, { locale: lang }),
  reject: (lang) => m['ops.decision.reject']({}, { locale: lang }),
  paid: (lang) => m['ops.decision.paid']({}, { locale: lang }),
  failed: (lang) => m['ops.decision.failed']({}, { locale: lang }),
};

/** The request fields of the filters: a date range only when both ends are set. */
function requestOf(filters: Filters): Record<string, string> {
  const fields: Record<string, string> = { filter: filters.filter };
  if (filters.start && filters.end) Object.assign(fields, { start: filters.start, end: filters.end });
  if (filters.user_id.trim()) fields['user_id'] = filters.user_id.trim();
  return fields;
}

/** The queue island. */
export function OpsWithdrawals({ lang }: Props) {
  const locale = { locale: lang };
  // Before the server's day is known, the range is checked by the server alone.
  const today = useBusinessToday();
  const [draft, setDraft] = useState<Filters>({ filter: 'review', start: '', end: '', user_id: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [problem, setProblem] = useState<string | null>(null);
  const [first, retry] = useApi(OPS_WITHDRAWAL_ENDPOINTS.list, requestOf(filters));
  useOperatorsOnly(first);

  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (today && (draft.start || draft.end)) {
      const check = validateDateRange({ start: draft.start, end: draft.end }, { today, maxDays: INCOME_RANGE_MAX_DAYS });
      if (!check.ok) return setProblem(errorText(new ApiError(`range.${check.error}`, null, { days: INCOME_RANGE_MAX_DAYS }), lang));
    }
    if (draft.user_id.trim() && !/^[1-9]\d{0,14}$/.test(draft.user_id.trim())) return setProblem(errorText(new ApiError('invalidParams', null), lang));
    setProblem(null);
    setFilters(draft);
  };
  const exportCsv = () => {
    const range = filters.start && filters.end ? { start: filters.start, end: filters.end } : null;
    downloadPayoutCsv(range).catch((error: unknown) => showToast(errorText(error, lang)));
  };
  const set = (field: keyof Filters) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });

  return (
    <>
      <form className="ui-card ops-filters" noValidate onSubmit={apply}>
        <label>
          {m['ops.filter.state']({}, locale)}
          <select className="ui-input" value={draft.filter} onChange={set('filter')}>
            {(Object.keys(WITHDRAWAL_FILTERS) as WithdrawalFilter[]).map((name) => (
              <option key={name} value={name}>
                {FILTER_TEXT[name](lang)}
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
        <button type="button" className="ui-btn" onClick={exportCsv}>
          {m['ops.export']({}, locale)}
        </button>
        {problem && (
          <p className="ui-field__error" role="alert">
            {problem}
          </p>
        )}
      </form>
      <Loaded lang={lang} result={first} onRetry={retry} forbidden={null}>
        {(page) => (
          <Card title={m['ops.withdrawals.title']({}, locale)}>
            <List<OpsWithdrawalItem, string>
              lang={lang}
              label={m['ops.withdrawals.title']({}, locale)}
              initial={page}
              load={(cursor) => call(OPS_WITHDRAWAL_ENDPOINTS.list, cursor ? { ...requestOf(filters), cursor } : requestOf(filters))}
              itemKey={(row) => row.id}
              emptyText={m['ops.none']({}, locale)}
              renderItem={(row) => <WithdrawalRow lang={lang} row={row} />}
            />
          </Card>
        )}
      </Loaded>
    </>
  );
}

/**
 * One withdrawal: its summary, and its detail once opened. A decided row stays where it is with its new status (the
 * operator sees what they did); "Show" reads the queue again.
 */
function WithdrawalRow({ lang, row }: { lang: Lang; row: OpsWithdrawalItem }) {
  const locale = { locale: lang };
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState(row.status);
  return (
    <div className="ops-row">
      <span className="ops-row__main">
        <strong>
          #{row.id} · {row.nickname} ({row.userId})
        </strong>
        <span>
          {formatIdr(row.net, lang)} · {formatDateTime(row.createdAt, lang)}
        </span>
      </span>
      <StatusBadge lang={lang} status={status} />
      <button type="button" className="ui-btn" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? m['ops.detail.close']({}, locale) : m['ops.open']({}, locale)}
      </button>
      {open && <Detail lang={lang} id={row.id} onDecided={(next) => setStatus(next.status)} />}
    </div>
  );
}

/** What a decision needs, and the withdrawal as the last answer showed it. */
function Detail({ lang, id, onDecided }: { lang: Lang; id: string; onDecided: (next: OpsWithdrawalDetail) => void }) {
  const locale = { locale: lang };
  const [loaded, retry] = useApi(OPS_WITHDRAWAL_ENDPOINTS.detail, { id });
  const [latest, setLatest] = useState<OpsWithdrawalDetail | null>(null);
  return (
    <div className="ops-detail">
      <Loaded lang={lang} result={loaded} onRetry={retry}>
        {(fetched) => {
          const w = latest ?? fetched;
          return (
            <>
              <p>
                {m['ops.detail.account']({}, locale)}: {w.method.toUpperCase()} {w.bankCode ?? ''} {w.accountNumber} · {w.holderName}
                {w.phone ? ` · ${w.phone}` : ''}
              </p>
              <p>{m['ops.detail.amounts']({ amount: formatNumber(w.amount, lang), fee: formatNumber(w.fee, lang), net: formatIdr(w.net, lang) }, locale)}</p>
              <p>{m['ops.detail.balances']({ available: formatNumber(w.availableBeans, lang), frozen: formatNumber(w.frozenBeans, lang) }, locale)}</p>
              <h3>{m['ops.detail.recentWithdrawals']({}, locale)}</h3>
              <ul>
                {w.recentWithdrawals.map((r) => (
                  <li key={r.id}>
                    #{r.id} · {formatNumber(r.amount, lang)} · {statusText(r.status, lang)} · {formatDateTime(r.createdAt, lang)}
                  </li>
                ))}
              </ul>
              <h3>{m['ops.detail.recentSettlements']({}, locale)}</h3>
              <ul>
                {w.recentSettlements.map((s) => (
                  <li key={s.id}>
                    {s.periodStart} · {formatNumber(s.amount, lang)} · {statusText(s.status, lang)}
                  </li>
                ))}
              </ul>
              <h3>{m['ops.detail.trail']({}, locale)}</h3>
              <ul>
                {w.decisions.map((d, i) => (
                  <li key={i}>
                    {m['ops.detail.trailLine']({ time: formatDateTime(d.at, lang), who: `${d.operatorNickname ?? ''} (${d.operatorUserId ?? '—'})`, action: d.action, from: d.fromState, to: d.toState }, locale)}
                    {d.reason ? ` · ${d.reason}` : ''}
                    {d.reference ? ` · ${d.reference}` : ''}
                  </li>
                ))}
              </ul>
              {w.ownRow && <p className="ui-muted">{m['ops.detail.ownRow']({}, locale)}</p>}
              <Decisions lang={lang} withdrawal={w} onDecided={(next) => (setLatest(next), onDecided(next))} />
            </>
          );
        }}
      </Loaded>
    </div>
  );
}

/** The decision buttons and the confirmation of the one tapped. */
function Decisions({ lang, withdrawal, onDecided }: { lang: Lang; withdrawal: OpsWithdrawalDetail; onDecided: (next: OpsWithdrawalDetail) => void }) {
  const locale = { locale: lang };
  const [asked, setAsked] = useState<WithdrawalDecision | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const input = asked ? WITHDRAWAL_DECISIONS[asked].input : 'none';
  const close = () => (setAsked(null), setText(''), setProblem(null));

  const confirm = () => {
    if (!asked) return;
    const fields: Record<string, string> = input === 'reason' ? { reason: text } : input === 'reference' ? { reference: text } : {};
    const check = checkDecisionText(input, fields);
    if (!check.ok) return setProblem(errorText(new ApiError(`ops.${check.error}`, null), lang));
    setBusy(true);
    call(OPS_WITHDRAWAL_ENDPOINTS.decide, { id: withdrawal.id, decision: asked, ...fields }, { idempotencyKey: key }).then(
      (next) => {
        setBusy(false);
        setKey(newIdempotencyKey());
        close();
        showToast(m['ops.decision.done']({ id: next.id, status: statusText(next.status, lang) }, locale));
        onDecided(next);
      },
      (error: unknown) => {
        setBusy(false);
        setKey(newIdempotencyKey());
        // Another operator decided first: the answer carries the row as it is now.
        if (error instanceof ApiError && error.failure === 'ops.alreadyDecided' && error.data) onDecided(error.data as OpsWithdrawalDetail);
        if (error instanceof ApiError && error.failure.startsWith('ops.') && error.failure !== 'ops.alreadyDecided') return setProblem(errorText(error, lang));
        close();
        showToast(errorText(error, lang));
      },
    );
  };

  return (
    <>
      <div className="ops-actions">
        {withdrawal.allowed.map((decision) => (
          <button key={decision} type="button" className={decision === 'approve' || decision === 'paid' ? 'ui-btn ui-btn--primary' : 'ui-btn'} onClick={() => setAsked(decision)}>
            {DECISION_TEXT[decision](lang)}
          </button>
        ))}
      </div>
      <Dialog
        lang={lang}
        open={asked !== null}
        variant="confirm"
        title={asked ? m['ops.decision.confirm']({ action: DECISION_TEXT[asked](lang), id: withdrawal.id, nickname: withdrawal.nickname, net: formatIdr(withdrawal.net, lang) }, locale) : ''}
        busy={busy}
        onConfirm={confirm}
        onCancel={close}
      >
        {input !== 'none' && (
          <Field label={input === 'reason' ? m['ops.decision.reason']({}, locale) : m['ops.decision.reference']({}, locale)} error={problem} announce>
            {(control) => <input {...control} className="ui-input" autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} />}
          </Field>
        )}
        {input === 'none' && problem && <p role="alert">{problem}</p>}
      </Dialog>
    </>
  );
}
