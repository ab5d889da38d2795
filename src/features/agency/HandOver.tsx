// Handing the agency over (issue 27.6), at the foot of /agencyManagement (#handover, where the cancellation page links):
// the host's ID, looked up among the agency's hosts so the head confirms a name, then a sheet; once done the head no
// longer heads it and the page says who does. Closing the agency instead is CloseAgency.tsx, just below.
import { useState, type SubmitEvent } from 'react';
import { AGENCY_HEAD_ENDPOINTS } from '../../contract/agency.ts';
import { ID_PATTERN } from '../../contract/ids.ts';
import { ApiError, call, errorText } from '../../lib/api.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Card } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { showToast } from '../../ui/toast.ts';
import { UserIdForm } from './parts.tsx';

/** The hand-over card of the agency `agency`; `onDone` runs once the caller no longer heads it. */
export function HandOver({ lang, agency, onDone }: { lang: Lang; agency: string; onDone: () => void }) {
  const locale = { locale: lang };
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [host, setHost] = useState<{ userId: string; nickname: string } | null>(null);
  const [pending, setPending] = useState(false);

  const find = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = userId.trim();
    if (!ID_PATTERN.test(id) || /^0/.test(id)) return setError(m['agency.cast.idInvalid']({}, locale));
    setError(null);
    setPending(true);
    call(AGENCY_HEAD_ENDPOINTS.hosts, { q: id }).then(
      (page) => {
        setPending(false);
        const found = page.items.find((item) => item.userId === id);
        if (found) setHost({ userId: found.userId, nickname: found.nickname });
        else setError(errorText(new ApiError('agency.notYourHost', null), lang));
      },
      (failure: unknown) => {
        setPending(false);
        setError(errorText(failure, lang));
      },
    );
  };

  const handOver = () => {
    if (!host) return;
    if (pending) return showToast(m['common.doNotRepeat']({}, locale));
    setPending(true);
    call(AGENCY_HEAD_ENDPOINTS.handOver, { user_id: host.userId }).then(
      (done) => {
        setPending(false);
        setHost(null);
        showToast(m['agency.handOver.done']({ name: done.headNickname, agency }, locale));
        onDone();
      },
      (failure: unknown) => {
        setPending(false);
        setHost(null);
        setError(errorText(failure, lang));
      },
    );
  };

  return (
    <Card title={m['agency.handOver.title']({}, locale)} className="ag-handover">
      <div id="handover" />
      <p className="ui-muted">{m['agency.handOver.intro']({ agency }, locale)}</p>
      <UserIdForm
        label={m['agency.handOver.hostId']({}, locale)}
        value={userId}
        error={error}
        pending={pending}
        button={m['agency.handOver.submit']({}, locale)}
        onChange={(value) => {
          setUserId(value);
          setError(null);
        }}
        onSubmit={find}
      />
      <Dialog
        lang={lang}
        open={host !== null}
        variant="confirm"
        title={m['agency.handOver.confirmTitle']({ agency, name: host?.nickname ?? '' }, locale)}
        confirmLabel={m['agency.handOver.submit']({}, locale)}
        busy={pending}
        onRepeatTap={() => showToast(m['common.doNotRepeat']({}, locale))}
        onConfirm={handOver}
        onCancel={() => !pending && setHost(null)}
      >
        <p>{m['agency.handOver.confirmBody']({ name: host?.nickname ?? '', id: host?.userId ?? '' }, locale)}</p>
      </Dialog>
    </Card>
  );
}
