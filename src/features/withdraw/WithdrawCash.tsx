// /withdrawcash: choose a method, see its account, enter an amount, confirm, and get the result (SPEC 5, 8, 9;
// DESIGN 4). Every rule is checked on the page with checkWithdrawal before anything is sent; the server checks again.
import { useCallback, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { WITHDRAW_ENDPOINTS, type WithdrawOverview, type WithdrawalView } from '../../contract/withdraw.ts';
import { IDR_PER_BEAN } from '../../domain/money.ts';
import { businessDate } from '../../domain/time.ts';
import {
  WITHDRAW_METHODS,
  WITHDRAW_REVIEW_WORKING_DAYS_MAX,
  WITHDRAW_REVIEW_WORKING_DAYS_MIN,
  checkWithdrawal,
  withdrawAllAmount,
  withdrawalFee,
  type WithdrawError,
  type WithdrawQuote,
  type WithdrawRules,
} from '../../domain/withdrawal.ts';
import { ApiError, RepeatedTapError, call, createSubmission, errorText } from '../../lib/api.ts';
import { serverNow } from '../../lib/clock.ts';
import { formatIdr, formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import type { AmountProblem } from '../../lib/parse-amount.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { ForHosts } from '../../ui/ForHosts.tsx';
import { keepTogether } from '../../ui/KeepTogether.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { NumberInput, amountProblemText } from '../../ui/NumberInput.tsx';
import { Rows } from '../../ui/Rows.tsx';
import { SignedInAs } from '../../ui/SignedInAs.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { useResumedSubmission, type Resumed } from '../../ui/use-resumed-submission.ts';
import { formatBeans } from '../../lib/format.ts';
import './errors.ts';
import { QuoteRows, accountRows } from './Figures.tsx';
import { linkedAccount, onlyLinkedMethod, useBusinessDayEnd, useFocusOnProblem, useMethodChoice } from './form.ts';
import { bindLinkText, methodName, noAccountText } from './labels.ts';
import { MethodPicker } from './MethodPicker.tsx';
import { problemOf, refusal, type Problem } from './problems.ts';
import { bindFromValue } from './query.ts';
import './withdraw.css';

interface Props {
  lang: Lang;
  /** The link to the records (static HTML from the page), shown to hosts only. */
  children?: ReactNode;
}

/** Where each problem is shown; `form` is above the button (once a day, failures of the call). */
type Place = 'method' | 'account' | 'amount' | 'form';

const PLACE_OF: Record<WithdrawError, Place> = {
  methodRequired: 'method',
  accountNotBound: 'account',
  accountHeld: 'account',
  amountRequired: 'amount',
  amountInvalid: 'amount',
  exceedsAvailable: 'amount',
  notMultiple: 'amount',
  belowMinimum: 'amount',
  aboveMaximum: 'amount',
  oncePerDay: 'form',
};


/** The withdraw island. */
export function WithdrawCash({ lang, children }: Props) {
  const [overview, reload] = useApi(WITHDRAW_ENDPOINTS.overview, {});
  return (
    <Loaded lang={lang} result={overview} onRetry={reload} forbidden={<ForHosts lang={lang} />} rows={4} after={children}>
      {(data) => <WithdrawForm lang={lang} overview={data} />}
    </Loaded>
  );
}

/** What a successful withdrawal answered. */
interface Done {
  withdrawal: WithdrawalView;
  availableBeans: number;
}

/** The form, the confirmation sheet and the result. */
function WithdrawForm({ lang, overview }: { lang: Lang; overview: WithdrawOverview }) {
  const brand = useBrand();
  const locale = { locale: lang };
  // The overview as last read: read again after a refusal (the balance, the day's withdrawal, the fees may have
  // moved) and when the business day ends, without leaving the form.
  const [view, setView] = useState(overview);
  const refresh = useCallback(() => {
    call(WITHDRAW_ENDPOINTS.overview, {}).then(setView, () => undefined);
  }, []);
  useBusinessDayEnd(view.today, refresh);
  const rules = view.rules;
  const [method, setMethod] = useMethodChoice(onlyLinkedMethod(overview));
  const [amount, setAmount] = useState<number | null>(null);
  const [amountProblem, setAmountProblem] = useState<AmountProblem | null>(null);
  const [problem, setProblem] = useState<Problem<Place, WithdrawError> | null>(null);
  const [confirming, setConfirming] = useState<WithdrawQuote | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  // DESIGN 4: one submission per form, so a retry of the same withdrawal after no answer reuses its key.
  const [submission] = useState(() => createSubmission(WITHDRAW_ENDPOINTS.submit));
  const formRef = useRef<HTMLFormElement>(null);
  const accountErrorId = `${useId()}-account-error`;

  useFocusOnProblem(formRef, problem);

  const now = serverNow();
  // SPEC 9: one a day, the server's day (UTC+7): a page left open past 24:00 may withdraw again.
  const withdrewToday = view.withdrewToday && businessDate(now) === view.today;
  const bound = linkedAccount(view, method);
  const heldUntil = view.methods.find((entry) => entry.method === method)?.heldUntil ?? null;
  const check = checkWithdrawal(
    { method, account: bound, amount, availableBeans: view.availableBeans, withdrewToday, heldUntil, now },
    rules,
  );
  const errorAt = (place: Place) => (problem?.place === place ? problem.text : null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Refused text in the amount (NumberInput leaves the value empty) says why, where "fill in the amount" would not.
    if (!check.ok && check.error === 'amountRequired' && amountProblem) {
      setProblem({ place: 'amount', text: amountProblemText(amountProblem, lang), rule: 'amountInvalid' });
      return;
    }
    if (!check.ok) {
      setProblem(problemOf(refusal(check.error, rules), lang, PLACE_OF, 'form'));
      return;
    }
    setProblem(null);
    setConfirming(check.quote);
  };

  /** What the page shows once a submission (sent now, or resumed after a reload) has its answer or lost it. */
  const settle = (outcome: Resumed<typeof WITHDRAW_ENDPOINTS.submit>) => {
    setPending(false);
    setConfirming(null);
    if (outcome.ok) return setDone(outcome.data);
    // SPEC 8: no answer at all means the outcome is unknown: say so and where to ask. The submission keeps its key,
    // so confirming the same withdrawal again cannot withdraw twice.
    if (outcome.error instanceof ApiError && outcome.error.failure === 'network') {
      setProblem({ place: 'form', text: m['withdraw.failedSupport']({ support: brand.supportNumber }, locale), rule: null });
    } else {
      // Refused: what the refusal is about (the balance, today's withdrawal, the fee) is read again.
      setProblem(problemOf(outcome.error, lang, PLACE_OF, 'form'));
      refresh();
    }
  };
  // A withdrawal sent from this tab whose answer never came (the page was reloaded, the network cut) is settled
  // first, under its own key, before anything new can be sent.
  const resuming = useResumedSubmission(submission, settle);

  const send = () => {
    if (!confirming) return;
    setPending(true);
    // The fee the user saw goes along: the server refuses the withdrawal if it would charge another.
    submission.submit({ method: confirming.method, amount: String(confirming.amount), fee: String(confirming.fee) }).then(
      (data) => settle({ ok: true, data }),
      (error: unknown) => {
        // A second tap while the first is on its way: the first one stands (DESIGN 4).
        if (error instanceof RepeatedTapError) return showToast(m['common.doNotRepeat']({}, locale));
        settle({ ok: false, error });
      },
    );
  };

  if (done) return <WithdrawDone lang={lang} done={done} />;

  const quote = check.ok ? check.quote : null;
  const amountError = errorAt('amount');
  const accountError = errorAt('account');
  return (
    <>
      <SignedInAs lang={lang} />
      <Card title={m['withdraw.available']({}, locale)}>
        <p className="wd-big">{formatBeans(view.availableBeans, lang, brand)}</p>
        <p className="ui-muted">{m['withdraw.worth']({ idr: formatIdr(view.availableBeans * IDR_PER_BEAN, lang) }, locale)}</p>
        {view.frozenBeans > 0 && <p className="ui-muted">{m['withdraw.frozen']({ amount: formatBeans(view.frozenBeans, lang, brand) }, locale)}</p>}
        {withdrewToday && <p className="wd-notice">{errorText(refusal('oncePerDay'), lang)}</p>}
      </Card>

      <form ref={formRef} className="ui-card wd-form" noValidate onSubmit={submit}>
        <MethodPicker
          lang={lang}
          value={method}
          onChange={(next) => {
            setMethod(next);
            setProblem(null);
          }}
          error={errorAt('method')}
        />

        <section aria-label={m['withdraw.accountTitle']({}, locale)}>
          <h2 className="ui-field__label">{m['withdraw.accountTitle']({}, locale)}</h2>
          {method === null ? (
            <p className="ui-muted">{m['withdraw.chooseMethodFirst']({}, locale)}</p>
          ) : bound ? (
            <Rows rows={accountRows(bound, lang)} />
          ) : (
            <p className="ui-muted">{noAccountText(method, lang)}</p>
          )}
          {heldUntil !== null && bound && <p className="wd-notice">{errorText(refusal('accountHeld'), lang)}</p>}
          {method && (
            <a
              className={bound ? 'ui-btn wd-wide' : 'ui-btn ui-btn--primary wd-wide'}
              href={pageHref('/addAccount', lang, { method, from: bindFromValue('/withdrawcash') })}
              data-problem={accountError ? true : undefined}
              aria-describedby={accountError ? accountErrorId : undefined}
            >
              {bindLinkText(method, bound !== null, lang)}
            </a>
          )}
          {accountError && (
            <p id={accountErrorId} className="ui-field__error" role="alert">
              {accountError}
            </p>
          )}
        </section>

        <NumberInput
          label={m['withdraw.amountLabel']({ bean: brand.beanLabel(lang) }, locale)}
          lang={lang}
          value={amount}
          onChange={(next) => {
            setAmount(next);
            if (problem?.place === 'amount') setProblem(null);
          }}
          onProblem={setAmountProblem}
          hint={m['withdraw.amountHint'](
            {
              multiple: formatNumber(rules.multipleBeans, lang),
              min: formatNumber(rules.minBeans, lang),
              max: formatNumber(rules.maxBeans, lang),
            },
            locale,
          )}
          error={amountError ?? undefined}
        />
        <div className="wd-amount-extra">
          <p className="ui-muted" aria-live="polite">
            {quote && m['withdraw.preview']({ fee: formatIdr(quote.fee, lang), net: formatIdr(quote.net, lang) }, locale)}
          </p>
          <button type="button" className="ui-btn" onClick={() => setAmount(withdrawAllAmount(view.availableBeans, rules) || null)}>
            {m['withdraw.all']({}, locale)}
          </button>
        </div>

        {errorAt('form') && (
          <p className="wd-alert" role="alert" tabIndex={-1} data-problem>
            {keepTogether(errorAt('form') ?? '', brand.supportNumber)}
          </p>
        )}
        {resuming && (
          <p className="ui-muted" role="status">
            {m['withdraw.resuming']({}, locale)}
          </p>
        )}
        <button type="submit" className="ui-btn ui-btn--primary" disabled={pending || resuming || withdrewToday}>
          {m['withdraw.submit']({}, locale)}
        </button>
      </form>

      <WithdrawRules lang={lang} rules={rules} />

      <Dialog
        lang={lang}
        open={confirming !== null}
        variant="confirm"
        title={m['withdraw.confirm.title']({}, locale)}
        busy={pending}
        onRepeatTap={send}
        onConfirm={send}
        // While the request is on its way the sheet stays: its answer decides what the page shows next.
        onCancel={() => !pending && setConfirming(null)}
      >
        {confirming && bound && (
          <>
            <QuoteRows lang={lang} quote={confirming} account={bound} />
            <p className="ui-muted">{m['withdraw.reviewNote']({ min: WITHDRAW_REVIEW_WORKING_DAYS_MIN, max: WITHDRAW_REVIEW_WORKING_DAYS_MAX }, locale)}</p>
          </>
        )}
      </Dialog>
    </>
  );
}

/** The limits and fees of SPEC 5 with the server's figures (what holds whatever they are: WithdrawFacts.astro). */
function WithdrawRules({ lang, rules }: { lang: Lang; rules: WithdrawRules }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const rows = [
    { label: m['withdraw.rules.min']({}, locale), value: formatBeans(rules.minBeans, lang, brand) },
    { label: m['withdraw.rules.max']({}, locale), value: formatBeans(rules.maxBeans, lang, brand) },
    { label: m['withdraw.rules.multiple']({}, locale), value: formatNumber(rules.multipleBeans, lang) },
    ...WITHDRAW_METHODS.map((method) => ({ label: method === 'bank' ? m['withdraw.rules.feeBank']({}, locale) : m['withdraw.rules.feeOf']({ method: methodName(method, lang) }, locale), value: formatIdr(withdrawalFee(method, rules), lang) })),
  ];
  return (
    <Card title={m['withdraw.rules.title']({}, locale)}>
      <Rows rows={rows} />
    </Card>
  );
}

/** The result: what was submitted, the review time, the new balance, and the ways on: the record, all records, back. */
function WithdrawDone({ lang, done }: { lang: Lang; done: Done }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const { withdrawal } = done;
  return (
    <Card title={m['withdraw.done.title']({}, locale)}>
      <div role="status">
        <QuoteRows lang={lang} quote={withdrawal} account={withdrawal} />
        <p className="ui-muted">{m['withdraw.reviewNote']({ min: WITHDRAW_REVIEW_WORKING_DAYS_MIN, max: WITHDRAW_REVIEW_WORKING_DAYS_MAX }, locale)}</p>
        <p className="ui-muted">{m['withdraw.done.balance']({ amount: formatBeans(done.availableBeans, lang, brand) }, locale)}</p>
      </div>
      <div className="wd-actions">
        <a className="ui-btn ui-btn--primary" href={pageHref('/withdrawaldetail', lang, { id: withdrawal.id })}>
          {m['withdraw.done.view']({}, locale)}
        </a>
        <a className="ui-btn" href={pageHref('/withdrawalRecord', lang)}>
          {m['withdraw.done.records']({}, locale)}
        </a>
        <a className="ui-btn" href={pageHref('/earnings', lang)}>
          {m['earnings.back']({}, locale)}
        </a>
      </div>
    </Card>
  );
}
