// /addAccount: links a bank card (bank, number, holder, phone) or a DANA/OVO account (its phone number, holder).
// The page checks with the same rule as the server (checkBindAccount) and shows each problem beside its field.
import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { WITHDRAW_ENDPOINTS, type BindRequest, type WithdrawOverview } from '../../contract/withdraw.ts';
import { BANKS } from '../../domain/banks.ts';
import { ID_PHONE_DIGITS_MAX, ID_PHONE_DIGITS_MIN } from '../../domain/phone.ts';
import { checkBindAccount, type BindError } from '../../domain/withdrawal-account.ts';
import type { WithdrawMethod } from '../../domain/withdrawal.ts';
import { call } from '../../lib/api.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { useQueryParam } from '../../ui/use-query-param.ts';
import './errors.ts';
import { accountLine, methodName } from './labels.ts';
import { Loaded } from './Loaded.tsx';
import { MethodPicker } from './MethodPicker.tsx';
import { problemOf, refusal, type Problem } from './problems.ts';
import { bindReturnPath, methodFromQuery } from './query.ts';
import './withdraw.css';

interface Props {
  lang: Lang;
}

/** Where each problem is shown; `form` is above the button (missing fields, failures of the call). */
type Place = 'method' | 'bank' | 'account' | 'holder' | 'phone' | 'form';

const PLACE_OF: Record<BindError, Place> = {
  methodRequired: 'method',
  incomplete: 'form',
  bankUnknown: 'bank',
  accountNumberInvalid: 'account',
  virtualAccount: 'account',
  holderNameInvalid: 'holder',
  phoneInvalid: 'phone',
};

/** The time the "saved" toast is shown before going back, so it is read. */
const RETURN_DELAY_MS = 1200;

/** The bind form island. */
export function BindAccount({ lang }: Props) {
  const [overview, reload] = useApi(WITHDRAW_ENDPOINTS.overview, {});
  return (
    <Loaded lang={lang} result={overview} onRetry={reload}>
      {(data) => <BindForm lang={lang} overview={data} />}
    </Loaded>
  );
}

interface FormProps {
  lang: Lang;
  overview: WithdrawOverview;
}

/** A text field with its label, hint and error. */
function Field(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error: string | null;
  /** Missing on a "please complete" refusal. */
  missing: boolean;
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
}) {
  const { id, label, value, onChange, hint, error, missing, inputMode = 'text', autoComplete = 'off' } = props;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="ui-input"
        type={inputMode === 'tel' ? 'tel' : 'text'}
        inputMode={inputMode}
        autoComplete={autoComplete}
        value={value}
        required
        aria-invalid={error || missing ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form, once the linked accounts are known. */
function BindForm({ lang, overview }: FormProps) {
  const id = useId();
  const locale = { locale: lang };
  const queryMethod = useQueryParam('method');
  const from = useQueryParam('from');
  const [method, setMethod] = useState<WithdrawMethod | null>(null);
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [holderName, setHolderName] = useState('');
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<Problem<Place, BindError> | null>(null);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The query is read after mount (DESIGN 7); the method it names is the starting choice.
  useEffect(() => {
    const fromQuery = methodFromQuery(queryMethod);
    if (fromQuery) setMethod((current) => current ?? fromQuery);
  }, [queryMethod]);

  // A refusal moves the focus to the field at fault, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (problem) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-problem]')?.focus();
  }, [problem]);

  const returnPath = bindReturnPath(from);
  const returnHref = pageHref(returnPath, lang, { method: method ?? undefined });
  const current = method ? (overview.methods.find((entry) => entry.method === method)?.bound ?? null) : null;
  const isBank = method === 'bank';

  const choose = (next: WithdrawMethod) => {
    // A card number means nothing to an e-wallet and the other way round.
    if (next !== method) setAccountNumber('');
    setMethod(next);
    setProblem(null);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || saved) return;
    const check = checkBindAccount({ method, bankCode: isBank ? bankCode : null, accountNumber, holderName, phone: isBank ? phone : null });
    if (!check.ok) {
      setProblem(problemOf(refusal(check.error), lang, PLACE_OF, 'form'));
      return;
    }
    const { account } = check;
    const body: BindRequest & Record<string, string> = {
      method: account.method,
      account_number: account.accountNumber,
      holder_name: account.holderName,
      ...(account.bankCode ? { bank_code: account.bankCode } : {}),
      ...(isBank && account.phone ? { phone: account.phone } : {}),
    };
    setProblem(null);
    setPending(true);
    call(WITHDRAW_ENDPOINTS.bind, body).then(
      () => {
        setSaved(true);
        showToast(m['withdraw.bind.done']({}, locale));
        setTimeout(() => location.assign(returnHref), RETURN_DELAY_MS);
      },
      (error: unknown) => {
        setPending(false);
        setProblem(problemOf(error, lang, PLACE_OF, 'form'));
      },
    );
  };

  const errorAt = (place: Place) => (problem?.place === place ? problem.text : null);
  const incomplete = problem?.rule === 'incomplete';
  const bankError = errorAt('bank');
  const walletName = method && !isBank ? methodName(method, lang) : '';

  return (
    <form ref={formRef} className="ui-card wd-form" noValidate onSubmit={submit}>
      <MethodPicker lang={lang} value={method} onChange={choose} error={errorAt('method')} />
      {method === null && <p className="ui-muted">{m['withdraw.bind.chooseMethod']({}, locale)}</p>}
      {current && <p className="wd-notice">{m['withdraw.bind.current']({ account: accountLine(current, lang) }, locale)}</p>}

      {isBank && (
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-bank`}>
            {m['withdraw.label.bank']({}, locale)}
          </label>
          <select
            id={`${id}-bank`}
            className="ui-input wd-select"
            value={bankCode}
            required
            aria-invalid={bankError || (incomplete && !bankCode) ? true : undefined}
            aria-describedby={bankError ? `${id}-bank-error` : undefined}
            onChange={(event) => setBankCode(event.target.value)}
          >
            <option value="">{m['withdraw.bind.bankPlaceholder']({}, locale)}</option>
            {BANKS.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.name}
              </option>
            ))}
          </select>
          {bankError && (
            <p id={`${id}-bank-error`} className="ui-field__error" role="alert">
              {bankError}
            </p>
          )}
        </div>
      )}

      {method && (
        <Field
          id={`${id}-account`}
          label={isBank ? m['withdraw.bind.accountNumber']({}, locale) : m['withdraw.bind.walletAccount']({ method: walletName }, locale)}
          value={accountNumber}
          onChange={setAccountNumber}
          inputMode={isBank ? 'numeric' : 'tel'}
          // SPEC 5: the virtual-account warning is always shown beside the bank account number.
          hint={
            isBank
              ? m['withdraw.bind.virtualAccountWarning']({}, locale)
              : m['withdraw.bind.phoneHint']({ min: ID_PHONE_DIGITS_MIN, max: ID_PHONE_DIGITS_MAX }, locale)
          }
          error={errorAt('account')}
          missing={incomplete && !accountNumber.trim()}
        />
      )}

      {method && (
        <Field
          id={`${id}-holder`}
          label={m['withdraw.bind.holderName']({}, locale)}
          value={holderName}
          onChange={setHolderName}
          autoComplete="name"
          hint={m['withdraw.bind.holderHint']({}, locale)}
          error={errorAt('holder')}
          missing={incomplete && !holderName.trim()}
        />
      )}

      {isBank && (
        <Field
          id={`${id}-phone`}
          label={m['withdraw.bind.phone']({}, locale)}
          value={phone}
          onChange={setPhone}
          inputMode="tel"
          autoComplete="tel"
          hint={m['withdraw.bind.phoneHint']({ min: ID_PHONE_DIGITS_MIN, max: ID_PHONE_DIGITS_MAX }, locale)}
          error={errorAt('phone')}
          missing={incomplete && !phone.trim()}
        />
      )}

      {errorAt('form') && (
        <p className="wd-alert" role="alert" tabIndex={-1} data-problem>
          {errorAt('form')}
        </p>
      )}
      <button type="submit" className="ui-btn ui-btn--primary" disabled={pending || saved}>
        {m['withdraw.bind.submit']({}, locale)}
      </button>
      {saved && (
        <a className="ui-btn" href={returnHref}>
          {m['withdraw.bind.continue']({}, locale)}
        </a>
      )}
    </form>
  );
}
