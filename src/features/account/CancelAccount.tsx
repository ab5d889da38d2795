// /logout, account cancellation: what the account loses (with the user's own figures), what stands in the way, a
// confirmation that cannot be tapped by accident (a box to tick, the user's ID typed, then a sheet whose first focus
// is "Cancel"), and the pending state with its countdown and the button that keeps the account.
import { useState, type SubmitEvent } from 'react';
import { ACCOUNT_ENDPOINTS, type AccountStatus, type CancellationBlocker } from '../../contract/account.ts';
import { ACCOUNT_CANCEL_COOLING_DAYS } from '../../domain/account.ts';
import { call, errorText } from '../../lib/api.ts';
import { serverNow } from '../../lib/clock.ts';
import type { Lang } from '../../lib/language.ts';
import { pageHref } from '../../lib/paths.ts';
import { m } from '../../lib/messages.ts';
import { formatBeans } from '../../lib/format.ts';
import { Card } from '../../ui/Card.tsx';
import { Countdown } from '../../ui/Countdown.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { SignedInAs } from '../../ui/SignedInAs.tsx';
import { showToast } from '../../ui/toast.ts';
import { useApi } from '../../ui/use-api.ts';
import { useBrand } from '../../ui/use-brand.ts';
import './errors-account.ts';
import { Loaded } from '../../ui/LoadState.tsx';
import { dateOf, dateTimeOf, formatCoins } from './text.ts';
import './account.css';

interface Props {
  lang: Lang;
}

/** The cancellation island. */
export function CancelAccount({ lang }: Props) {
  const [status, reload] = useApi(ACCOUNT_ENDPOINTS.status, {});
  return (
    <Loaded lang={lang} result={status} onRetry={reload} rows={4}>
      {(data) => <Cancellation lang={lang} initial={data} />}
    </Loaded>
  );
}

/** The screen for a loaded status; it follows the answers of the request and the withdrawal. */
function Cancellation({ lang, initial }: { lang: Lang; initial: AccountStatus }) {
  const [status, setStatus] = useState(initial);
  const locale = { locale: lang };
  return (
    <>
      <div className="acc-signed">
        <SignedInAs lang={lang} />
      </div>
      {status.cancellation.state === 'pending' ? (
        <Pending lang={lang} userId={status.userId} endsAt={status.cancellation.endsAt} onKept={setStatus} />
      ) : (
        <>
          <Losses lang={lang} status={status} />
          {status.blockers.length > 0 ? (
            <Blockers lang={lang} status={status} />
          ) : (
            <RequestForm lang={lang} userId={status.userId} onRequested={setStatus} />
          )}
        </>
      )}
    </>
  );
}

/** What stands in the way, each with the page that clears it (a hand-over, selling the stock, the withdrawal). */
function Blockers({ lang, status }: { lang: Lang; status: AccountStatus }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const family = status.losses.family;
  // A creator hands the family to an admin (at the foot of its management view) or disbands it.
  const handOverHref = family ? `${pageHref('/familyList', lang, { id: family.id, view: 'manage' })}#handover` : pageHref('/familyList', lang);
  const fixes: Record<CancellationBlocker, { text: string; links: { fix: string; href: string }[] }> = {
    agencyHead: { text: m['account.cancel.blockedAgencyHead']({}, locale), links: [{ fix: m['account.cancel.fixAgency']({}, locale), href: `${pageHref('/agencyManagement', lang)}#handover` }] },
    familyCreator: {
      text: m['account.cancel.blockedFamilyCreator']({}, locale),
      links: [
        { fix: m['account.cancel.fixFamilyHandOver']({}, locale), href: handOverHref },
        { fix: m['account.cancel.fixFamily']({}, locale), href: pageHref('/dissolve', lang) },
      ],
    },
    dealerStock: {
      text: m['account.cancel.blockedDealerStock']({ coins: formatCoins(status.losses.coins, lang, brand) }, locale),
      links: [{ fix: m['account.cancel.fixStock']({}, locale), href: pageHref('/resell', lang) }],
    },
    withdrawalPending: { text: m['account.cancel.blockedWithdrawal']({}, locale), links: [{ fix: m['account.cancel.fixWithdrawal']({}, locale), href: pageHref('/withdrawalRecord', lang) }] },
  };
  return (
    <Card title={m['account.cancel.blockedTitle']({}, locale)} className="acc-warn">
      <ul className="acc-blockers">
        {status.blockers.map((blocker) => (
          <li key={blocker} data-blocker={blocker}>
            <p>{fixes[blocker].text}</p>
            {fixes[blocker].links.map((link) => (
              <a key={link.href} className="ui-btn acc-wide" href={link.href}>
                {link.fix}
              </a>
            ))}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** What the account gives up, with its own figures. */
function Losses({ lang, status }: { lang: Lang; status: AccountStatus }) {
  const brand = useBrand();
  const locale = { locale: lang };
  const { losses } = status;
  const items = [
    m['account.cancel.loseCoins']({ coins: formatCoins(losses.coins, lang, brand) }, locale),
    m['account.cancel.loseBeans']({ beans: formatBeans(losses.beans, lang, brand) }, locale),
    losses.vip
      ? m['account.cancel.loseVip']({ level: String(losses.vip.level), date: dateOf(losses.vip.expiresAt, lang) }, locale)
      : m['account.cancel.loseVipNone']({}, locale),
    m['account.cancel.loseDecor']({ count: String(losses.decorItems) }, locale),
    losses.agency ? m['account.cancel.loseAgency']({ agency: losses.agency.name }, locale) : m['account.cancel.loseTies']({}, locale),
    m['account.cancel.loseLevels']({}, locale),
    ...(losses.isDealer ? [m['account.cancel.loseDealer']({}, locale)] : []),
  ];
  return (
    <Card title={m['account.cancel.losesTitle']({}, locale)}>
      <ul className="acc-bullets">
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </Card>
  );
}

/** The request: a box to tick, the ID typed, then the confirmation sheet. */
function RequestForm({ lang, userId, onRequested }: { lang: Lang; userId: string; onRequested: (status: AccountStatus) => void }) {
  const locale = { locale: lang };
  const [understood, setUnderstood] = useState(false);
  const [typed, setTyped] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = understood && typed.trim() === userId;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready) {
      setError(m['error.account.cancelNotConfirmed']({}, locale));
      return;
    }
    setError(null);
    setConfirming(true);
  };
  const send = () => {
    setPending(true);
    call(ACCOUNT_ENDPOINTS.requestCancel, { confirm: typed.trim() }).then(
      (status) => {
        setPending(false);
        setConfirming(false);
        onRequested(status);
      },
      (failure: unknown) => {
        setPending(false);
        setConfirming(false);
        setError(errorText(failure, lang));
      },
    );
  };

  return (
    <form className="ui-card acc-form" noValidate onSubmit={submit}>
      <h2 className="ui-card__title">{m['account.cancel.formTitle']({}, locale)}</h2>
      <p className="ui-muted">{m['account.cancel.cooling']({ days: String(ACCOUNT_CANCEL_COOLING_DAYS) }, locale)}</p>
      <label className="acc-check">
        <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
        <span>{m['account.cancel.understand']({}, locale)}</span>
      </label>
      <Field label={m['account.cancel.typeId']({ id: userId }, locale)} error={error} announce>
        {(control) => (
          <input {...control} className="ui-input" inputMode="numeric" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
        )}
      </Field>
      <button type="submit" className="ui-btn acc-danger" disabled={!ready}>
        {m['account.cancel.submit']({}, locale)}
      </button>
      <Dialog
        lang={lang}
        open={confirming}
        variant="confirm"
        title={m['account.cancel.confirmTitle']({ id: userId }, locale)}
        confirmLabel={m['account.cancel.confirmButton']({}, locale)}
        busy={pending}
        onConfirm={send}
        onCancel={() => !pending && setConfirming(false)}
      >
        <p>{m['account.cancel.confirmBody']({ days: String(ACCOUNT_CANCEL_COOLING_DAYS) }, locale)}</p>
      </Dialog>
    </form>
  );
}

/** The pending state: when the account closes, a countdown, and the button that keeps it. */
function Pending({ lang, userId, endsAt, onKept }: { lang: Lang; userId: string; endsAt: number; onKept: (status: AccountStatus) => void }) {
  const locale = { locale: lang };
  const [pending, setPending] = useState(false);
  const keep = () => {
    setPending(true);
    call(ACCOUNT_ENDPOINTS.withdrawCancel, {}).then(
      (status) => {
        setPending(false);
        showToast(m['account.cancel.kept']({}, locale));
        onKept(status);
      },
      (failure: unknown) => {
        setPending(false);
        showToast(errorText(failure, lang));
      },
    );
  };
  return (
    <Card title={m['account.cancel.pendingTitle']({}, locale)} className="acc-warn">
      <p>{m['account.cancel.pendingBody']({ id: userId, date: dateTimeOf(endsAt, lang) }, locale)}</p>
      <p className="acc-countdown">
        <Countdown lang={lang} targetMs={endsAt} now={serverNow} label={m['account.cancel.countdown']({}, locale)} />
      </p>
      <p className="ui-muted">{m['account.cancel.pendingHow']({}, locale)}</p>
      <button type="button" className="ui-btn ui-btn--primary acc-wide" onClick={keep} disabled={pending}>
        {m['account.cancel.keep']({}, locale)}
      </button>
    </Card>
  );
}
