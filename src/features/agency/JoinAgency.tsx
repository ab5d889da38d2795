// /join_family (Join an Agent, SPEC 4): enter an agency's invite code (or open a link that carries it), see the
// agency, send a request; then /join_family/result follows it. A request already waiting, a membership, heading an
// agency or an application under review show their state instead. Invitations a head sent wait above, to accept or
// decline (DESIGN 12 "Consent"). SPEC 8 "join failed: contact support" when no
// answer comes.
import { useEffect, useState, type SubmitEvent } from 'react';
import { AGENCY_JOIN_ENDPOINTS, type AgencyCard, type AgencyClosedNotice, type JoinStatusData } from '../../contract/agency.ts';
import { INVITE_CODE_LENGTH, normalizeInviteCode } from '../../domain/agency-invite.ts';
import { ApiError, call, errorText } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { registerErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Field } from '../../ui/Field.tsx';
import { keepTogether } from '../../ui/KeepTogether.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { useQueryParam } from '../../ui/use-query-param.ts';
import { JOIN_ERRORS } from './errors-join.ts';
import { Invitations } from './Invitations.tsx';
import { AgencyHeader, ForAudience } from './parts.tsx';

// The codes this screen can meet, in the page language.
registerErrorMessages(JOIN_ERRORS);

interface Props {
  lang: Lang;
}

/** The join island. */
export function JoinAgency({ lang }: Props) {
  const [status, reload] = useApi(AGENCY_JOIN_ENDPOINTS.status, {});
  return (
    <Loaded lang={lang} result={status} onRetry={reload} forbidden={<ForAudience lang={lang} audience="members" />}>
      {(data) => (
        <>
          {data.closedNotice && <ClosedNotice lang={lang} notice={data.closedNotice} onDismissed={reload} />}
          {data.state !== 'joined' && data.blocker === null && <Invitations lang={lang} onJoined={reload} />}
          <JoinScreen lang={lang} status={data} />
        </>
      )}
    </Loaded>
  );
}

/** Issue 27.6: a freed host reads that their agency closed, until they dismiss it. */
function ClosedNotice({ lang, notice, onDismissed }: { lang: Lang; notice: AgencyClosedNotice; onDismissed: () => void }) {
  const locale = { locale: lang };
  const [pending, setPending] = useState(false);
  const dismiss = () => {
    if (pending) return;
    setPending(true);
    call(AGENCY_JOIN_ENDPOINTS.dismissClosed, { agency_id: notice.agencyId }).then(onDismissed, (failure: unknown) => {
      setPending(false);
      showToast(errorText(failure, lang));
    });
  };
  return (
    <Card title={m['agency.join.closedNoticeTitle']({}, locale)} className="ag-state ag-state--bad">
      <p role="status">{m['agency.join.closedNotice']({ name: notice.agencyName, date: formatDateTime(notice.closedAt, lang) }, locale)}</p>
      <button type="button" className="ui-btn ag-wide" aria-busy={pending} onClick={dismiss}>
        {m['agency.join.closedNoticeDismiss']({}, locale)}
      </button>
    </Card>
  );
}

/** True when the call got no answer at all (or an unknown one): the outcome is not known. */
function noAnswer(error: unknown): boolean {
  return !(error instanceof ApiError) || error.failure === 'network' || error.failure === 'unknown' || error.failure === 'internal';
}

/** What the user's request or role says, or the form. */
function JoinScreen({ lang, status }: { lang: Lang; status: JoinStatusData }) {
  const locale = { locale: lang };
  if (status.blocker === 'head') {
    return (
      <Card title={m['agency.join.cannotTitle']({}, locale)}>
        <p>{m['error.agency.headCannotJoin']({}, locale)}</p>
        <a className="ui-btn" href={pageHref('/agencyManagement', lang)}>
          {m['agency.apply.manage']({}, locale)}
        </a>
      </Card>
    );
  }
  if (status.blocker === 'applying') {
    return (
      <Card title={m['agency.join.cannotTitle']({}, locale)}>
        <p>{m['error.agency.applyingCannotJoin']({}, locale)}</p>
        <a className="ui-btn" href={pageHref('/applyAgency', lang)}>
          {m['agency.join.toApplication']({}, locale)}
        </a>
      </Card>
    );
  }
  if (status.state === 'joined' || status.state === 'pending') {
    return (
      <Card title={status.state === 'joined' ? m['agency.join.joinedTitle']({}, locale) : m['agency.join.pendingTitle']({}, locale)}>
        {status.agency && <AgencyHeader lang={lang} agency={status.agency} />}
        <a className="ui-btn ui-btn--primary ag-wide" href={pageHref('/join_family/result', lang)}>
          {m['agency.join.seeRequest']({}, locale)}
        </a>
      </Card>
    );
  }
  return (
    <>
      {status.state === 'rejected' && status.agency && (
        <Card title={status.agency.closed ? m['agency.join.closedTitle']({}, locale) : m['agency.join.rejectedTitle']({}, locale)}>
          <p className="ui-muted">
            {status.agency.closed ? m['agency.join.closedBody']({ name: status.agency.name }, locale) : m['agency.join.rejectedBody']({ name: status.agency.name }, locale)}
          </p>
        </Card>
      )}
      <JoinForm lang={lang} />
    </>
  );
}

/** Enter a code, see the agency, send the request. */
function JoinForm({ lang }: { lang: Lang }) {
  const locale = { locale: lang };
  const brand = useBrand();
  const fromLink = useQueryParam('code');
  const [code, setCode] = useState('');
  const [found, setFound] = useState<AgencyCard | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const find = (raw: string) => {
    const normalized = normalizeInviteCode(raw);
    setFound(null);
    if (normalized === null) return setError(errorText(new ApiError('agency.inviteCodeInvalid', null), lang));
    setError(null);
    setPending(true);
    call(AGENCY_JOIN_ENDPOINTS.find, { code: normalized }).then(
      (agency) => {
        setPending(false);
        setFound(agency);
      },
      (failure: unknown) => {
        setPending(false);
        setError(errorText(failure, lang));
      },
    );
  };

  // A shared link carries the code: look the agency up at once.
  useEffect(() => {
    if (!fromLink) return;
    setCode(fromLink);
    find(fromLink);
    // Only when the link's code is first read, not on every render's new `find`.
  }, [fromLink]);

  const onFind = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return showToast(m['common.doNotRepeat']({}, locale));
    find(code);
  };

  const send = () => {
    const normalized = normalizeInviteCode(code);
    if (pending || normalized === null) return showToast(m['common.doNotRepeat']({}, locale));
    setPending(true);
    setError(null);
    call(AGENCY_JOIN_ENDPOINTS.send, { code: normalized }).then(
      () => location.assign(pageHref('/join_family/result', lang)),
      (failure: unknown) => {
        setPending(false);
        // SPEC 8: when the request's fate is unknown, the user is told to contact support, with the number.
        setError(noAnswer(failure) ? m['agency.join.failedSupport']({ support: brand.supportNumber }, locale) : errorText(failure, lang));
      },
    );
  };

  return (
    <Card title={m['agency.join.formTitle']({}, locale)}>
      <form className="ag-stack" noValidate onSubmit={onFind}>
        <Field label={m['agency.join.codeLabel']({}, locale)} hint={m['agency.join.codeHint']({ length: String(INVITE_CODE_LENGTH) }, locale)} error={found ? null : error} announce>
          {(control) => (
            <input
              {...control}
              className="ui-input ag-code-input"
              type="text"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setFound(null);
                setError(null);
              }}
            />
          )}
        </Field>
        <button type="submit" className="ui-btn" aria-disabled={pending || undefined}>
          {m['agency.join.find']({}, locale)}
        </button>
      </form>
      {found && (
        <section className="ag-found" aria-label={m['agency.join.foundLabel']({}, locale)}>
          <AgencyHeader lang={lang} agency={found} />
          {error && (
            <p className="ag-alert" role="alert">
              {keepTogether(error, brand.supportNumber)}
            </p>
          )}
          <button type="button" className="ui-btn ui-btn--primary ag-wide" aria-disabled={pending || undefined} onClick={send}>
            {m['agency.join.send']({}, locale)}
          </button>
        </section>
      )}
    </Card>
  );
}
