// /castapply (SPEC 3 host-list tabs, SPEC 6): requests to join the agency in two tabs, pending and rejected; the head
// approves or rejects a pending one after confirming.
import { useState } from 'react';
import { AGENCY_HEAD_ENDPOINTS, type JoinApplicantView, type RequestTab } from '../../contract/agency.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { formatBeans } from '../../lib/format.ts';
import { liveTime } from '../../lib/live-time.ts';
import type { Lang } from '../../lib/language.ts';
import { registerErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';
import { usePagedCall } from '../../ui/use-paged-call.ts';
import { useBrand } from '../../ui/use-brand.ts';
import { useSession } from '../../ui/use-session.ts';
import { JOIN_ERRORS } from './errors-join.ts';
import { ForAudience } from './parts.tsx';
import { RequestTabs } from './RequestTabs.tsx';
import { useDecision } from './use-decision.tsx';

// The codes this screen can meet, in the page language.
registerErrorMessages(JOIN_ERRORS);

interface Props {
  lang: Lang;
}

/** The host applications island. */
export function CastApply({ lang }: Props) {
  const locale = { locale: lang };
  const brand = useBrand();
  const session = useSession();
  const [tab, setTab] = useState<RequestTab>('pending');
  const [version, setVersion] = useState(0);
  const { load, forbidden } = usePagedCall(AGENCY_HEAD_ENDPOINTS.joinRequests, { tab });

  const decisions = useDecision<JoinApplicantView>({
    lang,
    endpoint: AGENCY_HEAD_ENDPOINTS.decideJoin,
    texts: {
      title: (decision) => (decision === 'reject' ? m['agency.joins.rejectTitle']({}, locale) : m['agency.joins.approveTitle']({}, locale)),
      body: ({ nickname: name, userId: id }, decision) =>
        decision === 'reject' ? m['agency.joins.rejectBody']({ name, id }, locale) : m['agency.joins.approveBody']({ name, id }, locale),
      done: ({ nickname: name }, decision) => (decision === 'approve' ? m['agency.joins.approved']({ name }, locale) : m['agency.joins.rejected']({ name }, locale)),
    },
    reasonLabel: m['agency.joins.reasonLabel']({}, locale),
    onDecided: () => setVersion((v) => v + 1),
  });

  if (forbidden) return <ForAudience lang={lang} audience="heads" />;

  return (
    <>
      <RequestTabs
        lang={lang}
        tab={tab}
        onTab={setTab}
        load={load}
        version={version}
        empty={{ pending: m['agency.joins.nonePending']({}, locale), rejected: m['agency.joins.noneRejected']({}, locale) }}
        senderId={(request) => request.userId}
        ready={session.status === 'in'}
      >
        {(request) => (
          <>
            <p>{m['agency.joins.levels']({ wealth: String(request.wealthLevel), charm: String(request.charmLevel) }, locale)}</p>
            <p>{m['agency.joins.figures']({ beans: formatBeans(request.beans30d, lang, brand), hours: liveTime(request.liveMinutes30d, lang) }, locale)}</p>
            {request.status === 'rejected' && request.reason && <p className="ag-reason">{m['agency.joins.reasonShown']({ reason: request.reason }, locale)}</p>}
            <p className="ui-muted">
              {request.status === 'rejected' && request.decidedAt !== null
                ? m['agency.requests.rejectedAt']({ at: formatDateTime(request.decidedAt, lang) }, locale)
                : m['agency.requests.sentAt']({ at: formatDateTime(request.createdAt, lang) }, locale)}
            </p>
            {request.status === 'pending' && decisions.buttons(request)}
          </>
        )}
      </RequestTabs>
      {decisions.dialog}
    </>
  );
}
