// Closing the agency (issue 27.6), below the hand-over on /agencyManagement (#handover, where the cancellation page
// links): a sheet says what happens (hosts freed and told, waiting requests and invitations closed, records kept, no
// way back); confirmed, one call with an Idempotency-Key (a retry after a lost answer gets the same result), then the
// page says the agency is closed and the head heads nothing any more.
import { useState, type ReactNode } from 'react';
import { AGENCY_HEAD_ENDPOINTS, type AgencyCloseResult } from '../../contract/agency.ts';
import { ApiError, call, errorText, newIdempotencyKey } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { pageHref } from '../../lib/paths.ts';
import { Card } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { keepTogether } from '../../ui/KeepTogether.tsx';
import { showToast } from '../../ui/toast.ts';
import { useBrand } from '../../ui/use-brand.ts';

/** True when the call got no answer at all (or an unknown one): whether the agency closed is not known. */
function noAnswer(error: unknown): boolean {
  return !(error instanceof ApiError) || error.failure === 'network' || error.failure === 'unknown' || error.failure === 'internal';
}

/** The close card of the agency `agency` with `hosts` hosts; `onClosed` gets what the closing did. */
export function CloseAgency({ lang, agency, hosts, onClosed }: { lang: Lang; agency: string; hosts: number; onClosed: (result: AgencyCloseResult) => void }) {
  const locale = { locale: lang };
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const brand = useBrand();
  const [error, setError] = useState<ReactNode>(null);
  // One key per intended closing: a repeat of the same confirmation (a lost answer) is the same request.
  const [key, setKey] = useState(newIdempotencyKey);

  const close = () => {
    if (pending) return showToast(m['common.doNotRepeat']({}, locale));
    setPending(true);
    call(AGENCY_HEAD_ENDPOINTS.close, {}, { idempotencyKey: key }).then(
      (result) => {
        setPending(false);
        setOpen(false);
        showToast(m['agency.close.done']({ agency: result.name }, locale));
        onClosed(result);
      },
      (failure: unknown) => {
        setPending(false);
        setOpen(false);
        // No answer: the closing may have gone through, so the same key goes again and gets its result. A refusal
        // (nothing changed) leaves room for a new attempt.
        if (noAnswer(failure)) return setError(keepTogether(m['agency.close.noAnswer']({ support: brand.supportNumber }, locale), brand.supportNumber));
        setKey(newIdempotencyKey());
        setError(errorText(failure, lang));
      },
    );
  };

  return (
    <Card title={m['agency.close.title']({}, locale)} className="ag-close">
      <p className="ui-muted">{m['agency.close.intro']({ agency }, locale)}</p>
      {error !== null && (
        <p className="ag-alert" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="ui-btn ag-wide ag-close__button" onClick={() => (setError(null), setOpen(true))}>
        {m['agency.close.submit']({}, locale)}
      </button>
      <Dialog
        lang={lang}
        open={open}
        variant="confirm"
        title={m['agency.close.confirmTitle']({ agency }, locale)}
        confirmLabel={m['agency.close.submit']({}, locale)}
        busy={pending}
        onRepeatTap={() => showToast(m['common.doNotRepeat']({}, locale))}
        onConfirm={close}
        onCancel={() => !pending && setOpen(false)}
      >
        <ul className="ag-close__list">
          <li>{m['agency.close.hostsFreed']({ hosts: formatNumber(hosts, lang) }, locale)}</li>
          <li>{m['agency.close.requestsClosed']({}, locale)}</li>
          <li>{m['agency.close.recordsKept']({}, locale)}</li>
          <li>
            <strong>{m['agency.close.final']({}, locale)}</strong>
          </li>
        </ul>
      </Dialog>
    </Card>
  );
}

/** What the page shows once the agency is closed. */
export function AgencyClosed({ lang, agency }: { lang: Lang; agency: string }) {
  const locale = { locale: lang };
  return (
    <Card title={m['agency.close.done']({ agency }, locale)} className="ag-state ag-state--done">
      <p role="status">{m['agency.close.closedBody']({ agency }, locale)}</p>
      <a className="ui-btn ag-wide" href={pageHref('/join_family', lang)}>
        {m['agency.result.joinOne']({}, locale)}
      </a>
    </Card>
  );
}
