// /addAccount: links a bank card (bank, number, holder, phone) or a DANA/OVO account (its phone number, holder).
// The page checks with the same rule as the server (checkBindAccount) and shows each problem beside its field. While
// another account is linked, saving changes where payouts go: a confirmation says what is replaced or added, the user
// is proved again (the app's sign-in, src/lib/reauth.ts) and withdrawals to the new account wait (payoutChange).
import { useRef, useState, type SubmitEvent } from 'react';
import { WITHDRAW_ENDPOINTS, type BindRequest, type WithdrawOverview } from '../../contract/withdraw.ts';
import { BANKS } from '../../domain/banks.ts';
import { ID_PHONE_DIGITS_MAX, ID_PHONE_DIGITS_MIN } from '../../domain/phone.ts';
import { checkBindAccount, type BindError } from '../../domain/withdrawal-account.ts';
import { ACCOUNT_CHANGE_HOLD_HOURS, maskAccountNumber, type BoundAccount, type WithdrawMethod } from '../../domain/withdrawal.ts';
import { call } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { reauthFields } from '../../lib/reauth.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { ForHosts } from '../../ui/ForHosts.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { SignedInAs } from '../../ui/SignedInAs.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { useQueryParam } from '../../ui/use-query-param.ts';
import './errors.ts';
import './bind-errors.ts';
import { linkedAccount, useFocusOnProblem, useMethodChoice } from './form.ts';
import { accountLine, methodName } from './labels.ts';
import { MethodPicker } from './MethodPicker.tsx';
import { problemOf, refusal, type Problem } from './problems.ts';
import { bindReturnPath } from './query.ts';
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
    <Loaded lang={lang} result={overview} onRetry={reload} forbidden={<ForHosts lang={lang} />}>
      {(data) => <BindForm lang={lang} overview={data} />}
    </Loaded>
  );
}

interface FormProps {
  lang: Lang;
  overview: WithdrawOverview;
}

/** The form, once the linked accounts are known. */
function BindForm({ lang, overview }: FormProps) {
  const locale = { locale: lang };
  const from = useQueryParam('from');
  const [method, setMethod] = useMethodChoice();
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [holderName, setHolderName] = useState('');
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<Problem<Place, BindError> | null>(null);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  // The account waiting for the user's confirmation that payouts may go there (another account is linked).
  const [confirming, setConfirming] = useState<BoundAccount | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useFocusOnProblem(formRef, problem);

  const returnPath = bindReturnPath(from);
  const returnHref = pageHref(returnPath, lang, { method: method ?? undefined });
  const current = linkedAccount(overview, method);
  const linkedAny = overview.methods.some((entry) => entry.bound !== null);
  const isBank = method === 'bank';

  const choose = (next: WithdrawMethod) => {
    // A card number means nothing to an e-wallet and the other way round.
    if (next !== method) setAccountNumber('');
    setMethod(next);
    setProblem(null);
  };

  /** Sends the account, with a fresh proof of the user when payouts are being redirected. */
  const save = async (account: BoundAccount, reverify: boolean) => {
    const body: BindRequest & Record<string, string> = {
      method: account.method,
      account_number: account.accountNumber,
      holder_name: account.holderName,
      ...(account.bankCode ? { bank_code: account.bankCode } : {}),
      ...(account.method === 'bank' && account.phone ? { phone: account.phone } : {}),
    };
    setProblem(null);
    setPending(true);
    try {
      const proof = reverify ? await reauthFields() : null;
      const result = await call(WITHDRAW_ENDPOINTS.bind, proof ? { ...body, ...proof } : body);
      setConfirming(null);
      setSaved(true);
      showToast(
        result.heldUntil === null
          ? m['withdraw.bind.done']({}, locale)
          : m['withdraw.bind.savedHeld']({ at: formatDateTime(result.heldUntil, lang) }, locale),
      );
      setTimeout(() => location.assign(returnHref), RETURN_DELAY_MS);
    } catch (error) {
      setConfirming(null);
      setPending(false);
      setProblem(problemOf(error, lang, PLACE_OF, 'form'));
    }
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || saved) return;
    const check = checkBindAccount({ method, bankCode: isBank ? bankCode : null, accountNumber, holderName, phone: isBank ? phone : null });
    if (!check.ok) {
      setProblem(problemOf(refusal(check.error), lang, PLACE_OF, 'form'));
      return;
    }
    setProblem(null);
    // The first account goes straight in; with another linked, payouts would be redirected: confirm and prove first.
    if (linkedAny) setConfirming(check.account);
    else void save(check.account, false);
  };

  const errorAt = (place: Place) => (problem?.place === place ? problem.text : null);
  const incomplete = problem?.rule === 'incomplete';
  const walletName = method && !isBank ? methodName(method, lang) : '';
  const phoneHint = m['withdraw.bind.phoneHint']({ min: ID_PHONE_DIGITS_MIN, max: ID_PHONE_DIGITS_MAX }, locale);

  /** A text field of the form; a "please complete" refusal marks it when it is empty. */
  const textField = (field: {
    label: string;
    value: string;
    onChange: (value: string) => void;
    place: Place;
    hint: string;
    inputMode?: 'numeric' | 'tel' | 'text';
    autoComplete?: string;
  }) => (
    <Field label={field.label} hint={field.hint} error={errorAt(field.place)} invalid={incomplete && !field.value.trim()} announce>
      {(control) => (
        <input
          {...control}
          className="ui-input"
          type={field.inputMode === 'tel' ? 'tel' : 'text'}
          inputMode={field.inputMode ?? 'text'}
          autoComplete={field.autoComplete ?? 'off'}
          value={field.value}
          required
          onChange={(event) => field.onChange(event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form ref={formRef} className="ui-card wd-form" noValidate onSubmit={submit}>
      <SignedInAs lang={lang} />
      <MethodPicker lang={lang} value={method} onChange={choose} error={errorAt('method')} />
      {method === null && <p className="ui-muted">{m['withdraw.bind.chooseMethod']({}, locale)}</p>}
      {current && <p className="wd-notice">{m['withdraw.bind.current']({ account: accountLine(current, lang) }, locale)}</p>}

      {isBank && (
        <Field label={m['withdraw.label.bank']({}, locale)} error={errorAt('bank')} invalid={incomplete && !bankCode} announce>
          {(control) => (
            <select
              {...control}
              className="ui-input wd-select"
              value={bankCode}
              required
              onChange={(event) => setBankCode(event.target.value)}
            >
              <option value="">{m['withdraw.bind.chooseBank']({}, locale)}</option>
              {BANKS.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}

      {method &&
        textField({
          label: isBank ? m['withdraw.bind.accountNumber']({}, locale) : m['withdraw.bind.walletAccount']({ method: walletName }, locale),
          value: accountNumber,
          onChange: setAccountNumber,
          place: 'account',
          inputMode: isBank ? 'numeric' : 'tel',
          // SPEC 5: the virtual-account warning is always shown beside the bank account number.
          hint: isBank ? m['withdraw.bind.virtualAccountWarning']({}, locale) : phoneHint,
        })}

      {method &&
        textField({
          label: m['withdraw.bind.holderName']({}, locale),
          value: holderName,
          onChange: setHolderName,
          place: 'holder',
          autoComplete: 'name',
          hint: m['withdraw.bind.holderHint']({}, locale),
        })}

      {isBank &&
        textField({
          label: m['withdraw.bind.phone']({}, locale),
          value: phone,
          onChange: setPhone,
          place: 'phone',
          inputMode: 'tel',
          autoComplete: 'tel',
          hint: phoneHint,
        })}

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
      <Dialog
        lang={lang}
        open={confirming !== null}
        variant="confirm"
        title={m['withdraw.bind.confirmTitle']({}, locale)}
        confirmLabel={m['withdraw.bind.confirm']({}, locale)}
        busy={pending}
        onConfirm={() => confirming && void save(confirming, true)}
        onCancel={() => !pending && setConfirming(null)}
      >
        {confirming && (
          <>
            <p>
              {current
                ? m['withdraw.bind.confirmReplace'](
                    { old: accountLine(current, lang), new: accountLine({ ...confirming, accountMasked: maskAccountNumber(confirming.accountNumber) }, lang) },
                    locale,
                  )
                : m['withdraw.bind.confirmAdd']({ new: accountLine({ ...confirming, accountMasked: maskAccountNumber(confirming.accountNumber) }, lang) }, locale)}
            </p>
            <p className="ui-muted">{m['withdraw.bind.confirmCheck']({ hours: String(ACCOUNT_CHANGE_HOLD_HOURS) }, locale)}</p>
          </>
        )}
      </Dialog>
    </form>
  );
}
