// The console's review queues of price lists (/ops/pricelists) and agency applications (/ops/applications), issue
// 28: oldest first with their filters; a row's detail with what a decision needs (the dealer's image, number and
// earlier lists; the applicant's avatar, fields, levels and earlier applications) and its trail; approve / pass, or
// refuse / reject with a reason the user sees, each confirmed in a dialog and answered with the row as it is now.
// Re-exported by OpsQueues.tsx so every queue is one island root.
import { useState, type ReactNode } from 'react';
import type { Endpoint } from '../../contract/endpoints.ts';
import {
  OPS_APPLICATION_ENDPOINTS,
  OPS_PRICE_LIST_ENDPOINTS,
  type DecisionRecord,
  type OpsApplicationDetail,
  type OpsApplicationItem,
  type OpsPriceListDetail,
  type OpsPriceListItem,
} from '../../contract/ops.ts';
import { APPLICATION_FILTERS, PRICE_LIST_FILTERS, checkDecisionReason, type ApplicationDecision, type PriceListDecision } from '../../domain/ops.ts';
import { ApiError, call, errorText, newIdempotencyKey } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Loaded } from '../../ui/LoadState.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { DecisionPanel } from './DecisionPanel.tsx';
import { Queue } from './Queue.tsx';
import { DecisionTrail } from './QueueFilters.tsx';

/** A state of a price list or an application. */
type ReviewState = OpsPriceListItem['state'] | OpsApplicationItem['status'];

/** Each state's words (the filter's) and the colour of its label. */
const STATE: Record<ReviewState, { text: (lang: Lang) => string; tone: string }> = {
  auditing: { text: (lang) => m['ops.filter.review']({}, { locale: lang }), tone: 'toBeReviewed' },
  underReview: { text: (lang) => m['ops.filter.review']({}, { locale: lang }), tone: 'toBeReviewed' },
  approved: { text: (lang) => m['ops.filter.approved']({}, { locale: lang }), tone: 'completed' },
  passed: { text: (lang) => m['ops.filter.passed']({}, { locale: lang }), tone: 'completed' },
  rejected: { text: (lang) => m['ops.filter.rejected']({}, { locale: lang }), tone: 'rejected' },
  notPassed: { text: (lang) => m['ops.filter.notPassed']({}, { locale: lang }), tone: 'rejected' },
  replaced: { text: (lang) => m['ops.filter.replaced']({}, { locale: lang }), tone: 'manual' },
};

/** Each filter's words. */
const FILTER_TEXT: Record<keyof typeof PRICE_LIST_FILTERS | keyof typeof APPLICATION_FILTERS, (lang: Lang) => string> = {
  review: (lang) => m['ops.filter.review']({}, { locale: lang }),
  approved: (lang) => m['ops.filter.approved']({}, { locale: lang }),
  rejected: (lang) => m['ops.filter.rejected']({}, { locale: lang }),
  passed: (lang) => m['ops.filter.passed']({}, { locale: lang }),
  notPassed: (lang) => m['ops.filter.notPassed']({}, { locale: lang }),
  all: (lang) => m['ops.filter.all']({}, { locale: lang }),
};

/** Each decision's words; the refusing ones ask for the reason the user sees. */
const DECISION: Record<PriceListDecision | ApplicationDecision, { text: (lang: Lang) => string; reason: boolean }> = {
  approve: { text: (lang) => m['ops.decision.approve']({}, { locale: lang }), reason: false },
  pass: { text: (lang) => m['ops.decision.pass']({}, { locale: lang }), reason: false },
  refuse: { text: (lang) => m['ops.decision.refuse']({}, { locale: lang }), reason: true },
  reject: { text: (lang) => m['ops.decision.reject']({}, { locale: lang }), reason: true },
};

function StateBadge({ lang, state }: { lang: Lang; state: ReviewState }) {
  return <span className={`ui-status ui-status--${STATE[state].tone}`}>{STATE[state].text(lang)}</span>;
}

/** The price-list queue island (/ops/pricelists). */
export function OpsPriceLists({ lang }: { lang: Lang }) {
  return (
    <Queue<OpsPriceListItem, ReviewState>
      lang={lang}
      title={m['ops.pricelists.title']({}, { locale: lang })}
      states={Object.keys(PRICE_LIST_FILTERS)}
      stateText={(name) => FILTER_TEXT[name as keyof typeof PRICE_LIST_FILTERS](lang)}
      list={OPS_PRICE_LIST_ENDPOINTS.list}
      statusOf={(row) => row.state}
      badge={(state) => <StateBadge lang={lang} state={state} />}
      summary={(row) => `${row.whatsapp} · ${formatDateTime(row.createdAt, lang)}`}
      detail={(row, onDecided) => (
        <ReviewDetail<OpsPriceListDetail, PriceListDecision>
          lang={lang}
          id={row.id}
          endpoints={OPS_PRICE_LIST_ENDPOINTS}
          stateOf={(p) => p.state}
          onDecided={onDecided}
          body={(p) => (
            <>
              <img className="ops-image" src={p.imageUrl} alt={m['ops.detail.image']({ nickname: p.nickname }, { locale: lang })} loading="lazy" />
              <p>
                {m['coin.priceList.whatsapp']({}, { locale: lang })}: {p.whatsapp} · {m['ops.detail.submitted']({ time: formatDateTime(p.createdAt, lang) }, { locale: lang })}
              </p>
              {p.reason && <p>{p.reason}</p>}
              <h3>{m['ops.detail.earlierLists']({}, { locale: lang })}</h3>
              <ul>
                {p.earlier.map((e) => (
                  <li key={e.id}>
                    <a href={e.imageUrl} target="_blank" rel="noopener noreferrer">
                      #{e.id}
                    </a>{' '}
                    · {STATE[e.state].text(lang)} · {formatDateTime(e.createdAt, lang)}
                    {e.reason ? ` · ${e.reason}` : ''}
                  </li>
                ))}
              </ul>
            </>
          )}
        />
      )}
    />
  );
}

/** The application queue island (/ops/applications). */
export function OpsApplications({ lang }: { lang: Lang }) {
  const locale = { locale: lang };
  return (
    <Queue<OpsApplicationItem, ReviewState>
      lang={lang}
      title={m['ops.applications.title']({}, locale)}
      states={Object.keys(APPLICATION_FILTERS)}
      stateText={(name) => FILTER_TEXT[name as keyof typeof APPLICATION_FILTERS](lang)}
      list={OPS_APPLICATION_ENDPOINTS.list}
      statusOf={(row) => row.status}
      badge={(state) => <StateBadge lang={lang} state={state} />}
      summary={(row) => `${row.agentName} · ${formatDateTime(row.createdAt, lang)}`}
      detail={(row, onDecided) => (
        <ReviewDetail<OpsApplicationDetail, ApplicationDecision>
          lang={lang}
          id={row.id}
          endpoints={OPS_APPLICATION_ENDPOINTS}
          stateOf={(a) => a.status}
          onDecided={onDecided}
          body={(a) => (
            <>
              <img className="ops-avatar" src={a.avatarUrl} alt={m['ops.detail.avatar']({ name: a.agentName }, locale)} width={72} height={72} loading="lazy" />
              <p>{m['ops.detail.levels']({ wealth: String(a.levels.wealth), charm: String(a.levels.charm) }, locale)}</p>
              <dl className="ops-figures">
                <dt>{m['agency.apply.agentName']({}, locale)}</dt>
                <dd>{a.agentName}</dd>
                <dt>{m['agency.apply.phone']({}, locale)}</dt>
                <dd>{a.phone}</dd>
                <dt>{m['agency.apply.whatsapp']({}, locale)}</dt>
                <dd>{a.whatsapp}</dd>
                <dt>{m['agency.apply.bankName']({}, locale)}</dt>
                <dd>{a.bankName}</dd>
                <dt>{m['agency.apply.bankCardNumber']({}, locale)}</dt>
                <dd>{a.bankCardNumber}</dd>
                <dt>{m['agency.apply.accountHolderName']({}, locale)}</dt>
                <dd>{a.accountHolderName}</dd>
                <dt>{m['agency.apply.platform']({}, locale)}</dt>
                <dd>{a.platform ?? '—'}</dd>
              </dl>
              <p>{m['ops.detail.submitted']({ time: formatDateTime(a.createdAt, lang) }, locale)}</p>
              {a.reason && <p>{a.reason}</p>}
              <h3>{m['ops.detail.earlierApplications']({}, locale)}</h3>
              <ul>
                {a.earlier.map((e) => (
                  <li key={e.id}>
                    #{e.id} · {STATE[e.status].text(lang)} · {formatDateTime(e.createdAt, lang)}
                    {e.reason ? ` · ${e.reason}` : ''}
                  </li>
                ))}
              </ul>
            </>
          )}
        />
      )}
    />
  );
}

/** What both details share: whose row it is, its trail and the decisions this operator may take. */
interface ReviewDetailData<Decision> {
  id: string;
  userId: string;
  nickname: string;
  decisions: DecisionRecord[];
  allowed: Decision[];
  ownRow: boolean;
}

interface ReviewDetailProps<Detail extends ReviewDetailData<Decision>, Decision extends PriceListDecision | ApplicationDecision> {
  lang: Lang;
  id: string;
  endpoints: {
    detail: Endpoint<{ id: string }, Detail>;
    decide: Endpoint<{ id: string; decision: Decision; reason?: string }, Detail>;
  };
  stateOf: (detail: Detail) => ReviewState;
  onDecided: (state: ReviewState) => void;
  body: (detail: Detail) => ReactNode;
}

/** A row's detail, its trail, its decision buttons and the confirmation of the one tapped. */
function ReviewDetail<Detail extends ReviewDetailData<Decision>, Decision extends PriceListDecision | ApplicationDecision>({
  lang,
  id,
  endpoints,
  stateOf,
  onDecided,
  body,
}: ReviewDetailProps<Detail, Decision>) {
  const locale = { locale: lang };
  const [loaded, retry] = useApi(endpoints.detail, { id });
  const [latest, setLatest] = useState<Detail | null>(null);
  const [asked, setAsked] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const close = () => (setAsked(null), setReason(''), setProblem(null));
  const settle = (next: Detail) => (setLatest(next), onDecided(stateOf(next)));

  const confirm = (row: Detail) => {
    if (!asked) return;
    const fields: { reason?: string } = {};
    if (DECISION[asked].reason) {
      const check = checkDecisionReason(reason);
      if (!check.ok) return setProblem(errorText(new ApiError(`ops.${check.error}`, null), lang));
      fields.reason = check.reason;
    }
    setBusy(true);
    call(endpoints.decide, { id: row.id, decision: asked, ...fields }, { idempotencyKey: key }).then(
      (next) => {
        close();
        showToast(m['ops.review.done']({ id: next.id, status: STATE[stateOf(next)].text(lang) }, locale));
        settle(next);
      },
      (error: unknown) => {
        // Another operator decided first: the answer carries the row as it is now.
        if (error instanceof ApiError && error.failure === 'ops.alreadyDecided' && error.data) settle(error.data as Detail);
        if (error instanceof ApiError && error.failure.startsWith('ops.reason')) return setProblem(errorText(error, lang));
        close();
        showToast(errorText(error, lang));
      },
    ).finally(() => (setBusy(false), setKey(newIdempotencyKey())));
  };

  return (
    <div className="ops-detail">
      <Loaded lang={lang} result={loaded} onRetry={retry}>
        {(fetched) => {
          const row = latest ?? fetched;
          return (
            <>
              {body(row)}
              <DecisionTrail lang={lang} decisions={row.decisions} />
              {row.ownRow && <p className="ui-muted">{m['ops.detail.ownRow']({}, locale)}</p>}
              <DecisionPanel
                lang={lang}
                allowed={row.allowed}
                text={(decision) => DECISION[decision].text(lang)}
                primary={(decision) => !DECISION[decision].reason}
                asked={asked}
                onAsk={setAsked}
                title={asked ? m['ops.review.confirm']({ action: DECISION[asked].text(lang), id: row.id, nickname: row.nickname, userId: row.userId }, locale) : ''}
                busy={busy}
                onConfirm={() => confirm(row)}
                onCancel={close}
                field={asked && DECISION[asked].reason ? { label: m['ops.decision.reason']({}, locale), value: reason, onChange: setReason } : null}
                problem={problem}
              />
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
