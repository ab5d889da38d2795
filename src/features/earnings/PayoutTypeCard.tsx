// The payout type (daily or weekly salary) and its change rule (SPEC 4): Mondays only, then locked 28 days.
import { useState } from 'react';
import type { EarningsSummary } from '../../contract/earnings.ts';
import { EARNINGS_ENDPOINTS } from '../../contract/earnings.ts';
import { PAYOUT_CHANGE_LOCK_DAYS } from '../../domain/payout-change.ts';
import { call, toastError } from '../../lib/api.ts';
import { formatDate } from '../../lib/format-date.ts';
import type { Lang } from '../../lib/language.ts';
import { m } from '../../lib/messages.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { showToast } from '../../ui/toast.ts';
import { keepTogether } from '../../ui/KeepTogether.tsx';
import { useBrand } from '../../ui/use-brand.ts';
import { Card } from '../../ui/Card.tsx';

interface Props {
  lang: Lang;
  summary: EarningsSummary;
  /** Called after a successful change, to show the new state. */
  onChanged: () => void;
}

/** The current payout type, when it can change, and the change itself behind a confirmation. */
export function PayoutTypeCard({ lang, summary, onChanged }: Props) {
  const brand = useBrand();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const locale = { locale: lang };
  const other = summary.payoutType === 'daily' ? 'weekly' : 'daily';
  const change = summary.payoutChange;
  const days = String(PAYOUT_CHANGE_LOCK_DAYS);

  const submit = () => {
    if (busy) return;
    setBusy(true);
    call(EARNINGS_ENDPOINTS.changePayoutType, { type: other }).then(
      () => {
        setBusy(false);
        setConfirming(false);
        showToast(m['earnings.switched']({}, locale));
        onChanged();
      },
      (error: unknown) => {
        setBusy(false);
        setConfirming(false);
        toastError(error, lang);
        onChanged();
      },
    );
  };

  const switchLabel = other === 'daily' ? m['earnings.switchToDaily']({}, locale) : m['earnings.switchToWeekly']({}, locale);
  return (
    <Card title={m['earnings.payoutTitle']({}, locale)}>
      <p className="earnings-strong">
        {summary.payoutType === 'daily' ? m['earnings.payoutDaily']({}, locale) : m['earnings.payoutWeekly']({}, locale)}
      </p>
      {change.allowed ? (
        <>
          <p className="ui-muted">{m['earnings.payoutAllowed']({ days }, locale)}</p>
          <button type="button" className="ui-btn earnings-action" onClick={() => setConfirming(true)}>
            {switchLabel}
          </button>
        </>
      ) : (
        <p className="ui-muted">
          {change.reason === 'locked'
            ? m['earnings.payoutLocked']({ days, date: formatDate(change.nextDate, lang) }, locale)
            : m['earnings.payoutMondays']({ date: formatDate(change.nextDate, lang) }, locale)}
        </p>
      )}
      <p className="ui-muted">{keepTogether(m['earnings.payoutAsk']({ support: brand.supportNumber }, locale), brand.supportNumber)}</p>
      <Dialog lang={lang} open={confirming} variant="confirm" title={switchLabel} busy={busy} onConfirm={submit} onCancel={() => setConfirming(false)}>
        {m['earnings.switchConfirm']({ days }, locale)}
      </Dialog>
    </Card>
  );
}
