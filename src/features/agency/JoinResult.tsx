// /join_family/result (SPEC 4): the join request as a timeline: sent, then waiting for the agency head (cancel it),
// rejected (clear it or join another agency) or accepted (joined).
import { useState } from 'react';
import { AGENCY_JOIN_ENDPOINTS, type JoinStatusData } from '../../contract/agency.ts';
import { call, errorText } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { registerErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Loaded } from '../../ui/LoadState.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { JOIN_ERRORS } from './errors-join.ts';
import { Invitations } from './Invitations.tsx';
import { AgencyHeader, ForAudience } from './parts.tsx';

// The codes this screen can meet, in the page language.
registerErrorMessages(JOIN_ERRORS);

interface Props {
  lang: Lang;
}

/** The join result island. */
export function JoinResult({ lang }: Props) {
  const [status, reload] = useApi(AGENCY_JOIN_ENDPOINTS.status, {});
  const [joins, setJoins] = useState(0);
  const joined = () => {
    setJoins((n) => n + 1);
    reload();
  };
  return (
    <Loaded lang={lang} result={status} onRetry={reload} forbidden={<ForAudience lang={lang} audience="members" />}>
      {(data) => (
        <>
          {data.state !== 'joined' && data.blocker === null && <Invitations lang={lang} onJoined={joined} />}
          <ResultScreen key={joins} lang={lang} initial={data} />
        </>
      )}
    </Loaded>
  );
}

/** One step of the timeline. */
interface Step {
  text: string;
  at: number | null;
  current: boolean;
}

/** The request's steps, oldest first. */
function stepsOf(status: JoinStatusData, lang: Lang): Step[] {
  const locale = { locale: lang };
  const request = status.request;
  if (!request) return [];
  const steps: Step[] = [{ text: m['agency.result.sent']({}, locale), at: request.createdAt, current: false }];
  if (status.state === 'pending') steps.push({ text: m['agency.result.waiting']({}, locale), at: null, current: true });
  if (status.state === 'rejected') {
    const text = status.agency?.closed ? m['agency.join.closedTitle']({}, locale) : m['agency.result.rejected']({}, locale);
    steps.push({ text, at: request.decidedAt, current: true });
  }
  if (status.state === 'joined') steps.push({ text: m['agency.result.accepted']({}, locale), at: request.decidedAt, current: true });
  return steps;
}

/** The request, its timeline and what can be done next. */
function ResultScreen({ lang, initial }: { lang: Lang; initial: JoinStatusData }) {
  const locale = { locale: lang };
  const [status, setStatus] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  const cancel = () => {
    const id = status.request?.id;
    if (!id) return;
    if (pending) return showToast(m['common.doNotRepeat']({}, locale));
    setPending(true);
    const wasPending = status.state === 'pending';
    call(AGENCY_JOIN_ENDPOINTS.cancel, { id }).then(
      (next) => {
        setPending(false);
        setConfirming(false);
        setStatus(next);
        showToast(wasPending ? m['agency.result.cancelled']({}, locale) : m['agency.result.cleared']({}, locale));
      },
      (error: unknown) => {
        setPending(false);
        setConfirming(false);
        showToast(errorText(error, lang));
        // The head may have decided meanwhile: show where the request stands now.
        call(AGENCY_JOIN_ENDPOINTS.status, {}).then(setStatus, () => undefined);
      },
    );
  };

  if (status.state === 'none') {
    return (
      <Card title={m['agency.result.noneTitle']({}, locale)}>
        <p className="ui-muted">{m['agency.result.noneBody']({}, locale)}</p>
        <a className="ui-btn ui-btn--primary ag-wide" href={pageHref('/join_family', lang)}>
          {m['agency.result.joinOne']({}, locale)}
        </a>
      </Card>
    );
  }

  const titles = {
    pending: m['agency.join.pendingTitle']({}, locale),
    rejected: status.agency?.closed ? m['agency.join.closedTitle']({}, locale) : m['agency.join.rejectedTitle']({}, locale),
    joined: m['agency.join.joinedTitle']({}, locale),
  };
  const steps = stepsOf(status, lang);
  return (
    <Card title={titles[status.state]} className={`ag-state ag-state--${status.state === 'joined' ? 'done' : status.state === 'rejected' ? 'bad' : 'wait'}`}>
      {status.agency && <AgencyHeader lang={lang} agency={status.agency} />}
      {steps.length > 0 && (
        <ol className="ui-timeline ag-timeline" aria-label={m['agency.result.timeline']({}, locale)}>
          {steps.map((step) => (
            <li key={step.text} aria-current={step.current ? 'step' : undefined}>
              <span className="ui-timeline__status">{step.text}</span>
              {step.at !== null && <time dateTime={new Date(step.at).toISOString()}>{formatDateTime(step.at, lang)}</time>}
            </li>
          ))}
        </ol>
      )}
      {status.state === 'rejected' && status.request?.reason && (
        <p className="ag-reason">{m['agency.joins.reasonShown']({ reason: status.request.reason }, locale)}</p>
      )}
      <div className="ag-actions" role="status">
        {status.state === 'pending' && (
          <button type="button" className="ui-btn" onClick={() => setConfirming(true)}>
            {m['agency.result.cancel']({}, locale)}
          </button>
        )}
        {status.state === 'rejected' && (
          <>
            <a className="ui-btn ui-btn--primary" href={pageHref('/join_family', lang)}>
              {m['agency.result.joinAnother']({}, locale)}
            </a>
            <button type="button" className="ui-btn" onClick={cancel}>
              {m['agency.result.clear']({}, locale)}
            </button>
          </>
        )}
        {status.state === 'joined' && (
          <>
            <p>{m['agency.result.joinedBody']({ name: status.agency?.name ?? '' }, locale)}</p>
            <a className="ui-btn ui-btn--primary" href={pageHref('/earnings', lang)}>
              {m['agency.result.toEarnings']({}, locale)}
            </a>
          </>
        )}
      </div>
      <Dialog
        lang={lang}
        open={confirming}
        variant="confirm"
        title={m['agency.result.cancelTitle']({}, locale)}
        confirmLabel={m['agency.result.cancel']({}, locale)}
        cancelLabel={m['agency.result.keep']({}, locale)}
        busy={pending}
        onRepeatTap={() => showToast(m['common.doNotRepeat']({}, locale))}
        onConfirm={cancel}
        onCancel={() => !pending && setConfirming(false)}
      >
        <p>{m['agency.result.cancelBody']({ name: status.agency?.name ?? '' }, locale)}</p>
      </Dialog>
    </Card>
  );
}
