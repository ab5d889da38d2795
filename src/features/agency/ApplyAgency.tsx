// /applyAgency (Agent Registration, SPEC 3, 4, 5): the application form with its avatar upload (checked on the page
// and again on the server by checkAgencyApplication and the upload rule), then the application's state: under review
// (1-3 working days), passed, or not passed with the reason and a reapplication.
import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import {
  AGENCY_APPLY_ENDPOINTS,
  type ApplicationErrorsData,
  type ApplicationStatusData,
  type ApplicationView,
} from '../../contract/agency.ts';
import {
  AGENCY_BANK_CARD_DIGITS_MAX,
  AGENCY_BANK_CARD_DIGITS_MIN,
  AGENCY_BANK_TEXT_MAX_CHARS,
  AGENCY_NAME_MAX_CHARS,
  AGENCY_PLATFORM_MAX_CHARS,
  AGENCY_REVIEW_WORKING_DAYS_MAX,
  AGENCY_REVIEW_WORKING_DAYS_MIN,
  checkAgencyApplication,
  type AgencyApplicationField,
  type AgencyFieldError,
} from '../../domain/agency-application.ts';
import { maskAccountNumber } from '../../domain/withdrawal.ts';
import { ApiError, call, errorText } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { registerErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { uploadFile } from '../../lib/upload.ts';
import { Card } from '../../ui/Card.tsx';
import { Field } from '../../ui/Field.tsx';
import { ImageUpload } from '../../ui/ImageUpload.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { Rows } from '../../ui/Rows.tsx';
import { SignedInAs } from '../../ui/SignedInAs.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { APPLY_ERRORS } from './errors-apply.ts';
import { ForAudience } from './parts.tsx';

// The codes this screen can meet, in the page language.
registerErrorMessages(APPLY_ERRORS);

interface Props {
  lang: Lang;
}

/** The form's values, as typed. */
type Draft = Record<Exclude<AgencyApplicationField, 'avatar'>, string> & { avatarId: string | null; avatarUrl: string | null };

const EMPTY: Draft = {
  agentName: '',
  avatarId: null,
  avatarUrl: null,
  phone: '',
  whatsapp: '',
  bankName: '',
  bankCardNumber: '',
  accountHolderName: '',
  platform: '',
};

/** A draft filled from an earlier application, for a reapplication. */
function draftFrom(application: ApplicationView): Draft {
  return {
    agentName: application.agentName,
    avatarId: application.avatarId,
    avatarUrl: application.avatarUrl,
    phone: application.phone,
    whatsapp: application.whatsapp,
    bankName: application.bankName,
    bankCardNumber: application.bankCardNumber,
    accountHolderName: application.accountHolderName,
    platform: application.platform ?? '',
  };
}

/** The message of a refused field; 'tooLong' on the name is SPEC 5's 'Nama panggilan terlalu panjang'. */
function fieldErrorText(field: AgencyApplicationField, error: AgencyFieldError, lang: Lang): string {
  const locale = { locale: lang };
  if (error === 'required') return field === 'avatar' ? m['agency.apply.avatarRequired']({}, locale) : m['agency.apply.required']({}, locale);
  if (error === 'phoneNeedsAreaCode') return m['error.agency.phoneNeedsAreaCode']({}, locale);
  if (error === 'charsInvalid') return m['error.agency.textInvalid']({}, locale);
  if (error === 'cardNumberInvalid') {
    return m['error.agency.cardNumberInvalid']({ min: String(AGENCY_BANK_CARD_DIGITS_MIN), max: String(AGENCY_BANK_CARD_DIGITS_MAX) }, locale);
  }
  if (field === 'agentName') return m['error.agency.nameTooLong']({}, locale);
  if (field === 'platform') return m['error.agency.platformTooLong']({ max: String(AGENCY_PLATFORM_MAX_CHARS) }, locale);
  return m['error.agency.bankTextTooLong']({ max: String(AGENCY_BANK_TEXT_MAX_CHARS) }, locale);
}

/** The application island. */
export function ApplyAgency({ lang }: Props) {
  const [status, reload] = useApi(AGENCY_APPLY_ENDPOINTS.status, {});
  return (
    <Loaded lang={lang} result={status} onRetry={reload} forbidden={<ForAudience lang={lang} audience="members" />} rows={5}>
      {(data) => <ApplicationScreen lang={lang} initial={data} />}
    </Loaded>
  );
}

/** The form or the application's state, as it changes on this page. */
function ApplicationScreen({ lang, initial }: { lang: Lang; initial: ApplicationStatusData }) {
  const [data, setData] = useState(initial);
  const [reapplying, setReapplying] = useState(false);
  const locale = { locale: lang };
  const application = data.application;

  if (data.agency) {
    return (
      <StateCard title={m['agency.apply.passedTitle']({}, locale)} tone="done">
        <p>{m['agency.apply.youHead']({ name: data.agency.name }, locale)}</p>
        <a className="ui-btn ui-btn--primary" href={pageHref('/agencyManagement', lang)}>
          {m['agency.apply.manage']({}, locale)}
        </a>
      </StateCard>
    );
  }
  if (application?.status === 'underReview') {
    return (
      <StateCard title={m['agency.apply.underReviewTitle']({}, locale)} tone="wait">
        <p>{m['agency.apply.reviewDays']({ min: String(AGENCY_REVIEW_WORKING_DAYS_MIN), max: String(AGENCY_REVIEW_WORKING_DAYS_MAX) }, locale)}</p>
        <ApplicationSummary lang={lang} application={application} />
      </StateCard>
    );
  }
  if (data.blocker) {
    const member = data.blocker === 'memberHost';
    return (
      <StateCard title={m['agency.apply.blockedTitle']({}, locale)} tone="wait">
        <p>{member ? m['error.agency.memberHost']({}, locale) : m['error.agency.joinPending']({}, locale)}</p>
        <a className="ui-btn" href={pageHref(member ? '/exitApply' : '/join_family/result', lang)}>
          {member ? m['agency.apply.toExit']({}, locale) : m['agency.apply.toJoinResult']({}, locale)}
        </a>
      </StateCard>
    );
  }
  if (application?.status === 'notPassed' && !reapplying) {
    return (
      <StateCard title={m['agency.apply.notPassedTitle']({}, locale)} tone="bad">
        <p className="ag-reason">
          <strong>{m['agency.apply.reason']({}, locale)}</strong> {application.reason}
        </p>
        <ApplicationSummary lang={lang} application={application} />
        <button type="button" className="ui-btn ui-btn--primary" onClick={() => setReapplying(true)}>
          {m['agency.apply.reapply']({}, locale)}
        </button>
      </StateCard>
    );
  }
  return (
    <ApplicationForm
      lang={lang}
      initial={application?.status === 'notPassed' ? draftFrom(application) : EMPTY}
      onSubmitted={(submitted) => {
        setReapplying(false);
        setData({ ...data, application: submitted });
      }}
    />
  );
}

/** A state of the application: a titled card with a coloured mark. */
function StateCard({ title, tone, children }: { title: string; tone: 'wait' | 'done' | 'bad'; children: ReactNode }) {
  return (
    <Card title={title} className={`ag-state ag-state--${tone}`}>
      <div role="status" className="ag-stack">
        {children}
      </div>
    </Card>
  );
}

/** What was sent, with the bank card number masked. */
function ApplicationSummary({ lang, application }: { lang: Lang; application: ApplicationView }) {
  const locale = { locale: lang };
  const rows = [
    { label: m['agency.apply.agentName']({}, locale), value: application.agentName },
    { label: m['agency.apply.phone']({}, locale), value: `+${application.phone}` },
    { label: m['agency.apply.whatsapp']({}, locale), value: `+${application.whatsapp}` },
    { label: m['agency.apply.bankName']({}, locale), value: application.bankName },
    { label: m['agency.apply.bankCardNumber']({}, locale), value: maskAccountNumber(application.bankCardNumber) },
    { label: m['agency.apply.accountHolderName']({}, locale), value: application.accountHolderName },
    { label: m['agency.apply.platform']({}, locale), value: application.platform ?? '—' },
    { label: m['agency.apply.sentAt']({}, locale), value: formatDateTime(application.createdAt, lang) },
  ];
  return (
    <>
      <img className="ag-avatar" src={application.avatarUrl} alt={m['agency.apply.avatar']({}, locale)} width={56} height={56} />
      <Rows rows={rows} />
    </>
  );
}

/** The text fields of the form, in order, with their input kind. */
const TEXT_FIELDS: { field: Exclude<AgencyApplicationField, 'avatar'>; kind: 'text' | 'tel' | 'numeric'; autoComplete: string }[] = [
  { field: 'phone', kind: 'tel', autoComplete: 'tel' },
  { field: 'whatsapp', kind: 'tel', autoComplete: 'tel' },
  { field: 'bankName', kind: 'text', autoComplete: 'off' },
  { field: 'bankCardNumber', kind: 'numeric', autoComplete: 'off' },
  { field: 'accountHolderName', kind: 'text', autoComplete: 'name' },
  { field: 'platform', kind: 'text', autoComplete: 'off' },
];

/** The application form. */
function ApplicationForm({ lang, initial, onSubmitted }: { lang: Lang; initial: Draft; onSubmitted: (application: ApplicationView) => void }) {
  const locale = { locale: lang };
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<AgencyApplicationField, AgencyFieldError>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [tries, setTries] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After each refusal the focus goes to the first field at fault, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (tries > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-problem]')?.focus();
  }, [tries]);

  const labels: Record<Exclude<AgencyApplicationField, 'avatar'>, string> = {
    agentName: m['agency.apply.agentName']({}, locale),
    phone: m['agency.apply.phone']({}, locale),
    whatsapp: m['agency.apply.whatsapp']({}, locale),
    bankName: m['agency.apply.bankName']({}, locale),
    bankCardNumber: m['agency.apply.bankCardNumber']({}, locale),
    accountHolderName: m['agency.apply.accountHolderName']({}, locale),
    platform: m['agency.apply.platformOptional']({}, locale),
  };
  const hints: Partial<Record<AgencyApplicationField, string>> = {
    agentName: m['agency.apply.nameHint']({ max: String(AGENCY_NAME_MAX_CHARS) }, locale),
    phone: m['agency.apply.phoneHint']({}, locale),
    whatsapp: m['agency.apply.phoneHint']({}, locale),
    bankCardNumber: m['agency.apply.cardHint']({ min: String(AGENCY_BANK_CARD_DIGITS_MIN), max: String(AGENCY_BANK_CARD_DIGITS_MAX) }, locale),
    platform: m['agency.apply.platformHint']({ max: String(AGENCY_PLATFORM_MAX_CHARS) }, locale),
  };
  const set = (field: keyof Draft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (field !== 'avatarId' && field !== 'avatarUrl' && errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const errorOf = (field: AgencyApplicationField) => {
    const error = errors[field];
    return error ? fieldErrorText(field, error, lang) : null;
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return showToast(m['common.doNotRepeat']({}, locale));
    setAlert(null);
    const check = checkAgencyApplication({ ...draft, avatar: draft.avatarId });
    if (!check.ok) {
      setErrors(check.errors);
      setTries((n) => n + 1);
      return;
    }
    setErrors({});
    setPending(true);
    const a = check.application;
    call(AGENCY_APPLY_ENDPOINTS.submit, {
      agent_name: a.agentName,
      avatar: a.avatar,
      phone: a.phone,
      whatsapp: a.whatsapp,
      bank_name: a.bankName,
      bank_card_number: a.bankCardNumber,
      account_holder_name: a.accountHolderName,
      platform: a.platform ?? '',
    }).then(onSubmitted, (error: unknown) => {
      setPending(false);
      const fieldErrors = error instanceof ApiError ? (error.data as Partial<ApplicationErrorsData> | null)?.errors : undefined;
      if (fieldErrors && Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else setAlert(errorText(error, lang));
      setTries((n) => n + 1);
    });
  };

  const textField = (field: Exclude<AgencyApplicationField, 'avatar'>, kind: 'text' | 'tel' | 'numeric', autoComplete: string) => (
    <Field key={field} label={labels[field]} hint={hints[field]} error={errorOf(field)} announce>
      {(control) => (
        <input
          {...control}
          className="ui-input"
          type={kind === 'tel' ? 'tel' : 'text'}
          inputMode={kind}
          autoComplete={autoComplete}
          value={draft[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <>
      <SignedInAs lang={lang} />
      <form ref={formRef} className="ui-card ag-form" noValidate onSubmit={submit} aria-label={m['agency.apply.formLabel']({}, locale)}>
        {textField('agentName', 'text', 'organization')}
        <ImageUpload
          lang={lang}
          label={m['agency.apply.avatar']({}, locale)}
          currentUrl={draft.avatarUrl}
          error={errorOf('avatar')}
          upload={async (file, onProgress) => {
            const stored = await uploadFile(AGENCY_APPLY_ENDPOINTS.avatarUpload, {}, file, onProgress);
            setDraft((d) => ({ ...d, avatarId: stored.id, avatarUrl: stored.url }));
            setErrors((e) => ({ ...e, avatar: undefined }));
            return stored;
          }}
          onUploaded={() => undefined}
        />
        {TEXT_FIELDS.map(({ field, kind, autoComplete }) => textField(field, kind, autoComplete))}
        {alert && (
          <p className="ag-alert" role="alert" tabIndex={-1} data-problem>
            {alert}
          </p>
        )}
        <p className="ui-muted">
          {m['agency.apply.reviewDays']({ min: String(AGENCY_REVIEW_WORKING_DAYS_MIN), max: String(AGENCY_REVIEW_WORKING_DAYS_MAX) }, locale)}
        </p>
        <button type="submit" className="ui-btn ui-btn--primary" aria-disabled={pending || undefined}>
          {m['agency.apply.submit']({}, locale)}
        </button>
      </form>
    </>
  );
}
