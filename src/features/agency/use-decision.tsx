// The head's approve or reject of one request (SPEC 6: /castapply for join requests, /exitApply for exit requests):
// the two buttons on a pending request, the confirmation sheet, the call, and the toast with its outcome.
import { useState, type ReactNode } from 'react';
import type { Endpoint } from '../../contract/endpoints.ts';
import { AGENCY_REJECT_REASON_MAX_CHARS } from '../../domain/reject-reason.ts';
import { call, errorText } from '../../lib/api.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { showToast } from '../../ui/toast.ts';

/** What the head decides on a request. */
export type Decision = 'approve' | 'reject';

/** The texts of one kind of request, by decision: the sheet's title and body, and the toast once it is done. */
export interface DecisionTexts<Request> {
  title: (decision: Decision) => string;
  body: (request: Request, decision: Decision) => string;
  done: (request: Request, decision: Decision) => string;
}

interface Options<Request> {
  lang: Lang;
  /** The endpoint that records a decision on this kind of request. */
  endpoint: Endpoint<{ id: string; decision: Decision; reason?: string }, unknown>;
  texts: DecisionTexts<Request>;
  /** When set, a rejection asks for a reason under this label (the applicant reads it; issue 27.9). */
  reasonLabel?: string;
  /** After the answer, success or not: the list reloads. */
  onDecided: () => void;
}

/** The buttons of a pending request (`buttons(request)`) and the sheet that confirms the decision (`dialog`, once). */
export function useDecision<Request extends { id: string }>({ lang, endpoint, texts, reasonLabel, onDecided }: Options<Request>): {
  buttons: (request: Request) => ReactNode;
  dialog: ReactNode;
} {
  const locale = { locale: lang };
  const [deciding, setDeciding] = useState<{ request: Request; decision: Decision } | null>(null);
  const [pending, setPending] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const asksReason = reasonLabel !== undefined && deciding?.decision === 'reject';

  const open = (request: Request, decision: Decision) => {
    setReason('');
    setReasonError(null);
    setDeciding({ request, decision });
  };

  const decide = () => {
    if (!deciding) return;
    if (pending) return showToast(m['common.doNotRepeat']({}, locale));
    const { request, decision } = deciding;
    const trimmed = reason.trim();
    // Checked here for speed; the server checks again (and for unsafe characters).
    if (asksReason && trimmed === '') return setReasonError(m['error.agency.joinReasonRequired']({}, locale));
    if (asksReason && [...trimmed].length > AGENCY_REJECT_REASON_MAX_CHARS) return setReasonError(m['error.agency.joinReasonTooLong']({}, locale));
    setPending(true);
    const settle = (text: string) => {
      setPending(false);
      setDeciding(null);
      showToast(text);
      onDecided();
    };
    call(endpoint, asksReason ? { id: request.id, decision, reason: trimmed } : { id: request.id, decision }).then(
      () => settle(texts.done(request, decision)),
      (error: unknown) => settle(errorText(error, lang)),
    );
  };

  const buttons = (request: Request) => (
    <div className="ag-actions ag-actions--row">
      <button type="button" className="ui-btn" onClick={() => open(request, 'reject')}>
        {m['agency.requests.reject']({}, locale)}
      </button>
      <button type="button" className="ui-btn ui-btn--primary" onClick={() => open(request, 'approve')}>
        {m['agency.requests.approve']({}, locale)}
      </button>
    </div>
  );

  const decision = deciding?.decision ?? 'approve';
  const dialog = (
    <Dialog
      lang={lang}
      open={deciding !== null}
      variant="confirm"
      title={texts.title(decision)}
      confirmLabel={decision === 'reject' ? m['agency.requests.reject']({}, locale) : m['agency.requests.approve']({}, locale)}
      busy={pending}
      onRepeatTap={() => showToast(m['common.doNotRepeat']({}, locale))}
      onConfirm={decide}
      onCancel={() => !pending && setDeciding(null)}
    >
      {deciding && <p>{texts.body(deciding.request, deciding.decision)}</p>}
      {asksReason && (
        <label className="ui-field">
          <span>{reasonLabel}</span>
          <textarea
            className="ui-input"
            rows={3}
            maxLength={AGENCY_REJECT_REASON_MAX_CHARS * 2}
            value={reason}
            aria-invalid={reasonError !== null}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
          />
          {reasonError !== null && <span className="ui-field__error" role="alert">{reasonError}</span>}
        </label>
      )}
    </Dialog>
  );

  return { buttons, dialog };
}
