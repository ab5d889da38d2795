// Invitations to join an agency as a host (DESIGN 12 "Consent"), shown to the invited user on /join_family and its
// result page: each with the agency, Accept (after a sheet saying what joining means) and Decline. Nothing shows when
// none waits; a failed load stays quiet here, as the page's own state is what the user came for.
import { useState } from 'react';
import { AGENCY_INVITATION_ENDPOINTS, type ReceivedInvitationView } from '../../contract/agency.ts';
import { call, errorText } from '../../lib/api.ts';
import { registerErrorMessages } from '../../lib/error-messages.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { INVITE_ERRORS } from './errors-invite.ts';
import { JOIN_ERRORS } from './errors-join.ts';
import { AgencyHeader } from './parts.tsx';

// Accepting can meet the join rules (already in an agency, a request waiting elsewhere) and the invitation's own codes.
registerErrorMessages({ ...JOIN_ERRORS, ...INVITE_ERRORS });

/** The pending invitations; `onJoined` runs once one is accepted (the page shows the membership). */
export function Invitations({ lang, onJoined }: { lang: Lang; onJoined: () => void }) {
  const [result] = useApi(AGENCY_INVITATION_ENDPOINTS.mine, {});
  const [answered, setAnswered] = useState<ReceivedInvitationView[] | null>(null);
  const list = answered ?? (result.state === 'ok' ? result.data.invitations : []);
  if (list.length === 0) return null;
  return <InvitationList lang={lang} invitations={list} onAnswered={setAnswered} onJoined={onJoined} />;
}

/** The list with its accept sheet. */
function InvitationList({
  lang,
  invitations,
  onAnswered,
  onJoined,
}: {
  lang: Lang;
  invitations: ReceivedInvitationView[];
  onAnswered: (rest: ReceivedInvitationView[]) => void;
  onJoined: () => void;
}) {
  const locale = { locale: lang };
  const [accepting, setAccepting] = useState<ReceivedInvitationView | null>(null);
  const [pending, setPending] = useState(false);

  const answer = (invitation: ReceivedInvitationView, reply: 'accept' | 'decline') => {
    if (pending) return showToast(m['common.doNotRepeat']({}, locale));
    setPending(true);
    call(AGENCY_INVITATION_ENDPOINTS.answer, { id: invitation.id, answer: reply }).then(
      (next) => {
        setPending(false);
        setAccepting(null);
        onAnswered(next.invitations);
        if (reply === 'accept') {
          showToast(m['agency.invite.accepted']({ name: invitation.agency.name }, locale));
          onJoined();
        } else showToast(m['agency.invite.declined']({}, locale));
      },
      (error: unknown) => {
        setPending(false);
        setAccepting(null);
        showToast(errorText(error, lang));
        call(AGENCY_INVITATION_ENDPOINTS.mine, {}).then((fresh) => onAnswered(fresh.invitations), () => undefined);
      },
    );
  };

  return (
    <Card title={m['agency.invite.title']({}, locale)}>
      <ul className="ag-invitations">
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <AgencyHeader lang={lang} agency={invitation.agency}>
              <time className="ui-muted" dateTime={new Date(invitation.createdAt).toISOString()}>
                {formatDateTime(invitation.createdAt, lang)}
              </time>
            </AgencyHeader>
            <p>{m['agency.invite.body']({ head: invitation.agency.headNickname, name: invitation.agency.name }, locale)}</p>
            <div className="ag-actions ag-actions--row">
              <button type="button" className="ui-btn ui-btn--primary" onClick={() => setAccepting(invitation)}>
                {m['agency.invite.accept']({}, locale)}
              </button>
              <button type="button" className="ui-btn" aria-disabled={pending || undefined} onClick={() => answer(invitation, 'decline')}>
                {m['agency.invite.decline']({}, locale)}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        lang={lang}
        open={accepting !== null}
        variant="confirm"
        title={m['agency.invite.acceptTitle']({ name: accepting?.agency.name ?? '' }, locale)}
        confirmLabel={m['agency.invite.accept']({}, locale)}
        busy={pending}
        onRepeatTap={() => showToast(m['common.doNotRepeat']({}, locale))}
        onConfirm={() => accepting && answer(accepting, 'accept')}
        onCancel={() => !pending && setAccepting(null)}
      >
        <p>{m['agency.invite.acceptBody']({}, locale)}</p>
      </Dialog>
    </Card>
  );
}
