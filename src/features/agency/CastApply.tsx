// /castapply (SPEC 3 host-list tabs, SPEC 6): requests to join the agency in two tabs, pending and rejected; the head
// approves or rejects a pending one after confirming.
import { useState } from 'react';
import { AGENCY_HEAD_ENDPOINTS, type JoinApplicantView, type RequestTab } from '../../contract/agency.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { registerErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';
import { List } from '../../ui/List.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { usePagedCall } from '../../ui/use-paged-call.ts';
import { useSession } from '../../ui/use-session.ts';
import { JOIN_ERRORS } from './errors-join.ts';
import { ForAudience } from './parts.tsx';
import { useDecision } from './use-decision.tsx';

// The codes this screen can meet, in the page language.
registerErrorMessages(JOIN_ERRORS);

interface Props {
  lang: Lang;
}

/** The host applications island. */
export function CastApply({ lang }: Props) {
  const locale = { locale: lang };
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
    onDecided: () => setVersion((v) => v + 1),
  });

  if (forbidden) return <ForAudience lang={lang} audience="heads" />;

  return (
    <>
      <Tabs
        label={m['agency.requests.tabs']({}, locale)}
        tabs={[
          { value: 'pending', label: m['agency.requests.pending']({}, locale) },
          { value: 'rejected', label: m['agency.requests.rejected']({}, locale) },
        ]}
        value={tab}
        onChange={setTab}
      >
        {session.status === 'in' && (
          <List
            lang={lang}
            load={load}
            reloadKey={`${tab} ${version}`}
            itemKey={(request) => request.id}
            label={tab === 'pending' ? m['agency.requests.pending']({}, locale) : m['agency.requests.rejected']({}, locale)}
            emptyText={tab === 'pending' ? m['agency.joins.nonePending']({}, locale) : m['agency.joins.noneRejected']({}, locale)}
            renderItem={(request) => (
              <article className="ag-item" aria-label={request.nickname}>
                <div className="ag-item__head">
                  <h3 className="ag-item__name">{request.nickname}</h3>
                  <span className="ui-muted">{m['agency.idOf']({ id: request.userId }, locale)}</span>
                </div>
                <p className="ui-muted">
                  {request.status === 'rejected' && request.decidedAt !== null
                    ? m['agency.requests.rejectedAt']({ at: formatDateTime(request.decidedAt, lang) }, locale)
                    : m['agency.requests.sentAt']({ at: formatDateTime(request.createdAt, lang) }, locale)}
                </p>
                {request.status === 'pending' && decisions.buttons(request)}
              </article>
            )}
          />
        )}
      </Tabs>
      {decisions.dialog}
    </>
  );
}
