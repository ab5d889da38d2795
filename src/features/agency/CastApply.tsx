// /castapply (SPEC 3 host-list tabs, SPEC 6): requests to join the agency in two tabs, pending and rejected; the head
// approves or rejects a pending one after confirming.
import { useState } from 'react';
import { AGENCY_HEAD_ENDPOINTS, type JoinApplicantView, type RequestTab } from '../../contract/agency.ts';
import { call, errorText } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { registerErrorMessages } from '../../lib/error-messages.ts';
import { m } from '../../lib/messages.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { List } from '../../ui/List.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { showToast } from '../../ui/toast.ts';
import { useSession } from '../../ui/use-session.ts';
import { JOIN_ERRORS } from './errors-join.ts';
import { ForAudience } from './parts.tsx';
import { usePages } from './use-pages.ts';

// The codes this screen can meet, in the page language.
registerErrorMessages(JOIN_ERRORS);

interface Props {
  lang: Lang;
}

/** A decision waiting for confirmation. */
interface Deciding {
  request: JoinApplicantView;
  decision: 'approve' | 'reject';
}

/** The host applications island. */
export function CastApply({ lang }: Props) {
  const locale = { locale: lang };
  const session = useSession();
  const [tab, setTab] = useState<RequestTab>('pending');
  const [version, setVersion] = useState(0);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [pending, setPending] = useState(false);
  const { load, forbidden } = usePages(AGENCY_HEAD_ENDPOINTS.joinRequests, { tab });

  if (forbidden) return <ForAudience lang={lang} audience="heads" />;

  const decide = () => {
    if (!deciding) return;
    if (pending) return showToast(m['common.doNotRepeat']({}, locale));
    setPending(true);
    const { request, decision } = deciding;
    const settle = (text: string) => {
      setPending(false);
      setDeciding(null);
      showToast(text);
      setVersion((v) => v + 1);
    };
    call(AGENCY_HEAD_ENDPOINTS.decideJoin, { id: request.id, decision }).then(
      () => settle(decision === 'approve' ? m['agency.joins.approved']({ name: request.nickname }, locale) : m['agency.joins.rejected']({ name: request.nickname }, locale)),
      (error: unknown) => settle(errorText(error, lang)),
    );
  };

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
                {request.status === 'pending' && (
                  <div className="ag-actions ag-actions--row">
                    <button type="button" className="ui-btn" onClick={() => setDeciding({ request, decision: 'reject' })}>
                      {m['agency.requests.reject']({}, locale)}
                    </button>
                    <button type="button" className="ui-btn ui-btn--primary" onClick={() => setDeciding({ request, decision: 'approve' })}>
                      {m['agency.requests.approve']({}, locale)}
                    </button>
                  </div>
                )}
              </article>
            )}
          />
        )}
      </Tabs>
      <Dialog
        lang={lang}
        open={deciding !== null}
        variant="confirm"
        title={deciding?.decision === 'reject' ? m['agency.joins.rejectTitle']({}, locale) : m['agency.joins.approveTitle']({}, locale)}
        confirmLabel={deciding?.decision === 'reject' ? m['agency.requests.reject']({}, locale) : m['agency.requests.approve']({}, locale)}
        busy={pending}
        onRepeatTap={() => showToast(m['common.doNotRepeat']({}, locale))}
        onConfirm={decide}
        onCancel={() => !pending && setDeciding(null)}
      >
        {deciding && (
          <p>
            {deciding.decision === 'reject'
              ? m['agency.joins.rejectBody']({ name: deciding.request.nickname, id: deciding.request.userId }, locale)
              : m['agency.joins.approveBody']({ name: deciding.request.nickname, id: deciding.request.userId }, locale)}
          </p>
        )}
      </Dialog>
    </>
  );
}
