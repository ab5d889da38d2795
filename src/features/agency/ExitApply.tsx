// /exitApply (SPEC 4, 9): for the head, the exit requests with the time left before automatic detachment (15 days),
// approved or rejected after confirming, and the rejected ones with the 90-day rule's count; for a host, their own
// request: ask (live functions are restricted meanwhile), follow it, withdraw it at any time, and after a rejection
// the 90-day rule with the days counted so far.
import { useState } from 'react';
import {
  AGENCY_HEAD_ENDPOINTS,
  AGENCY_HOST_ENDPOINTS,
  AGENCY_ME_ENDPOINTS,
  type ExitRequestView,
  type ExitStatusData,
  type RequestTab,
} from '../../contract/agency.ts';
import { EXIT_AUTO_DETACH_INACTIVE_DAYS, EXIT_REVIEW_DAYS } from '../../domain/agency-exit.ts';
import { call, errorText } from '../../lib/api.ts';
import { serverNow } from '../../lib/clock.ts';
import { formatDate, formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { registerErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Countdown } from '../../ui/Countdown.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { usePagedCall } from '../../ui/use-paged-call.ts';
import { EXIT_ERRORS } from './errors-exit.ts';
import { ForAudience } from './parts.tsx';
import { RequestTabs } from './RequestTabs.tsx';
import { useDecision } from './use-decision.tsx';

// The codes this screen can meet, in the page language.
registerErrorMessages(EXIT_ERRORS);

interface Props {
  lang: Lang;
}

/** The exit island: the head's side or the host's, by who is signed in. */
export function ExitApply({ lang }: Props) {
  const [me, reload] = useApi(AGENCY_ME_ENDPOINTS.me, {});
  return (
    <Loaded lang={lang} result={me} onRetry={reload} forbidden={<ForAudience lang={lang} audience="members" />}>
      {(data) =>
        data.role === 'head' ? <HeadExits lang={lang} /> : data.role === 'host' ? <HostExit lang={lang} /> : <ForAudience lang={lang} audience="members" />
      }
    </Loaded>
  );
}

/** "12 of 90 days" with its bar. */
function InactiveCount({ lang, inactive }: { lang: Lang; inactive: { daysCounted: number; daysRequired: number; dueDate: string } }) {
  const locale = { locale: lang };
  const text = m['agency.exit.daysCounted']({ days: String(inactive.daysCounted), required: String(inactive.daysRequired) }, locale);
  return (
    <div className="ag-stack">
      <p className="ag-strong">{text}</p>
      <ProgressBar value={inactive.daysCounted / inactive.daysRequired} label={text} />
      <p className="ui-muted">{m['agency.exit.dueOn']({ date: formatDate(inactive.dueDate, lang) }, locale)}</p>
    </div>
  );
}

/** The head's side: pending requests with their countdown, and the rejected ones counting 90 days. */
function HeadExits({ lang }: { lang: Lang }) {
  const locale = { locale: lang };
  const [tab, setTab] = useState<RequestTab>('pending');
  const [version, setVersion] = useState(0);
  const { load } = usePagedCall(AGENCY_HEAD_ENDPOINTS.exitRequests, { tab });
  const decisions = useDecision<ExitRequestView>({
    lang,
    endpoint: AGENCY_HEAD_ENDPOINTS.decideExit,
    texts: {
      title: (decision) => (decision === 'reject' ? m['agency.exit.rejectTitle']({}, locale) : m['agency.exit.approveTitle']({}, locale)),
      body: ({ nickname: name }, decision) =>
        decision === 'reject'
          ? m['agency.exit.rejectBody']({ name, days: String(EXIT_AUTO_DETACH_INACTIVE_DAYS) }, locale)
          : m['agency.exit.approveBody']({ name }, locale),
      done: ({ nickname: name }, decision) => (decision === 'approve' ? m['agency.exit.approved']({ name }, locale) : m['agency.exit.rejected']({ name }, locale)),
    },
    onDecided: () => setVersion((v) => v + 1),
  });

  return (
    <>
      <p className="ui-muted">{m['agency.exit.headIntro']({ days: String(EXIT_REVIEW_DAYS) }, locale)}</p>
      <RequestTabs
        lang={lang}
        tab={tab}
        onTab={setTab}
        load={load}
        version={version}
        empty={{ pending: m['agency.exit.nonePending']({}, locale), rejected: m['agency.exit.noneRejected']({}, locale) }}
        senderId={(request) => request.hostId}
      >
        {(request) => (
          <>
            <p className="ui-muted">{m['agency.requests.sentAt']({ at: formatDateTime(request.requestedAt, lang) }, locale)}</p>
            {request.status === 'pending' ? (
              <>
                <p>
                  {m['agency.exit.autoIn']({}, locale)}{' '}
                  <Countdown lang={lang} targetMs={request.deadlineAt} now={serverNow} label={m['agency.exit.autoIn']({}, locale)} onEnd={() => setVersion((v) => v + 1)} />
                </p>
                {decisions.buttons(request)}
              </>
            ) : (
              request.inactive && <InactiveCount lang={lang} inactive={request.inactive} />
            )}
          </>
        )}
      </RequestTabs>
      {decisions.dialog}
    </>
  );
}

/** The host's side. */
function HostExit({ lang }: { lang: Lang }) {
  const [status, reload] = useApi(AGENCY_HOST_ENDPOINTS.exitStatus, {});
  return (
    <Loaded lang={lang} result={status} onRetry={reload} forbidden={<ForAudience lang={lang} audience="hosts" />}>
      {(data) => <HostExitScreen lang={lang} initial={data} onExpired={reload} />}
    </Loaded>
  );
}

/** How a host left, in words. */
function leftText(lastExit: NonNullable<ExitStatusData['lastExit']>, lang: Lang): string {
  const values = { name: lastExit.agencyName, date: formatDateTime(lastExit.at, lang) };
  const locale = { locale: lang };
  if (lastExit.how === 'approved') return m['agency.exit.leftApproved'](values, locale);
  if (lastExit.how === 'timedOut') return m['agency.exit.leftTimedOut']({ ...values, days: String(EXIT_REVIEW_DAYS) }, locale);
  if (lastExit.how === 'closed') return m['agency.exit.leftClosed'](values, locale);
  if (lastExit.how === 'inactive') return m['agency.exit.leftInactive']({ ...values, days: String(EXIT_AUTO_DETACH_INACTIVE_DAYS) }, locale);
  return m['agency.exit.leftUnbound'](values, locale);
}

/** The host's request and what they can do with it. */
function HostExitScreen({ lang, initial, onExpired }: { lang: Lang; initial: ExitStatusData; onExpired: () => void }) {
  const locale = { locale: lang };
  const [status, setStatus] = useState(initial);
  const [confirming, setConfirming] = useState<'request' | 'withdraw' | null>(null);
  const [pending, setPending] = useState(false);

  const act = () => {
    if (!confirming) return;
    if (pending) return showToast(m['common.doNotRepeat']({}, locale));
    setPending(true);
    const request =
      confirming === 'request'
        ? call(AGENCY_HOST_ENDPOINTS.exitRequest, { agency_id: status.agency?.id ?? '' })
        : call(AGENCY_HOST_ENDPOINTS.exitWithdraw, { id: status.request?.id ?? '' });
    const withdrawing = confirming === 'withdraw';
    request.then(
      (next) => {
        setPending(false);
        setConfirming(null);
        setStatus(next);
        showToast(withdrawing ? m['agency.exit.withdrawn']({}, locale) : m['agency.exit.sent']({}, locale));
      },
      (error: unknown) => {
        setPending(false);
        setConfirming(null);
        showToast(errorText(error, lang));
        call(AGENCY_HOST_ENDPOINTS.exitStatus, {}).then(setStatus, () => undefined);
      },
    );
  };

  if (!status.agency) {
    return (
      <Card title={m['agency.exit.noAgencyTitle']({}, locale)}>
        <p role="status">{status.lastExit ? leftText(status.lastExit, lang) : m['agency.exit.noAgency']({}, locale)}</p>
        <a className="ui-btn ui-btn--primary ag-wide" href={pageHref('/join_family', lang)}>
          {m['agency.forHeads.join']({}, locale)}
        </a>
      </Card>
    );
  }

  const request = status.request;
  return (
    <>
      <Card title={m['agency.exit.hostTitle']({ name: status.agency.name }, locale)}>
        <div role="status" className="ag-stack">
          {status.state === 'none' && <p>{m['agency.exit.noneBody']({ days: String(EXIT_REVIEW_DAYS) }, locale)}</p>}
          {status.state === 'pending' && request && (
            <>
              <p className="ag-strong">{m['agency.exit.waiting']({}, locale)}</p>
              <p className="ui-muted">{m['agency.requests.sentAt']({ at: formatDateTime(request.requestedAt, lang) }, locale)}</p>
              <p>
                {m['agency.exit.autoIn']({}, locale)}{' '}
                <Countdown lang={lang} targetMs={request.deadlineAt} now={serverNow} label={m['agency.exit.autoIn']({}, locale)} onEnd={onExpired} />
              </p>
            </>
          )}
          {status.liveRestricted && <p className="ag-alert">{m['agency.exit.restricted']({}, locale)}</p>}
          {status.state === 'rejected' && request && status.inactive && (
            <>
              <p className="ag-strong">
                {m['agency.exit.rejectedOn']({ date: formatDateTime(request.decidedAt ?? request.requestedAt, lang) }, locale)}
              </p>
              <p>{m['agency.exit.ruleAfterRejection']({ days: String(EXIT_AUTO_DETACH_INACTIVE_DAYS) }, locale)}</p>
              <InactiveCount lang={lang} inactive={status.inactive} />
              {status.inactive.lastStreamAt !== null && (
                <p className="ui-muted">{m['agency.exit.lastStream']({ at: formatDateTime(status.inactive.lastStreamAt, lang) }, locale)}</p>
              )}
            </>
          )}
        </div>
        <div className="ag-actions">
          {status.state === 'pending' ? (
            <button type="button" className="ui-btn ui-btn--primary" onClick={() => setConfirming('withdraw')}>
              {m['agency.exit.withdraw']({}, locale)}
            </button>
          ) : (
            <button type="button" className="ui-btn ui-btn--primary" onClick={() => setConfirming('request')}>
              {status.state === 'rejected' ? m['agency.exit.askAgain']({}, locale) : m['agency.exit.ask']({}, locale)}
            </button>
          )}
          <a className="ui-btn" href={pageHref('/outrule', lang)}>
            {m['agency.exit.rules']({}, locale)}
          </a>
        </div>
      </Card>
      <Dialog
        lang={lang}
        open={confirming !== null}
        variant="confirm"
        title={confirming === 'withdraw' ? m['agency.exit.withdrawTitle']({}, locale) : m['agency.exit.askTitle']({}, locale)}
        confirmLabel={confirming === 'withdraw' ? m['agency.exit.withdraw']({}, locale) : m['agency.exit.ask']({}, locale)}
        busy={pending}
        onRepeatTap={() => showToast(m['common.doNotRepeat']({}, locale))}
        onConfirm={act}
        onCancel={() => !pending && setConfirming(null)}
      >
        {confirming === 'withdraw' ? (
          <p>{m['agency.exit.withdrawBody']({ name: status.agency.name }, locale)}</p>
        ) : (
          <>
            <p>{m['agency.exit.askBody']({ name: status.agency.name, days: String(EXIT_REVIEW_DAYS) }, locale)}</p>
            <p className="ag-alert">{m['agency.exit.restrictedWarning']({}, locale)}</p>
          </>
        )}
      </Dialog>
    </>
  );
}
