// The console's queues (issue 28), oldest first with their filters (state, date range, user id). /ops/withdrawals: the
// bank's CSV of approved withdrawals, and each withdrawal's detail with the decisions this operator may take, each
// confirmed in a dialog (with the reason the user sees, or the payout reference). /ops/settlements: each settlement's
// host, period and amount with complete or reject. Every decision is answered with the row as it is now. Operators
// only (useOperatorsOnly, Queue.tsx).
import { useState } from 'react';
import {
  OPS_SETTLEMENT_ENDPOINTS,
  OPS_WITHDRAWAL_ENDPOINTS,
  type OpsSettlementDetail,
  type OpsSettlementItem,
  type OpsWithdrawalDetail,
  type OpsWithdrawalItem,
} from '../../contract/ops.ts';
import {
  SETTLEMENT_FILTERS,
  WITHDRAWAL_DECISIONS,
  WITHDRAWAL_FILTERS,
  checkDecisionText,
  type SettlementDecision,
  type SettlementFilter,
  type WithdrawalDecision,
  type WithdrawalFilter,
} from '../../domain/ops.ts';
import { ApiError, call, errorText, newIdempotencyKey } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { formatIdr, formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Loaded } from '../../ui/LoadState.tsx';
import { StatusBadge, statusText } from '../../ui/StatusBadge.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import type { SettlementStatus } from '../../domain/settlement.ts';
import { DecisionPanel } from './DecisionPanel.tsx';
import { downloadPayoutCsv } from './download-csv.ts';
import { Queue } from './Queue.tsx';
import { DecisionTrail, type QueueRequest } from './QueueFilters.tsx';
import '../../ui/ops-errors.ts';
import './ops.css';

interface Props {
  lang: Lang;
}

/** Every queue's filter names, with their words. */
const FILTER_TEXT: Record<WithdrawalFilter | SettlementFilter, (lang: Lang) => string> = {
  review: (lang) => m['ops.filter.review']({}, { locale: lang }),
  approved: (lang) => m['ops.filter.approved']({}, { locale: lang }),
  paid: (lang) => m['ops.filter.paid']({}, { locale: lang }),
  open: (lang) => m['ops.filter.open']({}, { locale: lang }),
  completed: (lang) => m['ops.filter.completed']({}, { locale: lang }),
  rejected: (lang) => m['ops.filter.rejected']({}, { locale: lang }),
  failed: (lang) => m['ops.filter.failed']({}, { locale: lang }),
  all: (lang) => m['ops.filter.all']({}, { locale: lang }),
};

/** Every queue's decisions, with their words. */
const DECISION_TEXT: Record<WithdrawalDecision | SettlementDecision, (lang: Lang) => string> = {
  approve: (lang) => m['ops.decision.approve']({}, { locale: lang }),
  reject: (lang) => m['ops.decision.reject']({}, { locale: lang }),
  paid: (lang) => m['ops.decision.paid']({}, { locale: lang }),
  failed: (lang) => m['ops.decision.failed']({}, { locale: lang }),
  complete: (lang) => m['ops.decision.complete']({}, { locale: lang }),
};

/** The bank's CSV of the approved withdrawals in the applied range (all of them without one). */
function exportCsv(request: QueueRequest, lang: Lang): void {
  const range = request['start'] && request['end'] ? { start: request['start'], end: request['end'] } : null;
  downloadPayoutCsv(range).catch((error: unknown) => showToast(errorText(error, lang)));
}

/** The withdrawal queue island (/ops/withdrawals). */
export function OpsWithdrawals({ lang }: Props) {
  return (
    <Queue<OpsWithdrawalItem, SettlementStatus>
      lang={lang}
      title={m['ops.withdrawals.title']({}, { locale: lang })}
      states={Object.keys(WITHDRAWAL_FILTERS)}
      stateText={(name) => FILTER_TEXT[name as WithdrawalFilter](lang)}
      list={OPS_WITHDRAWAL_ENDPOINTS.list}
      statusOf={(row) => row.status}
      badge={(status) => <StatusBadge lang={lang} status={status} />}
      summary={(row) => `${formatIdr(row.net, lang)} · ${formatDateTime(row.createdAt, lang)}`}
      detail={(row, onDecided) => <Detail lang={lang} id={row.id} onDecided={(next) => onDecided(next.status)} />}
      extra={(request) => (
        <button type="button" className="ui-btn" onClick={() => exportCsv(request, lang)}>
          {m['ops.export']({}, { locale: lang })}
        </button>
      )}
    />
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
              <DecisionTrail lang={lang} decisions={w.decisions} />
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
    <DecisionPanel
      lang={lang}
      allowed={withdrawal.allowed}
      text={(decision) => DECISION_TEXT[decision](lang)}
      primary={(decision) => decision === 'approve' || decision === 'paid'}
      asked={asked}
      onAsk={setAsked}
      title={asked ? m['ops.decision.confirm']({ action: DECISION_TEXT[asked](lang), id: withdrawal.id, nickname: withdrawal.nickname, net: formatIdr(withdrawal.net, lang) }, locale) : ''}
      busy={busy}
      onConfirm={confirm}
      onCancel={close}
      field={input === 'none' ? null : { label: input === 'reason' ? m['ops.decision.reason']({}, locale) : m['ops.decision.reference']({}, locale), value: text, onChange: setText }}
      problem={problem}
    />
  );
}

// The settlement queue: in this module too, so the queues are one island root sharing their code (the chunk plan
// counts a language's islands; DESIGN 9). The price-list and application queues are re-exported from here for that.
export { OpsApplications, OpsPriceLists } from './OpsReviews.tsx';

/** The period of a settlement as the list and the dialog say it. */
function periodText(s: OpsSettlementItem, lang: Lang): string {
  return m['ops.settlement.lines']({ period: s.period, start: s.periodStart, end: s.periodEnd, amount: formatNumber(s.amount, lang) }, { locale: lang });
}

/** The settlement queue island (/ops/settlements). */
export function OpsSettlements({ lang }: Props) {
  return (
    <Queue<OpsSettlementItem, SettlementStatus>
      lang={lang}
      title={m['ops.settlements.title']({}, { locale: lang })}
      states={Object.keys(SETTLEMENT_FILTERS)}
      stateText={(name) => FILTER_TEXT[name as SettlementFilter](lang)}
      list={OPS_SETTLEMENT_ENDPOINTS.list}
      statusOf={(row) => row.status}
      badge={(status) => <StatusBadge lang={lang} status={status} />}
      summary={(row) => periodText(row, lang)}
      detail={(row, onDecided) => <SettlementDetail lang={lang} id={row.id} onDecided={(next) => onDecided(next.status)} />}
    />
  );
}

/** The settlement with what a decision needs, and its decisions. */
function SettlementDetail({ lang, id, onDecided }: { lang: Lang; id: string; onDecided: (next: OpsSettlementDetail) => void }) {
  const locale = { locale: lang };
  const [loaded, retry] = useApi(OPS_SETTLEMENT_ENDPOINTS.detail, { id });
  const [latest, setLatest] = useState<OpsSettlementDetail | null>(null);
  const [asked, setAsked] = useState<SettlementDecision | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  return (
    <div className="ops-detail">
      <Loaded lang={lang} result={loaded} onRetry={retry}>
        {(fetched) => {
          const s = latest ?? fetched;
          const settle = (next: OpsSettlementDetail) => (setLatest(next), onDecided(next));
          const confirm = () => {
            if (!asked) return;
            setBusy(true);
            call(OPS_SETTLEMENT_ENDPOINTS.decide, { id: s.id, decision: asked }, { idempotencyKey: key }).then(
              (next) => {
                showToast(m['ops.settlement.done']({ id: next.id, status: statusText(next.status, lang) }, locale));
                settle(next);
              },
              (error: unknown) => {
                // Another operator decided first: the answer carries the row as it is now.
                if (error instanceof ApiError && error.failure === 'ops.alreadyDecided' && error.data) settle(error.data as OpsSettlementDetail);
                showToast(errorText(error, lang));
              },
            ).finally(() => (setBusy(false), setAsked(null), setKey(newIdempotencyKey())));
          };
          return (
            <>
              <p>{periodText(s, lang)}</p>
              <p>{m['ops.detail.available']({ available: formatNumber(s.availableBeans, lang) }, locale)}</p>
              <DecisionTrail lang={lang} decisions={s.decisions} />
              {s.ownRow && <p className="ui-muted">{m['ops.detail.ownRow']({}, locale)}</p>}
              <DecisionPanel
                lang={lang}
                allowed={s.allowed}
                text={(decision) => DECISION_TEXT[decision](lang)}
                primary={(decision) => decision === 'complete'}
                asked={asked}
                onAsk={setAsked}
                title={asked ? m['ops.settlement.confirm']({ action: DECISION_TEXT[asked](lang), id: s.id, nickname: s.nickname, amount: formatNumber(s.amount, lang), start: s.periodStart, end: s.periodEnd }, locale) : ''}
                busy={busy}
                onConfirm={confirm}
                onCancel={() => setAsked(null)}
              />
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
